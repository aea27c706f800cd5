import { daysInMonth } from '../civil-date.js';
import { WEEKDAY_NAMES, type NthWeek, type NthWeekdayKind, type WeekdayName } from '../recurrence.schemas.js';
import type { MonthDay, PartOfDay, RecurrenceUnit } from './phrase-reading.js';

/**
 * The words the grammar rules share, as regular-expression sources matched against lower-cased
 * text (phrase-reading.ts), and the small functions that read them back.
 */

/** A regular expression over the masked text, from sources joined. */
export const rx = (...sources: string[]): RegExp => new RegExp(sources.join(''), 'g');

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  hundred: 100,
};
export const WORD_NUMBER = `(?:${Object.keys(NUMBER_WORDS).join('|')})\\b`;
/** A count in digits or words: "3", "three". No \b after digits, so "3x" reads. */
export const COUNT = `(?:\\d+|${WORD_NUMBER})`;

/** "3" → 3, "three" → 3; undefined when it is neither. */
export function readCount(text: string): number | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return NUMBER_WORDS[trimmed];
}

// Weekdays: full, short, singular or plural ("Monday", "mondays", "Mon", "Tue.", "Thurs").
export const DAY = String.raw`(?:sundays?|sun|mondays?|mon|tuesdays?|tues|tue|wednesdays?|weds|wed|thursdays?|thurs|thur|thu|fridays?|fri|saturdays?|sat)\b\.?`;
/** "weekday(s)", "week days", "working days", "workdays", "business days": Monday to Friday. */
export const WEEKDAY_GROUP = String.raw`(?:week\s?days?|working\s+days?|work\s?days?|business\s+days?)\b`;
/** "weekend(s)", "week-ends": Saturday and Sunday. */
export const WEEKEND_GROUP = String.raw`(?:week-?\s?ends?)\b`;
const DAY_RANGE = String.raw`${DAY}\s*(?:-|–|—|\bto\b|\bthrough\b|\bthru\b)\s*${DAY}`;
/** One item of a day list: a range ("Mon-Fri", "Monday to Friday"), a day, or a group. */
const DAY_ITEM = String.raw`\b(?:${DAY_RANGE}|${DAY}|${WEEKDAY_GROUP}|${WEEKEND_GROUP})`;
/** Days listed with commas, "and", "&", "/", "+" or spaces: "Mon Thu", "Tue/Thu", "mon,wed,fri", "Mondays and Thursdays". */
export const DAY_LIST = String.raw`${DAY_ITEM}(?:(?:\s*[,/&+]\s*(?:and\s+)?|\s+and\s+|\s+)${DAY_ITEM})*`;

export const MON_TO_FRI: WeekdayName[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
export const WEEKEND_DAYS: WeekdayName[] = ['Sunday', 'Saturday'];
const DAY_PREFIXES: Array<[string, WeekdayName]> = [
  ['su', 'Sunday'],
  ['mo', 'Monday'],
  ['tu', 'Tuesday'],
  ['we', 'Wednesday'],
  ['th', 'Thursday'],
  ['fr', 'Friday'],
  ['sa', 'Saturday'],
];

/** The weekday a DAY token names ("thurs" → Thursday). */
export function dayOf(token: string): WeekdayName {
  const head = token.trim().toLowerCase().slice(0, 2);
  return DAY_PREFIXES.find(([prefix]) => prefix === head)?.[1] ?? 'Sunday';
}

/** Days in Sunday..Saturday order (as WEEKDAY_NAMES), each once. */
export function sortDays(days: Iterable<WeekdayName>): WeekdayName[] {
  const set = new Set(days);
  return WEEKDAY_NAMES.filter((d) => set.has(d));
}

/** The days a DAY_LIST names: "Mon-Wed & Sat" → Monday, Tuesday, Wednesday, Saturday. */
export function readDayList(list: string): WeekdayName[] {
  const days: WeekdayName[] = [];
  for (const [item] of list.matchAll(rx(DAY_ITEM))) {
    const range = new RegExp(`^\\s*(${DAY})\\s*(?:-|–|—|to|through|thru)\\s*(${DAY})`).exec(item);
    if (range) {
      const from = WEEKDAY_NAMES.indexOf(dayOf(range[1]!));
      const to = WEEKDAY_NAMES.indexOf(dayOf(range[2]!));
      for (let i = from; ; i = (i + 1) % 7) {
        days.push(WEEKDAY_NAMES[i]!);
        if (i === to) break;
      }
    } else if (new RegExp(`^\\s*${WEEKDAY_GROUP}`).test(item)) days.push(...MON_TO_FRI);
    else if (new RegExp(`^\\s*${WEEKEND_GROUP}`).test(item)) days.push(...WEEKEND_DAYS);
    else days.push(dayOf(item));
  }
  return sortDays(days);
}

// Months and dates: "3 March", "3rd of March", "the 3rd of March", "March 3", "Mar 3rd".
export const MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\b\.?`;
const DATE_NUMBER = String.raw`(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?`;
export const DATE_DM = String.raw`(?:the\s+)?\b${DATE_NUMBER}(?:\s+of)?\s+${MONTH}`;
export const DATE_MD = String.raw`${MONTH}\s+(?:the\s+)?${DATE_NUMBER}\b`;
const MONTH_HEADS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The month and day a DATE_DM or DATE_MD names; undefined when the day is not in that month in any year (30 February). */
export function readMonthDay(text: string): MonthDay | undefined {
  const monthWord = new RegExp(`\\b${MONTH}`).exec(text)?.[0];
  const dayNumber = /\d{1,2}/.exec(text.replace(monthWord ?? '', ' '))?.[0];
  if (!monthWord || !dayNumber) return undefined;
  const month = MONTH_HEADS.indexOf(monthWord.slice(0, 3)) + 1;
  const day = Number(dayNumber);
  // 2024 is a leap year: 29 February is a date that exists (in some years).
  if (month < 1 || day < 1 || day > daysInMonth(2024, month)) return undefined;
  return { month, day };
}

// The nth weekday of a month: "first", "2nd", "last"; and what kind of day ("Friday", "weekday", "day").
export const NTH = String.raw`(?:first|second|third|fourth|last|1st|2nd|3rd|4th)\b`;
export const NTH_KIND = String.raw`(?:${DAY}|weekend\s+days?\b|${WEEKDAY_GROUP}|days?\b)`;
const NTH_WORDS: Record<string, NthWeek> = { first: 'first', '1st': 'first', second: 'second', '2nd': 'second', third: 'third', '3rd': 'third', fourth: 'fourth', '4th': 'fourth', last: 'last' };

export function nthOf(text: string): NthWeek {
  return NTH_WORDS[text.trim()] ?? 'first';
}

export function nthKindOf(text: string): NthWeekdayKind {
  const kind = text.trim();
  if (/^weekend/.test(kind)) return 'weekend';
  if (new RegExp(`^${WEEKDAY_GROUP}`).test(kind)) return 'weekday';
  if (/^days?$/.test(kind)) return 'day';
  return dayOf(kind);
}

/** Days of the month as ordinals: "1st", "15th", "31st", or words "first" to "tenth", "fifteenth", "twentieth". */
const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  fifteenth: 15,
  twentieth: 20,
};
export const MONTH_ORDINAL = String.raw`(?:(?:[12]\d|3[01]|[1-9])(?:st|nd|rd|th)|${Object.keys(ORDINAL_WORDS).join('|')})\b`;

export function readOrdinal(text: string): number | undefined {
  const trimmed = text.trim();
  const digits = /^(\d+)/.exec(trimmed)?.[1];
  return digits ? Number(digits) : ORDINAL_WORDS[trimmed];
}

// Parts of the day, and units of a recurrence.
export const PART_OF_DAY = String.raw`(?:morning|afternoon|evening|night)`;

export function partOfDayOf(text: string): PartOfDay {
  return text.trim().replace(/s$/, '') as PartOfDay;
}

/** 'days', 'weekly', 'annually' → day, week, year. */
export function unitOf(text: string): RecurrenceUnit {
  const word = text.trim();
  if (word.startsWith('day') || word === 'daily') return 'day';
  if (word.startsWith('week')) return 'week';
  if (word.startsWith('month')) return 'month';
  return 'year';
}
