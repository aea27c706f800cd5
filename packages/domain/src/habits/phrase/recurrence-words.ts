import { PERIOD_MAX_DAYS, type HabitFrequency } from '../habit-depth.schemas.js';
import { MAX_RECURRENCE_INTERVAL, WEEKDAY_NAMES, type CustomRecurrence, type Recurrence, type WeekdayName } from '../recurrence.schemas.js';
import { USED_MARK, type MonthDay, type PhraseReading, type Placed, type RecurrencePiece, type RecurrenceUnit, type Verdict } from './phrase-reading.js';
import {
  COUNT,
  DATE_DM,
  DATE_MD,
  DAY,
  DAY_LIST,
  MONTH,
  MONTH_ORDINAL,
  NTH,
  NTH_KIND,
  PART_OF_DAY,
  nthKindOf,
  nthOf,
  partOfDayOf,
  readCount,
  readDayList,
  readMonthDay,
  readOrdinal,
  sortDays,
  rx,
  unitOf,
} from './phrase-words.js';

/**
 * The recurrence grammar: each rule below finds one way people say how often, records it as a
 * piece, and `resolveRecurrence` combines the pieces ("every 2 weeks" + "on Wednesday").
 */

function add(r: PhraseReading, match: RegExpExecArray, piece: RecurrencePiece): void {
  r.recurrence.push(r.scan.placed(match.index, match.index + match[0].length, piece));
}

/** Words that, right after a leading "Daily", "Weekly" or "Sunday", show it is the schedule and not part of the name. */
const SCHEDULE_WORDS = new Set(['at', 'on', 'every', 'each', 'from', 'starting', 'for', 'in', 'by', 'around', 'and', 'until', 'till', 'except', 'tonight', 'tomorrow', 'today', 'this', 'next', 'between', 'please']);

/**
 * "Daily standup", "Weekly review", "Nightly reading": a recurrence word that opens the phrase and
 * is followed by a plain word is read as the schedule AND kept in the name, as the person named it.
 */
export function opensName(r: PhraseReading, match: RegExpExecArray): boolean {
  if (!r.scan.startsPhrase(match.index)) return false;
  const next = /^\s+([a-z0-9][a-z0-9:'-]*)/.exec(r.scan.masked.slice(match.index + match[0].length))?.[1];
  return next !== undefined && !SCHEDULE_WORDS.has(next) && !new RegExp(`^${DAY}$`).test(next);
}

/** "every 2 hours", "every hour", "every 20 minutes": more often than daily is not supported. */
export function readSubDailyIntervals(r: PhraseReading): void {
  r.scan.each(rx(String.raw`\b(?:every|each)\s+(?:(?:${COUNT}|few|couple\s+of)\s*)?(?:hours?|hrs?|minutes?|mins?)\b`), () => 'reject');
}

const PER = String.raw`(?:(?:a|per|each|every|in\s+a)\s+|\/\s*)`;

/**
 * "3 times a week", "3x a week", "3 times per week", "three times weekly", "once a week", "twice a
 * month", "3 days a week": a number of times in a week or month, on any days (issue 22). More
 * times than the period has days, or "per day" more than once ("twice a day"), is not understood.
 * "once a day" is daily and "once a year" yearly.
 */
export function readFrequencies(r: PhraseReading): void {
  const read = (match: RegExpExecArray): Verdict => {
    const times = readCount(match[1]!) ?? { once: 1, twice: 2, thrice: 3 }[match[1]!];
    const unit = unitOf(match[2]!.replace(/^annually$/, 'year'));
    if (times === undefined || times < 1) return 'reject';
    if (unit === 'day' || unit === 'year') {
      if (times !== 1) return 'reject';
      add(r, match, { kind: 'every', unit, interval: 1 });
      return 'use';
    }
    if (times > PERIOD_MAX_DAYS[unit]) return 'reject';
    add(r, match, { kind: 'frequency', frequency: { times, period: unit } });
    return 'use';
  };
  r.scan.each(rx(String.raw`\b(${COUNT})\s*(?:x|times?)\s*${PER}(day|week|month|year)\b`), read);
  r.scan.each(rx(String.raw`\b(${COUNT})\s*(?:x|times?)\s+(daily|weekly|monthly|yearly|annually)\b`), read);
  r.scan.each(rx(String.raw`\b(once|twice|thrice)\s+${PER}(day|week|month|year)\b`), read);
  r.scan.each(rx(String.raw`\b(once|twice|thrice)\s+(daily|weekly|monthly|yearly|annually)\b`), read);
  r.scan.each(rx(String.raw`\b(${COUNT})\s+days?\s+${PER}(week|month)\b`), read);
}

/** "every 3 March", "every March 3rd", "each year on 1 October": every year on that date. */
export function readYearlyDates(r: PhraseReading): void {
  r.scan.each(rx(String.raw`\b(?:every|each)\s+(?:year\s+on\s+)?(${DATE_DM}|${DATE_MD})`), (match) => {
    const date = readMonthDay(match[1]!);
    if (!date) return 'reject';
    add(r, match, { kind: 'yearDate', date });
    return 'use';
  });
}

/**
 * "on the last Friday of the month", "the first Monday of every month", "second Tuesday of each
 * month", "last weekday of the month", "the last day of the month": the nth day of a kind.
 */
export function readNthOfMonth(r: PhraseReading): void {
  // "the 2nd and 4th Friday of the month": one nth only, so not understood.
  const several = String.raw`\b(?:on\s+)?(?:the\s+)?${NTH}(?:\s*(?:,|and|&)\s*(?:the\s+)?${NTH})+\s+${NTH_KIND}(?:\s+(?:of|in)\s+(?:the|each|every|a)\s+month\b)?`;
  r.scan.each(rx(several), () => 'reject');
  const pattern = String.raw`\b(?:(?:on|every|each)\s+)?(?:the\s+)?(${NTH})\s+(${NTH_KIND})\s+(?:of|in)\s+(?:the|each|every|a)\s+month\b`;
  r.scan.each(rx(pattern), (match) => {
    add(r, match, { kind: 'nth', week: nthOf(match[1]!), weekday: nthKindOf(match[2]!) });
    return 'use';
  });
}

/**
 * The same without "of the month", where "the" or "every" shows the nth is meant: "monthly on
 * the first Monday", "on the last Friday", "every last Friday". ("every second Tuesday" was read
 * before this as every other Tuesday.)
 */
export function readNthWeekdays(r: PhraseReading): void {
  const pattern = String.raw`\b(?:(?:on\s+)?the|every|each)\s+(${NTH})\s+(${NTH_KIND})(?!\s+(?:of|in)\s)`;
  r.scan.each(rx(pattern), (match) => {
    add(r, match, { kind: 'nth', week: nthOf(match[1]!), weekday: nthKindOf(match[2]!) });
    return 'use';
  });
}

/**
 * "every 3 days", "every other day", "every second week", "every 2 months", "every 2 years";
 * "fortnightly", "every fortnight" (every 2 weeks); "biweekly" is every 2 weeks only when days
 * are named with it ("biweekly on Thursdays"): alone it may mean twice a week.
 */
export function readIntervals(r: PhraseReading): void {
  r.scan.each(rx(String.raw`\b(?:every|each)\s+(?:(other|second|2nd|alternate)|(${COUNT}))\s+(days?|weeks?|months?|years?)\b`), (match) => {
    const interval = match[1] ? 2 : readCount(match[2]!);
    if (interval === undefined || interval < 1 || interval > MAX_RECURRENCE_INTERVAL) return 'reject';
    add(r, match, { kind: 'every', unit: unitOf(match[3]!), interval });
    return 'use';
  });
  r.scan.each(rx(String.raw`\b(?:fortnightly|(?:every|each)\s+fortnight|(bi-?weekly))\b`), (match) => {
    add(r, match, { kind: 'every', unit: 'week', interval: 2, ...(match[1] ? { needsDays: true } : {}) });
    return opensName(r, match) ? 'keep' : 'use';
  });
}

/**
 * "every other Sunday", "every second Saturday", "every 2nd Sunday", "on alternate Mondays": those
 * days every 2 weeks; "every third Sunday" likewise every 3 weeks (with "of the month" it is the
 * nth of the month, read before this).
 */
export function readAlternateDays(r: PhraseReading): void {
  const every = String.raw`(other|second|2nd|third|3rd|fourth|4th|alternate)`;
  const pattern = String.raw`\b(?:(?:every|each|on)\s+${every}|(alternate))\s+(${DAY_LIST})(?:\s+(${PART_OF_DAY})s?\b)?`;
  const intervals: Record<string, number> = { third: 3, '3rd': 3, fourth: 4, '4th': 4 };
  r.scan.each(rx(pattern), (match) => {
    const [, ordinal = 'other', , list = '', part] = match;
    add(r, match, { kind: 'days', days: readDayList(list), interval: intervals[ordinal] ?? 2 });
    if (part) r.partsOfDay.push(r.scan.placed(match.index, match.index + match[0].length, partOfDayOf(part)));
    return 'use';
  });
}

/**
 * "on the 1st of each month", "on the 15th of every month", "monthly on the 1st and 15th", "on
 * the 1st", "the first of the month": days of the month. A lone ordinal needs "on", "every",
 * "the" or "of the month" (and a word ordinal "on"/"every" or "of the month"); "from the 1st" is
 * not read here.
 */
export function readMonthDays(r: PhraseReading): void {
  const list = String.raw`${MONTH_ORDINAL}(?:\s*(?:,|and|&)\s*(?:the\s+)?${MONTH_ORDINAL})*`;
  const pattern = String.raw`(?<!\b(?:from|starting|until|till|since|by)\s+)\b(?:(on|every|each)\s+)?(?:(the)\s+)?(${list})(?!\s*(?:,|and|&)\s*(?:the\s+)?${MONTH_ORDINAL})(?!\s+(?:of\s+)?${MONTH})(?!\s+${NTH_KIND})(\s+(?:day\s+)?(?:of|in)\s+(?:the|each|every|a)\s+month\b)?`;
  r.scan.each(rx(pattern), (match) => {
    const [, prefix, the, ordinals = '', suffix] = match;
    const items = [...ordinals.matchAll(rx(MONTH_ORDINAL))].map(([o]) => o);
    const words = items.some((o) => !/^\d/.test(o));
    if (!suffix && !prefix && (words || !the)) return 'skip';
    const days = items.map((o) => readOrdinal(o)!);
    add(r, match, { kind: 'monthDays', days: [...new Set(days)].sort((a, b) => a - b) });
    return 'use';
  });
}

/** "except Sunday", "but not weekends", "apart from Saturdays", "excluding Mondays": every day but those. */
export function readExceptDays(r: PhraseReading): void {
  r.scan.each(rx(String.raw`\b(?:except|but\s+not|but|apart\s+from|excluding|other\s+than|not\s+on)\s+(?:on\s+)?(?:the\s+)?(${DAY_LIST})`), (match) => {
    add(r, match, { kind: 'except', days: readDayList(match[1]!) });
    return 'use';
  });
}

/** "M/W/F", "T/Th", "M,W,F": one- and two-letter days in a list of two or more ("T" is Tuesday, "Th" or "R" Thursday). */
export function readLetterDays(r: PhraseReading): void {
  const letter = String.raw`(?:th|sa|su|m|t|w|r|f)`;
  const letters: Record<string, WeekdayName> = { m: 'Monday', t: 'Tuesday', w: 'Wednesday', th: 'Thursday', r: 'Thursday', f: 'Friday', sa: 'Saturday', su: 'Sunday' };
  r.scan.each(rx(String.raw`\b(?:on\s+)?${letter}(?:\s*[/,]\s*${letter})+\b`), (match) => {
    const days = match[0].replace(/^on\s+/, '').split(/\s*[/,]\s*/).map((l) => letters[l]!);
    add(r, match, { kind: 'days', days: sortDays(days) });
    return 'use';
  });
}

/**
 * Days of the week: "Mondays and Thursdays", "Mon Thu", "Tue/Thu", "mon,wed,fri", "every Monday",
 * "on Sundays", "Mon-Fri", "Monday to Friday", "every weekday", "on weekends", "every working
 * day", "on the weekend", "at the weekend"; with a part of the day after them: "Sunday mornings", "weekday evenings". A single day is
 * that day every week. A lone "sun" is read only after "on"/"every" ("Sun salutations").
 */
export function readDayLists(r: PhraseReading): void {
  const pattern = String.raw`\b(?:(on|every|each|at)\s+(?:single\s+|the\s+)?)?(${DAY_LIST})(?:\s+(${PART_OF_DAY})s?\b)?`;
  r.scan.each(rx(pattern), (match) => {
    const [, prefix, list = '', part] = match;
    if ((!prefix || prefix === 'at') && /^sun\.?$/.test(list.trim())) return 'skip';
    if (!prefix && !part && opensName(r, match) && namedAgain(r, match)) return 'keep';
    add(r, match, { kind: 'days', days: readDayList(list) });
    if (part) r.partsOfDay.push(r.scan.placed(match.index, match.index + match[0].length, partOfDayOf(part)));
    return 'use';
  });
}

/** Whether the days of a match are named again later: "Sunday roast prep every Sunday" (the first Sunday is in the name). */
function namedAgain(r: PhraseReading, match: RegExpExecArray): boolean {
  const days = readDayList(match[0]).join();
  const rest = r.scan.masked.slice(match.index + match[0].length);
  return [...rest.matchAll(rx(String.raw`\b${DAY_LIST}`))].some(([list]) => readDayList(list).join() === days);
}

/**
 * The plain words: "daily", "every day", "everyday", "each day", "per day", "once daily"; "a day"
 * (or "a night", "per night") right after an amount ("20 minutes a day", "8 hours a night"); "weekly", "every week"; "monthly", "every month";
 * "yearly", "annually", "every year" (a custom yearly rule).
 */
export function readRecurrenceWords(r: PhraseReading): void {
  const words: Array<[string, RecurrenceUnit]> = [
    [String.raw`\b(?:daily|every\s*day|each\s+day|every\s+single\s+day|per\s+day|once\s+daily)\b`, 'day'],
    // "a night" as "a day" after an amount: "sleep 8 hours a night".
    [String.raw`\b(?:a\s+day|(?:a|per|each)\s+night)\b`, 'day'],
    [String.raw`\b(?:weekly|(?:every|each)\s+week|once\s+weekly)\b`, 'week'],
    [String.raw`\b(?:monthly|(?:every|each)\s+month)\b`, 'month'],
    [String.raw`\b(?:yearly|annually|(?:every|each)\s+year)\b`, 'year'],
  ];
  for (const [pattern, unit] of words) {
    r.scan.each(rx(pattern), (match) => {
      if ((/^a\s/.test(match[0]) || /night$/.test(match[0])) && !afterAmount(r, match)) return 'skip';
      add(r, match, { kind: 'every', unit, interval: 1 });
      return /^[a-z]+ly$/.test(match[0]) && opensName(r, match) ? 'keep' : 'use';
    });
  }
}

/** "a day" says daily only after an amount: right after it ("20 minutes a day") or with a word between ("8 glasses of water a day"). */
function afterAmount(r: PhraseReading, match: RegExpExecArray): boolean {
  const before = r.scan.masked.slice(0, match.index);
  return r.targets.length > 0 || new RegExp(`${USED_MARK}\\s*$`).test(before);
}

/** "every morning", "nightly", "mornings": every day at that part of the day (the part is read in time-words.ts). */
export function addEveryDay(r: PhraseReading, match: RegExpExecArray): void {
  add(r, match, { kind: 'every', unit: 'day', interval: 1 });
}

export interface ResolvedRecurrence {
  recurrence: Recurrence | null;
  customRecurrence: CustomRecurrence | null;
  frequency: HabitFrequency | null;
}

/** The schedule the pieces add up to so far. */
interface Rule {
  unit?: RecurrenceUnit;
  interval?: number;
  days?: WeekdayName[];
  except?: WeekdayName[];
  monthDays?: number[];
  nth?: Extract<RecurrencePiece, { kind: 'nth' }>;
  yearDate?: MonthDay;
  frequency?: HabitFrequency;
  /** "daily", "every morning": true of any rule, so it gives way to a more precise one ("every morning on weekdays"). */
  everyDay: boolean;
}

/** The unit a piece needs the rule to have, and whether the rule already has another. */
function unitClash(rule: Rule, unit: RecurrenceUnit): boolean {
  return rule.frequency !== undefined || (rule.unit !== undefined && rule.unit !== unit);
}

/** Adds a piece to the rule; false when it contradicts what is there ("3 times a week on Mondays"). */
function merge(rule: Rule, piece: RecurrencePiece): boolean {
  switch (piece.kind) {
    case 'every':
      if (piece.unit === 'day' && piece.interval === 1) {
        rule.everyDay = true;
        return true;
      }
      if (unitClash(rule, piece.unit) || (rule.interval !== undefined && rule.interval !== piece.interval) || rule.except) return false;
      rule.unit = piece.unit;
      rule.interval = piece.interval;
      return true;
    case 'days':
      // "twice a week on weekends", "3x a week, mon wed fri": as many times as days named is those days.
      if (rule.frequency && sameCount(rule.frequency, piece.days) && rule.unit === undefined && piece.interval === undefined) {
        rule.frequency = undefined;
        rule.unit = 'week';
        rule.days = piece.days;
        return true;
      }
      if (unitClash(rule, 'week') || rule.days || rule.except) return false;
      if (piece.interval !== undefined && rule.interval !== undefined && piece.interval !== rule.interval) return false;
      rule.unit = 'week';
      rule.days = piece.days;
      rule.interval ??= piece.interval;
      return true;
    case 'except':
      // "every weekday except fridays": the days said, less those (issue 50, twenty-second pass).
      if (rule.days && !rule.frequency && !rule.except && piece.days.every((d) => rule.days!.includes(d)) && piece.days.length < rule.days.length) {
        rule.days = rule.days.filter((d) => !piece.days.includes(d));
        return true;
      }
      if (rule.frequency || rule.days || rule.except || (rule.unit !== undefined && rule.unit !== 'week') || rule.interval !== undefined) return false;
      rule.except = piece.days;
      return true;
    case 'monthDays':
    case 'nth':
      if (unitClash(rule, 'month') || rule.monthDays || rule.nth) return false;
      rule.unit = 'month';
      if (piece.kind === 'nth') rule.nth = piece;
      else rule.monthDays = piece.days;
      return true;
    case 'yearDate':
      if (unitClash(rule, 'year') || rule.yearDate) return false;
      rule.unit = 'year';
      rule.yearDate = piece.date;
      return true;
    case 'frequency':
      // "on mon and thu, twice a week": the count says the days again.
      if (rule.days && rule.unit === 'week' && (rule.interval ?? 1) === 1 && !rule.frequency && sameCount(piece.frequency, rule.days)) return true;
      if (rule.unit !== undefined || rule.frequency || rule.except) return false;
      rule.frequency = piece.frequency;
      return true;
  }
}

/** A count a week that is the number of days named. */
const sameCount = (frequency: HabitFrequency, days: readonly WeekdayName[]) => frequency.period === 'week' && frequency.times === days.length;

function custom(rule: Rule, fields: Omit<CustomRecurrence, 'interval'>): ResolvedRecurrence {
  return { recurrence: 'custom', customRecurrence: { ...fields, interval: rule.interval ?? 1 }, frequency: null };
}

const simple = (recurrence: Recurrence | null): ResolvedRecurrence => ({ recurrence, customRecurrence: null, frequency: null });

/**
 * The recurrence the pieces make, read in the order written: a piece that contradicts the ones
 * before it is handed to `reject` (not understood) rather than guessed between.
 */
export function resolveRecurrence(pieces: readonly Placed<RecurrencePiece>[], reject: (piece: Placed<RecurrencePiece>) => void): ResolvedRecurrence {
  const hasDays = pieces.some((p) => p.value.kind === 'days');
  const rule: Rule = { everyDay: false };
  for (const piece of [...pieces].sort((a, b) => a.start - b.start)) {
    const needsDays = piece.value.kind === 'every' && piece.value.needsDays;
    if ((needsDays && !hasDays) || !merge(rule, piece.value)) reject(piece);
  }
  if (rule.frequency) return { recurrence: 'daily', customRecurrence: null, frequency: rule.frequency };
  if (rule.except) {
    const days = WEEKDAY_NAMES.filter((d) => !rule.except!.includes(d));
    return custom(rule, { frequency: 'weekly', days });
  }
  const interval = rule.interval ?? 1;
  switch (rule.unit) {
    case undefined:
      return simple(rule.everyDay ? 'daily' : null);
    case 'day':
      return interval === 1 ? simple('daily') : custom(rule, { frequency: 'daily' });
    case 'week':
      if (rule.days) return custom(rule, { frequency: 'weekly', days: rule.days });
      return interval === 1 ? simple('weekly') : custom(rule, { frequency: 'weekly' });
    case 'month':
      if (rule.monthDays) return custom(rule, { frequency: 'monthly', monthlyOption: 'dayOfMonth', monthlyDays: rule.monthDays });
      if (rule.nth) return custom(rule, { frequency: 'monthly', monthlyOption: 'dayOfWeek', monthlyWeek: rule.nth.week, monthlyWeekday: rule.nth.weekday });
      return interval === 1 ? simple('monthly') : custom(rule, { frequency: 'monthly' });
    case 'year':
      if (rule.yearDate) return custom(rule, { frequency: 'yearly', yearlyOption: 'specificDate', yearlyMonths: [rule.yearDate.month], yearlyDate: rule.yearDate.day });
      return custom(rule, { frequency: 'yearly' });
  }
}
