import { count, eq } from 'drizzle-orm';
import type { DataExport } from '@stride/domain';
import type { Db } from '../../db/client.js';
import { lockOwner } from '../../db/owner-lock.js';
export type { UserRow } from '../../db/schema.js';
import { coachReports, coachSessions, goals, habitCompletions, habitDays, habits, notificationSettings, visions } from '../../db/schema.js';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table here. */
const CHUNK = 2000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

const at = (iso: string) => new Date(iso);

/**
 * Issue 23: writes a checked import in one transaction, so a file is either all in or not at all.
 * Every record gets a new id; the file's ids only link habits to goals. Answers the new habits' ids.
 */
export function createDataImportRepository(db: Db) {
  return {
    async habitCount(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(habits).where(eq(habits.userId, userId));
      return row?.n ?? 0;
    },

    /**
     * Answers 'too-many' (writing nothing) when the habits would pass `habitLimit`: counted in the
     * transaction that holds the user's row, as creating a habit does, so two imports cannot pass it together.
     */
    async importAll(userId: string, file: DataExport, habitLimit: number): Promise<string[] | 'too-many'> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        const [existing] = await tx.select({ n: count() }).from(habits).where(eq(habits.userId, userId));
        if ((existing?.n ?? 0) + file.habits.length > habitLimit) return 'too-many';
        if (file.vision) {
          const values = { text: file.vision.text, createdAt: at(file.vision.createdAt), updatedAt: at(file.vision.updatedAt) };
          await tx
            .insert(visions)
            .values({ userId, ...values })
            .onConflictDoUpdate({ target: visions.userId, set: values });
        }
        const goalIds = new Map<string, string>();
        if (file.goals.length) {
          const inserted = await tx
            .insert(goals)
            .values(file.goals.map((g) => ({ userId, name: g.name, description: g.description, createdAt: at(g.createdAt), updatedAt: at(g.updatedAt) })))
            .returning({ id: goals.id });
          file.goals.forEach((g, i) => goalIds.set(g.id, inserted[i]!.id));
        }
        const habitIds: string[] = [];
        // One at a time: each habit's id is needed for its history, and their order is kept (seq).
        for (const h of file.habits) {
          const [row] = await tx
            .insert(habits)
            .values({
              userId,
              goalId: h.goalId ? (goalIds.get(h.goalId) ?? null) : null,
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
            })
            .returning({ id: habits.id });
          const habitId = row!.id;
          habitIds.push(habitId);
          for (const part of chunks(h.completions)) {
            await tx
              .insert(habitCompletions)
              .values(part.map((c) => ({ habitId, date: c.date, createdAt: at(c.createdAt) })))
              .onConflictDoNothing();
          }
          for (const part of chunks(h.days)) {
            await tx
              .insert(habitDays)
              .values(part.map((d) => ({ habitId, date: d.date, amount: d.amount, note: d.note, skipped: d.skipped })))
              .onConflictDoNothing();
          }
        }
        for (const part of chunks(file.conversations)) {
          await tx
            .insert(coachSessions)
            .values(part.map((c) => ({ userId, kind: c.kind, messages: c.messages, unread: false, createdAt: at(c.createdAt), updatedAt: at(c.updatedAt) })));
        }
        for (const part of chunks(file.reports)) {
          await tx.insert(coachReports).values(part.map((r) => ({ userId, sessionId: null, reportedMessage: r.reportedMessage, chatHistory: r.chatHistory, createdAt: at(r.createdAt) })));
        }
        // The account's own choices stay; a file's are taken only by an account that never chose.
        if (file.notificationSettings) {
          await tx
            .insert(notificationSettings)
            .values({ userId, settings: file.notificationSettings, updatedAt: at(file.exportedAt) })
            .onConflictDoNothing();
        }
        return habitIds;
      });
    },
  };
}

export type DataImportRepository = ReturnType<typeof createDataImportRepository>;
