import { ENGLISH_APP_TEXTS, ENGLISH_SHELL_CATALOG, accentLetters, pseudoFrame, pseudoText, type AppTexts, type ShellCatalog } from '@stride/domain';

/**
 * The signed-in app in the pseudo-locale (issue 54 "Nothing left behind", decision 054): every text
 * of the catalog accented, in brackets and about 30 % longer, so that a word on screen that is
 * plain English did not come from the catalog, and a layout that cannot take a longer language
 * shows it. A chunk of its own, loaded only when the pseudo-locale is on (lib/i18n/pseudo-locale.ts).
 *
 * The English texts' shape is kept as the languages keep it (lib/i18n/localize-app.ts): a string is
 * its pseudo text (an argument in braces kept, for the code that fills it in), a function's output
 * is accented whole (the names and figures it was given too), an `id` stays as it is.
 */
function pseudoOf(english: unknown, key?: string): unknown {
  if (key === 'id') return english;
  if (typeof english === 'string') return pseudoText(english);
  if (typeof english === 'function') {
    const text = english as (...parameters: unknown[]) => unknown;
    return (...parameters: unknown[]) => {
      const made = text(...parameters);
      return typeof made === 'string' ? pseudoFrame(made, accentLetters(made)) : made;
    };
  }
  if (Array.isArray(english)) return english.map((item) => pseudoOf(item));
  if (english && typeof english === 'object') return Object.fromEntries(Object.entries(english).map(([name, value]) => [name, pseudoOf(value, name)]));
  return english;
}

/** Every text of the signed-in screens in the pseudo-locale. */
export const pseudoAppTexts = (): AppTexts => pseudoOf(ENGLISH_APP_TEXTS) as AppTexts;

/** The frame's words (navigation bar, footer) in the pseudo-locale. */
export const pseudoAppFrame = (): ShellCatalog => pseudoOf(ENGLISH_SHELL_CATALOG) as ShellCatalog;
