/**
 * A Loop Habit Tracker CSV export, byte for byte as Loop's current exporter writes one
 * (HabitsCSVExporter.kt and HabitList.writeCSV, see loop-import.ts): Habits.csv, one folder per
 * habit (`001 Meditate/`) with `Checkmarks.csv` (`Date,Value,Notes`, values as their names,
 * newest first) and `Scores.csv`, and the root `Checkmarks.csv` and `Scores.csv` (names unquoted,
 * every line ending with a comma). Exported on 2024-03-10; imports to LOOP_FIXTURE_EXPECTED on
 * any day from then on. Used by the import's unit tests and by the API and browser tests.
 *
 * It holds: a daily yes/no habit with YES_MANUAL, YES_AUTO, NO and SKIP days and notes
 * (Meditate); 3 times a week (Run); every 2 days (Water the plants); a numerical habit with a
 * day above its target, one on it and one below (Water 8 glasses); an archived habit (Floss); a
 * name with a comma and quotes, 2 times in 5 days (Read "War and Peace", 20 pages); twice a
 * month (Call mom); and a folder with no Habits.csv row (009 Old habit).
 */
import { zipSync, strToU8 } from 'fflate';
import type { CustomRecurrence, ExportedHabit, ExportedHabitDay, HabitFrequency, HabitTarget, Recurrence } from '@stride/domain';
import { csvField } from './csv.js';

export const LOOP_FIXTURE_EXPORTED_ON = '2024-03-10';

interface FixtureHabit {
  name: string;
  type: 'YES_NO' | 'NUMERICAL';
  question: string;
  description: string;
  numerator: number;
  denominator: number;
  color: string;
  unit?: string;
  targetType?: 'AT_LEAST' | 'AT_MOST';
  /** As Kotlin writes a Double. */
  targetValue?: string;
  archived: boolean;
  /** Newest first: date, value as `Entry.formattedValue` writes it, note. */
  checkmarks: Array<[date: string, value: string, note?: string]>;
}

const HABITS: FixtureHabit[] = [
  {
    name: 'Meditate',
    type: 'YES_NO',
    question: 'Did you meditate this morning?',
    description: '',
    numerator: 1,
    denominator: 1,
    color: '#FF8F00',
    archived: false,
    checkmarks: [
      ['2024-03-10', 'YES_MANUAL'],
      ['2024-03-09', 'SKIP', 'Travelling'],
      ['2024-03-08', 'NO'],
      ['2024-03-07', 'YES_AUTO'],
      ['2024-03-06', 'YES_MANUAL'],
      ['2024-03-05', 'YES_MANUAL', 'Felt great, 20 minutes'],
    ],
  },
  {
    name: 'Run',
    type: 'YES_NO',
    question: 'Did you run today?',
    description: 'Easy pace, at least 5 km',
    numerator: 3,
    denominator: 7,
    color: '#00897B',
    archived: false,
    checkmarks: [
      ['2024-03-10', 'YES_AUTO'],
      ['2024-03-09', 'YES_AUTO'],
      ['2024-03-08', 'YES_MANUAL'],
      ['2024-03-07', 'YES_AUTO'],
      ['2024-03-06', 'YES_MANUAL'],
      ['2024-03-05', 'YES_AUTO'],
      ['2024-03-04', 'YES_MANUAL'],
      ['2024-03-02', 'UNKNOWN', '"Rain" all day'],
    ],
  },
  {
    name: 'Water the plants',
    type: 'YES_NO',
    question: '',
    description: 'Balcony and kitchen',
    numerator: 1,
    denominator: 2,
    color: '#43A047',
    archived: false,
    checkmarks: [
      ['2024-03-09', 'YES_AUTO'],
      ['2024-03-08', 'YES_MANUAL'],
      ['2024-03-07', 'YES_AUTO'],
      ['2024-03-06', 'YES_MANUAL'],
      ['2024-03-05', 'YES_AUTO'],
      ['2024-03-04', 'YES_MANUAL'],
      ['2024-03-03', 'YES_AUTO'],
      ['2024-03-02', 'YES_MANUAL'],
    ],
  },
  {
    name: 'Water 8 glasses',
    type: 'NUMERICAL',
    question: 'How many glasses of water did you drink?',
    description: '',
    numerator: 1,
    denominator: 1,
    color: '#1E88E5',
    unit: 'glasses',
    targetType: 'AT_LEAST',
    targetValue: '8.0',
    archived: false,
    checkmarks: [
      ['2024-03-10', '10000'],
      ['2024-03-09', '8000'],
      ['2024-03-08', '5500'],
      ['2024-03-07', 'NO'],
    ],
  },
  {
    name: 'Floss',
    type: 'YES_NO',
    question: 'Did you floss?',
    description: '',
    numerator: 1,
    denominator: 1,
    color: '#8E24AA',
    archived: true,
    checkmarks: [
      ['2024-01-12', 'NO'],
      ['2024-01-11', 'YES_MANUAL'],
      ['2024-01-10', 'YES_MANUAL'],
    ],
  },
  {
    name: 'Read "War and Peace", 20 pages',
    type: 'YES_NO',
    question: '',
    description: '',
    numerator: 2,
    denominator: 5,
    color: '#F4511E',
    archived: false,
    checkmarks: [
      ['2024-03-05', 'YES_AUTO'],
      ['2024-03-04', 'YES_AUTO'],
      ['2024-03-03', 'YES_MANUAL'],
      ['2024-03-02', 'YES_AUTO'],
      ['2024-03-01', 'YES_MANUAL'],
    ],
  },
  {
    name: 'Call mom',
    type: 'YES_NO',
    question: 'Did you call mom?',
    description: '',
    numerator: 2,
    denominator: 30,
    color: '#6D4C41',
    archived: false,
    checkmarks: [
      ['2024-02-20', 'YES_AUTO'],
      ['2024-02-18', 'YES_MANUAL'],
      ['2024-02-04', 'YES_MANUAL'],
    ],
  },
];

/** A folder Loop did not write (its habit is not in Habits.csv): the import reports and skips it. */
const ORPHAN_FOLDER = '009 Old habit';
const ORPHAN_CHECKMARKS: FixtureHabit['checkmarks'] = [['2023-12-01', 'YES_MANUAL']];

/** opencsv's CSVWriter with applyQuotesToAll = false: quotes only when needed, LF line ends. */
const line = (values: ReadonlyArray<string | number>) => `${values.map((value) => csvField(String(value))).join(',')}\n`;

/** HabitsCSVExporter.sanitizeFilename, then `%03d %s` trimmed. */
export function loopFolderName(position: number, name: string): string {
  const sane = name.replace(/[^ a-zA-Z0-9._-]+/g, '').slice(0, 100);
  return `${String(position).padStart(3, '0')} ${sane}`.trim();
}

function habitCheckmarksCsv(checkmarks: FixtureHabit['checkmarks']): string {
  return line(['Date', 'Value', 'Notes']) + checkmarks.map(([date, value, note]) => line([date, value, note ?? ''])).join('');
}

function habitScoresCsv(checkmarks: FixtureHabit['checkmarks']): string {
  const oldest = checkmarks[checkmarks.length - 1]?.[0] ?? LOOP_FIXTURE_EXPORTED_ON;
  return line(['Date', 'Score']) + daysDown(LOOP_FIXTURE_EXPORTED_ON, oldest).map((date, i) => line([date, (0.5 / (i + 1)).toFixed(4)])).join('');
}

/** The dates from `newest` back to `oldest`, inclusive. */
function daysDown(newest: string, oldest: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${newest}T00:00:00Z`); t >= Date.parse(`${oldest}T00:00:00Z`); t -= 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** The fixture's files by path, in the order Loop zips them (a test may change or drop some). */
export function loopFixtureFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  files['Habits.csv'] =
    line(['Position', 'Name', 'Type', 'Question', 'Description', 'FrequencyNumerator', 'FrequencyDenominator', 'Color', 'Unit', 'Target Type', 'Target Value', 'Archived?']) +
    HABITS.map((habit, i) =>
      line([
        String(i + 1).padStart(3, '0'),
        habit.name,
        habit.type,
        habit.question,
        habit.description,
        habit.numerator,
        habit.denominator,
        habit.color,
        habit.unit ?? '',
        habit.targetType ?? '',
        habit.targetValue ?? '',
        String(habit.archived),
      ]),
    ).join('');
  const folders: Array<[string, FixtureHabit['checkmarks']]> = HABITS.map((habit, i) => [loopFolderName(i + 1, habit.name), habit.checkmarks]);
  folders.push([ORPHAN_FOLDER, ORPHAN_CHECKMARKS]);
  for (const [folder, checkmarks] of folders) {
    files[`${folder}/Scores.csv`] = habitScoresCsv(checkmarks);
    files[`${folder}/Checkmarks.csv`] = habitCheckmarksCsv(checkmarks);
  }
  // The root files: every habit of Habits.csv, from today back to the oldest entry of any.
  const oldest = HABITS.flatMap((habit) => habit.checkmarks.map(([date]) => date)).sort()[0]!;
  const header = `Date,${HABITS.map((habit) => `${habit.name},`).join('')}\n`;
  const days = daysDown(LOOP_FIXTURE_EXPORTED_ON, oldest);
  files['Scores.csv'] = header + days.map((date) => `${date},${HABITS.map(() => '0.0000,').join('')}\n`).join('');
  files['Checkmarks.csv'] =
    header +
    days
      .map((date) => `${date},${HABITS.map((habit) => `${habit.checkmarks.find(([day]) => day === date)?.[1] ?? 'UNKNOWN'},`).join('')}\n`)
      .join('');
  return files;
}

/** A zip of `files` as Loop's ZipOutputStream writes one (deflated, files only, no folder entries). */
export function loopZip(files: Record<string, string>): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [path, text] of Object.entries(files)) entries[path] = strToU8(text);
  return zipSync(entries, { level: 6, mtime: new Date('2024-03-10T20:00:00Z') });
}

/** The fixture as the user uploads it: "Loop Habits CSV 2024-03-10.zip". */
export function loopExportFixture(): Uint8Array {
  return loopZip(loopFixtureFiles());
}

interface ExpectedHabit {
  id: string;
  name: string;
  description: string;
  archived: boolean;
  /** The schedule's one segment: from (= anchor), always 09:00-09:15. */
  from: string;
  recurrence: Recurrence;
  customRecurrence: CustomRecurrence | null;
  frequency: HabitFrequency | null;
  target: HabitTarget | null;
  /** Completions, earliest first, as the import file holds them (createdAt: the date at 12:00Z). */
  completions: ExportedHabit['completions'];
  days: ExportedHabitDay[];
}

const done = (...dates: string[]): ExportedHabit['completions'] => dates.map((date) => ({ date, createdAt: `${date}T12:00:00.000Z` }));

/** What the fixture imports to (any `today` from LOOP_FIXTURE_EXPORTED_ON on). */
export const LOOP_FIXTURE_EXPECTED: { habits: ExpectedHabit[]; unmapped: string[] } = {
  habits: [
    {
      id: 'loop-1',
      name: 'Meditate',
      description: 'Did you meditate this morning?',
      archived: false,
      from: '2024-03-05',
      recurrence: 'daily',
      customRecurrence: null,
      frequency: null,
      target: null,
      completions: done('2024-03-05', '2024-03-06', '2024-03-10'),
      days: [
        { date: '2024-03-05', amount: null, note: 'Felt great, 20 minutes', skipped: false },
        { date: '2024-03-09', amount: null, note: 'Travelling', skipped: true },
      ],
    },
    {
      id: 'loop-2',
      name: 'Run',
      description: 'Did you run today?\n\nEasy pace, at least 5 km',
      archived: false,
      from: '2024-03-02',
      recurrence: 'daily',
      customRecurrence: null,
      frequency: { times: 3, period: 'week' },
      target: null,
      completions: done('2024-03-04', '2024-03-06', '2024-03-08'),
      days: [{ date: '2024-03-02', amount: null, note: '"Rain" all day', skipped: false }],
    },
    {
      id: 'loop-3',
      name: 'Water the plants',
      description: 'Balcony and kitchen',
      archived: false,
      from: '2024-03-02',
      recurrence: 'custom',
      customRecurrence: { frequency: 'daily', interval: 2 },
      frequency: null,
      target: null,
      completions: done('2024-03-02', '2024-03-04', '2024-03-06', '2024-03-08'),
      days: [],
    },
    {
      id: 'loop-4',
      name: 'Water 8 glasses',
      description: 'How many glasses of water did you drink?',
      archived: false,
      from: '2024-03-07',
      recurrence: 'daily',
      customRecurrence: null,
      frequency: null,
      target: { quantity: 8, unit: 'glasses' },
      completions: done('2024-03-09', '2024-03-10'),
      days: [
        { date: '2024-03-08', amount: 5.5, note: null, skipped: false },
        { date: '2024-03-09', amount: 8, note: null, skipped: false },
        { date: '2024-03-10', amount: 10, note: null, skipped: false },
      ],
    },
    {
      id: 'loop-5',
      name: 'Floss',
      description: 'Did you floss?',
      archived: true,
      from: '2024-01-10',
      recurrence: 'daily',
      customRecurrence: null,
      frequency: null,
      target: null,
      completions: done('2024-01-10', '2024-01-11'),
      days: [],
    },
    {
      id: 'loop-6',
      name: 'Read "War and Peace", 20 pages',
      description: '',
      archived: false,
      from: '2024-03-01',
      recurrence: 'daily',
      customRecurrence: null,
      frequency: { times: 3, period: 'week' },
      target: null,
      completions: done('2024-03-01', '2024-03-03'),
      days: [],
    },
    {
      id: 'loop-7',
      name: 'Call mom',
      description: 'Did you call mom?',
      archived: false,
      from: '2024-02-04',
      recurrence: 'daily',
      customRecurrence: null,
      frequency: { times: 2, period: 'month' },
      target: null,
      completions: done('2024-02-04', '2024-02-18'),
      days: [],
    },
  ],
  unmapped: [
    'Loop habits have no time of day: they were set to 9:00.',
    'Loop colors were not kept: Stride habits have no color.',
    `Habit 'Read "War and Peace", 20 pages': Loop's 2 times in 5 days became 3 times a week.`,
    "The folder '009 Old habit' has no row in Habits.csv, so it was left out.",
  ],
};

/** LOOP_FIXTURE_EXPECTED's habits as `readLoopExport` answers them, imported at `now` (ISO). */
export function loopFixtureExportedHabits(now: string): ExportedHabit[] {
  return LOOP_FIXTURE_EXPECTED.habits.map((habit) => ({
    id: habit.id,
    goalId: null,
    name: habit.name,
    description: habit.description,
    schedule: {
      segments: [
        {
          from: habit.from,
          anchor: habit.from,
          startTime: '09:00',
          endTime: '09:15',
          recurrence: habit.recurrence,
          customRecurrence: habit.customRecurrence,
          until: null,
        },
      ],
      exceptions: [],
      extras: [],
    },
    reminders: [],
    target: habit.target,
    frequency: habit.frequency,
    pauses: [],
    archivedAt: habit.archived ? now : null,
    createdAt: now,
    updatedAt: now,
    completions: habit.completions,
    days: habit.days,
  }));
}
