import { LANGUAGE_COOKIE, isLocale, type Locale } from '@stride/domain';

/**
 * Where Logout, a signed-in address and the page not found send a signed-out person (issue 54):
 * the language this browser remembers (remember-language.ts), else the browser's first language
 * Stride speaks, else English.
 */
export function personLanguage(): Locale {
  const remembered = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1];
  if (remembered && isLocale(remembered)) return remembered;
  return navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLocale) ?? 'en';
}
