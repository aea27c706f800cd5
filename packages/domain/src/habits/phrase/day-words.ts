import { civilFromDays, daysFromCivil, daysInMonth, formatDate, isValidDate, toEpochDay, weekdayOf } from '../civil-date.js';
import { DATE_DM, DATE_MD, DAY, MONTH, dayOf, readMonthDay, rx } from './phrase-words.js';
import { WEEKDAY_NAMES } from '../recurrence.schemas.js';

/**
 * Issue 37: the days people name in a message to the coach ("friday's run", "yesterday", "on
 * the 3rd", "15 December", "20/12", "the end of March"), each as a date. Which Friday depends on
 * what is being done: a check-off looks back (`past`: the latest, today included), a pause or a
 * move looks ahead (`future`: the next, today included), a skip or a note takes the nearest
 * (`near`). Never reads the clock.
 */
export type DayTense = 'past' | 'future' | 'near';

export interface DayWordsOptions {
  today: string;
  tense: DayTense;
  /** "3/4" is 3 April (true, most of the world) or March 4 (false, the United States). A day over 12 decides either way. */
  dayFirst?: boolean;
}

/** A day named in the text, where it was written, and whether it was "the end of" a month or year (for "until the end of March"). */
export interface NamedDay {
  date: string;
  start: number;
  end: number;
  text: string;
  /** A weekday name said without "last"/"next"/"this" (its tense decided it). */
  bareWeekday?: boolean;
}

const MONTH_HEADS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (word: string) => MONTH_HEADS.indexOf(word.slice(0, 3)) + 1;

/** The date of `month`/`day` the tense picks: the next on or after today, the last on or before, or the nearer. */
function yearlyDate(month: number, day: number, today: string, tense: DayTense): string | null {
  const year = civilFromDays(toEpochDay(today)).year;
  const candidates = [year - 1, year, year + 1]
    .filter((y) => day <= daysInMonth(y, month))
    .map((y) => formatDate(daysFromCivil(y, month, day)));
  const ahead = candidates.find((d) => d >= today) ?? null;
  const behind = [...candidates].reverse().find((d) => d <= today) ?? null;
  if (tense === 'future') return ahead;
  if (tense === 'past') return behind;
  if (!ahead || !behind) return ahead ?? behind;
  return toEpochDay(ahead) - toEpochDay(today) <= toEpochDay(today) - toEpochDay(behind) ? ahead : behind;
}

/** The weekday `target` (0 Sunday) as the tense picks it. */
function weekdayDate(target: number, today: string, tense: DayTense, modifier: string | undefined): string {
  const day = toEpochDay(today);
  const ahead = (target - weekdayOf(day) + 7) % 7;
  const behind = (weekdayOf(day) - target + 7) % 7;
  if (modifier === 'last') return formatDate(day - (behind || 7));
  // "next Friday" said on a Wednesday is the Friday of next week (as chrono and the habit reader read it); "this Friday" this week's.
  if (modifier === 'next') return formatDate(day + (ahead || 7) + (ahead && target > weekdayOf(day) && weekdayOf(day) !== 0 ? 7 : 0));
  if (modifier === 'this' || modifier === 'coming' || tense === 'future') return formatDate(day + ahead);
  if (tense === 'past') return formatDate(day - behind);
  return formatDate(ahead <= behind ? day + ahead : day - behind);
}

/** The last day of a month, the next one on or after today (or this month). */
function endOfMonth(month: number, today: string): string {
  const { year, month: now } = civilFromDays(toEpochDay(today));
  const y = month < now ? year + 1 : year;
  return formatDate(daysFromCivil(y, month, daysInMonth(y, month)));
}

const addDays = (date: string, days: number) => formatDate(toEpochDay(date) + days);

/** Every day named in `text` (lower case), left to right, none overlapping. */
export function findDays(text: string, options: DayWordsOptions): NamedDay[] {
  const { today, tense } = options;
  const lower = text.toLowerCase();
  const found: NamedDay[] = [];
  const taken: boolean[] = Array.from({ length: lower.length }, () => false);
  const add = (pattern: RegExp, read: (m: RegExpExecArray) => string | null, extra: Partial<NamedDay> = {}) => {
    for (const m of lower.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.slice(start, end).some(Boolean)) continue;
      const date = read(m as RegExpExecArray);
      if (!date || !isValidDate(date)) continue;
      for (let i = start; i < end; i++) taken[i] = true;
      found.push({ date, start, end, text: text.slice(start, end), ...extra });
    }
  };
  const { year, month } = civilFromDays(toEpochDay(today));
  add(rx(String.raw`\b(?:the\s+)?end\s+of\s+(?:the\s+)?(month|year|week|${MONTH})`), (m) => {
    if (m[1] === 'month') return formatDate(daysFromCivil(year, month, daysInMonth(year, month)));
    if (m[1] === 'year') return `${year}-12-31`;
    if (m[1] === 'week') return addDays(today, 6 - weekdayOf(toEpochDay(today)));
    return endOfMonth(monthOf(m[1]!), today);
  });
  // Issue 50, twenty-third pass: "2 weeks from today", "in 3 days", "a week from now", "in a fortnight".
  add(rx(String.raw`\b(?:in\s+(\d{1,2}|an?|one|two|three|four|five|six)\s+(days?|weeks?|fortnights?)(?:'?\s*time)?|(\d{1,2}|an?|one|two|three|four|five|six)\s+(days?|weeks?|fortnights?)\s+from\s+(?:today|now))\b`), (m) => {
    const count = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 }[(m[1] ?? m[3])!] ?? Number(m[1] ?? m[3]);
    const unit = (m[2] ?? m[4])!;
    return addDays(today, count * (/^f/.test(unit) ? 14 : /^w/.test(unit) ? 7 : 1));
  });
  add(rx(String.raw`\b(?:the\s+)?day\s+before\s+yesterday\b`), () => addDays(today, -2));
  add(rx(String.raw`\b(?:the\s+)?day\s+after\s+tomorrow\b`), () => addDays(today, 2));
  add(rx(String.raw`\b(?:yesterday|last\s+night)\b`), () => addDays(today, -1));
  add(rx(String.raw`\b(?:today|tonight|this\s+(?:morning|afternoon|evening))\b`), () => today);
  add(rx(String.raw`\b(?:tomorrow|tmrw|tmr)\b`), () => addDays(today, 1));
  add(rx(String.raw`\bnew\s+year'?s?\s+eve\b`), () => yearlyDate(12, 31, today, 'future'));
  add(rx(String.raw`\b(?:the\s+)?new\s+year(?:'?s\s+day)?\b`), (m) => (/day/.test(m[0]) ? yearlyDate(1, 1, today, 'future') : yearlyDate(12, 31, today, 'future')));
  add(rx(String.raw`\bchristmas\s+eve\b`), () => yearlyDate(12, 24, today, tense));
  add(rx(String.raw`\b(?:christmas|xmas)(?:\s+day)?\b`), () => yearlyDate(12, 25, today, tense));
  add(rx(String.raw`\b\d{4}-\d{2}-\d{2}\b`), (m) => m[0]);
  // Issue 50, twenty-fourth pass: the first day of a span whose month is said once, at its end ("12th to 16th dec", "12-16 december").
  add(rx(String.raw`\b([12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?(?=\s*(?:to|-|–|till|til|until|through|thru)\s*(?:the\s+)?(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTH}))`), (m) =>
    m[2] ? yearlyDate(monthOf(m[2]), Number(m[1]), today, tense) : null,
  );
  add(rx(String.raw`\b(${DATE_DM}|${DATE_MD})(?:,?\s+(\d{4}))?`), (m) => {
    const md = readMonthDay(m[1]!);
    if (!md) return null;
    if (m[2]) return formatDate(daysFromCivil(Number(m[2]), md.month, Math.min(md.day, daysInMonth(Number(m[2]), md.month))));
    return yearlyDate(md.month, md.day, today, tense);
  });
  add(rx(String.raw`\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b`), (m) => {
    let [a, b] = [Number(m[1]), Number(m[2])];
    const dayFirst = a > 12 ? true : b > 12 ? false : (options.dayFirst ?? true);
    if (!dayFirst) [a, b] = [b, a];
    if (b < 1 || b > 12 || a < 1 || a > daysInMonth(2024, b)) return null;
    if (m[3]) {
      const y = Number(m[3].length === 2 ? `20${m[3]}` : m[3]);
      return a <= daysInMonth(y, b) ? formatDate(daysFromCivil(y, b, a)) : null;
    }
    return yearlyDate(b, a, today, tense);
  });
  add(rx(String.raw`\b(?:(last|next|this|coming|on)\s+)?(${DAY})(?:'?s)?(?!\w)`), (m) => {
    const target = WEEKDAY_NAMES.indexOf(dayOf(m[2]!));
    return weekdayDate(target, today, tense, m[1] === 'on' ? undefined : m[1]);
  });
  // "on the 3rd", "the 15th": a day of this month (or the next/last, as the tense goes).
  // Issue 50, twenty-fourth pass: "12th to 16th", "from 18th": an ordinal written without "the" is a day too, unless a thing is counted ("2nd time", "3rd one").
  add(rx(String.raw`\b(?:on\s+)?(?:the\s+|(?<=(?:\b(?:from|to|till|til|until|through|thru|and|on|by|after|before|starting)\s+|[-–]\s*))|(?<=^|[\s(])(?=\d{1,2}(?:st|nd|rd|th)\s*(?:[-–]|(?:to|till|til|until|through|thru)\b)))([12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?${MONTH})(?!\s+(?:one|ones|time|times|habit|goal|area|thing|item|week|month|day|try|attempt|place|row|in\s+a\s+row)\b)`), (m) => {
    const d = Number(m[1]);
    const options = [-1, 0, 1].map((offset) => {
      const mm = ((month - 1 + offset + 12) % 12) + 1;
      const yy = year + Math.floor((month - 1 + offset) / 12);
      return d <= daysInMonth(yy, mm) ? formatDate(daysFromCivil(yy, mm, d)) : null;
    }).filter((x): x is string => x !== null);
    const ahead = options.find((x) => x >= today);
    const behind = [...options].reverse().find((x) => x <= today);
    return tense === 'past' ? (behind ?? null) : tense === 'future' ? (ahead ?? null) : (ahead && behind ? (toEpochDay(ahead) - toEpochDay(today) <= toEpochDay(today) - toEpochDay(behind) ? ahead : behind) : (ahead ?? behind ?? null));
  });
  for (const f of found) if (/^(?:(?:on)\s+)?(?:sun|mon|tue|wed|thu|fri|sat)/.test(f.text.toLowerCase())) f.bareWeekday = true;
  return found.sort((a, b) => a.start - b.start);
}
