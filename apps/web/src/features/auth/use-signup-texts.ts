import { ENGLISH_SIGNUP_CATALOG, type SignupCatalog } from '@stride/domain';
import type { ChecklistTexts } from '../../components/password-checklist';

/**
 * The sign-up screen's words: English's, the text module. Spanish, German and French have a sign-up
 * screen of their own, built with this module answering their catalog instead, and the password
 * checklist's lines formatted in the language (apps/web/build-plugins/localized-landing.ts,
 * decision 054). English's checklist is the domain's own labels (`undefined` here).
 */
export const useSignupTexts = (): SignupCatalog => ENGLISH_SIGNUP_CATALOG;
export const CHECKLIST_TEXTS: ChecklistTexts | undefined = undefined;
