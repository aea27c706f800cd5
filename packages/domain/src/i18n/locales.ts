import { ROUTES } from '../routes.js';

/**
 * The languages of issue 54 (DECISIONS "Languages"): English, the spec's own texts, at the site's
 * root; Spanish, German and French under a prefix of their own (`/es/`, `/de/`, `/fr/`).
 */
export const LOCALES = ['en', 'es', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The languages whose public pages live under a prefix. */
export const PREFIXED_LOCALES = ['es', 'de', 'fr'] as const satisfies readonly Locale[];
export type PrefixedLocale = (typeof PREFIXED_LOCALES)[number];

/**
 * The cookie that keeps a person's language (issue 54, decision 054 "i18n-route"): their choice on
 * the public pages' language switch, or their account's language, written by the signed-in
 * screens. The server sends `/` to that language's home with it; signed out, the app's redirects
 * (Logout, a signed-in address, the page not found) follow it.
 */
export const LANGUAGE_COOKIE = 'stride-lang';

/** Each language in its own words: the language switch says them so, and marks them with `lang`. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español', de: 'Deutsch', fr: 'Français' };

/**
 * The public pages that exist in every language (decision 054), the legal pages too; the signed-in
 * screens have no prefix (their language is the account's).
 */
export const LOCALIZED_PAGES = [
  ROUTES.home,
  ROUTES.pricing,
  ROUTES.support,
  ROUTES.login,
  ROUTES.signup,
  ROUTES.integrations,
  ROUTES.forgotPassword,
  ROUTES.privacy,
  ROUTES.terms,
] as const;
export type LocalizedPage = (typeof LOCALIZED_PAGES)[number];

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);
const isLocalizedPage = (path: string): path is LocalizedPage => (LOCALIZED_PAGES as readonly string[]).includes(path);

/** `('es', '/pricing')` → `/es/pricing`; `('es', '/')` → `/es/`; English paths are as they are. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === ROUTES.home ? `/${locale}/` : `/${locale}${path}`;
}

/**
 * The language of a path and the page it names: `/de/pricing` → `de`, `/pricing`; `/de` and `/de/`
 * → `de`, `/`. A path with no language prefix is English.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(es|de|fr)(\/.*)?$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  const rest = match[2] && match[2] !== '/' ? match[2].replace(/\/+$/, '') : ROUTES.home;
  return { locale: match[1] as Locale, path: rest };
}

/** Whether a page has a version in each language (and so `hreflang` alternates and a switch). */
export function localizedPageOf(pathname: string): LocalizedPage | null {
  const { path } = splitLocalePath(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  return isLocalizedPage(path) ? path : null;
}

/** Every public page in every language but English: `/es/`, `/es/pricing`, ... */
export const PREFIXED_PAGE_PATHS: readonly string[] = /* @__PURE__ */ PREFIXED_LOCALES.flatMap((locale) => LOCALIZED_PAGES.map((page) => localePath(locale, page)));
