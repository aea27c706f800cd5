import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { coachSessions } from '../../db/schema.js';

/** Messages the coach sent unasked (the weekly review, issue 21), kept as sessions of their own. */
export function createCoachInboxRepository(db: Db) {
  return {
    async addReview(userId: string, content: string, now: Date): Promise<string> {
      const [row] = await db
        .insert(coachSessions)
        .values({ userId, kind: 'review', unread: true, messages: [{ role: 'assistant', content }], createdAt: now, updatedAt: now })
        .returning({ id: coachSessions.id });
      return row!.id;
    },

    /** Unread reviews, newest first. */
    async unread(userId: string): Promise<{ id: string; content: string; createdAt: Date }[]> {
      const rows = await db
        .select({ id: coachSessions.id, messages: coachSessions.messages, createdAt: coachSessions.createdAt })
        .from(coachSessions)
        .where(and(eq(coachSessions.userId, userId), eq(coachSessions.unread, true)))
        .orderBy(desc(coachSessions.createdAt))
        .limit(20);
      return rows.map((r) => ({ id: r.id, content: r.messages[0]?.content ?? '', createdAt: r.createdAt }));
    },

    async markRead(userId: string, ids: string[]): Promise<void> {
      const valid = ids.filter(isUuid);
      if (!valid.length) return;
      await db
        .update(coachSessions)
        .set({ unread: false })
        .where(and(eq(coachSessions.userId, userId), inArray(coachSessions.id, valid)));
    },
  };
}

export type CoachInboxRepository = ReturnType<typeof createCoachInboxRepository>;
