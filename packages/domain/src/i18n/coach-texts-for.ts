import { COACH_CATALOG as EN } from './catalogs/en/coach.js';
import { COACH_CATALOG as ES } from './catalogs/es/coach.js';
import { COACH_CATALOG as DE } from './catalogs/de/coach.js';
import { COACH_CATALOG as FR } from './catalogs/fr/coach.js';
import { emailLanguage } from './email-texts-for.js';
import type { Locale } from './locales.js';
import { formatMessage as f, type Messages } from './messages.js';
import { listIn } from './in-language.js';
import { dayInWords } from '../habits/recurrence-summary.js';
import { formatNumber, formatShortDay, formatWallTime } from '../locale/locale-format.js';

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

/** One of the built-in coach's replies (`COACH_CATALOG.replies`). */
export type CoachReply = keyof typeof EN.replies;

/**
 * What the built-in coach says on its own, in the account's language (issue 54, decision 054,
 * helper i18n-coach): `say(key, values)` formats a reply; days, times and percentages are written
 * for the account's locale (locale-format.ts). English writes exactly what the coach wrote before
 * (dayInWords, "07:00", "57%"), so its tests are unchanged.
 */
/** Each language's quotation marks around a name in the coach's words (decision 054, helper i18n-labels). */
const QUOTES = { en: ['"', '"'], es: ['«', '»'], de: ['\u201e', '\u201c'], fr: ['«\u00a0', '\u00a0»'] } as const;

export function coachWords(accountLocale: string | null | undefined) {
  const language = emailLanguage(accountLocale);
  const english = language === 'en';
  const replies = COACH_CATALOGS[language].replies;
  const say = (key: CoachReply, values: Readonly<Record<string, string | number>> = {}) => f(replies[key], values);
  /** "today", "tomorrow", "yesterday", else the day as the locale writes it short ("vie, 27 nov"). */
  const day = (date: string, today: string): string => {
    if (english) return dayInWords(date, today);
    const words = dayInWords(date, today);
    if (words === 'today' || words === 'tomorrow' || words === 'yesterday') return say(words);
    return formatShortDay(date, accountLocale, Number(today.slice(0, 4))) ?? date;
  };
  return {
    language,
    locale: accountLocale ?? null,
    english,
    say,
    day,
    /** "today", "yesterday", "on Fri 27 Nov" (a day after a verb). */
    on: (date: string, today: string): string => {
      const words = day(date, today);
      return date === today || words === say('tomorrow') || words === say('yesterday') ? words : say('onDay', { day: words });
    },
    /** A wall time "HH:MM": as written in English, the locale's clock elsewhere ("7:00", "19:00"). */
    time: (hhmm: string | null | undefined): string => {
      if (!hhmm || english || !/^\d{2}:\d{2}$/.test(hhmm)) return hhmm ?? '';
      return formatWallTime(Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)), accountLocale);
    },
    /** A rate as a percentage ("57%"; "57 %" in French and German). */
    percent: (rate: number): string => (english ? `${Math.round(rate * 100)}%` : formatNumber(Math.round(rate * 100) / 100, accountLocale, { style: 'percent' })),
    /** "a, b and c" in the language (Intl's list elsewhere than English: "A, B y C", "A, B und C", "A, B et C"). */
    list: (items: readonly string[]): string =>
      items.length <= 1 ? items.join('') : english ? say('and', { items: items.slice(0, -1).join(', '), last: items.at(-1)! }) : listIn(items)(accountLocale ?? language),
    /** A name in the language's quotation marks: "Yoga" in English, «Yoga», „Yoga“, « Yoga » (issue 54). */
    quote: (name: string): string => (english ? `"${name}"` : `${QUOTES[language][0]}${name}${QUOTES[language][1]}`),
    /**
     * A reply's "quoted" names in the language's marks (the code quotes names English's way before
     * they go into a message): "Yoga" → «Yoga», „Yoga“, « Yoga »; English as it is.
     */
    quotesIn: (text: string): string => (english ? text : text.replace(/"([^"\n]+)"/g, (_, name: string) => `${QUOTES[language][0]}${name}${QUOTES[language][1]}`)),
    /**
     * A habit's unit after a figure: English says one of it in the singular ("1 cup", "1 glass",
     * not "1 cups"); a unit is kept as the person wrote it otherwise, and in the other languages.
     */
    unit: (n: number, unit: string): string => (english && n === 1 ? unit.replace(/(ss|sh|ch|x)es$/, '$1').replace(/([^s])s$/, '$1') : unit),
    /** Names in a row: English ", " as the coach wrote them before; the language's list elsewhere. */
    series: (items: readonly string[]): string => (english ? items.join(', ') : listIn(items)(accountLocale ?? language)),
  };
}
export type CoachWords = ReturnType<typeof coachWords>;
