import { MAX_HABITS_PER_USER, MAX_IMPORT_BYTES, type DataExport } from '@stride/domain';
import { DomainError } from '../../../errors.js';

// What a Loop Habit Tracker export is made of (loop-import.ts has the format), and the import's limits and words.

/**
 * The most CSV an import unpacks (only Habits.csv and the Checkmarks.csv files are; never
 * Scores.csv), counted as it really comes out (issue 38, docs/decisions/029 "Imports"). The
 * largest export Stride could keep, 200 habits each with a row a day for 4,100 days (longer than
 * Loop has existed), holds about 21 MB of these files; 32 MiB leaves room for notes.
 */
export const MAX_UNZIPPED_BYTES = 32 * 1024 * 1024;
/** The most entries a zip's directory may list: a Loop export of 200 habits has 403 (Habits.csv, 2 per habit, 2 at the root). */
export const MAX_ZIP_ENTRIES = 2000;
/** Loop habits have no time of day: each gets this slot. */
export const LOOP_START_TIME = '09:00';
export const LOOP_END_TIME = '09:15';

export const LOOP_IMPORT_MESSAGES = {
  notZip: 'This file is not a zip archive. In Loop Habit Tracker, choose Settings › Export as CSV and upload the zip it makes.',
  tooLarge: `This file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
  unzippedTooLarge: `This zip unpacks to more than ${MAX_UNZIPPED_BYTES / 1024 / 1024} MB of CSV, more than a Loop export holds.`,
  tooManyEntries: `This zip holds more than ${MAX_ZIP_ENTRIES} files, more than a Loop export holds.`,
  noHabitsCsv: 'This zip has no Habits.csv: it is not a Loop Habit Tracker CSV export.',
  malformed: (file: string, detail: string) => `${file} in this zip is not valid CSV (${detail.replace(/\.$/, '')}).`,
  missingColumns: (columns: string[]) =>
    `Habits.csv lacks the column${columns.length > 1 ? 's' : ''} ${columns.join(', ')}: it does not look like a Loop Habit Tracker export.`,
  tooManyHabits: (count: number) => `This export has ${count} habits; Stride keeps up to ${MAX_HABITS_PER_USER}. Delete some in Loop and export again.`,
  unexpected: 'This Loop export could not be converted.',
  noTimeOfDay: 'Loop habits have no time of day: they were set to 9:00.',
  colors: 'Loop colors were not kept.',
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
export const YES_MANUAL = 2;
export const UNKNOWN = -1;
export const SKIP = 3;
export const OLD_SKIP = -3;
/** The names `formattedValue` writes; SKIPPED is read as SKIP too, to be lenient. */
export const VALUE_NAMES: Record<string, number> = { YES_MANUAL, YES_AUTO: 1, NO: 0, UNKNOWN, SKIP, SKIPPED: SKIP };

export interface LoopRow {
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

export interface Checkmark {
  date: string;
  value: string;
  note: string;
}

export interface HabitFolder {
  name: string;
  checkmarks: string | null;
}

