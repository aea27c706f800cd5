import { describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { MAX_HABITS_PER_USER, dataExportSchema, type ExportedHabit } from '@stride/domain';
import { DomainError } from '../../errors.js';
import {
  LOOP_FIXTURE_EXPECTED,
  LOOP_FIXTURE_EXPORTED_ON,
  loopExportFixture,
  loopFixtureExportedHabits,
  loopFixtureFiles,
  loopFolderName,
  loopZip,
} from '../../test/fixtures/loop-export.js';
import { LOOP_IMPORT_MESSAGES, LoopImportError, readLoopExport } from './loop-import.js';

const NOW = new Date('2024-03-11T08:30:00.000Z');
const now = NOW.toISOString();
const read = (zip: Uint8Array, today = '2024-03-11') => readLoopExport(zip, { today, now: NOW });
const habitNamed = (habits: ExportedHabit[], name: string) => {
  const habit = habits.find((h) => h.name === name);
  if (!habit) throw new Error(`no habit ${name}`);
  return habit;
};
const completionDates = (habit: ExportedHabit) => habit.completions.map((c) => c.date);
/** The fixture with some files changed (a string) or dropped (null). */
const fixtureWith = (changes: Record<string, string | null>) => {
  const files = loopFixtureFiles();
  for (const [path, text] of Object.entries(changes)) {
    if (text === null) delete files[path];
    else files[path] = text;
  }
  return loopZip(files);
};
const HABITS_HEADER = 'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n';
/** A small export: Habits.csv rows (after the current header) and files by path. */
const loopExport = (rows: string, files: Record<string, string> = {}) => loopZip({ 'Habits.csv': HABITS_HEADER + rows, ...files });

function refusal(run: () => unknown): LoopImportError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(LoopImportError);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('invalid_request');
    return error as LoopImportError;
  }
  throw new Error('expected a LoopImportError');
}

describe('the Loop fixture', () => {
  it("is Loop's layout: Habits.csv, a folder per habit, the root files", () => {
    const files = loopFixtureFiles();
    expect(Object.keys(files)).toEqual([
      'Habits.csv',
      '001 Meditate/Scores.csv',
      '001 Meditate/Checkmarks.csv',
      '002 Run/Scores.csv',
      '002 Run/Checkmarks.csv',
      '003 Water the plants/Scores.csv',
      '003 Water the plants/Checkmarks.csv',
      '004 Water 8 glasses/Scores.csv',
      '004 Water 8 glasses/Checkmarks.csv',
      '005 Floss/Scores.csv',
      '005 Floss/Checkmarks.csv',
      '006 Read War and Peace 20 pages/Scores.csv',
      '006 Read War and Peace 20 pages/Checkmarks.csv',
      '007 Call mom/Scores.csv',
      '007 Call mom/Checkmarks.csv',
      '009 Old habit/Scores.csv',
      '009 Old habit/Checkmarks.csv',
      'Scores.csv',
      'Checkmarks.csv',
    ]);
    expect(files['Habits.csv']!.split('\n').slice(0, 2)).toEqual([HABITS_HEADER.trim(), '001,Meditate,YES_NO,Did you meditate this morning?,,1,1,#FF8F00,,,,false']);
    expect(files['Habits.csv']).toContain('\n004,Water 8 glasses,NUMERICAL,How many glasses of water did you drink?,,1,1,#1E88E5,glasses,AT_LEAST,8.0,false\n');
    expect(files['Habits.csv']).toContain('\n006,"Read ""War and Peace"", 20 pages",YES_NO,,,2,5,#F4511E,,,,false\n');
    expect(files['001 Meditate/Checkmarks.csv']).toBe(
      'Date,Value,Notes\n2024-03-10,YES_MANUAL,\n2024-03-09,SKIP,Travelling\n2024-03-08,NO,\n2024-03-07,YES_AUTO,\n2024-03-06,YES_MANUAL,\n2024-03-05,YES_MANUAL,"Felt great, 20 minutes"\n',
    );
    expect(files['002 Run/Checkmarks.csv']).toContain('\n2024-03-02,UNKNOWN,"""Rain"" all day"\n');
    const root = files['Checkmarks.csv']!.split('\n');
    expect(root[0]).toBe('Date,Meditate,Run,Water the plants,Water 8 glasses,Floss,Read "War and Peace", 20 pages,Call mom,');
    expect(root[1]).toBe('2024-03-10,YES_MANUAL,YES_AUTO,UNKNOWN,10000,UNKNOWN,UNKNOWN,UNKNOWN,');
    expect(root[root.length - 2]).toBe('2024-01-10,UNKNOWN,UNKNOWN,UNKNOWN,UNKNOWN,YES_MANUAL,UNKNOWN,UNKNOWN,');
    expect(loopFolderName(12, '  Sleep: 8h!  ')).toBe('012   Sleep 8h');
    expect(loopExportFixture()).toEqual(loopExportFixture());
  });

  it('imports to exactly LOOP_FIXTURE_EXPECTED', () => {
    const { file, unmapped } = read(loopExportFixture());
    expect(file.habits).toEqual(loopFixtureExportedHabits(now));
    expect(unmapped).toEqual(LOOP_FIXTURE_EXPECTED.unmapped);
    expect(file).toMatchObject({
      format: 'stride-export',
      version: 1,
      exportedAt: now,
      vision: null,
      goals: [],
      conversations: [],
      reports: [],
      notificationSettings: null,
    });
    expect(dataExportSchema.parse(file)).toEqual(file);
  });

  it('imports the same on the day of the export, and uses the clock without `now`', () => {
    expect(read(loopExportFixture(), LOOP_FIXTURE_EXPORTED_ON).file.habits).toEqual(loopFixtureExportedHabits(now));
    const { file } = readLoopExport(loopExportFixture(), { today: '2030-01-01' });
    expect(Date.parse(file.exportedAt)).toBeGreaterThan(NOW.getTime());
    expect(dataExportSchema.safeParse(file).success).toBe(true);
  });

  it('maps each Loop value of a yes/no habit: 2 done, 3 skipped, 1, 0 and -1 nothing', () => {
    const meditate = habitNamed(read(loopExportFixture()).file.habits, 'Meditate');
    expect(meditate.completions).toEqual([
      { date: '2024-03-05', createdAt: '2024-03-05T12:00:00.000Z' },
      { date: '2024-03-06', createdAt: '2024-03-06T12:00:00.000Z' },
      { date: '2024-03-10', createdAt: '2024-03-10T12:00:00.000Z' },
    ]);
    expect(meditate.days.filter((d) => d.skipped).map((d) => d.date)).toEqual(['2024-03-09']);
  });

  it('leaves out the days after today, and says how many', () => {
    const { file, unmapped } = read(loopExportFixture(), '2024-03-08');
    const meditate = habitNamed(file.habits, 'Meditate');
    expect(completionDates(meditate)).toEqual(['2024-03-05', '2024-03-06']);
    expect(meditate.days.map((d) => d.date)).toEqual(['2024-03-05']);
    expect(habitNamed(file.habits, 'Water 8 glasses').days.map((d) => d.date)).toEqual(['2024-03-08']);
    expect(unmapped).toContain("Habit 'Meditate': 2 days dated after today were left out.");
    expect(unmapped).toContain("Habit 'Run': 2 days dated after today were left out.");
    expect(unmapped).toContain("Habit 'Water the plants': 1 day dated after today was left out.");
    expect(unmapped.filter((line) => line.includes('after today'))).toHaveLength(4);
  });
});

describe('habits without their own Checkmarks.csv', () => {
  it("reads a habit's column of the root Checkmarks.csv when its folder has no Checkmarks.csv (notes are only in the folder's file)", () => {
    const { file, unmapped } = read(fixtureWith({ '001 Meditate/Checkmarks.csv': null }));
    const meditate = habitNamed(file.habits, 'Meditate');
    expect(completionDates(meditate)).toEqual(['2024-03-05', '2024-03-06', '2024-03-10']);
    expect(meditate.days).toEqual([{ date: '2024-03-09', amount: null, note: null, skipped: true }]);
    expect(meditate.schedule.segments[0]!.from).toBe('2024-03-05');
    expect(unmapped).toEqual(LOOP_FIXTURE_EXPECTED.unmapped);
  });

  it('reads the column of a name holding a comma and quotes, which Loop writes unquoted in the root header', () => {
    const { file, unmapped } = read(fixtureWith({ '006 Read War and Peace 20 pages/Checkmarks.csv': null, '006 Read War and Peace 20 pages/Scores.csv': null }));
    const reading = habitNamed(file.habits, 'Read "War and Peace", 20 pages');
    expect(completionDates(reading)).toEqual(['2024-03-01', '2024-03-03']);
    expect(completionDates(habitNamed(file.habits, 'Call mom'))).toEqual(['2024-02-04', '2024-02-18']);
    expect(completionDates(habitNamed(file.habits, 'Water 8 glasses'))).toEqual(['2024-03-09', '2024-03-10']);
    expect(unmapped).toContain(`Habit 'Read "War and Peace", 20 pages': it had no folder in the export; its checkmarks were read from the root Checkmarks.csv.`);
  });

  it('also reads a root header whose names were quoted (the export saved again by a spreadsheet)', () => {
    const files = loopFixtureFiles();
    const root = files['Checkmarks.csv']!.replace('Read "War and Peace", 20 pages,', '"Read ""War and Peace"", 20 pages",');
    const { file } = read(fixtureWith({ 'Checkmarks.csv': root, '006 Read War and Peace 20 pages/Checkmarks.csv': null, '007 Call mom/Checkmarks.csv': null }));
    expect(completionDates(habitNamed(file.habits, 'Read "War and Peace", 20 pages'))).toEqual(['2024-03-01', '2024-03-03']);
    expect(completionDates(habitNamed(file.habits, 'Call mom'))).toEqual(['2024-02-04', '2024-02-18']);
  });

  it('imports a habit without history when neither file has it, and reports it', () => {
    const { file, unmapped } = read(fixtureWith({ '001 Meditate/Checkmarks.csv': null, 'Checkmarks.csv': null, '002 Run/Checkmarks.csv': null, '002 Run/Scores.csv': null }));
    const meditate = habitNamed(file.habits, 'Meditate');
    expect(meditate.completions).toEqual([]);
    expect(meditate.days).toEqual([]);
    expect(meditate.schedule.segments[0]).toMatchObject({ from: '2024-03-11', anchor: '2024-03-11' });
    expect(unmapped).toContain("Habit 'Meditate': its folder '001 Meditate' has no Checkmarks.csv, so it was imported without history.");
    expect(unmapped).toContain("Habit 'Run': it had no folder in the export, so it was imported without history.");
    expect(dataExportSchema.safeParse(file).success).toBe(true);
  });
});

describe('older Loop exports', () => {
  it('reads the oldest Habits.csv columns and headerless Checkmarks.csv of raw values (Loop test assets)', () => {
    const zip = loopZip({
      'Habits.csv':
        'Position,Name,Question,Description,NumRepetitions,Interval,Color\n001,Meditate,Did you meditate this morning?,,1,1,#FF8F00\n002,Wake up early,Did you wake up before 6am?,,2,3,#00897B\n',
      '001 Meditate/Checkmarks.csv': '',
      '001 Meditate/Scores.csv': '2015-01-25,0.0000\n',
      '002 Wake up early/Checkmarks.csv':
        '2015-01-25,2\n2015-01-24,0\n2015-01-23,1\n2015-01-22,2\n2015-01-21,2\n2015-01-20,2\n2015-01-19,1\n2015-01-18,1\n2015-01-17,2\n2015-01-16,2\n',
      'Checkmarks.csv': 'Date,Meditate,Wake up early,\n2015-01-25,-1,2,\n',
    });
    const { file, unmapped } = read(zip, '2015-01-25');
    const [meditate, wake] = file.habits;
    expect(meditate).toMatchObject({ id: 'loop-1', name: 'Meditate', description: 'Did you meditate this morning?', completions: [], frequency: null });
    expect(meditate!.schedule.segments[0]).toMatchObject({ from: '2015-01-25', recurrence: 'daily' });
    expect(wake).toMatchObject({ id: 'loop-2', frequency: { times: 5, period: 'week' }, target: null });
    expect(wake!.schedule.segments[0]).toMatchObject({ from: '2015-01-16', anchor: '2015-01-16', recurrence: 'daily', customRecurrence: null, startTime: '09:00', endTime: '09:15' });
    expect(completionDates(wake!)).toEqual(['2015-01-16', '2015-01-17', '2015-01-20', '2015-01-21', '2015-01-22', '2015-01-25']);
    expect(unmapped).toEqual([LOOP_IMPORT_MESSAGES.noTimeOfDay, LOOP_IMPORT_MESSAGES.colors, "Habit 'Wake up early': Loop's 2 times in 3 days became 5 times a week."]);
    expect(dataExportSchema.safeParse(file).success).toBe(true);
  });

  it('reads raw values with the Type columns: a numerical habit (x1000, 3 = skip), at most (a limit, issue 40), a long unit, a weekly total', () => {
    const zip = loopExport('001,Pages,NUMERICAL,,,1,7,#000000,pages of a long novel book,AT_MOST,20.5,false\n002,Stretch,YES_NO,,,1,1,#000000,,,,false\n', {
      '001 Pages/Checkmarks.csv': '2024-03-10,30000\n2024-03-09,3\n2024-03-08,0\n2024-03-07,-1\n2024-03-06,1500\n',
      '002 Stretch/Checkmarks.csv': '2024-03-10,3\n2024-03-09,-3\n2024-03-08,2\n2024-03-08,0\n',
    });
    const { file, unmapped } = read(zip);
    const [pages, stretch] = file.habits;
    // Loop's AT_MOST is a Stride limit, kept day by day: no frequency, and no completions (its kept days are read off the amounts).
    expect(pages).toMatchObject({ target: { quantity: 20.5, unit: 'pages of a long nove', direction: 'atMost' }, frequency: null });
    expect(pages!.schedule.segments[0]!.from).toBe('2024-03-06');
    expect(pages!.days).toEqual([
      { date: '2024-03-06', amount: 1.5, note: null, skipped: false },
      { date: '2024-03-09', amount: null, note: null, skipped: true },
      { date: '2024-03-10', amount: 30, note: null, skipped: false },
    ]);
    expect(completionDates(pages!)).toEqual([]);
    expect(completionDates(stretch!)).toEqual(['2024-03-08']);
    expect(stretch!.days.map((d) => [d.date, d.skipped])).toEqual([
      ['2024-03-09', true],
      ['2024-03-10', true],
    ]);
    expect(unmapped).toEqual([
      LOOP_IMPORT_MESSAGES.noTimeOfDay,
      LOOP_IMPORT_MESSAGES.colors,
      "Habit 'Pages': its unit was cut to 20 characters ('pages of a long nove').",
      "Habit 'Pages': Loop counts its limit of 20.5 pages of a long nove over 7 days; in Stride a limit is kept each day.",
    ]);
    expect(dataExportSchema.safeParse(file).success).toBe(true);
  });

  it('imports AT_MOST 0 as a quit habit and AT_MOST 2 daily as a limit, with their logged amounts (issue 40)', () => {
    const zip = loopExport('001,No sugar,NUMERICAL,,,1,1,#000000,sugar,AT_MOST,0,false\n002,Coffee,NUMERICAL,,,1,1,#000000,coffees,AT_MOST,2,false\n', {
      '001 No sugar/Checkmarks.csv': '2024-03-10,0\n2024-03-08,1000\n',
      '002 Coffee/Checkmarks.csv': '2024-03-10,3000\n2024-03-09,1000\n',
    });
    const { file, unmapped } = read(zip);
    const [sugar, coffee] = file.habits;
    expect(sugar).toMatchObject({ target: { quantity: 0, unit: 'sugar', direction: 'atMost' }, frequency: null, completions: [] });
    expect(sugar!.days).toEqual([{ date: '2024-03-08', amount: 1, note: null, skipped: false }]);
    expect(coffee).toMatchObject({ target: { quantity: 2, unit: 'coffees', direction: 'atMost' }, completions: [] });
    expect(coffee!.days.map((d) => [d.date, d.amount])).toEqual([
      ['2024-03-09', 1],
      ['2024-03-10', 3],
    ]);
    expect(unmapped).toEqual([LOOP_IMPORT_MESSAGES.noTimeOfDay, LOOP_IMPORT_MESSAGES.colors]);
    expect(dataExportSchema.safeParse(file).success).toBe(true);
  });
});

describe('frequencies', () => {
  const frequencyOf = (numerator: string, denominator: string) => {
    const { file, unmapped } = read(loopExport(`001,Habit,YES_NO,,,${numerator},${denominator},,,,,false\n`, { '001 Habit/Checkmarks.csv': 'Date,Value,Notes\n2024-03-01,YES_MANUAL,\n' }));
    const habit = file.habits[0]!;
    const { recurrence, customRecurrence } = habit.schedule.segments[0]!;
    return { recurrence, customRecurrence, frequency: habit.frequency, unmapped: unmapped.slice(1) };
  };
  const plain = { customRecurrence: null, unmapped: [] };

  it('maps the rates Stride has, without a word', () => {
    expect(frequencyOf('1', '1')).toEqual({ ...plain, recurrence: 'daily', frequency: null });
    expect(frequencyOf('7', '7')).toEqual({ ...plain, recurrence: 'daily', frequency: null });
    expect(frequencyOf('1', '7')).toEqual({ ...plain, recurrence: 'daily', frequency: { times: 1, period: 'week' } });
    expect(frequencyOf('6', '7')).toEqual({ ...plain, recurrence: 'daily', frequency: { times: 6, period: 'week' } });
    expect(frequencyOf('1', '30')).toEqual({ ...plain, recurrence: 'daily', frequency: { times: 1, period: 'month' } });
    expect(frequencyOf('10', '31')).toEqual({ ...plain, recurrence: 'daily', frequency: { times: 10, period: 'month' } });
    expect(frequencyOf('1', '3')).toEqual({ recurrence: 'custom', customRecurrence: { frequency: 'daily', interval: 3 }, frequency: null, unmapped: [] });
    expect(frequencyOf('1', '14')).toMatchObject({ recurrence: 'custom', customRecurrence: { frequency: 'daily', interval: 14 } });
  });

  it('rounds any other rate to the nearest weekly one, and says so', () => {
    expect(frequencyOf('3', '10')).toEqual({ ...plain, recurrence: 'daily', frequency: { times: 2, period: 'week' }, unmapped: ["Habit 'Habit': Loop's 3 times in 10 days became 2 times a week."] });
    expect(frequencyOf('1', '1000')).toEqual({ ...plain, recurrence: 'daily', frequency: { times: 1, period: 'week' }, unmapped: ["Habit 'Habit': Loop's 1 time in 1000 days became once a week."] });
    expect(frequencyOf('3', '2')).toEqual({ ...plain, recurrence: 'daily', frequency: null, unmapped: ["Habit 'Habit': Loop's 3 times in 2 days became every day."] });
    expect(frequencyOf('x', '')).toEqual({
      ...plain,
      recurrence: 'daily',
      frequency: null,
      unmapped: ["Habit 'Habit': its frequency (x in ? days) could not be read, so it was set to every day."],
    });
  });

  it('says how many completions of an every-n-days habit fall between its days in Stride', () => {
    const zip = loopExport('001,Plants,YES_NO,,,1,2,,,,,false\n', {
      '001 Plants/Checkmarks.csv': 'Date,Value,Notes\n2024-03-07,YES_MANUAL,\n2024-03-05,YES_MANUAL,\n2024-03-04,YES_MANUAL,\n2024-03-02,YES_MANUAL,\n',
    });
    expect(read(zip).unmapped).toEqual([
      LOOP_IMPORT_MESSAGES.noTimeOfDay,
      `Habit 'Plants': Loop's "once in 2 days" has no fixed days, while Stride repeats it every 2 days from 2024-03-02: 2 of its completions fall between those days.`,
    ]);
  });
});

describe('names, descriptions and odd rows', () => {
  it('joins question and description, fills an empty name, reads a BOM and a zip made again from the unpacked folder', () => {
    const zip = zipSync({
      'Loop Habits CSV 2024-03-10/Habits.csv': strToU8(
        `\uFEFF${HABITS_HEADER}001,  Walk  ,YES_NO,Did you walk?,After lunch,1,1,,,,,false\n002,,YES_NO,Same,Same,1,1,,,,,TRUE\n003,Quit sugar,QUIT,,,1,1,,,,,false\n`,
      ),
      'Loop Habits CSV 2024-03-10/001 Walk/Checkmarks.csv': strToU8('Date,Value,Notes\n2024-03-10,YES_MANUAL,\n2024-03-09,MAYBE,\nyesterday,2,\n,,\n'),
      '__MACOSX/Loop Habits CSV 2024-03-10/._Habits.csv': strToU8('junk'),
    });
    const { file, unmapped } = read(zip);
    expect(file.habits.map((h) => [h.id, h.name, h.description, h.archivedAt])).toEqual([
      ['loop-1', 'Walk', 'Did you walk?\n\nAfter lunch', null],
      ['loop-2', 'Loop habit 2', 'Same', now],
      ['loop-3', 'Quit sugar', '', null],
    ]);
    expect(completionDates(file.habits[0]!)).toEqual(['2024-03-10']);
    expect(unmapped).toEqual([
      LOOP_IMPORT_MESSAGES.noTimeOfDay,
      "Habit 'Walk': 2 rows of its checkmarks could not be read and were left out.",
      "Habit 'Loop habit 2': it had no name in Loop.",
      "Habit 'Loop habit 2': it had no folder in the export, so it was imported without history.",
      "Habit 'Quit sugar': it had no folder in the export, so it was imported without history.",
      "Habit 'Quit sugar': Loop's habit type QUIT is not known to Stride; it was imported as a yes-or-no habit.",
    ]);
  });

  it('cuts long names, notes and units to what Stride keeps, and keeps ids unique', () => {
    const long = 'n'.repeat(250);
    const zip = loopExport(`001,${long},YES_NO,,,1,1,,,,,false\n001,Twin,NUMERICAL,,,1,1,,,AT_LEAST,0.0,false\n`, {
      [`001 ${long.slice(0, 100)}/Checkmarks.csv`]: `Date,Value,Notes\n2024-03-10,NO,${'x'.repeat(600)}\n`,
    });
    const { file, unmapped } = read(zip);
    expect(file.habits.map((h) => h.id)).toEqual(['loop-1', 'loop-1-2']);
    expect(file.habits[0]!.name).toHaveLength(200);
    expect(file.habits[0]!.days[0]!.note).toHaveLength(500);
    expect(file.habits[1]!.target).toEqual({ quantity: 1, unit: 'units' });
    expect(unmapped).toContain(`Habit '${long.slice(0, 200)}': its name was cut to 200 characters.`);
    expect(unmapped).toContain(`Habit '${long.slice(0, 200)}': 1 note was cut to 500 characters.`);
    expect(unmapped).toContain("Habit 'Twin': its target (0.0) could not be kept: it is now 1 units.");
    expect(dataExportSchema.safeParse(file).success).toBe(true);
  });
});

describe('refusals', () => {
  it('refuses a file that is not a zip', () => {
    expect(refusal(() => read(strToU8('Position,Name\n001,Walk\n'))).message).toBe(LOOP_IMPORT_MESSAGES.notZip);
    expect(refusal(() => read(new Uint8Array())).message).toBe(LOOP_IMPORT_MESSAGES.notZip);
  });

  it('refuses a zip without Habits.csv', () => {
    const zip = zipSync({ 'Checkmarks.csv': strToU8('Date,Walk,\n'), '001 Walk/Checkmarks.csv': strToU8('') });
    expect(refusal(() => read(zip)).message).toBe('This zip has no Habits.csv: it is not a Loop Habit Tracker CSV export.');
  });

  it('refuses malformed CSV, naming the file and the line', () => {
    expect(refusal(() => read(loopExport('001,"Walk,YES_NO,,,1,1,,,,,false\n'))).message).toBe('Habits.csv in this zip is not valid CSV (Line 2: a quoted field is never closed).');
    const zip = fixtureWith({ '002 Run/Checkmarks.csv': 'Date,Value,Notes\n2024-03-10,YES_MANUAL,"oops\n' });
    expect(refusal(() => read(zip)).message).toBe('002 Run/Checkmarks.csv in this zip is not valid CSV (Line 2: a quoted field is never closed).');
  });

  it('refuses a Habits.csv without the columns it needs', () => {
    const noName = loopZip({ 'Habits.csv': 'Position,Type,Question,Description,FrequencyNumerator,FrequencyDenominator\n001,YES_NO,,,1,1\n' });
    expect(refusal(() => read(noName)).message).toBe('Habits.csv lacks the column Name: it does not look like a Loop Habit Tracker export.');
    const bare = loopZip({ 'Habits.csv': 'Name\nWalk\n' });
    expect(refusal(() => read(bare)).message).toBe('Habits.csv lacks the columns Position, FrequencyNumerator, FrequencyDenominator: it does not look like a Loop Habit Tracker export.');
    expect(refusal(() => read(loopZip({ 'Habits.csv': '' }))).message).toContain('lacks the columns Position, Name');
  });

  it(`refuses more than ${MAX_HABITS_PER_USER} habits`, () => {
    const rows = Array.from({ length: MAX_HABITS_PER_USER + 1 }, (_, i) => `${String(i + 1).padStart(3, '0')},Habit ${i + 1},YES_NO,,,1,1,,,,,false\n`).join('');
    expect(refusal(() => read(loopExport(rows))).message).toBe(`This export has 201 habits; Stride keeps up to 200. Delete some in Loop and export again.`);
    const most = Array.from({ length: MAX_HABITS_PER_USER }, (_, i) => `${i + 1},Habit ${i + 1},YES_NO,,,1,1,,,,,false\n`).join('');
    expect(read(loopExport(most)).file.habits).toHaveLength(MAX_HABITS_PER_USER);
  });

  it('asks for a real date as today', () => {
    expect(() => readLoopExport(loopExportFixture(), { today: '2024-02-30' })).toThrow(RangeError);
  });
});
