/**
 * Issue 23: a Loop Habit Tracker (Android, github.com/iSoron/uhabits) CSV export read as Stride's
 * import file (a `DataExport` holding habits only), and what could not be carried over.
 *
 * ## Loop's format, as read in its source (iSoron/uhabits)
 *
 * - `uhabits-core/src/jvmMain/java/org/isoron/uhabits/core/io/HabitsCSVExporter.kt`: the zip holds
 *   `Habits.csv`, then for each exported habit a folder `String.format("%03d %s", index + 1,
 *   sanitized name)` trimmed (the name keeps only `[ a-zA-Z0-9._-]`, at most 100 characters), with
 *   `Checkmarks.csv` and `Scores.csv`, then a root `Checkmarks.csv` and `Scores.csv`. Only files
 *   are zipped (no folder entries), with no top folder. Dates are `yyyy-MM-dd`
 *   (`utils/DateFormats.kt`, `getCSVDateFormat`). The root files are written by hand: header
 *   `Date,<name>,<name>,...,` with the names NOT quoted (a name holding a comma shifts the
 *   columns) and every line ending with a comma; one row per day from today back to the oldest
 *   entry of any habit, newest first, a habit's unknown days written as UNKNOWN (-1).
 *   Two versions of the per-habit files:
 *   - older (commit e9c464a): `Checkmarks.csv` has no header, `date,value` per line with the raw
 *     integer; `Scores.csv` has no header either;
 *   - current (commit 035b392): written with opencsv (quotes only when needed, doubled quotes,
 *     LF): header `Date,Value,Notes`, the value as `Entry.formattedValue` and the day's note;
 *     `Scores.csv` has the header `Date,Score`. The root `Checkmarks.csv` uses
 *     `formattedValue` too. Rows are `computedEntries.getKnown()`, newest first.
 * - `uhabits-core/assets/test/csv_export/` (the exporter test's expected files): `Habits.csv`
 *   (header `Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,
 *   Color,Unit,Target Type,Target Value,Archived?`; at commit 7776093 the older
 *   `Position,Name,Question,Description,NumRepetitions,Interval,Color`), `002 Wake up
 *   early/Checkmarks.csv` (`Date,Value,Notes` then `2015-01-25,YES_MANUAL,`, `2015-01-24,NO,Sick`,
 *   `2015-01-23,YES_AUTO,"Forgot to do it, really"`; headerless `2015-01-25,2` at commit
 *   e9c464a) and the root `Checkmarks.csv` (`Date,Meditate,Wake up early,` then
 *   `2015-01-25,-1,2,`).
 * - `core/models/HabitList.kt` `writeCSV`: Position `%03d` of index + 1 (the folder's number too),
 *   Type `habit.type.name` (YES_NO or NUMERICAL: `core/models/Habit.kt` and `HabitType.kt`,
 *   `YES_NO(0), NUMERICAL(1)`; forks add QUIT and others, imported as yes/no and reported),
 *   FrequencyNumerator and FrequencyDenominator, Color `#RRGGBB`, and for numerical habits only
 *   Unit, Target Type (`NumericalHabitType.kt`: AT_LEAST(0), AT_MOST(1)) and Target Value (a
 *   Double: `8.0`); Archived? `true`/`false`. (HabitType.kt and NumericalHabitType.kt were found
 *   by their text, outside the stored iSoron/uhabits tree.)
 * - `core/models/Entry.kt`: YES_MANUAL = 2 (done), YES_AUTO = 1 (not done, implied by the
 *   frequency), NO = 0, UNKNOWN = -1, SKIP = 3 (commit c2731c3; one stored version, 2523c8e, has
 *   SKIP = -3, read as a skip too). The stored iSoron/uhabits copies predate `formattedValue`;
 *   a 2016-2025 copy of the same file (package org.isoron.uhabits.core.models, found by its text)
 *   defines it: the five values as their names (YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN), any
 *   other value as the integer. Real exports quoted in GitHub issues agree
 *   (daya0576/beaverhabits#158: root rows like `2021-09-08,YES_MANUAL,7000,UNKNOWN,...`;
 *   shub39/Grit#217), and so does the exporter test's asset above.
 * - `core/models/EntryList.kt`: numerical habits keep their values (amount x 1000, so 8 glasses is
 *   8000) and YES_AUTO only fills boolean habits' frequency intervals; `groupedSum` reads a
 *   numerical habit's SKIP (3) as a skip, not 0.003. `core/models/ScoreList.kt`: a numerical
 *   habit's target is reached by the values added up over `denominator` days.
 * - `core/models/Frequency.kt`: numerator/denominator, with n/n stored as 1/1 (DAILY 1/1, WEEKLY
 *   1/7, THREE_TIMES_PER_WEEK 3/7); EntryList's `buildIntervals` reads a denominator of 30 or 31
 *   as a calendar month.
 *
 * ## The mapping (each change or loss is one line of `unmapped`)
 *
 * - Name: trimmed (cut to 200 characters, reported); an empty one becomes "Loop habit <position>".
 *   Description: Loop's Description, or its Question when Description is empty, or both joined by
 *   a blank line (cut to 5000, reported).
 * - id `loop-<position>` (the number without its zeros: `loop-1`), goalId null, reminders and
 *   pauses empty, createdAt/updatedAt now; Archived? true → archivedAt now.
 * - Schedule: one segment from (and anchored at) the earliest day Loop knows (a row that is not
 *   UNKNOWN, or that has a note), else `today`; 09:00-09:15, as Loop has no time of day (reported
 *   once). Frequency n/d: n = d (1/1) → daily; d = 7 → `frequency {times: n, period: 'week'}`
 *   with recurrence daily; d = 30 or 31 → `{times: n, period: 'month'}`; 1/d (d > 1) → custom
 *   `{frequency: 'daily', interval: d}` (completions falling between its days are counted and
 *   reported); anything else → the nearest weekly rate, round(7n/d) clamped to 1..7 (7 = daily),
 *   reported. Unreadable → daily, reported.
 * - Colors are not kept (reported once).
 * - Yes/no habits: YES_MANUAL → a completion `{date, createdAt: date at 12:00Z}`; SKIP → a day
 *   `{amount: null, note: null, skipped: true}`; YES_AUTO, NO and UNKNOWN → nothing.
 * - Numerical habits: `target {quantity: Target Value, unit: Unit trimmed or 'units'}` (unit cut
 *   to 20, reported; a target that is not above 0 becomes 1, reported); AT_MOST cannot be said
 *   in Stride → kept as a target to reach, reported; a frequency other than daily → reported, as
 *   Loop adds the values up over the period where Stride asks for the amount on one day. A value
 *   above 0 → `days[].amount` = value / 1000 (capped at 1,000,000, reported), and a completion
 *   when it reaches the target; SKIP → a skipped day; 0 (NO) and UNKNOWN → nothing.
 * - A day's note (current format) → `days[].note`, whatever the day's value (cut to 500, reported).
 * - Days after `today` are left out (counted per habit, reported); rows whose date or value
 *   cannot be read are left out (counted, reported); a date written twice keeps its first row.
 * - Habit folders are matched to Habits.csv rows by their number (= Position). A folder with no
 *   row is left out and reported; a row with no folder, or a folder without Checkmarks.csv, takes
 *   its column of the root Checkmarks.csv when there is one (reported when the folder is
 *   missing), else is imported without history (reported).
 * - Refused (LoopImportError): not a zip; no Habits.csv; a CSV Stride cannot parse (an unclosed
 *   quote...); Habits.csv without Position, Name or the frequency columns; more than
 *   MAX_HABITS_PER_USER habits; more than MAX_IMPORT_BYTES of zip or MAX_UNZIPPED_BYTES of CSV.
 * - Scores.csv files are not read (Stride computes its own streaks and rates).
 */
import { unzipSync } from 'fflate';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  HABIT_DESCRIPTION_MAX_LENGTH,
  HABIT_NAME_MAX_LENGTH,
  HABIT_NOTE_MAX_LENGTH,
  HABIT_UNIT_MAX_LENGTH,
  MAX_HABITS_PER_USER,
  MAX_HABIT_VALUE,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_DAYS_PER_HABIT,
  MAX_RECURRENCE_INTERVAL,
  dataExportSchema,
  isValidDate,
  toEpochDay,
  type CustomRecurrence,
  type DataExport,
  type ExportedHabit,
  type ExportedHabitDay,
  type HabitFrequency,
  type HabitTarget,
  type Recurrence,
} from '@stride/domain';
import { DomainError } from '../../errors.js';
import { CsvError, csvField, readCsv } from './csv.js';

/** The most CSV an import unpacks (only Habits.csv and the Checkmarks.csv files are; never Scores.csv). */
export const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;
/** Loop habits have no time of day: each gets this slot. */
export const LOOP_START_TIME = '09:00';
export const LOOP_END_TIME = '09:15';

export const LOOP_IMPORT_MESSAGES = {
  notZip: 'This file is not a zip archive. In Loop Habit Tracker, choose Settings › Export as CSV and upload the zip it makes.',
  tooLarge: `This file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
  unzippedTooLarge: `This zip unpacks to more than ${MAX_UNZIPPED_BYTES / 1024 / 1024} MB of CSV, more than a Loop export holds.`,
  noHabitsCsv: 'This zip has no Habits.csv: it is not a Loop Habit Tracker CSV export.',
  malformed: (file: string, detail: string) => `${file} in this zip is not valid CSV (${detail.replace(/\.$/, '')}).`,
  missingColumns: (columns: string[]) =>
    `Habits.csv lacks the column${columns.length > 1 ? 's' : ''} ${columns.join(', ')}: it does not look like a Loop Habit Tracker export.`,
  tooManyHabits: (count: number) => `This export has ${count} habits; Stride keeps up to ${MAX_HABITS_PER_USER}. Delete some in Loop and export again.`,
  unexpected: 'This Loop export could not be converted.',
  noTimeOfDay: 'Loop habits have no time of day: they were set to 9:00.',
  colors: 'Loop colors were not kept: Stride habits have no color.',
} as const;

/** What the import refuses: `message` is for the user (the route answers it with a 400). */
export class LoopImportError extends DomainError {
  constructor(message: string) {
    super('invalid_request', message);
    this.name = 'LoopImportError';
  }
}

export interface LoopImportOptions {
  /** The user's local date (YYYY-MM-DD): later days are left out. */
  today: string;
  /** The time of the import (createdAt, updatedAt, archivedAt, exportedAt); now by default. */
  now?: Date;
}

export interface LoopImportResult {
  file: DataExport;
  /** One sentence per thing left out or changed. */
  unmapped: string[];
}

// Entry values (Entry.kt). YES_AUTO (1) and NO (0) say nothing Stride keeps.
const YES_MANUAL = 2;
const UNKNOWN = -1;
const SKIP = 3;
const OLD_SKIP = -3;
/** The names `formattedValue` writes; SKIPPED is read as SKIP too, to be lenient. */
const VALUE_NAMES: Record<string, number> = { YES_MANUAL, YES_AUTO: 1, NO: 0, UNKNOWN, SKIP, SKIPPED: SKIP };

interface LoopRow {
  /** Habits.csv's Position as a number (the folder's number). */
  position: number;
  name: string;
  description: string;
  /** Loop's Question ("Did you meditate this morning?"). */
  questionText: string;
  numerical: boolean;
  /** A Type Stride does not know, reported. */
  unknownType: string | null;
  numerator: string;
  denominator: string;
  color: string;
  unit: string;
  atMost: boolean;
  targetValue: string;
  archived: boolean;
}

interface Checkmark {
  date: string;
  value: string;
  note: string;
}

interface HabitFolder {
  name: string;
  checkmarks: string | null;
}

export function readLoopExport(zip: Uint8Array, options: LoopImportOptions): LoopImportResult {
  if (!isValidDate(options.today)) throw new RangeError(`today must be a date written YYYY-MM-DD, not ${options.today}`);
  const now = (options.now ?? new Date()).toISOString();
  const { files, paths } = unpack(zip);

  const habitsPath = findHabitsCsv([...files.keys()]);
  if (habitsPath === undefined) throw new LoopImportError(LOOP_IMPORT_MESSAGES.noHabitsCsv);
  const root = habitsPath.slice(0, habitsPath.length - 'Habits.csv'.length);
  const rows = readHabitsCsv(decode(files.get(habitsPath)!));
  if (rows.length > MAX_HABITS_PER_USER) throw new LoopImportError(LOOP_IMPORT_MESSAGES.tooManyHabits(rows.length));

  // The habit folders by number, and the root Checkmarks.csv, relative to Habits.csv's folder.
  const folders = new Map<number, HabitFolder>();
  let rootCheckmarks: string | null = null;
  for (const path of paths) {
    if (!path.startsWith(root)) continue;
    const parts = path.slice(root.length).split('/');
    const bytes = files.get(path);
    if (parts.length === 1 && bytes && parts[0]!.toLowerCase() === 'checkmarks.csv') rootCheckmarks = decode(bytes);
    if (parts.length !== 2) continue;
    const match = /^(\d+)(?:\s.*)?$/.exec(parts[0]!);
    if (!match) continue;
    const position = Number(match[1]);
    const folder = folders.get(position) ?? { name: parts[0]!, checkmarks: null };
    if (bytes && parts[1]!.toLowerCase() === 'checkmarks.csv') folder.checkmarks = decode(bytes);
    folders.set(position, folder);
  }
  let rootColumns: Map<number, Checkmark[]> | undefined;
  const rootColumnOf = (index: number): Checkmark[] | undefined => {
    if (rootCheckmarks === null) return undefined;
    rootColumns ??= readRootCheckmarks(rootCheckmarks, rows.map((row) => row.name));
    return rootColumns.get(index);
  };

  const unmapped: string[] = [];
  if (rows.length > 0) unmapped.push(LOOP_IMPORT_MESSAGES.noTimeOfDay);
  if (rows.some((row) => row.color.trim() !== '')) unmapped.push(LOOP_IMPORT_MESSAGES.colors);

  const usedIds = new Set<string>();
  const habits = rows.map((row, index): ExportedHabit => {
    const notes: string[] = [];
    const name = habitName(row, notes);
    const say = (text: string) => unmapped.push(`Habit '${name}': ${text}`);
    notes.forEach(say);

    const folder = folders.get(row.position);
    let checkmarks: Checkmark[] = [];
    if (folder && folder.checkmarks !== null) {
      checkmarks = readHabitCheckmarks(folder.checkmarks, `${folder.name}/Checkmarks.csv`);
    } else {
      const column = rootColumnOf(index);
      if (column) checkmarks = column;
      if (!folder) say(column ? 'it had no folder in the export; its checkmarks were read from the root Checkmarks.csv.' : 'it had no folder in the export, so it was imported without history.');
      else if (!column) say(`its folder '${folder.name}' has no Checkmarks.csv, so it was imported without history.`);
    }

    let description = joinDescription(row.description, row.questionText);
    if (description.length > HABIT_DESCRIPTION_MAX_LENGTH) {
      description = description.slice(0, HABIT_DESCRIPTION_MAX_LENGTH);
      say(`its description was cut to ${HABIT_DESCRIPTION_MAX_LENGTH} characters.`);
    }
    if (row.unknownType) say(`Loop's habit type ${row.unknownType} is not known to Stride; it was imported as a yes-or-no habit.`);

    const target = row.numerical ? habitTarget(row, say) : null;
    const history = readHistory(checkmarks, row.numerical, target, options.today, say);
    const from = history.earliest ?? options.today;
    const rule = habitRule(row, say);
    if (row.numerical && target && rule.loopDays > 1) {
      say(`Loop adds its values up over ${rule.loopDays} days to reach ${formatNumber(target.quantity)} ${target.unit}; in Stride that amount is reached on one day.`);
    }
    if (rule.customRecurrence) {
      const anchor = toEpochDay(from);
      const interval = rule.customRecurrence.interval;
      const between = history.completions.filter((c) => (toEpochDay(c.date) - anchor) % interval !== 0).length;
      if (between > 0) {
        say(
          `Loop's "once in ${interval} days" has no fixed days, while Stride repeats it every ${interval} days from ${from}: ` +
            `${between} of its completions fall between those days.`,
        );
      }
    }

    const completions = capDays(history.completions, say, 'completions');
    const days = capDays(history.days, say, 'days with a skip, an amount or a note');
    let id = `loop-${row.position}`;
    for (let k = 2; usedIds.has(id); k++) id = `loop-${row.position}-${k}`;
    usedIds.add(id);
    return {
      id,
      goalId: null,
      name,
      description,
      schedule: {
        segments: [
          {
            from,
            anchor: from,
            startTime: LOOP_START_TIME,
            endTime: LOOP_END_TIME,
            recurrence: rule.recurrence,
            customRecurrence: rule.customRecurrence,
            until: null,
          },
        ],
        exceptions: [],
        extras: [],
      },
      reminders: [],
      target,
      frequency: rule.frequency,
      pauses: [],
      archivedAt: row.archived ? now : null,
      createdAt: now,
      updatedAt: now,
      completions,
      days,
    };
  });

  const rowPositions = new Set(rows.map((row) => row.position));
  for (const [position, folder] of [...folders].sort(([a], [b]) => a - b)) {
    if (!rowPositions.has(position)) unmapped.push(`The folder '${folder.name}' has no row in Habits.csv, so it was left out.`);
  }

  const file: DataExport = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now,
    profile: { firstName: '', lastName: '', email: '', timezone: 'UTC', createdAt: now },
    notificationSettings: null,
    vision: null,
    goals: [],
    habits,
    conversations: [],
    reports: [],
  };
  const checked = dataExportSchema.safeParse(file);
  // Built to fit the schema; should a habit still not fit, the user gets a message, not a 500.
  if (!checked.success) throw new LoopImportError(LOOP_IMPORT_MESSAGES.unexpected);
  return { file: checked.data, unmapped };
}

// ---------------------------------------------------------------------------------------------
// The zip

/** The files the import reads, and the path of every file in the zip (folders are known by their files). */
function unpack(zip: Uint8Array): { files: Map<string, Uint8Array>; paths: string[] } {
  if (zip.byteLength > MAX_IMPORT_BYTES) throw new LoopImportError(LOOP_IMPORT_MESSAGES.tooLarge);
  const paths: string[] = [];
  let unpackedBytes = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip, {
      // Only what the import reads: Habits.csv and the Checkmarks.csv files (never Scores.csv).
      filter: (info) => {
        const name = normalizePath(info.name);
        if (name.startsWith('__MACOSX/')) return false;
        paths.push(name);
        const base = name.slice(name.lastIndexOf('/') + 1).toLowerCase();
        if (base !== 'habits.csv' && base !== 'checkmarks.csv') return false;
        unpackedBytes += info.originalSize;
        if (unpackedBytes > MAX_UNZIPPED_BYTES) throw new LoopImportError(LOOP_IMPORT_MESSAGES.unzippedTooLarge);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof LoopImportError) throw error;
    throw new LoopImportError(LOOP_IMPORT_MESSAGES.notZip);
  }
  const files = new Map<string, Uint8Array>();
  for (const [name, bytes] of Object.entries(entries)) files.set(normalizePath(name), bytes);
  return { files, paths };
}

const normalizePath = (name: string) => name.replaceAll('\\', '/').replace(/^\.?\//, '');

/** Habits.csv at the top of the zip, or in the shallowest folder (a zip made again from the unpacked export). */
function findHabitsCsv(paths: string[]): string | undefined {
  return paths
    .filter((path) => path === 'Habits.csv' || path.endsWith('/Habits.csv'))
    .sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b))[0];
}

const decoder = new TextDecoder('utf-8');
/** Loop writes with Java's FileWriter, UTF-8 on Android; a byte order mark is dropped. */
const decode = (bytes: Uint8Array) => decoder.decode(bytes);

function parseCsv(text: string, file: string): string[][] {
  try {
    return readCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new LoopImportError(LOOP_IMPORT_MESSAGES.malformed(file, error.message));
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Habits.csv

const COLUMN_NAMES = {
  position: ['position'],
  name: ['name'],
  type: ['type'],
  question: ['question'],
  description: ['description'],
  numerator: ['frequencynumerator', 'numrepetitions'],
  denominator: ['frequencydenominator', 'interval'],
  color: ['color'],
  unit: ['unit'],
  targetType: ['target type', 'targettype'],
  targetValue: ['target value', 'targetvalue'],
  archived: ['archived?', 'archived'],
} as const;
type Column = keyof typeof COLUMN_NAMES;
const REQUIRED: Array<{ column: Column; label: string }> = [
  { column: 'position', label: 'Position' },
  { column: 'name', label: 'Name' },
  { column: 'numerator', label: 'FrequencyNumerator' },
  { column: 'denominator', label: 'FrequencyDenominator' },
];

function readHabitsCsv(text: string): LoopRow[] {
  const records = parseCsv(text, 'Habits.csv');
  const header = (records[0] ?? []).map((field) => field.trim().toLowerCase());
  const index = {} as Record<Column, number>;
  for (const column of Object.keys(COLUMN_NAMES) as Column[]) {
    index[column] = header.findIndex((field) => (COLUMN_NAMES[column] as readonly string[]).includes(field));
  }
  const missing = REQUIRED.filter(({ column }) => index[column] < 0).map(({ label }) => label);
  if (missing.length) throw new LoopImportError(LOOP_IMPORT_MESSAGES.missingColumns(missing));

  const rows: LoopRow[] = [];
  for (const record of records.slice(1)) {
    if (record.every((field) => field.trim() === '')) continue;
    const get = (column: Column) => (index[column] >= 0 ? (record[index[column]] ?? '') : '');
    const type = get('type').trim().toUpperCase();
    const numerical = type === 'NUMERICAL' || type === '1';
    const position = /^\s*\d+\s*$/.test(get('position')) ? Number(get('position')) : rows.length + 1;
    rows.push({
      position,
      name: get('name'),
      description: get('description').trim(),
      questionText: get('question').trim(),
      numerical,
      unknownType: numerical || ['', 'YES_NO', '0'].includes(type) ? null : get('type').trim(),
      numerator: get('numerator').trim(),
      denominator: get('denominator').trim(),
      color: get('color'),
      unit: get('unit'),
      atMost: ['AT_MOST', '1'].includes(get('targetType').trim().toUpperCase()),
      targetValue: get('targetValue').trim(),
      archived: get('archived').trim().toLowerCase() === 'true',
    });
  }
  return rows;
}

function habitName(row: LoopRow, notes: string[]): string {
  const name = row.name.trim();
  if (name === '') {
    notes.push('it had no name in Loop.');
    return `Loop habit ${row.position}`;
  }
  if (name.length > HABIT_NAME_MAX_LENGTH) {
    const cut = name.slice(0, HABIT_NAME_MAX_LENGTH).trim();
    notes.push(`its name was cut to ${HABIT_NAME_MAX_LENGTH} characters.`);
    return cut;
  }
  return name;
}

function joinDescription(description: string, question: string): string {
  if (!question || question === description) return description;
  if (!description) return question;
  return `${question}\n\n${description}`;
}

function habitTarget(row: LoopRow, say: (text: string) => void): HabitTarget {
  let unit = row.unit.trim() || 'units';
  if (unit.length > HABIT_UNIT_MAX_LENGTH) {
    unit = unit.slice(0, HABIT_UNIT_MAX_LENGTH).trim();
    say(`its unit was cut to ${HABIT_UNIT_MAX_LENGTH} characters ('${unit}').`);
  }
  let quantity = Number(row.targetValue);
  if (!(quantity > 0) || !Number.isFinite(quantity)) {
    say(`its target (${row.targetValue || 'none'}) could not be kept: it is now 1 ${unit}.`);
    quantity = 1;
  } else if (quantity > MAX_HABIT_VALUE) {
    say(`its target of ${formatNumber(quantity)} was lowered to ${formatNumber(MAX_HABIT_VALUE)}, Stride's largest.`);
    quantity = MAX_HABIT_VALUE;
  }
  if (row.atMost) {
    say(`Loop's target was at most ${formatNumber(quantity)} ${unit}; Stride only has targets to reach, so it is now at least ${formatNumber(quantity)} ${unit}.`);
  }
  return { quantity, unit };
}

const formatNumber = (value: number) => String(Math.round(value * 1000) / 1000);

// ---------------------------------------------------------------------------------------------
// Frequency

interface HabitRule {
  recurrence: Recurrence;
  customRecurrence: CustomRecurrence | null;
  frequency: HabitFrequency | null;
  /** Loop's denominator when it was read (the days a numerical habit adds its values up over). */
  loopDays: number;
}

function habitRule(row: LoopRow, say: (text: string) => void): HabitRule {
  const daily: HabitRule = { recurrence: 'daily', customRecurrence: null, frequency: null, loopDays: 1 };
  const n = /^\d+$/.test(row.numerator) ? Number(row.numerator) : NaN;
  const d = /^\d+$/.test(row.denominator) ? Number(row.denominator) : NaN;
  if (!(n >= 1) || !(d >= 1)) {
    say(`its frequency (${row.numerator || '?'} in ${row.denominator || '?'} days) could not be read, so it was set to every day.`);
    return daily;
  }
  if (n === d) return daily;
  const flexible = (times: number, period: HabitFrequency['period']): HabitRule => ({ ...daily, frequency: { times, period }, loopDays: d });
  if (d === 7 && n < 7) return flexible(n, 'week');
  if ((d === 30 || d === 31) && n < d) return flexible(n, 'month');
  if (n === 1 && d <= MAX_RECURRENCE_INTERVAL) {
    return { recurrence: 'custom', customRecurrence: { frequency: 'daily', interval: d }, frequency: null, loopDays: d };
  }
  const weekly = Math.min(7, Math.max(1, Math.round((n * 7) / d)));
  const loop = `Loop's ${n} time${n === 1 ? '' : 's'} in ${d} days`;
  if (weekly === 7) {
    say(`${loop} became every day.`);
    return { ...daily, loopDays: d };
  }
  say(`${loop} became ${weekly === 1 ? 'once' : `${weekly} times`} a week.`);
  return flexible(weekly, 'week');
}

// ---------------------------------------------------------------------------------------------
// Checkmarks

/** A habit folder's Checkmarks.csv: `Date,Value,Notes` with a header (current), or `date,value` without (older). */
function readHabitCheckmarks(text: string, file: string): Checkmark[] {
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
function readRootCheckmarks(text: string, names: string[]): Map<number, Checkmark[]> {
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

function readHistory(checkmarks: Checkmark[], numerical: boolean, target: HabitTarget | null, today: string, say: (text: string) => void): History {
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
        done = target !== null && amount >= target.quantity;
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
function capDays<T extends { date: string }>(list: T[], say: (text: string) => void, what: string): T[] {
  if (list.length <= MAX_IMPORT_DAYS_PER_HABIT) return list;
  say(`only its latest ${MAX_IMPORT_DAYS_PER_HABIT} ${what} were kept.`);
  return list.slice(list.length - MAX_IMPORT_DAYS_PER_HABIT);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
