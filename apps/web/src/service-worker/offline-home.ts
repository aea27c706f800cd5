import { LANGUAGE_COOKIE, ROUTES, isLocale, localePath, type Locale } from '@stride/domain';

/**
 * Issue 54: the home page the service worker gives offline is the person's language's, as the
 * server's `/` is online (apps/server/src/http/home-language.ts): the language this browser
 * remembers (the `stride-lang` cookie: the account's, or the language switch's choice), else the
 * browser's first language Stride speaks, else English (the app's `personLanguage()` rule).
 */
export function homeLanguageOf(remembered: string | null | undefined, languages: readonly string[]): Locale {
  if (remembered && isLocale(remembered)) return remembered;
  return languages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLocale) ?? 'en';
}

/** The language's home page: `/` for English, `/es/`, `/de/`, `/fr/`. */
export const homeOf = (language: Locale): string => localePath(language, ROUTES.home);

/** The remembered language, read where the worker can read cookies (the Cookie Store API; Chromium). */
export async function rememberedLanguage(scope: { cookieStore?: { get(name: string): Promise<{ value?: string } | null> } }): Promise<string | null> {
  try {
    return (await scope.cookieStore?.get(LANGUAGE_COOKIE))?.value ?? null;
  } catch {
    return null;
  }
}
