import { LANGUAGE_COOKIE, isLocale, type Locale } from '@stride/domain';

/**
 * The person's language while nobody is signed in (issue 54, decision 054 "i18n-route"): a cookie
 * the server reads for `/` too. Written by the public pages' language switch (the person's choice)
 * and by the signed-in screens (their account's language), for a year.
 */
export function rememberLanguage(language: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language};path=/;max-age=31536000;samesite=lax`;
}

/**
 * Where Logout, a signed-in address and the page not found send a signed-out person: the language
 * remembered, else the browser's first language Stride speaks, else English.
 */
export function personLanguage(): Locale {
  const remembered = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1];
  if (remembered && isLocale(remembered)) return remembered;
  return navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLocale) ?? 'en';
}
