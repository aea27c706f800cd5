import { LANGUAGE_COOKIE, type Locale } from '@stride/domain';

/**
 * The person's language while nobody is signed in (issue 54, decision 054 "i18n-route"): a cookie
 * the server reads for `/` too. Written by the public pages' language switch (the person's choice)
 * and by the signed-in screens (their account's language), for a year. Apart from its reader
 * (person-language.ts), which every page's first load does not need.
 */
export function rememberLanguage(language: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language};path=/;max-age=31536000;samesite=lax`;
}
