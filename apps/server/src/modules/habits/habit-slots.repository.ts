import { and, eq, sql } from 'drizzle-orm';
import { isDayDoneForTimes, withSlot } from '@stride/domain';
import type { Db } from '../../db/client.js';
import { habitCompletions, habitDays, habits } from '../../db/schema.js';

/** One check-off of a several-times-a-day habit (issue 40): `time` done or undone; without `time`, every time at once. */
export interface SlotChange {
  habitId: string;
  date: string;
  timesOfDay: readonly string[];
  /** The slot; undefined for the whole day (an area's "Done all", a check-off without a time). */
  time: string | undefined;
  done: boolean;
  now: Date;
}

/**
 * The habits module's writing of a day's done times (issue 40, docs/decisions/034): kept in
 * habit_days.done_times, and the date in habit_completions exactly while every time is done, so
 * streaks and analytics read several-times-a-day habits as they read any other. Every change
 * raises the habit's completions revision in the same transaction, as the habits repository's do.
 */
export function createHabitSlotsRepository(db: Db) {
  return {
    /** Answers the completions revision after the change, and whether the day went from not done to done. */
    async setSlot({ habitId, date, timesOfDay, time, done, now }: SlotChange): Promise<{ rev: number; dayDone: boolean; becameDone: boolean }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: habits.id }).from(habits).where(eq(habits.id, habitId)).for('update');
        const [log] = await tx.select().from(habitDays).where(and(eq(habitDays.habitId, habitId), eq(habitDays.date, date))).limit(1);
        const before = log?.doneTimes ?? [];
        const after = time === undefined ? (done ? [...timesOfDay] : []) : withSlot(before, time, done);
        const [completed] = await tx.select({ date: habitCompletions.date }).from(habitCompletions).where(and(eq(habitCompletions.habitId, habitId), eq(habitCompletions.date, date)));
        const dayDone = isDayDoneForTimes(timesOfDay, after);
        let changed = false;
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          changed = true;
          const doneTimes = after.length ? after : null;
          if (!log) {
            await tx.insert(habitDays).values({ habitId, date, doneTimes, skipped: false });
          } else if (doneTimes === null && log.amount === null && !log.note && !log.skipped) {
            await tx.delete(habitDays).where(and(eq(habitDays.habitId, habitId), eq(habitDays.date, date)));
          } else {
            // A check-off clears a skip, as completing a day does.
            await tx
              .update(habitDays)
              .set({ doneTimes, skipped: done ? false : log.skipped })
              .where(and(eq(habitDays.habitId, habitId), eq(habitDays.date, date)));
          }
        }
        if (dayDone && !completed) {
          await tx.insert(habitCompletions).values({ habitId, date, createdAt: now }).onConflictDoNothing();
          changed = true;
        } else if (!dayDone && completed) {
          await tx.delete(habitCompletions).where(and(eq(habitCompletions.habitId, habitId), eq(habitCompletions.date, date)));
          changed = true;
        }
        const [row] = changed
          ? await tx
              .update(habits)
              .set({ completionsRev: sql`${habits.completionsRev} + 1` })
              .where(eq(habits.id, habitId))
              .returning({ rev: habits.completionsRev })
          : await tx.select({ rev: habits.completionsRev }).from(habits).where(eq(habits.id, habitId));
        return { rev: row?.rev ?? 0, dayDone, becameDone: dayDone && !completed };
      });
    },

    /** The owner's habits as the cue rules read them (id and cue). */
    async cuesOf(userId: string): Promise<{ id: string; cue: { afterHabitId?: string; text?: string } | null }[]> {
      return db.select({ id: habits.id, cue: habits.cue }).from(habits).where(eq(habits.userId, userId));
    },
  };
}

export type HabitSlotsRepository = ReturnType<typeof createHabitSlotsRepository>;

/**
 * A deleted anchor's stacked habits keep their cue's words and lose its anchor (a cue left with
 * nothing goes). Run in the delete's transaction.
 */
export async function dropAnchor(tx: Pick<Db, 'update'>, userId: string, anchorId: string): Promise<void> {
  await tx
    .update(habits)
    .set({ cue: sql`case when (${habits.cue} - 'afterHabitId') = '{}'::jsonb then null else ${habits.cue} - 'afterHabitId' end` })
    .where(and(eq(habits.userId, userId), sql`${habits.cue}->>'afterHabitId' = ${anchorId}`));
}
