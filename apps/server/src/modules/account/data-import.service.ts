import { ACCOUNT_MESSAGES, MAX_HABITS_PER_USER, localToday, type DataExport, type ImportSummary } from '@stride/domain';
import type { Clock } from '../../clock.js';
import { invalid, type Logger } from '../../errors.js';
import type { DataImportRepository, UserRow } from './data-import.repository.js';
import { habitScheduleText } from './habit-schedule-text.js';
import { readImportFile } from './import-file.js';

export interface DataImportDeps {
  repo: DataImportRepository;
  clock: Clock;
  logger: Logger;
  /** Told of each habit the import added (its reminders are planned like any new habit's). */
  onHabitImported: (habitId: string) => Promise<void>;
}

/**
 * Issue 23, `POST /api/import` (decision 024): a Stride export or a Loop Habit Tracker export,
 * previewed (`dryRun`) or written. Importing adds to the account; nothing there is changed but the
 * vision, which a file's vision replaces (there is one per user).
 */
export function createDataImportService({ repo, clock, logger, onHabitImported }: DataImportDeps) {
  /** The file made consistent (links to goals the file lacks dropped, duplicate days once), and what that changed. */
  function settle(file: DataExport, unmapped: string[]): DataExport {
    const goalIds = new Set(file.goals.map((g) => g.id));
    const habits = file.habits.map((h) => {
      let goalId = h.goalId;
      if (goalId && !goalIds.has(goalId)) {
        unmapped.push(`Habit "${h.name}" belonged to a goal that is not in the file: it was imported without a goal.`);
        goalId = null;
      }
      const completions = [...new Map(h.completions.map((c) => [c.date, c])).values()];
      const days = [...new Map(h.days.map((d) => [d.date, d])).values()];
      return { ...h, goalId, completions, days };
    });
    return { ...file, habits };
  }

  function summaryOf(source: ImportSummary['source'], file: DataExport, unmapped: string[]): ImportSummary {
    const habits = file.habits.map((h) => ({
      name: h.name,
      completions: h.completions.length,
      skips: h.days.filter((d) => d.skipped).length,
      schedule: habitScheduleText(h),
    }));
    return {
      source,
      vision: file.vision !== null,
      goals: file.goals.length,
      habits,
      completions: habits.reduce((sum, h) => sum + h.completions, 0),
      conversations: file.conversations.length,
      unmapped,
    };
  }

  async function prepare(user: UserRow, bytes: Buffer) {
    const read = readImportFile(bytes, localToday(user.timezone, clock.now()));
    const unmapped = [...read.unmapped];
    const file = settle(read.file, unmapped);
    if (!file.vision && !file.goals.length && !file.habits.length && !file.conversations.length && !file.reports.length) throw invalid(ACCOUNT_MESSAGES.importEmpty);
    if ((await repo.habitCount(user.id)) + file.habits.length > MAX_HABITS_PER_USER) throw invalid(ACCOUNT_MESSAGES.importTooMany(MAX_HABITS_PER_USER));
    return { file, summary: summaryOf(read.source, file, unmapped) };
  }

  return {
    /** What the file would bring in, and what it could not map; nothing is written. */
    async preview(user: UserRow, bytes: Buffer): Promise<ImportSummary> {
      return (await prepare(user, bytes)).summary;
    },

    /** Writes the file in one transaction, then plans the new habits' reminders. */
    async import(user: UserRow, bytes: Buffer): Promise<ImportSummary> {
      const { file, summary } = await prepare(user, bytes);
      const habitIds = await repo.importAll(user.id, file, MAX_HABITS_PER_USER);
      if (habitIds === 'too-many') throw invalid(ACCOUNT_MESSAGES.importTooMany(MAX_HABITS_PER_USER));
      for (const id of habitIds) {
        // The import stands; a reminder plan that failed is made again by the habit's next change.
        await onHabitImported(id).catch((err: unknown) => logger.error({ err }, 'reminders not planned for an imported habit'));
      }
      return summary;
    },
  };
}

export type DataImportService = ReturnType<typeof createDataImportService>;
