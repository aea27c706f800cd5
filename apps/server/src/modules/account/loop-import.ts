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
 *   to 20, reported; a target that is not above 0 becomes 1, reported); AT_MOST → `direction
 *   atMost` (issue 40; a limit of 0 is a quit habit, its days never completed but read off the
 *   amounts, and kept daily: a frequency is dropped, reported); a frequency other than daily → reported, as
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
 *   MAX_HABITS_PER_USER habits; more than MAX_IMPORT_BYTES of zip, more than MAX_ZIP_ENTRIES
 *   entries, or more than MAX_UNZIPPED_BYTES of CSV counted as it inflates (loop/zip-entries.ts:
 *   the sizes a zip declares are not trusted, issue 38).
 * - Scores.csv files are not read (Stride computes its own streaks and rates).
 */

import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  HABIT_DESCRIPTION_MAX_LENGTH,
  MAX_HABITS_PER_USER,
  dataExportSchema,
  habitFieldValues,
  isValidDate,
  toEpochDay,
  type DataExport,
  type ExportedHabit,
} from '@stride/domain';
import { LOOP_END_TIME, LOOP_IMPORT_MESSAGES, LOOP_START_TIME, LoopImportError, MAX_UNZIPPED_BYTES, type Checkmark, type HabitFolder, type LoopImportOptions, type LoopImportResult } from './loop/loop-format.js';

export { LOOP_END_TIME, LOOP_IMPORT_MESSAGES, LOOP_START_TIME, LoopImportError, MAX_UNZIPPED_BYTES, type LoopImportOptions, type LoopImportResult };
import { decode, findHabitsCsv, unpack } from './loop/loop-zip.js';
import { formatNumber, habitName, habitRule, habitTarget, joinDescription, readHabitsCsv } from './loop/loop-habits-csv.js';
import { capDays, readHabitCheckmarks, readHistory, readRootCheckmarks } from './loop/loop-checkmarks.js';

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
    if (row.numerical && target?.direction === 'atMost' && rule.loopDays > 1) {
      // A Stride limit is kept day by day (docs/decisions/032): never "N times a week".
      say(`Loop counts its limit of ${formatNumber(target.quantity)} ${target.unit} over ${rule.loopDays} days; in Stride a limit is kept each day.`);
      rule.frequency = null;
    } else if (row.numerical && target && rule.loopDays > 1) {
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
      ...habitFieldValues({ target, frequency: rule.frequency }),
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
    areas: [],
    habits,
    conversations: [],
    reports: [],
  };
  const checked = dataExportSchema.safeParse(file);
  // Built to fit the schema; should a habit still not fit, the user gets a message, not a 500.
  if (!checked.success) throw new LoopImportError(LOOP_IMPORT_MESSAGES.unexpected);
  return { file: checked.data, unmapped };
}
