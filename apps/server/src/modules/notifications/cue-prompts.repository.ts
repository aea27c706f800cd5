import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { habits, users } from '../../db/schema.js';
import type { Tx } from './notification-schedule.repository.js';

/** What a cue prompt reads (issue 40): the anchor habit, and the owner's habits stacked on it. */
export function createCuePromptsRepository(db: Db) {
  return {
    async anchor(userId: string, anchorId: string) {
      const [row] = await db
        .select({ name: habits.name, timezone: users.timezone, locale: users.locale })
        .from(habits)
        .innerJoin(users, eq(users.id, habits.userId))
        .where(and(eq(habits.id, anchorId), eq(habits.userId, userId)));
      return row;
    },
    /** The owner's habits in use whose cue names `anchorId`. */
    async stackedOn(userId: string, anchorId: string) {
      return db
        .select({ id: habits.id, name: habits.name, schedule: habits.schedule, reminders: habits.reminders, pauses: habits.pauses, cue: habits.cue })
        .from(habits)
        .where(and(eq(habits.userId, userId), isNull(habits.archivedAt), sql`${habits.cue}->>'afterHabitId' = ${anchorId}`));
    },
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}

export type CuePromptsRepository = ReturnType<typeof createCuePromptsRepository>;
