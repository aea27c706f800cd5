import { casual } from 'chrono-node';
import { civilFromDays, daysFromCivil, formatDate, isValidDate, toEpochDay, weekdayOf } from '../civil-date.js';
import type { MonthDay, PhraseReading } from './phrase-reading.js';
import { DATE_DM, DATE_MD, DAY, PART_OF_DAY, partOfDayOf, readMonthDay, rx } from './phrase-words.js';

/**
 * Start dates: "tonight", "tomorrow morning", "from next Monday", "starting 3 March", "from
 * 2026-12-01". Named dates are parsed by chrono-node against the given today (never the clock);
 * its answer is taken only when it read the whole date and it names a day.
 */

/** Today at noon, local: the reference chrono resolves against (noon keeps clear of daylight-saving gaps). */
function reference(today: string): Date {
  const { year, month, day } = civilFromDays(toEpochDay(today));
  return new Date(year, month - 1, day, 12);
}

/** A date chrono reads in `text` as a whole ("next Monday", "Friday", "3rd of March", "1 Dec 2027"), the next one on or after today; null otherwise. */
export function chronoDate(text: string, today: string): string | null {
  const results = casual.parse(text, reference(today), { forwardDate: true });
  const result = results[0];
  if (results.length !== 1 || !result || result.index !== 0 || result.text.length !== text.length) return null;
  const { start } = result;
  if (!start.isCertain('day') && !start.isCertain('weekday')) return null;
  const [year, month, day] = [start.get('year'), start.get('month'), start.get('day')];
  if (year === null || month === null || day === null) return null;
  return formatDate(daysFromCivil(year, month, day));
}

const addDays = (date: string, days: number) => formatDate(toEpochDay(date) + days);

/** "today", "tomorrow", "next week" (its Monday), "next month" (its 1st), or whatever chrono reads. */
function dateOf(text: string, today: string): string | null {
  const words = text.trim().replace(/^(?:on|the)\s+/, '');
  if (words === 'today') return today;
  if (/^(?:tomorrow|tmrw|tmr)$/.test(words)) return addDays(today, 1);
  if (/^next\s+week$/.test(words)) return addDays(today, (1 - weekdayOf(toEpochDay(today)) + 7) % 7 || 7);
  if (/^next\s+month$/.test(words)) {
    const { year, month } = civilFromDays(toEpochDay(today));
    return formatDate(daysFromCivil(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1));
  }
  return chronoDate(words, today);
}

/** A day that does not start a day range ("from Monday to Friday" is a day list, not a start date). */
const LONE_DAY = String.raw`${DAY}(?!\s*(?:-|–|—|\bto\b|\bthrough\b|\bthru\b|\band\b|&|,|\/)\s*${DAY})`;
const YEAR = String.raw`(?:,?\s+\d{4})?`;
const DATE_WORDS = String.raw`(?:today|tomorrow|tmrw|tmr|next\s+week|next\s+month|(?:(?:next|this|on)\s+)?${LONE_DAY}|${DATE_DM}${YEAR}|${DATE_MD}${YEAR}|\d{4}-\d{2}-\d{2})`;

/** Reads every start-date phrase, in this order. */
export function readDates(r: PhraseReading): void {
  readFromDates(r);
  readNextDays(r);
  readDayWords(r);
  readIsoDates(r);
  readOnDates(r);
}

/**
 * "from 1 December", "starting next Monday", "starting tomorrow", "beginning on Friday", "from
 * 2026-12-01", "as of next week": a start date (not a recurrence, even when a weekday is named).
 */
function readFromDates(r: PhraseReading): void {
  const pattern = String.raw`\b(?:starting|starts|beginning|from|as\s+of|effective|commencing)(?:\s+(?:on|from))?\s+(${DATE_WORDS})`;
  r.scan.each(rx(pattern), (match) => {
    const date = dateOf(match[1]!, r.today);
    if (!date) return 'reject';
    r.startDates.push(r.scan.placed(match.index, match.index + match[0].length, date));
    return 'use';
  });
  // Issue 50, twenty-third pass: "from the 14th", "starting the 1st": that day of this month, or of the next when it has gone by.
  r.scan.each(rx(String.raw`\b(?:starting|starts|beginning|from|as\s+of)(?:\s+on)?\s+(?:the\s+)?([12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)\b`), (match) => {
    const day = Number(match[1]);
    const [y, m, d] = r.today.split('-').map(Number) as [number, number, number];
    const [year, month] = day >= d ? [y, m] : m === 12 ? [y + 1, 1] : [y, m + 1];
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (!isValidDate(date)) return 'reject';
    r.startDates.push(r.scan.placed(match.index, match.index + match[0].length, date));
    return 'use';
  });
}

/**
 * "next Monday", "on next Friday", "this Sunday", "this coming Sunday": a start date, as chrono
 * counts it (said on a Wednesday, "next Friday" is the Friday of next week, "this Friday" this one).
 */
function readNextDays(r: PhraseReading): void {
  r.scan.each(rx(String.raw`\b(?:on\s+)?(next|this)\s+(?:coming\s+)?(${DAY})`), (match) => {
    const date = chronoDate(`${match[1]} ${match[2]}`, r.today);
    if (!date) return 'reject';
    r.startDates.push(r.scan.placed(match.index, match.index + match[0].length, date));
    return 'use';
  });
}

/**
 * "tonight" (today, at night), "today", "this morning/afternoon/evening" (today, then), "tomorrow",
 * "tomorrow morning/afternoon/evening/night": a start date, and a part of the day when one is said.
 */
function readDayWords(r: PhraseReading): void {
  const words: Array<[string, number, string | null]> = [
    [String.raw`\btonight\b`, 0, 'night'],
    [String.raw`\btoday\b`, 0, null],
    [String.raw`\bthis\s+(morning|afternoon|evening)\b`, 0, null],
    [String.raw`\b(?:tomorrow|tmrw|tmr)(?:\s+(${PART_OF_DAY}))?\b`, 1, null],
  ];
  for (const [pattern, offset, part] of words) {
    r.scan.each(rx(pattern), (match) => {
      const place = (value: string) => r.scan.placed(match.index, match.index + match[0].length, value);
      r.startDates.push(place(addDays(r.today, offset)));
      const said = part ?? match[1];
      if (said) r.partsOfDay.push({ ...place(''), value: partOfDayOf(said) });
      return 'use';
    });
  }
}

/** "2026-12-01" on its own: a start date (an impossible one, "2026-02-30", is not understood). */
function readIsoDates(r: PhraseReading): void {
  r.scan.each(rx(String.raw`\b\d{4}-\d{2}-\d{2}\b`), (match) => {
    if (!isValidDate(match[0])) return 'reject';
    r.startDates.push(r.scan.placed(match.index, match.index + match[0].length, match[0]));
    return 'use';
  });
}

/**
 * "on 3 March", "March 3rd", "on the 3rd of March": the date every year when the phrase says
 * yearly ("every year on March 3"), else a start date (a one-off is not a habit). With a year
 * ("on 3 March 2027") it is always a start date.
 */
function readOnDates(r: PhraseReading): void {
  r.scan.each(rx(String.raw`\b(?:on\s+)?(${DATE_DM}|${DATE_MD})(?:,?\s+(\d{4}))?`), (match) => {
    const date: MonthDay | undefined = readMonthDay(match[1]!);
    if (!date) return 'reject';
    const next = chronoDate(match[0].replace(/^on\s+/, '').replace(/^the\s+/, ''), r.today);
    if (match[2]) {
      if (!next) return 'reject';
      r.startDates.push(r.scan.placed(match.index, match.index + match[0].length, next));
    } else r.onDates.push(r.scan.placed(match.index, match.index + match[0].length, { date, next }));
    return 'use';
  });
}
