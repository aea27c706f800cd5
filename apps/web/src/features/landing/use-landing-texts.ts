import { ENGLISH_LANDING_CATALOG, type LandingCatalog } from '@stride/domain';

/**
 * The landing page's words: English's, the text modules. Spanish, German and French have a landing
 * screen of their own, built with this module answering their catalog instead
 * (apps/web/build-plugins/localized-landing.ts, decision 054).
 */
export const useLandingTexts = (): LandingCatalog => ENGLISH_LANDING_CATALOG;
