import { ENGLISH_SUPPORT_CATALOG, type SupportCatalog } from '@stride/domain';

/**
 * The support screen's words: English's, the text module (texts/support-texts.ts and the plans'
 * feature lines). Spanish, German and French have a support screen of their own, built with this
 * module answering their catalog instead (apps/web/build-plugins/localized-landing.ts, decision 054).
 */
export const useSupportTexts = (): SupportCatalog => ENGLISH_SUPPORT_CATALOG;
