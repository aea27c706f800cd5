import { ENGLISH_LOGIN_CATALOG, type LoginCatalog } from '@stride/domain';

/**
 * The login screen's words: English's, the text module. Spanish, German and French have a login
 * screen of their own, built with this module answering their catalog instead
 * (apps/web/build-plugins/localized-landing.ts, decision 054).
 */
export const useLoginTexts = (): LoginCatalog => ENGLISH_LOGIN_CATALOG;
