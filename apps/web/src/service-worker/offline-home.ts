import { LANGUAGE_COOKIE, ROUTES, localePath, personLanguageOf, type Locale } from '@stride/domain';

type CookieStore = { get(name: string): Promise<{ value?: string } | null> };

/**
 * Issue 54: the home page the service worker gives offline is the person's language's, as the
 * server's `/` is online (apps/server/src/http/home-language.ts): the domain's one rule
 * (`personLanguageOf`) applied to what the worker can read, the language this browser remembers
 * (the `stride-lang` cookie: the account's, or the language switch's choice) and its languages.
 */
export const personHomeOf = async (scope: { cookieStore?: CookieStore; navigator: { languages: readonly string[] } }): Promise<string> =>
  homeOf(personLanguageOf({ remembered: await rememberedLanguage(scope), browser: scope.navigator.languages }));

/** The language's home page: `/` for English, `/es/`, `/de/`, `/fr/`. */
export const homeOf = (language: Locale): string => localePath(language, ROUTES.home);

/** The remembered language, read where the worker can read cookies (the Cookie Store API; Chromium). */
export async function rememberedLanguage(scope: { cookieStore?: CookieStore }): Promise<string | null> {
  try {
    return (await scope.cookieStore?.get(LANGUAGE_COOKIE))?.value ?? null;
  } catch {
    return null;
  }
}
