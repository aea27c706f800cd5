import { HABIT_DEPTH_TEXTS } from '../../texts/habit-depth-texts.js';
import type { HabitFrequency, HabitTarget } from '../habit-depth.schemas.js';
import { isValidDate } from '../civil-date.js';
import { describeRecurrence } from '../recurrence-summary.js';
import type { CustomRecurrence, Recurrence } from '../recurrence.schemas.js';
import { readDates } from './date-words.js';
import { endDateFrom, readEnds } from './end-words.js';
import { USED_MARK, startReading, type PhraseReading, type PhraseScan, type Placed, type RecurrencePiece } from './phrase-reading.js';
import { rx } from './phrase-words.js';
import {
  readAlternateDays,
  readDayLists,
  readExceptDays,
  readFrequencies,
  readIntervals,
  readLetterDays,
  readMonthDays,
  readNthOfMonth,
  readNthWeekdays,
  readRecurrenceWords,
  readSubDailyIntervals,
  readYearlyDates,
  resolveRecurrence,
} from './recurrence-words.js';
import { readTargets } from './target-words.js';
import { kindFromName, readLimits } from './limit-words.js';
import { MINUTES_PER_DAY, PART_OF_DAY_TIMES, formatClock, readDurations, readPartsOfDay, readTimes } from './time-words.js';
import { findUnreadSchedule } from './unread-words.js';

/**
 * Issue 24: a plain-English habit phrase ("meditate every weekday at 7am") read into the fields of
 * a habit. The grammar is in the files beside this one; the table of phrasings it is held to is
 * habit-phrase.test.ts. What looks like schedule language but cannot be read is reported in
 * `notUnderstood`, never guessed.
 */

export interface HabitPhraseOptions {
  /** The user's local today, YYYY-MM-DD (dates are resolved against it: "tomorrow", "next Monday", "on 3 March"). */
  today: string;
}

export interface HabitPhrase {
  /** What the habit is, as the person wrote it, first letter upper-cased ("Meditate", "Read"); '' when no name is left. */
  name: string;
  /** A start date named in the phrase ("tomorrow", "from next Monday", "starting 3 March"), else null. */
  startDate: string | null;
  /** 'HH:MM' 24-hour, or null when no time was given. */
  startTime: string | null;
  /** 'HH:MM', from a range ("6-7pm") or start + duration; null otherwise. */
  endTime: string | null;
  /** "for 30 minutes", "for an hour", "for 1h 30m"; also set (end − start) for a range; null otherwise. */
  durationMinutes: number | null;
  /** 'daily' | 'weekly' | 'monthly' | 'custom', or null when the phrase names none. */
  recurrence: Recurrence | null;
  /** Set exactly when recurrence is 'custom', else null. */
  customRecurrence: CustomRecurrence | null;
  /** "3 times a week", "twice a month", "once a week"; recurrence is then 'daily'. */
  frequency: HabitFrequency | null;
  /** "20 pages", "8 glasses of water". */
  target: HabitTarget | null;
  /** Issue 40: the last day ("until the end of March", "for 3 weeks", "a 30-day challenge": start + 29 days), or null. */
  endDate: string | null;
  /** Each run of words that looks like schedule or time language but could not be read, as written (e.g. "every blue moon", "at 25:00"); [] when everything was understood. */
  notUnderstood: string[];
}

/**
 * The grammar rules, in the order they take their words: the more specific first, so that "every
 * 2 weeks" is an interval before "every" is anything else, "from Friday" a start date before
 * "Friday" is a day rule, "20 minutes" a target before "20" could be a time.
 */
const RULES: Array<(r: PhraseReading) => void> = [
  (r) => readEnds(r.scan, r.today, r.ends),
  // Issue 51: "at most 2 coffees a day" before "2 cups" is a target or "a day" a rule.
  readLimits,
  readSubDailyIntervals,
  readFrequencies,
  readDurations,
  readYearlyDates,
  readDates,
  readNthOfMonth,
  readIntervals,
  readAlternateDays,
  readNthWeekdays,
  readMonthDays,
  readExceptDays,
  readLetterDays,
  readDayLists,
  readTargets,
  readRecurrenceWords,
  readPartsOfDay,
  readTimes,
];

export function readHabitPhrase(text: string, options: HabitPhraseOptions): HabitPhrase {
  if (!isValidDate(options.today)) throw new RangeError(`today must be a date written YYYY-MM-DD: ${options.today}`);
  const r = startReading(text, options.today);
  readWrappers(r.scan);
  readQuotes(r.scan);
  for (const rule of RULES) rule(r);

  const rejected: Placed<unknown>[] = [...r.scan.rejected];
  const reject = (item: Placed<unknown>) => rejected.push(item);
  const { pieces, startDates } = placeOnDates(r);
  const schedule = resolveRecurrence(pieces, reject);
  const startDate = readStartDate(startDates, reject);
  const clock = readClock(r, reject);
  const target = first(r.targets, reject);
  const endDate = readEndDate(r, startDate, reject);
  const leftovers = readLeftovers(r.scan);
  // Issue 51: "quit smoking", "no sugar", "at most 2 coffees a day" are a quit habit and a limit.
  const kind = kindFromName(leftovers.name, target);
  const name = kind?.name ?? leftovers.name;
  return { name, startDate, ...clock, ...schedule, target: kind?.target ?? target, endDate, notUnderstood: [...rejected, ...leftovers.unread].sort(byPlace).map((item) => item.text) };
}

/** The plain-language rule of a phrase's schedule, as the dialogs print it; null when the phrase names no recurrence. */
export function describePhraseSchedule(phrase: HabitPhrase, startDate: string): string | null {
  if (phrase.frequency) return HABIT_DEPTH_TEXTS.frequency(phrase.frequency);
  if (!phrase.recurrence) return null;
  return describeRecurrence(phrase.recurrence, phrase.customRecurrence, startDate);
}

const byPlace = (a: Placed<unknown>, b: Placed<unknown>) => a.start - b.start;

/** The first thing of a kind the phrase says; any more of it ("at 7am and 7pm") is not understood. */
function first<T>(items: readonly Placed<T>[], reject: (item: Placed<unknown>) => void): T | null {
  const [head, ...rest] = [...items].sort(byPlace);
  rest.forEach(reject);
  return head?.value ?? null;
}

/**
 * "on 3 March" is the date of a yearly rule that has none ("every year on March 3", "on 3 March
 * every year"), else a start date.
 */
function placeOnDates(r: PhraseReading): { pieces: Placed<RecurrencePiece>[]; startDates: Placed<string | null>[] } {
  const pieces: Placed<RecurrencePiece>[] = [...r.recurrence];
  const startDates: Placed<string | null>[] = [...r.startDates];
  const yearly = pieces.some((p) => p.value.kind === 'every' && p.value.unit === 'year') && !pieces.some((p) => p.value.kind === 'yearDate');
  const [onDate, ...otherOnDates] = r.onDates;
  if (onDate && yearly) pieces.push({ ...onDate, value: { kind: 'yearDate', date: onDate.value.date } });
  for (const date of yearly ? otherOnDates : r.onDates) startDates.push({ ...date, value: date.value.next });
  return { pieces, startDates };
}

/** The end named (one; a second is not understood); one before the start is not understood either. */
function readEndDate(r: PhraseReading, startDate: string | null, reject: (item: Placed<unknown>) => void): string | null {
  const [head, ...rest] = [...r.ends].sort(byPlace);
  rest.forEach(reject);
  if (!head) return null;
  const start = startDate ?? r.today;
  const date = endDateFrom(head.value, start);
  if (date < start) {
    reject(head);
    return null;
  }
  return date;
}

/** The first start date named; one that chrono could not place in the calendar ("from 29 February") is not understood. */
function readStartDate(dates: readonly Placed<string | null>[], reject: (item: Placed<unknown>) => void): string | null {
  const [head, ...rest] = [...dates].sort(byPlace);
  rest.forEach(reject);
  if (head?.value === null) reject(head);
  return head?.value ?? null;
}

/**
 * Start time, end time and duration. A bare hour ("at 9") is in the evening when the phrase says
 * evening, night, afternoon, tonight or pm. With no time, a part of the day gives one (morning
 * 08:00, afternoon 14:00, evening 19:00, night 21:00). A range sets the duration (an end at or
 * before the start runs past midnight); a duration with a start sets the end.
 */
function readClock(r: PhraseReading, reject: (item: Placed<unknown>) => void): Pick<HabitPhrase, 'startTime' | 'endTime' | 'durationMinutes'> {
  const part = [...r.partsOfDay].sort(byPlace)[0]?.value;
  const time = first(r.times, reject);
  const evening = (part !== undefined && part !== 'morning') || /\d\s*p\.?m\b/.test(r.scan.lower);
  const [duration, ...moreDurations] = [...r.durations].sort(byPlace);
  moreDurations.forEach(reject);
  let start: number | null = null;
  let end: number | null = null;
  let minutes = duration?.value ?? null;
  if (time) {
    start = time.start + (evening && time.startBare ? 12 * 60 : 0);
    if (time.end !== null) {
      end = time.end + (evening && time.endBare ? 12 * 60 : 0);
      if (duration) reject(duration);
      minutes = (end - start + MINUTES_PER_DAY) % MINUTES_PER_DAY || MINUTES_PER_DAY;
    }
  } else if (part) start = PART_OF_DAY_TIMES[part];
  if (start !== null && end === null && minutes !== null) end = start + minutes;
  return { startTime: start === null ? null : formatClock(start), endTime: end === null ? null : formatClock(end), durationMinutes: minutes };
}

/**
 * Polite and filler wrappers before the habit itself, so the coach can pass the part after its
 * verb: "please", "add a habit to", "a habit to", "habit called", "habit named", "I want to",
 * "I'd like to", "remind me to", "to"; and after it: ", please", end punctuation.
 */
function readWrappers(scan: PhraseScan): void {
  const wrappers = [
    String.raw`hey|hi|hello|ok(?:ay)?|so`,
    String.raw`please|pls|kindly`,
    String.raw`(?:can|could|would|will)\s+you(?:\s+please)?`,
    String.raw`(?:add|create|make|set\s+up|start|new)\s+(?:a\s+)?(?:new\s+)?habit(?:\s+(?:to|called|named|for)\b|\s*:)?`,
    String.raw`(?:an?\s+)?(?:new\s+)?habit(?:\s+(?:to|called|named)\b|\s*:)`,
    String.raw`remind\s+me\s+to|help\s+me(?:\s+to)?`,
    String.raw`i\s+(?:want|need|plan|intend)\s+to|i(?:'d|\s+would)\s+like\s+to|i(?:'m|\s+am)\s+going\s+to|i(?:'ll|\s+will|\s+shall|\s+wanna)|let's`,
    'to',
  ];
  const lead = new RegExp(String.raw`^[\s${USED_MARK}]*(?:${wrappers.join('|')})(?=[\s,:!.]|$)[,:!.]?`);
  for (let before = ''; before !== scan.masked; ) {
    before = scan.masked;
    scan.each(lead, () => 'use');
  }
  scan.each(/(?:[\s,;]+please[\s.!?,;]*|[\s.!?,;]+)$|^[\s.!?,;]+/, () => 'use');
}

/** A name in quotes: `"Deep work" weekdays 9-11am`. The quotes go; the words are the name, never read as schedule. */
function readQuotes(scan: PhraseScan): void {
  scan.each(rx(String.raw`"([^"]+)"|(?<![\w])'([^']+)'(?![\w])`), (match) => {
    const inner = match.index + 1;
    scan.keep(inner, inner + (match[1] ?? match[2] ?? '').length);
    scan.use(match.index, inner);
    scan.use(inner + (match[1] ?? match[2] ?? '').length, match.index + match[0].length);
    return 'skip';
  });
}

/** Words that join a name to a schedule and are dropped at either end of the name ("Gym at", "and read"); not "in" ("Check in"). */
const CONNECTORS = String.raw`(?:at|on|every|each|and|for|from|to|by|of|starting|around|between|with|&|\+|@|-|–|—|,|;|:|\/)`;
const DANGLING_START = new RegExp(String.raw`^(?:${CONNECTORS}(?:\s+|$)|[\s.,;:!?&+@/–—-]+)`, 'i');
const DANGLING_END = new RegExp(String.raw`(?:(?:^|\s+)${CONNECTORS}|[\s.,;:!?&+@/–—-]+)$`, 'i');

/** A name trimmed of dangling connectors and punctuation, its first letter upper-cased. */
function cleanName(text: string): string {
  let name = text.replace(/\s+/g, ' ').trim();
  for (let before = ''; before !== name; ) {
    before = name;
    name = name.replace(DANGLING_START, '').replace(DANGLING_END, '').trim();
  }
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** What no rule read: the name, and the runs that still look like schedule language. */
function readLeftovers(scan: PhraseScan): { name: string; unread: Placed<string>[] } {
  const names: string[] = [];
  const unread: Placed<string>[] = [];
  for (const run of scan.leftovers()) {
    const found = findUnreadSchedule(run.masked);
    if (found === undefined) {
      names.push(run.text);
      continue;
    }
    names.push(run.text.slice(0, found.start));
    const text = run.text.slice(found.start, found.end);
    unread.push({ value: text, text, start: run.start + found.start, end: run.start + found.end });
  }
  return { name: cleanName(names.join(' ')), unread };
}

export { findDays, type DayTense, type DayWordsOptions, type NamedDay } from './day-words.js';
