import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { areas, coachReports, coachSessions, goals, habitCompletions, habitDays, habits, notificationSettings, visions } from '../../db/schema.js';

export type { HabitRow, UserRow } from '../../db/schema.js';

/** How many rows one query reads: a page is all the export holds in memory at once. */
export const EXPORT_PAGE_SIZE = 200;

/**
 * Issue 23: what an export reads, page by page (keyset paging on each table's order), so that an
 * account with years of history streams out without being loaded whole.
 */
export function createDataExportRepository(db: Db) {
  return {
    async settingsOf(userId: string) {
      const [row] = await db.select({ settings: notificationSettings.settings }).from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
      return row?.settings ?? null;
    },

    async visionOf(userId: string) {
      const [row] = await db.select().from(visions).where(eq(visions.userId, userId)).limit(1);
      return row;
    },

    /** Issue 40: the areas, all at once (at most MAX_AREAS_PER_USER). */
    areasOf(userId: string) {
      return db.select().from(areas).where(eq(areas.userId, userId)).orderBy(asc(areas.seq));
    },

    goalsAfter(userId: string, afterSeq: number) {
      return db.select().from(goals).where(and(eq(goals.userId, userId), gt(goals.seq, afterSeq))).orderBy(asc(goals.seq)).limit(EXPORT_PAGE_SIZE);
    },

    habitsAfter(userId: string, afterSeq: number, limit = EXPORT_PAGE_SIZE) {
      return db.select().from(habits).where(and(eq(habits.userId, userId), gt(habits.seq, afterSeq))).orderBy(asc(habits.seq)).limit(limit);
    },

    /** The completions of some habits (a page of them), by habit and date. */
    completionsOf(habitIds: string[]) {
      if (!habitIds.length) return Promise.resolve([]);
      return db.select().from(habitCompletions).where(inArray(habitCompletions.habitId, habitIds)).orderBy(asc(habitCompletions.habitId), asc(habitCompletions.date));
    },

    daysOf(habitIds: string[]) {
      if (!habitIds.length) return Promise.resolve([]);
      return db.select().from(habitDays).where(inArray(habitDays.habitId, habitIds)).orderBy(asc(habitDays.habitId), asc(habitDays.date));
    },

    /** Conversations oldest first; `after` is the last page's (createdAt, id). */
    conversationsAfter(userId: string, after: { createdAt: Date; id: string } | null, limit = 20) {
      const since = after ? or(gt(coachSessions.createdAt, after.createdAt), and(eq(coachSessions.createdAt, after.createdAt), gt(coachSessions.id, after.id))) : undefined;
      return db
        .select()
        .from(coachSessions)
        .where(and(eq(coachSessions.userId, userId), since))
        .orderBy(asc(coachSessions.createdAt), asc(coachSessions.id))
        .limit(limit);
    },

    reportsAfter(userId: string, after: { createdAt: Date; id: string } | null) {
      const since = after ? or(gt(coachReports.createdAt, after.createdAt), and(eq(coachReports.createdAt, after.createdAt), gt(coachReports.id, after.id))) : undefined;
      return db
        .select()
        .from(coachReports)
        .where(and(eq(coachReports.userId, userId), since))
        .orderBy(asc(coachReports.createdAt), asc(coachReports.id))
        .limit(EXPORT_PAGE_SIZE);
    },
  };
}

export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
