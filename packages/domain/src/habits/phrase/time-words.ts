import { casual } from 'chrono-node';
import { USED_MARK, type ClockRange, type PartOfDay, type PhraseReading, type Verdict } from './phrase-reading.js';
import { COUNT, PART_OF_DAY, WORD_NUMBER, partOfDayOf, readCount, rx } from './phrase-words.js';
import { addEveryDay, opensName } from './recurrence-words.js';

/**
 * Times of day, ranges, durations and parts of the day. chrono-node reads each clock time ("7am",
 * "7:30 pm", "noon", "6 o'clock"); the grammar here finds them, checks what chrono answered (it
 * is lenient) and works out ranges itself ("11-1pm" is 11:00 to 13:00).
 */

export const MINUTES_PER_DAY = 24 * 60;
/** The time a part of the day gives when the phrase names no time. */
export const PART_OF_DAY_TIMES: Record<PartOfDay, number> = { morning: 8 * 60, afternoon: 14 * 60, evening: 19 * 60, night: 21 * 60 };

export function formatClock(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

// Durations ---------------------------------------------------------------------------------------

const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?|${WORD_NUMBER})`;
const DURATION = [
  String.raw`(?:an?|one)\s+hour(?:\s+and\s+a\s+half)?`,
  String.raw`(?:half\s+an|a\s+half|half\s+(?:of\s+)?an?)\s+hour`,
  String.raw`(?:a\s+)?quarter\s+(?:of\s+)?an\s+hour`,
  String.raw`${NUMBER}\s*(?:hours?|hrs?|h)(?:\s*(?:and\s+)?\d{1,2}\s*(?:minutes?|mins?|m)?)?`,
  String.raw`${NUMBER}\s*(?:minutes?|mins?|m)`,
].join('|');

/** Minutes in "an hour", "1.5 hours", "1h30", "1 hour 30 minutes", "90m", "half an hour"; undefined when not a duration. */
function durationMinutes(text: string): number | undefined {
  if (/^(?:an?|one)\s+hour/.test(text)) return /half$/.test(text) ? 90 : 60;
  if (/half/.test(text)) return 30;
  if (/quarter/.test(text)) return 15;
  const number = (s: string) => (/^\d/.test(s) ? Number(s.replace(',', '.')) : readCount(s));
  const hours = new RegExp(String.raw`^(${NUMBER})\s*(?:hours?|hrs?|h)(?:\s*(?:and\s+)?(\d{1,2}))?`).exec(text);
  if (hours) return (number(hours[1]!) ?? NaN) * 60 + Number(hours[2] ?? 0);
  const minutes = new RegExp(String.raw`^(${NUMBER})`).exec(text);
  return minutes ? number(minutes[1]!) : undefined;
}

/**
 * "for 30 minutes", "for 45 min", "for an hour", "for 1.5 hours", "for 1h30", "for 1h 30m", "for
 * 90m", "for half an hour": how long. A duration of no minutes or of more than a day is not
 * understood; "for 2 weeks" (an end date) is not supported.
 */
export function readDurations(r: PhraseReading): void {
  r.scan.each(rx(String.raw`\bfor\s+(?:(?:${COUNT}|an?|a\s+few|a\s+couple\s+of)\s+)?(?:days?|weeks?|months?|years?)\b`), () => 'reject');
  r.scan.each(rx(String.raw`\bfor\s+(?:about\s+|around\s+)?(${DURATION})(?![a-z\d])`), (match) => {
    const minutes = Math.round(durationMinutes(match[1]!) ?? NaN);
    if (!(minutes >= 1 && minutes <= MINUTES_PER_DAY)) return 'reject';
    r.durations.push(r.scan.placed(match.index, match.index + match[0].length, minutes));
    return 'use';
  });
}

// Parts of the day --------------------------------------------------------------------------------

/**
 * "every morning", "each night", "nightly", "on mornings": every day, at that part of the day;
 * "in the morning", "at night": that part of the day only. A plural needs "on"/"during" or other
 * schedule words before it ("school nights" is left alone). "tomorrow morning", "Sunday
 * evenings" and "tonight" were read with their dates and days. A lone "morning" stays in the name
 * ("Morning run").
 */
export function readPartsOfDay(r: PhraseReading): void {
  const parts: Array<[string, boolean]> = [
    [String.raw`\b(?:every|each)\s+(?:single\s+)?(${PART_OF_DAY})\b`, true],
    [String.raw`\b(nightly)\b`, true],
    [String.raw`\b(?:in\s+the|at)\s+(${PART_OF_DAY})s?\b`, false],
    [String.raw`(?:\b(?:on|during)\s+|(?<=(?:^|${USED_MARK})\s*))\b(${PART_OF_DAY})s\b`, true],
  ];
  for (const [pattern, everyDay] of parts) {
    r.scan.each(rx(pattern), (match) => {
      const part = match[1] === 'nightly' ? 'night' : partOfDayOf(match[1]!);
      r.partsOfDay.push(r.scan.placed(match.index, match.index + match[0].length, part));
      if (everyDay) addEveryDay(r, match);
      return match[1] === 'nightly' && opensName(r, match) ? 'keep' : 'use';
    });
  }
}

// Clock times -------------------------------------------------------------------------------------

const AM_PM = String.raw`(?:a\.?m\.?|p\.?m\.?)(?![a-z])`;
/** One clock time: "7am", "7:30 pm", "7.30pm", "19:00", "6 o'clock", "noon", "midnight", or a bare "9". */
const CLOCK = String.raw`(?:\d{1,2}(?:[:.]\d{2})?\s*${AM_PM}|\d{1,2}[:.]\d{2}(?![\d])|\d{1,2}\s*o'?clock\b|noon\b|midday\b|midnight\b|\d{1,2}(?![\w:.]))`;
const SEPARATOR = String.raw`(?:-|–|—|\bto\b|\buntil\b|\btill\b|\btil\b)`;
const BETWEEN = String.raw`\b(between)\s+(${CLOCK})\s*(?:${SEPARATOR}|\band\b)\s*(${CLOCK})`;
const TIME = String.raw`(?:\b(at|around|about|by|from)\s+|(@)\s*)?(?<![\w:.,])(${CLOCK})(?:\s*${SEPARATOR}\s*(${CLOCK}))?`;

interface Clock {
  minutes: number;
  /** Written with am or pm. */
  meridiem: 'am' | 'pm' | null;
  /** An hour 1-11 with no am/pm, no leading zero, not noon: evening words may move it to the evening. */
  bare: boolean;
}

/** A fixed day for chrono's reference: a time of day does not depend on the date. */
const CLOCK_REFERENCE = new Date(2000, 0, 3, 12);

/** Reads one clock time with chrono, and checks it: hours 0-23 (1-12 with am/pm), minutes 0-59. */
function readClock(token: string): Clock | null {
  const text = token.replace(/\s+/g, ' ').replace(/a\.?m\.?$/, 'am').replace(/p\.?m\.?$/, 'pm');
  const written = /^(\d{1,2})(?:[:.](\d{2}))?/.exec(text);
  const meridiem = /am$/.test(text) ? 'am' : /pm$/.test(text) ? 'pm' : null;
  if (written) {
    const [hour, minute] = [Number(written[1]), Number(written[2] ?? 0)];
    if (minute > 59 || (meridiem ? hour < 1 || hour > 12 : hour > 23)) return null;
  }
  // chrono reads a bare hour only after "at".
  const input = /^\d{1,2}$/.test(text) ? `at ${text}` : text;
  const results = casual.parse(input, CLOCK_REFERENCE);
  const result = results[0];
  if (results.length !== 1 || !result || result.index !== 0 || result.text.length !== input.length || !result.start.isCertain('hour')) return null;
  const minutes = (result.start.get('hour') ?? 0) * 60 + (result.start.get('minute') ?? 0);
  const hour = Number(written?.[1] ?? 12);
  const bare = meridiem === null && written !== null && !written[1]!.startsWith('0') && hour >= 1 && hour <= 11;
  return { minutes, meridiem, bare };
}

/** The clock time with the given half of the day: 11 with pm → 23:00. */
function withMeridiem(clock: Clock, pm: boolean): number {
  return ((Math.floor(clock.minutes / 60) % 12) + (pm ? 12 : 0)) * 60 + (clock.minutes % 60);
}

/**
 * A range's two ends, one half of the day borrowed from the other end when only one says it: "6-7pm"
 * is 18:00-19:00, "11-1pm" 11:00-13:00 (pm would put the start after the end), "6pm-7" 18:00-19:00.
 */
function range(from: Clock, to: Clock): ClockRange {
  let start = from.minutes;
  let end = to.minutes;
  if (from.bare && to.meridiem) {
    const pm = to.meridiem === 'pm';
    start = withMeridiem(from, pm);
    if (start > end) start = withMeridiem(from, !pm);
  } else if (to.bare && from.meridiem) {
    const pm = from.meridiem === 'pm';
    end = withMeridiem(to, pm);
    if (end <= start) end = withMeridiem(to, !pm);
  }
  const neither = !from.meridiem && !to.meridiem;
  return { start, end, startBare: neither && from.bare, endBare: neither && to.bare };
}

/** Whether a clock time is written as one: with am/pm, minutes, "o'clock", or as noon/midnight. */
const hasMark = (token: string | undefined) => token !== undefined && /[:.]|[ap]\.?m|o'?clock|noon|midday|midnight/.test(token);

/**
 * "at 7am", "7:30 pm", "19:00", "7.30pm", "noon", "midnight", "at 9", "around 7", "by 10pm", "@
 * 6am"; ranges "6-7pm", "6pm-7:30pm", "from 9 to 10am", "9 to 10:30", "between 6 and 7pm",
 * "18:00–19:00". A bare number is a time only after "at", "from", "between" and the like, or in a
 * range with a written time ("Read 20 pages", "Run 5k" have none). What looks like a time but is
 * not one ("at 25:00", "13pm") is not understood.
 */
export function readTimes(r: PhraseReading): void {
  const read = (prefix: string | undefined, first: string, second: string | undefined, match: RegExpExecArray): Verdict => {
    if (!prefix && !hasMark(first) && !hasMark(second) && !bareRangeBesideDays(r, first, second, match)) return 'skip';
    const from = readClock(first);
    const to = second ? readClock(second) : null;
    if (!from || (second && !to)) return 'reject';
    const value = to ? range(from, to) : { start: from.minutes, end: null, startBare: from.bare, endBare: false };
    r.times.push(r.scan.placed(match.index, match.index + match[0].length, value));
    return 'use';
  };
  readSpokenTimes(r);
  r.scan.each(rx(BETWEEN), (match) => read(match[1], match[2]!, match[3], match));
  r.scan.each(rx(TIME), (match) => read(match[1] ?? match[2], match[3]!, match[4], match));
}

/** Weekday words a bare range stands beside ("weekdays 9 to 11", "6-7 mon wed fri"). */
const DAYS_WORD = String.raw`(?:weekdays?|weekends?|weeknights?|daily|every\s+(?:day|weekday|morning|evening|night)|(?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day|days|s)?)`;
const DAYS_BEFORE = new RegExp(String.raw`\b${DAYS_WORD}\s*[,:]?\s*(?:from\s+)?$`);
const DAYS_AFTER = new RegExp(String.raw`^\s*,?\s*(?:on\s+|every\s+)?${DAYS_WORD}\b`);

/**
 * Issue 50: a bare range of hours ("weekdays 9 to 11", "6-7 on mon wed fri") is a time when days
 * stand right beside it and nothing after it counts a thing ("6-8 glasses" is an amount); alone
 * ("Gym 6-7") it is not read. The hours' halves of the day are left bare, for the words around them.
 */
function bareRangeBesideDays(r: PhraseReading, first: string, second: string | undefined, match: RegExpExecArray): boolean {
  if (!second || !/^\d{1,2}$/.test(first) || !/^\d{1,2}$/.test(second)) return false;
  const [from, to] = [Number(first), Number(second)];
  const hours = to > from ? to - from : to + 12 - from;
  if (from < 1 || from > 23 || to < 1 || to > 23 || hours < 1 || hours > 4) return false;
  const before = r.scan.lower.slice(0, match.index);
  const after = r.scan.lower.slice(match.index + match[0].length);
  if (/^\s*[a-z]/.test(after) && !DAYS_AFTER.test(after) && !/^\s*(?:on|every|each)\b/.test(after)) return false;
  return DAYS_BEFORE.test(before) || DAYS_AFTER.test(after);
}

/** An hour said as a word or in digits: "six", "6". */
const SPOKEN_HOUR = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;

/**
 * Issue 37: "half past 6", "quarter past eight", "quarter to 7" (optionally with am/pm), and the
 * British "half six" (half past six): a time as people say it. An hour without am/pm is bare, so
 * evening words move it ("weekday evenings at half past 6", "half six in the evening" are 18:30).
 */
function readSpokenTimes(r: PhraseReading): void {
  const lead = String.raw`\b(?:(?:at|around|about|by|from)\s+)?`;
  const tail = String.raw`(?:\s*(${AM_PM}))?(?![\w:.])`;
  const patterns = [String.raw`${lead}(half|quarter)\s+(past|after|to|before)\s+${SPOKEN_HOUR}${tail}`, String.raw`${lead}(half)()\s+${SPOKEN_HOUR}${tail}`];
  for (const pattern of patterns) {
    r.scan.each(rx(pattern), (match) => {
      const hour = /^\d/.test(match[3]!) ? Number(match[3]) : readCount(match[3]!)!;
      const pm = match[4] ? /^p/.test(match[4]) : null;
      if (hour > 23 || (pm !== null && (hour < 1 || hour > 12))) return 'reject';
      const base = (pm === null ? hour : (hour % 12) + (pm ? 12 : 0)) * 60;
      const offset = match[1] === 'half' ? 30 : /^(?:past|after)$/.test(match[2]!) ? 15 : -15;
      const start = (base + offset + MINUTES_PER_DAY) % MINUTES_PER_DAY;
      const bare = pm === null && hour >= 1 && hour <= 11 && !(offset < 0 && hour === 1);
      r.times.push(r.scan.placed(match.index, match.index + match[0].length, { start, end: null, startBare: bare, endBare: false }));
      return 'use';
    });
  }
}
