import {
  HABIT_NOTE_MAX_LENGTH,
  MAX_HABIT_VALUE,
  MAX_IMPORT_DAYS_PER_HABIT,
  isValidDate,
  type ExportedHabit,
  type ExportedHabitDay,
  type HabitTarget,
} from '@stride/domain';
import { csvField } from '../csv.js';
import { OLD_SKIP, SKIP, UNKNOWN, VALUE_NAMES, YES_MANUAL, type Checkmark } from './loop-format.js';
import { formatNumber } from './loop-habits-csv.js';
import { parseCsv } from './loop-zip.js';

// A Loop export's checkmarks (each habit folder's Checkmarks.csv, or the root one): the history of a habit.

/** A habit folder's Checkmarks.csv: `Date,Value,Notes` with a header (current), or `date,value` without (older). */
export function readHabitCheckmarks(text: string, file: string): Checkmark[] {
  const records = parseCsv(text, file);
  let valueAt = 1;
  let noteAt = 2;
  const first = records[0]?.map((field) => field.trim().toLowerCase());
  if (first?.[0] === 'date') {
    records.shift();
    valueAt = first.indexOf('value') >= 0 ? first.indexOf('value') : 1;
    noteAt = first.indexOf('notes') >= 0 ? first.indexOf('notes') : first.indexOf('note');
  }
  return records.map((record) => ({ date: record[0] ?? '', value: record[valueAt] ?? '', note: noteAt >= 0 ? (record[noteAt] ?? '') : '' }));
}

/**
 * The root Checkmarks.csv, one column per habit, by habit (the index of its Habits.csv row).
 * Loop writes the header's names unquoted, so a name holding a comma spans several fields: the
 * names are matched against the header line itself, in Habits.csv's order (the folders' order).
 */
export function readRootCheckmarks(text: string, names: string[]): Map<number, Checkmark[]> {
  const columns = new Map<number, Checkmark[]>();
  const lineEnd = text.indexOf('\n');
  const headerLine = (lineEnd < 0 ? text : text.slice(0, lineEnd)).replace(/^\uFEFF/, '').replace(/\r$/, '');
  const records = parseCsv(lineEnd < 0 ? '' : text.slice(lineEnd + 1), 'Checkmarks.csv');
  if (!/^date,/i.test(headerLine)) return columns;

  let rest = headerLine.slice('date,'.length);
  let column = 1;
  let next = 0;
  while (rest.length > 0) {
    let found: { habit: number; length: number } | undefined;
    for (let habit = next; habit < names.length && !found; habit++) {
      for (const written of new Set([names[habit]!, csvField(names[habit]!)])) {
        if (rest === written || rest.startsWith(`${written},`)) {
          found = { habit, length: written.length + 1 };
          break;
        }
      }
    }
    if (!found) break;
    columns.set(
      found.habit,
      records.map((record) => ({ date: record[0] ?? '', value: record[column] ?? '', note: '' })),
    );
    rest = rest.slice(found.length);
    column += 1;
    next = found.habit + 1;
  }
  return columns;
}

interface History {
  completions: ExportedHabit['completions'];
  days: ExportedHabitDay[];
  /** The earliest day Loop knows something of (not UNKNOWN, or with a note). */
  earliest: string | null;
}

export function readHistory(checkmarks: Checkmark[], numerical: boolean, target: HabitTarget | null, today: string, say: (text: string) => void): History {
  const completions = new Map<string, string>();
  const days = new Map<string, ExportedHabitDay>();
  const seen = new Set<string>();
  let earliest: string | null = null;
  let future = 0;
  let unreadable = 0;
  let longNotes = 0;
  let capped = 0;

  for (const mark of checkmarks) {
    const date = mark.date.trim();
    const valueText = mark.value.trim();
    const value = VALUE_NAMES[valueText.toUpperCase()] ?? (/^-?\d+$/.test(valueText) ? Number(valueText) : NaN);
    if (!isValidDate(date) || Number.isNaN(value)) {
      if (date !== '' || valueText !== '') unreadable += 1;
      continue;
    }
    if (date > today) {
      future += 1;
      continue;
    }
    if (seen.has(date)) continue;
    seen.add(date);

    let note: string | null = mark.note.trim() || null;
    if (note !== null && note.length > HABIT_NOTE_MAX_LENGTH) {
      note = note.slice(0, HABIT_NOTE_MAX_LENGTH).trim();
      longNotes += 1;
    }
    if ((value !== UNKNOWN || note !== null) && (earliest === null || date < earliest)) earliest = date;

    let amount: number | null = null;
    let skipped = false;
    let done = false;
    if (numerical) {
      if (value === SKIP) skipped = true;
      else if (value > 0) {
        amount = value / 1000;
        if (amount > MAX_HABIT_VALUE) {
          amount = MAX_HABIT_VALUE;
          capped += 1;
        }
        // A limit (Loop's AT_MOST) is never completed: its kept days are read off the amounts (issue 40).
        done = target !== null && target.direction !== 'atMost' && amount >= target.quantity;
      }
    } else if (value === YES_MANUAL) done = true;
    else if (value === SKIP || value === OLD_SKIP) skipped = true;

    if (done) completions.set(date, `${date}T12:00:00.000Z`);
    if (amount !== null || note !== null || skipped) days.set(date, { date, amount, note, skipped });
  }

  if (future > 0) say(`${plural(future, 'day')} dated after today ${future === 1 ? 'was' : 'were'} left out.`);
  if (unreadable > 0) say(`${plural(unreadable, 'row')} of its checkmarks could not be read and ${unreadable === 1 ? 'was' : 'were'} left out.`);
  if (longNotes > 0) say(`${plural(longNotes, 'note')} ${longNotes === 1 ? 'was' : 'were'} cut to ${HABIT_NOTE_MAX_LENGTH} characters.`);
  if (capped > 0) say(`${plural(capped, 'amount')} above ${formatNumber(MAX_HABIT_VALUE)} ${capped === 1 ? 'was' : 'were'} lowered to it.`);

  const byDate = <T extends { date: string }>(a: T, b: T) => a.date.localeCompare(b.date);
  return {
    completions: [...completions].map(([date, createdAt]) => ({ date, createdAt })).sort(byDate),
    days: [...days.values()].sort(byDate),
    earliest,
  };
}

/** Keeps the newest MAX_IMPORT_DAYS_PER_HABIT (more than 30 years of days). */
export function capDays<T extends { date: string }>(list: T[], say: (text: string) => void, what: string): T[] {
  if (list.length <= MAX_IMPORT_DAYS_PER_HABIT) return list;
  say(`only its latest ${MAX_IMPORT_DAYS_PER_HABIT} ${what} were kept.`);
  return list.slice(list.length - MAX_IMPORT_DAYS_PER_HABIT);
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
