import { formatDate, toEpochDay } from '../civil-date.js';
import { findDays } from './day-words.js';
import type { Placed, PhraseScan } from './phrase-reading.js';
import { rx } from './phrase-words.js';

/**
 * Issue 40: a habit's end in a phrase (decision 033). "until the end of March", "until March
 * 31", "till Christmas", "through Friday", "ending 1 May": its last day. "for 3 weeks", "for 30
 * days", "a 30-day challenge": a length from its start (the start is day 1, so 30 days from 1
 * December end on 30 December). Read before times ("6 until 7pm" stays a range: no day follows).
 */

export type PhraseEnd = { date: string } | { days: number };

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fourteen: 14, twenty: 20, thirty: 30 };
const COUNT = String.raw`(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|twenty|thirty)`;
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, fortnight: 14, month: 30 };

/** Reads the end words, marking them used, into `ends`. */
export function readEnds(scan: PhraseScan, today: string, ends: Placed<PhraseEnd>[]): void {
  // "until/till/through/ending <a day>": the day must follow at once and be a date.
  scan.each(rx(String.raw`\b(?:until|till|til|through|thru|up\s+to(?:\s+and\s+including)?|ending(?:\s+on)?|ends?\s+on)\s+((?:the\s+)?[\w\s,'-]+)`), (match) => {
    const words = match[1]!;
    const [day] = findDays(words, { today, tense: 'future' });
    if (!day || day.start !== 0) return 'skip';
    const end = match.index + match[0].length - words.length + day.end;
    ends.push(scan.placed(match.index, end, { date: day.date }));
    scan.use(match.index, end);
    return 'skip';
  });
  // "a 30-day challenge", "30 day challenge".
  scan.each(rx(String.raw`\b(?:(?:a|my|the)\s+)?(\d{1,3})[-\s]day\s+challenge\b`), (match) => {
    const days = Number(match[1]);
    if (!(days >= 1)) return 'reject';
    ends.push(scan.placed(match.index, match.index + match[0].length, { days }));
    return 'use';
  });
  // "for 3 weeks", "for the next 10 days", "for a month", "for a fortnight".
  scan.each(rx(String.raw`\bfor\s+(?:the\s+next\s+)?(?:${COUNT}\s+)?(days?|weeks?|fortnights?|months?)\b`), (match) => {
    const count = match[1] === undefined ? 1 : (NUMBER_WORDS[match[1]] ?? Number(match[1]));
    const unit = match[2]!.replace(/s$/, '');
    const days = count * UNIT_DAYS[unit]!;
    if (!(days >= 1 && days <= 3660)) return 'reject';
    ends.push(scan.placed(match.index, match.index + match[0].length, { days }));
    return 'use';
  });
}

/** The last day: a named date, or the start plus the length less one. */
export function endDateFrom(end: PhraseEnd, startDate: string): string {
  return 'date' in end ? end.date : formatDate(toEpochDay(startDate) + end.days - 1);
}
