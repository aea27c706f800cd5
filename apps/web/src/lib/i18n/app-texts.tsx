import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { ENGLISH_APP_TEXTS, PREFIXED_LOCALES, type AppTexts, type PrefixedLocale } from '@stride/domain';
import { useDisplayLocale } from '../locale/use-display-locale';

/**
 * The signed-in app's words in the account's language (issue 54, decision 054 "The signed-in
 * app"). English is the text modules as they are; Spanish, German and French load with their own
 * chunk (lib/i18n/localize-app.ts) the first time a signed-in screen is shown in them.
 */
const AppTextsContext = createContext<AppTexts>(ENGLISH_APP_TEXTS);

/** The texts last given to the screens, for code outside components (an action's notice). */
let current: AppTexts = ENGLISH_APP_TEXTS;
export const appTexts = (): AppTexts => current;

/** The texts of every text module the app has translated, in the account's language: `const { TODAY_TEXTS } = useTexts()`. */
export const useTexts = (): AppTexts => useContext(AppTextsContext);

/** "es-MX" → es; a language Stride does not speak, or none, → null (English). */
export function appLanguageOf(locale: string | undefined): PrefixedLocale | null {
  const language = locale?.split('-')[0]?.toLowerCase();
  return (PREFIXED_LOCALES as readonly string[]).includes(language ?? '') ? (language as PrefixedLocale) : null;
}

const loaded = new Map<string, AppTexts>();

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
  const language = appLanguageOf(locale);
  const key = language ? `${language}:${locale}` : 'en';
  const texts = language ? loaded.get(key) : ENGLISH_APP_TEXTS;
  const [, setLoadedKey] = useState('');
  useEffect(() => {
    if (!language || loaded.has(key)) return;
    let live = true;
    void import('./localize-app')
      .then((m) => m.loadAppTexts(language, locale ?? language))
      .catch(() => ENGLISH_APP_TEXTS)
      .then((result) => {
        loaded.set(key, result);
        if (live) setLoadedKey(key);
      });
    return () => {
      live = false;
    };
  }, [key, language, locale]);
  useEffect(
    () => () => {
      current = ENGLISH_APP_TEXTS;
    },
    [],
  );
  useDocumentLanguage(texts ? (language ?? 'en') : 'en');
  if (texts) current = texts;
  if (!texts) return null;
  return <AppTextsContext.Provider value={texts}>{children}</AppTextsContext.Provider>;
}
