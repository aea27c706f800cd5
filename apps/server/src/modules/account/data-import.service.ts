import { availableParallelism } from 'node:os';
import { ACCOUNT_MESSAGES, AREA_MESSAGES, MAX_GOALS_PER_USER, MAX_HABITS_PER_USER, habitFieldValues, localToday, type ImportSummary } from '@stride/domain';
import { markExisting, type Duplicates } from './import-duplicates.js';
import type { Clock } from '../../clock.js';
import { conflict, invalid } from '../../errors.js';
import type { RunInTransaction } from '../../transaction.js';
import type { UserRow } from '../auth/auth.repository.js';
import type { CoachArchive } from '../coach/coach-archive.service.js';
import type { AreasService } from '../areas/areas.service.js';
import type { GoalsService } from '../goals/goals.service.js';
import type { HabitRecords } from '../habits/habit-records.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { createImportWorkers, type ImportReader, type ImportWorkerLimits } from './import-workers.js';

export interface DataImportDeps {
  transaction: RunInTransaction;
  /** Each kind of record goes in through the module that owns its tables (one writer per table). */
  goals: GoalsService;
  /** Issue 40: the file's areas (none in a file from before them). */
  areas: AreasService;
  habitRecords: HabitRecords;
  coachArchive: CoachArchive;
  notifications: Pick<NotificationsService, 'adoptImportedSettings'>;
  clock: Clock;
  /** Where files are read: worker threads by default. */
  reader?: ImportReader;
}

const at = (iso: string) => new Date(iso);

const tooManyHabits = () => invalid(ACCOUNT_MESSAGES.importTooMany(MAX_HABITS_PER_USER));
const tooManyGoals = () => invalid(ACCOUNT_MESSAGES.importTooManyGoals(MAX_GOALS_PER_USER));
const tooManyAreas = () => invalid(AREA_MESSAGES.tooMany);

/**
 * Issue 38: how files are read (import-workers.ts, docs/decisions/029 "Imports"). The largest file
 * allowed, a Loop export of 32 MiB of CSV, reads in a 256 MB heap and a 10 MB Stride export in
 * less: 384 MB leaves room. A minute is many times what the largest real export takes on a busy
 * machine; reading never holds the event loop, so the limit only frees a stuck thread.
 */
export const IMPORT_WORKER_LIMITS: ImportWorkerLimits = {
  workers: Math.max(1, Math.min(2, availableParallelism() - 1)),
  queue: 16,
  timeoutMs: 60_000,
  heapMb: 384,
  idleMs: 60_000,
};

/**
 * Issue 23, `POST /api/import` (decision 024): a Stride export or a Loop Habit Tracker export,
 * previewed (`dryRun`) or written. Importing adds to the account; nothing there is changed but the
 * vision, which a file's vision replaces (there is one per user). Issue 38: the file is read in a
 * worker thread, and an account runs one import at a time (a second one meanwhile is a 409).
 */
export function createDataImportService({ transaction, goals, areas, habitRecords, coachArchive, notifications, clock, reader = createImportWorkers(IMPORT_WORKER_LIMITS) }: DataImportDeps) {
  /** Accounts with an import (or a preview) under way on this server. */
  const running = new Set<string>();

  async function oneAtATime<T>(user: UserRow, work: () => Promise<T>): Promise<T> {
    if (running.has(user.id)) throw conflict(ACCOUNT_MESSAGES.importBusy);
    running.add(user.id);
    try {
      return await work();
    } finally {
      running.delete(user.id);
    }
  }

  /** The file read in a thread and checked against the account's limits; the file itself only when `withFile`. */
  async function prepare(user: UserRow, bytes: Buffer, withFile: boolean) {
    const now = clock.now();
    const { read, file } = await reader.read(bytes, { today: localToday(user.timezone, now), now }, async ({ habits, goals: goalCount }) => {
      if ((await habitRecords.count(user.id)) + habits > MAX_HABITS_PER_USER) throw tooManyHabits();
      if ((await goals.goalCount(user.id)) + goalCount > MAX_GOALS_PER_USER) throw tooManyGoals();
      return withFile;
    });
    return { file, summary: read.summary };
  }

  return {
    /** What the file would bring in, and what it could not map; nothing is written. */
    preview(user: UserRow, bytes: Buffer): Promise<ImportSummary> {
      return oneAtATime(user, async () => {
        const { file, summary } = await prepare(user, bytes, true);
        // Issue 40: the habits the account already has are named (decision 033).
        return file ? markExisting(file, summary, await habitRecords.likenesses(user.id), 'import').summary : summary;
      });
    },

    /**
     * Writes the file in one transaction, each kind through the module that owns it; the new
     * habits' reminders (and, for an account that never chose, the file's settings) are planned
     * once it commits. The limits are counted again inside it, holding the account's row.
     */
    import(user: UserRow, bytes: Buffer, duplicates: Duplicates = 'skip'): Promise<ImportSummary> {
      return oneAtATime(user, () => write(user, bytes, duplicates));
    },

    /** Ends the reading threads (the app's close). */
    close: () => reader.close(),
  };

  async function write(user: UserRow, bytes: Buffer, duplicates: Duplicates): Promise<ImportSummary> {
    const prepared = await prepare(user, bytes, true);
    if (!prepared.file) throw new Error('the import reader gave no file to write');
    // Issue 40: habits the account already has are left out unless asked (decision 033).
    const { file, summary } = markExisting(prepared.file, prepared.summary, await habitRecords.likenesses(user.id), duplicates);
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
      // Issue 40: the file's areas (none in a file from before them), each habit in its area's new id.
      const areaIds = await areas.insertImported(
        user.id,
        file.areas.map((a) => ({ name: a.name, createdAt: at(a.createdAt), updatedAt: at(a.updatedAt) })),
        t,
        tooManyAreas,
      );
      const newAreaId = new Map(file.areas.map((a, i) => [a.id, areaIds[i]!]));
      await habitRecords.insertAll(
        user.id,
        file.habits.map((h) => ({
          goalId: h.goalId ? (newGoalId.get(h.goalId) ?? null) : null,
          areaId: h.areaId ? (newAreaId.get(h.areaId) ?? null) : null,
          row: {
            name: h.name,
            description: h.description,
            schedule: h.schedule,
            reminders: h.reminders,
            ...habitFieldValues(h),
            pauses: h.pauses,
            archivedAt: h.archivedAt ? at(h.archivedAt) : null,
            createdAt: at(h.createdAt),
            updatedAt: at(h.updatedAt),
          },
          completions: h.completions.map((c) => ({ date: c.date, createdAt: at(c.createdAt) })),
          days: h.days,
          fileId: h.id,
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
  }
}

export type DataImportService = ReturnType<typeof createDataImportService>;
