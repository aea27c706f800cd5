import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.js';

// A module of its own: the public pages' first load has locales.ts, and only the screens that
// choose a language (the page not found, the signed-in guards, Logout, the service worker) this.

/** A language tag's language when Stride speaks it: "es-MX" → es, "FR" → fr, "pt-BR" → undefined. */
export function spokenLanguage(tag: string | null | undefined): Locale | undefined {
  const language = tag?.trim().split(/[-_]/)[0]!.toLowerCase();
  return language && isLocale(language) ? language : undefined;
}

/**
 * The language a person meets Stride in (issue 54), the one rule the server (`/`, the app
 * shell), the web app (a signed-out person's redirects, the frame before the account is known)
 * and the service worker (`/` offline) each apply to what they can read:
 * 1. signed in, the account's language (`account`, its locale "de-AT" or its language);
 * 2. else the language this browser remembers (`remembered`: the `stride-lang` cookie, written by
 *    the public pages' language switch and by the signed-in screens), English included;
 * 3. else the browser's first language Stride speaks (`browser`: navigator.languages, or an
 *    Accept-Language header's tags most preferred first);
 * 4. else English.
 */
export function personLanguageOf({ remembered, account, browser = [] }: { remembered?: string | null; account?: string | null; browser?: readonly string[] }): Locale {
  return spokenLanguage(account) ?? (remembered && isLocale(remembered) ? remembered : browser.map(spokenLanguage).find(Boolean)) ?? DEFAULT_LOCALE;
}
