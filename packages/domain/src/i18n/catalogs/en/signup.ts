import { SIGNUP_PAGE_TEXTS } from '../../../texts/signup-page-texts.js';

/**
 * The English catalog of the sign-up screen: texts/signup-page-texts.ts, exactly (decision 054);
 * its checklist's lines format to auth/password.ts's labels (catalogs.test.ts compares them).
 */
export const SIGNUP_CATALOG = SIGNUP_PAGE_TEXTS;
