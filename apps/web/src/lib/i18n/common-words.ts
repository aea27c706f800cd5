import type { COMMON_TEXTS } from '@stride/domain';

/**
 * The shared pieces' words (the confirm and message dialogs, the error snackbar, a failed call's
 * message: domain `COMMON_TEXTS`) in the language the signed-in screens are shown in (issue 54).
 * The texts provider (lib/i18n/app-texts.tsx) keeps them here as it renders, so that code any page
 * loads (a public page's first load too) can read them without the provider's module: English,
 * the caller's own import, anywhere else.
 */
type CommonWords = { readonly [K in keyof typeof COMMON_TEXTS]: string };

let words: CommonWords | null = null;

/** The provider's: the screens' words, or null (English). */
export const setCommonWords = (next: CommonWords | null): void => {
  words = next;
};

/** One of the shared words in the screens' language; `english` outside the signed-in screens. */
export const commonWord = (key: keyof CommonWords, english: string): string => words?.[key] ?? english;
