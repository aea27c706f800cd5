import { ENGLISH_RESET_CATALOG, type ResetCatalog } from '@stride/domain';
import type { ChecklistTexts } from '../../components/password-checklist';

/**
 * The forgot-password screen's words: English's, the catalog gathered from the text modules.
 * Spanish, German and French have a screen of their own, built with this module answering their
 * catalog instead and the password checklist's lines in the language, the sign-up catalog's
 * (apps/web/build-plugins/localized-landing.ts, decision 054). English's checklist is the
 * domain's own labels (`undefined` here).
 */
export const useResetTexts = (): ResetCatalog => ENGLISH_RESET_CATALOG;
export const RESET_CHECKLIST_TEXTS: ChecklistTexts | undefined = undefined;
