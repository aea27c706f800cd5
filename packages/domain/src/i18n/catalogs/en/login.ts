import { LOGIN_PAGE_TEXTS } from '../../../texts/login-page-texts.js';

/** The English catalog of the login screen: texts/login-page-texts.ts, exactly (decision 054). */
export const LOGIN_CATALOG = LOGIN_PAGE_TEXTS;
