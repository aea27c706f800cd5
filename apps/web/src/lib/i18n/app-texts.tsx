import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';
import { PREFIXED_LOCALES, type AppTexts, type Locale, type PrefixedLocale, type ShellCatalog } from '@stride/domain';
import { useDisplayLocale } from '../locale/use-display-locale';
import { registerCatalog } from './catalogs';
import { setCommonWords } from './common-words';
import { pseudoLocaleOn } from './pseudo-locale';
import { rememberLanguage } from './remember-language';

/**
 * The signed-in app's words in the account's language (issue 54, decision 054 "The signed-in
 * app"). English is the text modules as they are; Spanish, German and French load with their own
 * chunk (lib/i18n/localize-app.ts) the first time a signed-in screen is shown in them.
 */
const AppTextsContext = createContext<AppTexts | null>(null);

/** The texts last given to the screens (null: English), for code outside components (an action's notice). */
let current: AppTexts | null = null;

/** Some of the app's text modules (each under its own name) in English. */
type SomeTexts = Partial<AppTexts>;

const picked = new WeakMap<AppTexts, WeakMap<object, object>>();
/** `english`'s modules as `texts` has them: the same object for the same two, so hooks' dependencies hold. */
function pick<T extends SomeTexts>(texts: AppTexts | null, english: T): T {
  if (!texts) return english;
  let byEnglish = picked.get(texts);
  if (!byEnglish) picked.set(texts, (byEnglish = new WeakMap()));
  let result = byEnglish.get(english) as T | undefined;
  if (!result) {
    result = Object.fromEntries(Object.keys(english).map((name) => [name, texts[name as keyof AppTexts]])) as T;
    byEnglish.set(english, result);
  }
  return result;
}

/**
 * A component's texts in the account's language: `const { TODAY_TEXTS } = useTexts(ENGLISH)`, where
 * the file's `ENGLISH` holds the text modules it imports (so each screen's chunk keeps its own
 * English, and English accounts run exactly the modules). Outside the signed-in screens, English.
 */
export const useTexts = <T extends SomeTexts>(english: T): T => pick(useContext(AppTextsContext), english);

/** The same for code outside components (an action's notice), as the screens last had them. */
export const appTexts = <T extends SomeTexts>(english: T): T => pick(current, english);

/** "es-MX" → es; a language Stride does not speak, or none, → null (English). */
export function appLanguageOf(locale: string | undefined): PrefixedLocale | null {
  const language = locale?.split('-')[0]?.toLowerCase();
  return (PREFIXED_LOCALES as readonly string[]).includes(language ?? '') ? (language as PrefixedLocale) : null;
}

/** The pseudo-locale's texts, under a key of their own. */
const PSEUDO_KEY = 'pseudo';

/** A language whose chunk could not load (offline, not cached yet): its screens stay in English. */
const ENGLISH_FALLBACK = null;
const loaded = new Map<string, AppTexts | null>();
/** Each language's frame (navigation bar, footer), loaded with its texts. */
const frames = new Map<string, ShellCatalog>();

/**
 * The navigation bar and footer (the root layout, in every page's first load) show the account's
 * language on signed-in screens, whose address has none (issue 54): its frame is registered under
 * `en` while they are shown (lib/i18n/catalogs.ts `shellTexts`), and the root layout drawn again
 * by replacing the address with itself (a revalidation does not reach it). Nothing of this is in
 * the public pages' first load.
 */
function useAppFrame(frame: ShellCatalog | undefined, language: Locale) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (!frame) return;
    // The same address again, in place: the root layout reads the location, so it is drawn again.
    // Once the router is idle: a navigation under way (the first load's too) is left to land first.
    const redraw = () => {
      if (!router) return;
      const inPlace = () => {
        const { pathname, search, hash, state } = router.state.location;
        void router.navigate({ pathname, search, hash }, { replace: true, state, preventScrollReset: true });
      };
      const idle = () => router.state.initialized && router.state.navigation.state === 'idle';
      if (idle()) return inPlace();
      const stop = router.subscribe(() => {
        if (!idle()) return;
        stop();
        inPlace();
      });
    };
    registerCatalog('en', 'shell', frame);
    // Its language, for the footer's language switch to mark as the current one.
    registerCatalog('en', 'shell-language', language);
    redraw();
    return () => {
      registerCatalog('en', 'shell', undefined);
      registerCatalog('en', 'shell-language', undefined);
      redraw();
    };
  }, [frame, language, router]);
}

/**
 * Keeps `<html lang>` at the app's language while signed-in screens are shown: the root layout
 * sets it from the address on every navigation (a signed-in address has no language prefix).
 */
function useDocumentLanguage(language: string) {
  useEffect(() => {
    const root = document.documentElement;
    const keep = () => {
      if (root.lang !== language) root.lang = language;
    };
    keep();
    const observer = new MutationObserver(keep);
    observer.observe(root, { attributes: true, attributeFilter: ['lang'] });
    return () => observer.disconnect();
  }, [language]);
}

/**
 * Gives the signed-in screens their texts: English at once; another language once its chunk has
 * loaded (nothing is shown for that moment, rather than English that changes). A chunk that fails
 * to load (offline, before it was cached) leaves the screens in English.
 */
export function AppTextsProvider({ children }: { children: ReactNode }) {
  const locale = useDisplayLocale();
  // The pseudo-locale (development and tests, lib/i18n/pseudo-locale.ts) in place of the account's language.
  const [pseudo] = useState(pseudoLocaleOn);
  const language = pseudo ? null : appLanguageOf(locale);
  const key = pseudo ? PSEUDO_KEY : language ? `${language}:${locale}` : 'en';
  const texts = language || pseudo ? loaded.get(key) : null;
  const [, setLoadedKey] = useState('');
  useEffect(() => {
    if ((!language && !pseudo) || loaded.has(key)) return;
    let live = true;
    const loading = language
      ? import('./localize-app').then((m) => Promise.all([m.loadAppTexts(language, locale ?? language), m.loadAppFrame(language)]))
      : import('./pseudo-app-texts').then((m) => [m.pseudoAppTexts(), m.pseudoAppFrame()] as const);
    void loading
      .then(
        ([result, frame]) => {
          loaded.set(key, result);
          frames.set(key, frame);
        },
        () => loaded.set(key, ENGLISH_FALLBACK),
      )
      .then(() => {
        if (live) setLoadedKey(key);
      });
    return () => {
      live = false;
    };
  }, [key, language, locale, pseudo]);
  useEffect(
    () => () => {
      current = null;
      setCommonWords(null);
    },
    [],
  );
  // The account's language, for where this browser sends them signed out (Logout, `/`, a
  // signed-in address, the page not found) and for the frame's first paint (issue 54).
  useEffect(() => rememberLanguage(language ?? 'en'), [language]);
  const ready = (!language && !pseudo) || texts !== undefined;
  useAppFrame(ready && texts ? frames.get(key) : undefined, language ?? 'en');
  useDocumentLanguage(ready && texts !== ENGLISH_FALLBACK ? (language ?? 'en') : 'en');
  if (!ready) return null;
  current = texts === ENGLISH_FALLBACK ? null : (texts ?? null);
  setCommonWords(current?.COMMON_TEXTS ?? null);
  return <AppTextsContext.Provider value={current}>{children}</AppTextsContext.Provider>;
}
