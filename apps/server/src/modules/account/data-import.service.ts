import { ACCOUNT_MESSAGES, MAX_GOALS_PER_USER, MAX_HABITS_PER_USER, localToday, type DataExport, type ImportSummary } from '@stride/domain';
import type { Clock } from '../../clock.js';
import { invalid } from '../../errors.js';
import type { RunInTransaction } from '../../transaction.js';
import type { UserRow } from '../auth/auth.repository.js';
import type { CoachArchive } from '../coach/coach-archive.service.js';
import type { GoalsService } from '../goals/goals.service.js';
import type { HabitRecords } from '../habits/habit-records.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { habitScheduleText } from './habit-schedule-text.js';
import { readImportFile } from './import-file.js';

export interface DataImportDeps {
  transaction: RunInTransaction;
  /** Each kind of record goes in through the module that owns its tables (one writer per table). */
  goals: GoalsService;
  habitRecords: HabitRecords;
  coachArchive: CoachArchive;
  notifications: Pick<NotificationsService, 'adoptImportedSettings'>;
  clock: Clock;
}

const at = (iso: string) => new Date(iso);

const tooManyHabits = () => invalid(ACCOUNT_MESSAGES.importTooMany(MAX_HABITS_PER_USER));
const tooManyGoals = () => invalid(ACCOUNT_MESSAGES.importTooManyGoals(MAX_GOALS_PER_USER));

/**
 * Issue 23, `POST /api/import` (decision 024): a Stride export or a Loop Habit Tracker export,
 * previewed (`dryRun`) or written. Importing adds to the account; nothing there is changed but the
 * vision, which a file's vision replaces (there is one per user).
 */
export function createDataImportService({ transaction, goals, habitRecords, coachArchive, notifications, clock }: DataImportDeps) {
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
    if ((await habitRecords.count(user.id)) + file.habits.length > MAX_HABITS_PER_USER) throw tooManyHabits();
    if ((await goals.goalCount(user.id)) + file.goals.length > MAX_GOALS_PER_USER) throw tooManyGoals();
    return { file, summary: summaryOf(read.source, file, unmapped) };
  }

  return {
    /** What the file would bring in, and what it could not map; nothing is written. */
    async preview(user: UserRow, bytes: Buffer): Promise<ImportSummary> {
      return (await prepare(user, bytes)).summary;
    },

    /**
     * Writes the file in one transaction, each kind through the module that owns it; the new
     * habits' reminders (and, for an account that never chose, the file's settings) are planned
     * once it commits. The limits are counted again inside it, holding the account's row.
     */
    async import(user: UserRow, bytes: Buffer): Promise<ImportSummary> {
      const { file, summary } = await prepare(user, bytes);
      await transaction(async (t) => {
        const goalIds = await goals.insertImported(
          user.id,
          {
            vision: file.vision && { text: file.vision.text, createdAt: at(file.vision.createdAt), updatedAt: at(file.vision.updatedAt) },
            goals: file.goals.map((g) => ({ name: g.name, description: g.description, createdAt: at(g.createdAt), updatedAt: at(g.updatedAt) })),
          },
          t,
          tooManyGoals,
        );
        const newGoalId = new Map(file.goals.map((g, i) => [g.id, goalIds[i]!]));
        await habitRecords.insertAll(
          user.id,
          file.habits.map((h) => ({
            goalId: h.goalId ? (newGoalId.get(h.goalId) ?? null) : null,
            row: {
              name: h.name,
              description: h.description,
              schedule: h.schedule,
              reminders: h.reminders,
              target: h.target,
              frequency: h.frequency,
              pauses: h.pauses,
              archivedAt: h.archivedAt ? at(h.archivedAt) : null,
              createdAt: at(h.createdAt),
              updatedAt: at(h.updatedAt),
            },
            completions: h.completions.map((c) => ({ date: c.date, createdAt: at(c.createdAt) })),
            days: h.days,
          })),
          t,
          tooManyHabits,
        );
        await coachArchive.importAll(
          user.id,
          {
            conversations: file.conversations.map((c) => ({ kind: c.kind, messages: c.messages, createdAt: at(c.createdAt), updatedAt: at(c.updatedAt) })),
            reports: file.reports.map((r) => ({ reportedMessage: r.reportedMessage, chatHistory: r.chatHistory, createdAt: at(r.createdAt) })),
          },
          t,
        );
        // The account's own choices stay; a file's are taken only by an account that never chose.
        if (file.notificationSettings) await notifications.adoptImportedSettings(user.id, file.notificationSettings, at(file.exportedAt), t);
      });
      return summary;
    },
  };
}

export type DataImportService = ReturnType<typeof createDataImportService>;
