import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendarFeeds, habits, users } from '../../db/schema.js';

/** Issue 23: the private feed's token per user, and what the feed shows. */
export function createCalendarFeedRepository(db: Db) {
  return {
    async tokenOf(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ token: calendarFeeds.token }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
      return row?.token;
    },

    /** Creates the user's feed or replaces its token (the old address stops working in the same statement). */
    async replaceToken(userId: string, token: string, now: Date): Promise<void> {
      await db
        .insert(calendarFeeds)
        .values({ userId, token, createdAt: now })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: now } });
    },

    async remove(userId: string): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    /** The feed's owner (name and zone) by token, or undefined for an unknown one. */
    async ownerOf(token: string) {
      const [row] = await db
        .select({ userId: users.id, firstName: users.firstName, timezone: users.timezone, locale: users.locale })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(eq(calendarFeeds.token, token))
        .limit(1);
      return row;
    },

    /** The fields of every habit of the user the feed needs, in the user's order. */
    habitsOf(userId: string) {
      return db
        .select({
          id: habits.id,
          name: habits.name,
          description: habits.description,
          schedule: habits.schedule,
          frequency: habits.frequency,
          pauses: habits.pauses,
          archivedAt: habits.archivedAt,
          updatedAt: habits.updatedAt,
          timesOfDay: habits.timesOfDay,
        })
        .from(habits)
        .where(eq(habits.userId, userId))
        .orderBy(asc(habits.seq));
    },
  };
}

export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
