import { ENGLISH_PRICING_CATALOG, type PricingCatalog } from '@stride/domain';

/**
 * The pricing screen's words: English's, the text modules (texts/pricing-texts.ts and the plans'
 * feature lines). Spanish, German and French have a pricing screen of their own, built with this
 * module answering their catalog instead (apps/web/build-plugins/localized-landing.ts, decision 054).
 */
export const usePricingTexts = (): PricingCatalog => ENGLISH_PRICING_CATALOG;
