import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coachReports, coachSessions, type SessionMessage } from '../../db/schema.js';
import { isUuid } from '../../db/ids.js';

export type { SessionMessage };

export function createCoachRepository(db: Db) {
  return {
    /** The owner's session, or undefined for an unknown id or anyone else's. */
    async findSession(userId: string, id: string | null | undefined) {
      if (!id || !isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(coachSessions)
        .where(and(eq(coachSessions.id, id), eq(coachSessions.userId, userId)));
      return row;
    },

    async createSession(userId: string, now: Date) {
      const [row] = await db.insert(coachSessions).values({ userId, messages: [], createdAt: now, updatedAt: now }).returning();
      return row!;
    },

    async saveMessages(userId: string, id: string, messages: SessionMessage[], now: Date): Promise<void> {
      await db
        .update(coachSessions)
        .set({ messages, updatedAt: now })
        .where(and(eq(coachSessions.id, id), eq(coachSessions.userId, userId)));
    },

    async insertReport(values: typeof coachReports.$inferInsert): Promise<string> {
      const [row] = await db.insert(coachReports).values(values).returning({ id: coachReports.id });
      return row!.id;
    },

    async listReports(userId: string) {
      return db.select().from(coachReports).where(eq(coachReports.userId, userId));
    },
  };
}
export type CoachRepository = ReturnType<typeof createCoachRepository>;
