import { COACH_CATALOG as EN } from './catalogs/en/coach.js';
import { COACH_CATALOG as ES } from './catalogs/es/coach.js';
import { COACH_CATALOG as DE } from './catalogs/de/coach.js';
import { COACH_CATALOG as FR } from './catalogs/fr/coach.js';
import { emailLanguage } from './email-texts-for.js';
import type { Locale } from './locales.js';
import { formatMessage as f, type Messages } from './messages.js';

/** A language's catalog of the built-in coach's own words: English's keys (decision 054). */
export type CoachCatalog = Messages<typeof EN>;

/** All four languages: only the server reads them. */
export const COACH_CATALOGS: Readonly<Record<Locale, CoachCatalog>> = { en: EN, es: ES, de: DE, fr: FR };

/** The built-in coach's own words in the account's language (issue 54). */
export function coachTexts(accountLocale: string | null | undefined) {
  const language = emailLanguage(accountLocale);
  const c = COACH_CATALOGS[language];
  return { language, cancelled: f(c.cancelled), notUnderstood: f(c.notUnderstood), cannotRead: f(c.cannotRead) };
}
