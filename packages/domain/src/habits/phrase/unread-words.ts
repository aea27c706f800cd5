import { WEEKDAY_NAMES } from '../recurrence.schemas.js';

/**
 * What is left once every rule has read its words is the habit's name, unless it still looks like
 * schedule or time language: then it is reported as not understood instead of being guessed at or
 * put in the name ("every blue moon", "every mondya", "until Christmas", "biweekly").
 */

/** Words and shapes that only schedule or time language has. */
const SIGNALS = [
  String.raw`\b(?:every|each|everyday|times|twice|thrice|once|until|till|til|except|bi-?weekly|bi-?monthly|hourly|weeknights?|fortnightly|daily|weekly|monthly|yearly|annually|nightly|tonight|tomorrow)\b`,
  String.raw`\b(?:am|pm|a\.m|p\.m|o'?clock)\b`,
  String.raw`\d\s*(?:am|pm)\b`,
  String.raw`\d{1,2}:\d{2}`,
  String.raw`\b\d{1,2}\s*[-–—]\s*\d{1,2}\b`,
  String.raw`\b\d+(?:st|nd|rd|th)\b`,
  String.raw`\b(?:a|per)\s+(?:week|month|year|fortnight)\b`,
  String.raw`\bat\s+\d`,
  String.raw`\b(?:half|quarter)\s+(?:past|to)\b`,
];
const SIGNAL = new RegExp(SIGNALS.join('|'));

/** Words next to a misspelled weekday that belong with it: "on mondya", not "Gym on". */
const LEADING_CONNECTOR = /(?:\b(?:on|at|every|each|from|by|around|starting|the|in)\s+)+$/;
const TRAILING_CONNECTOR = /(?:\s+(?:and|or|on|at|the|in|to|&|,|-)|[\s.,;:!?&+@/–—-])+$/;

/** Real words that are a letter away from a weekday. */
const NOT_WEEKDAYS = new Set(['sundae', 'sundaes', 'sundry']);
const DAY_WORDS = WEEKDAY_NAMES.map((d) => d.toLowerCase());

/** Optimal string alignment distance: edits, with a swap of two neighbours as one ("mondya"). */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** "mondya", "tuseday", "wendesday", "thrusday": one edit from a weekday (two for the long names), singular or plural. */
export function looksLikeWeekday(word: string): boolean {
  if (word.length < 5 || NOT_WEEKDAYS.has(word) || DAY_WORDS.some((d) => word === d || word === `${d}s`)) return false;
  return DAY_WORDS.some((day) => {
    const distance = Math.min(editDistance(word, day), editDistance(word, `${day}s`));
    return distance <= (day.length >= 8 && word.length >= 7 ? 2 : 1);
  });
}

/** Where the first schedule-like word of a leftover run is, or undefined. */
function firstSignal(masked: string): number | undefined {
  const signal = SIGNAL.exec(masked)?.index;
  const misspelt = [...masked.matchAll(/[a-z]+/g)].find(([word]) => looksLikeWeekday(word))?.index;
  const found = [signal, misspelt].filter((i) => i !== undefined);
  return found.length ? Math.min(...found) : undefined;
}

/**
 * The part of a leftover run (lower case, kept name words masked) that is unread schedule
 * language: from its first signal, with the connectors before it ("on mondya"), to the end of the
 * run, less trailing connectors. Undefined when the run has none.
 */
export function findUnreadSchedule(masked: string): { start: number; end: number } | undefined {
  const signal = firstSignal(masked);
  if (signal === undefined) return undefined;
  const connector = LEADING_CONNECTOR.exec(masked.slice(0, signal));
  const start = connector ? connector.index : signal;
  const tail = TRAILING_CONNECTOR.exec(masked.slice(signal));
  const end = tail ? signal + tail.index : masked.length;
  return { start, end: Math.max(end, signal + 1) };
}
