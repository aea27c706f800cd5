import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { HabitFieldName, HabitSchedule, HabitTarget } from '@stride/domain';
import type { Db } from '../../db/client.js';
import { habitsVersionOf, NO_HABITS } from '../../db/habits-version.js';
import { isUuid } from '../../db/ids.js';
import { lockOwner } from '../../db/owner-lock.js';
import { areas, goals, habitCompletions, habitDays, habits, type HabitDayRecord, type HabitRow } from '../../db/schema.js';
import { createCompletionsCache, type CompletionsCache, type HabitDayLog, type HabitDays } from './completions-cache.js';

export type { HabitRow, HabitDayLog };

/** A habit with its completed dates as epoch days (days since 1970-01-01), ascending, and its day logs. */
export interface HabitWithCompletions extends HabitDays {
  row: HabitRow;
}

/** What completing a day of a habit asks (issue 22): plain, or an amount added or set, with a note. */
export interface CompleteDay {
  habitId: string;
  date: string;
  now: Date;
  /** The habit's target when it has one: amounts are logged and the day is done once they reach it. */
  target: HabitTarget | null;
  value?: number | undefined;
  total?: number | undefined;
  note?: string | undefined;
}

/** Outcome of a change to a day: the habit's completions revision after it, or why it was refused. */
export type DayChange = { rev: number } | { refused: 'done' };

/**
 * Completed dates as one comma-separated text of epoch days per habit, ordered: the database
 * aggregates them, so three years of completions cross the wire as one short value per habit
 * rather than a row each.
 */
const completedDaysText = sql<string>`string_agg((${habitCompletions.date} - date '1970-01-01')::text, ',' order by ${habitCompletions.date})`;


/** Reads '19000,19001,…' (epoch days, '-' before 1970) without splitting it into strings first. */
function parseDays(text: string | null): Int32Array {
  if (!text) return new Int32Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 44) count++;
  const days = new Int32Array(count);
  let k = 0;
  let value = 0;
  let sign = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) {
      days[k++] = sign * value;
      value = 0;
      sign = 1;
    } else if (c === 45) {
      sign = -1;
    } else {
      value = value * 10 + (c - 48);
    }
  }
  days[k] = sign * value;
  return days;
}

/**
 * Every query is scoped by the owner's id: another user's habit is never read or changed, and an
 * id that cannot be a record's (not a UUID) finds nothing without asking the database to cast it.
 *
 * Completions are read through `cache`, checked against the habit's `completionsRev`, which every
 * change to its completions raises in the same transaction: a listing reads the habit rows, and
 * only the completions of habits that changed since (or were never read by this process).
 */
export function createHabitsRepository(db: Db, cache: CompletionsCache = createCompletionsCache()) {
  // The list runs on every visit to the tracker: its SQL is built once and prepared.
  const listQuery = db.select().from(habits).where(eq(habits.userId, sql.placeholder('userId'))).orderBy(asc(habits.seq)).prepare('habits_list');
  // The list's version (db/habits-version.ts): a list whose answer is kept is checked with one short
  // value instead of its rows. With the rows, a subquery of the same statement, so they and their
  // version come from one snapshot.
  const versionOf = habitsVersionOf(sql.placeholder('userId'));
  const versionQuery = db.select({ version: versionOf }).from(sql`(select 1) one`).prepare('habits_list_version');
  const versionedListQuery = db
    .select({ row: habits, version: versionOf })
    .from(habits)
    .where(eq(habits.userId, sql.placeholder('userId')))
    .orderBy(asc(habits.seq))
    .prepare('habits_list_versioned');

  async function withCompletions(rows: HabitRow[]): Promise<HabitWithCompletions[]> {
    const found = new Map<string, HabitDays>();
    const missing: HabitRow[] = [];
    for (const row of rows) {
      const days = cache.get(row.id, row.completionsRev);
      if (days) found.set(row.id, days);
      else missing.push(row);
    }
    if (missing.length) {
      const ids = missing.map((row) => row.id);
      const [read, logs] = await Promise.all([
        db
          .select({ habitId: habitCompletions.habitId, days: completedDaysText })
          .from(habitCompletions)
          .where(inArray(habitCompletions.habitId, ids))
          .groupBy(habitCompletions.habitId),
        db
          .select({ habitId: habitDays.habitId, day: sql<number>`(${habitDays.date} - date '1970-01-01')`, amount: habitDays.amount, note: habitDays.note, skipped: habitDays.skipped, doneTimes: habitDays.doneTimes })
          .from(habitDays)
          .where(inArray(habitDays.habitId, ids))
          .orderBy(asc(habitDays.habitId), asc(habitDays.date)),
      ]);
      const byHabit = new Map(read.map((r) => [r.habitId, parseDays(r.days)]));
      const logsByHabit = new Map<string, HabitDayLog[]>();
      for (const { habitId, day, ...log } of logs) {
        const list = logsByHabit.get(habitId) ?? [];
        list.push({ day: Number(day), ...log });
        logsByHabit.set(habitId, list);
      }
      for (const row of missing) {
        const days = { completedDays: byHabit.get(row.id) ?? new Int32Array(0), logs: logsByHabit.get(row.id) ?? [] };
        // Read after the row: at least as new as its revision, so safe to keep under it.
        cache.set(row.id, row.completionsRev, days);
        found.set(row.id, days);
      }
    }
    return rows.map((row) => ({ row, ...found.get(row.id)! }));
  }

  /** Raises the habit's completions revision; answers the new one. */
  async function bumpRevision(tx: Pick<Db, 'update'>, habitId: string): Promise<number> {
    const [row] = await tx
      .update(habits)
      .set({ completionsRev: sql`${habits.completionsRev} + 1` })
      .where(eq(habits.id, habitId))
      .returning({ rev: habits.completionsRev });
    return row?.rev ?? 0;
  }

  return {
    /** The user's habits in creation order, each with its completed days. */
    async listWithCompletions(userId: string): Promise<HabitWithCompletions[]> {
      return withCompletions(await listQuery.execute({ userId }));
    },

    /** The user's habits in creation order (their `completionsRev` tells whether completions changed). */
    async listHabits(userId: string): Promise<HabitRow[]> {
      return listQuery.execute({ userId });
    },

    /** The version of the user's habit rows: equal while none of them changed ('none' without habits). */
    async listVersion(userId: string): Promise<string> {
      const [found] = await versionQuery.execute({ userId });
      return found?.version ?? NO_HABITS;
    },

    /** `listHabits` with the version of the rows read (as `listVersion` names it). */
    async listHabitsVersioned(userId: string): Promise<{ rows: HabitRow[]; version: string }> {
      const found = await versionedListQuery.execute({ userId });
      return { rows: found.map((f) => f.row), version: found[0]?.version ?? NO_HABITS };
    },

    /** Each habit with its completed days. */
    completionsOf: withCompletions,

    /** One habit's completed days and day logs, ascending. */
    async daysOf(row: HabitRow): Promise<HabitDays> {
      const [habit] = await withCompletions([row]);
      return habit!;
    },

    async findHabit(userId: string, id: string): Promise<HabitRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(habits).where(and(eq(habits.id, id), eq(habits.userId, userId))).limit(1);
      return row;
    },

    /** Issue 40: whether `areaId` is one of the owner's areas (read only: the areas module writes them). */
    async areaBelongsTo(userId: string, areaId: string): Promise<boolean> {
      if (!isUuid(areaId)) return false;
      const [row] = await db.select({ id: areas.id }).from(areas).where(and(eq(areas.id, areaId), eq(areas.userId, userId))).limit(1);
      return !!row;
    },

    async goalBelongsTo(userId: string, goalId: string): Promise<boolean> {
      if (!isUuid(goalId)) return false;
      const [row] = await db.select({ id: goals.id }).from(goals).where(and(eq(goals.id, goalId), eq(goals.userId, userId))).limit(1);
      return !!row;
    },

    /**
     * Adds a habit unless the user already has `limit`: the count and the insert run in one
     * transaction holding the user's row, so concurrent requests cannot pass the limit together.
     * Answers undefined when the limit is reached.
     */
    async insertHabitWithin(limit: number, values: typeof habits.$inferInsert): Promise<HabitRow | undefined> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, values.userId);
        const [row] = await tx.select({ n: count() }).from(habits).where(eq(habits.userId, values.userId));
        if ((row?.n ?? 0) >= limit) return undefined;
        const [inserted] = await tx.insert(habits).values(values).returning();
        return inserted!;
      });
    },

    /**
     * Reads the habit locked for update, lets `change` compute its new schedule and fields, and
     * writes them in the same transaction: two edits of one habit at once apply one after the other.
     */
    async updateHabit(
      userId: string,
      id: string,
      change: (
        row: HabitRow,
      ) => Promise<Partial<Pick<HabitRow, 'name' | 'description' | 'goalId' | 'areaId' | 'schedule' | 'reminders' | 'pauses' | 'archivedAt' | 'updatedAt' | HabitFieldName>>>,
      prune?: (schedule: HabitSchedule, dates: string[]) => string[],
    ): Promise<HabitRow | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(habits)
          .where(and(eq(habits.id, id), eq(habits.userId, userId)))
          .for('update')
          .limit(1);
        if (!row) return undefined;
        const values = await change(row);
        const [updated] = await tx.update(habits).set(values).where(eq(habits.id, id)).returning();
        let changedDays = false;
        if (prune && values.schedule) {
          const pruned = await pruneDays(tx, id, values.schedule, prune);
          changedDays = pruned.completions.length + pruned.days.length > 0;
        }
        if (values.target && values.target.direction !== 'atMost') {
          // A new target decides again which logged days are done: those whose amount reaches it.
          // (A limit's kept days are read off the amounts, never stored: issue 40.)
          const quantity = values.target.quantity;
          const logged = await tx.select({ date: habitDays.date, amount: habitDays.amount }).from(habitDays).where(eq(habitDays.habitId, id));
          for (const { date, amount } of logged) {
            if (amount === null) continue;
            if (amount >= quantity) await tx.insert(habitCompletions).values({ habitId: id, date, createdAt: values.updatedAt ?? new Date() }).onConflictDoNothing();
            else await tx.delete(habitCompletions).where(and(eq(habitCompletions.habitId, id), eq(habitCompletions.date, date)));
            changedDays = true;
          }
        }
        return changedDays ? { ...updated!, completionsRev: await bumpRevision(tx, id) } : updated;
      });
    },

    /**
     * Completes a day, idempotently for a habit without a target: completing a date twice, even at
     * the same moment, leaves one completion. For a habit with a target the day's amount is
     * added to (`value`), set (`total`) or raised to the target (neither), and the date is
     * completed exactly while the amount reaches the target. Completing clears a skip; a note is
     * kept with the day. Answers the completions revision after the call.
     */
    async complete({ habitId, date, now, target, value, total, note }: CompleteDay): Promise<number> {
      return db.transaction(async (tx) => {
        let changed = false;
        const [log] = await tx.select().from(habitDays).where(and(eq(habitDays.habitId, habitId), eq(habitDays.date, date))).for('update').limit(1);
        let amount = log?.amount ?? null;
        let done = true;
        if (target?.direction === 'atMost') {
          // Issue 40: a limit is never completed: its kept days are read off the totals
          // (docs/decisions/032). A completion without a value logs one (a coffee, a slip).
          const before = amount ?? 0;
          amount = value !== undefined ? before + value : total !== undefined ? total : before + 1;
          done = false;
        } else if (target) {
          const before = amount ?? 0;
          amount = value !== undefined ? before + value : total !== undefined ? total : Math.max(before, target.quantity);
          done = amount >= target.quantity;
        }
        const nextNote = note === undefined ? (log?.note ?? null) : note || null;
        if (log ? log.amount !== amount || log.note !== nextNote || log.skipped : amount !== null || nextNote !== null) {
          changed = (await writeDay(tx, habitId, date, { amount, note: nextNote, skipped: false })) || changed;
        }
        if (done) {
          const added = await tx.insert(habitCompletions).values({ habitId, date, createdAt: now }).onConflictDoNothing().returning({ date: habitCompletions.date });
          changed = added.length > 0 || changed;
        } else {
          const removed = await tx.delete(habitCompletions).where(and(eq(habitCompletions.habitId, habitId), eq(habitCompletions.date, date))).returning({ date: habitCompletions.date });
          changed = removed.length > 0 || changed;
        }
        return changed ? bumpRevision(tx, habitId) : currentRevision(tx, habitId);
      });
    },

    /** Undoes a day: its completion and any amount logged go; a note stays. */
    async uncomplete(habitId: string, date: string): Promise<number> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(habitCompletions)
          .where(and(eq(habitCompletions.habitId, habitId), eq(habitCompletions.date, date)))
          .returning({ date: habitCompletions.date });
        const [log] = await tx.select().from(habitDays).where(and(eq(habitDays.habitId, habitId), eq(habitDays.date, date))).for('update').limit(1);
        const clearedAmount = log && log.amount !== null ? await writeDay(tx, habitId, date, { ...log, amount: null }) : false;
        return removed.length || clearedAmount ? bumpRevision(tx, habitId) : currentRevision(tx, habitId);
      });
    },

    /**
     * Skips a day: a rest day that neither breaks the streak nor counts. Refused while the day is
     * completed; skipping twice leaves one skip. A partly logged amount stays with the day.
     */
    async skip(habitId: string, date: string, note: string | undefined): Promise<DayChange> {
      return db.transaction(async (tx) => {
        const [done] = await tx.select({ date: habitCompletions.date }).from(habitCompletions).where(and(eq(habitCompletions.habitId, habitId), eq(habitCompletions.date, date)));
        if (done) return { refused: 'done' as const };
        const [log] = await tx.select().from(habitDays).where(and(eq(habitDays.habitId, habitId), eq(habitDays.date, date))).for('update').limit(1);
        const next = { amount: log?.amount ?? null, note: note === undefined ? (log?.note ?? null) : note || null, skipped: true };
        const changed = !log || !log.skipped || log.note !== next.note ? await writeDay(tx, habitId, date, next) : false;
        return { rev: changed ? await bumpRevision(tx, habitId) : await currentRevision(tx, habitId) };
      });
    },

    async unskip(habitId: string, date: string): Promise<number> {
      return db.transaction(async (tx) => {
        const [log] = await tx.select().from(habitDays).where(and(eq(habitDays.habitId, habitId), eq(habitDays.date, date))).for('update').limit(1);
        if (!log?.skipped) return currentRevision(tx, habitId);
        await writeDay(tx, habitId, date, { ...log, skipped: false });
        return bumpRevision(tx, habitId);
      });
    },

    /** Sets the pauses of each of the user's habits `ids` with `change` (one transaction). Answers the habits changed. */
    async setPauses(userId: string, ids: string[], change: (row: HabitRow) => HabitRow['pauses'], now: Date): Promise<HabitRow[]> {
      if (!ids.length) return [];
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(habits)
          .where(and(eq(habits.userId, userId), inArray(habits.id, ids)))
          .orderBy(asc(habits.seq))
          .for('update');
        const out: HabitRow[] = [];
        for (const row of rows) {
          const [updated] = await tx.update(habits).set({ pauses: change(row), updatedAt: now }).where(eq(habits.id, row.id)).returning();
          out.push(updated!);
        }
        return out;
      });
    },
  };
}

type DayValues = { amount: number | null; note: string | null; skipped: boolean; doneTimes?: string[] | null };

/** What a schedule change took from a habit's days: its completions and day logs on dates it no longer has. */
export interface PrunedDays {
  completions: { date: string; createdAt: Date }[];
  days: HabitDayRecord[];
}

/**
 * Completions and day logs of dates `schedule` no longer has go with them (`prune` picks those
 * dates); answers what went, for an undo to put back (issue 39). The caller raises the revision.
 */
export async function pruneDays(tx: Pick<Db, 'select' | 'delete'>, habitId: string, schedule: HabitSchedule, prune: (schedule: HabitSchedule, dates: string[]) => string[]): Promise<PrunedDays> {
  const done = await tx.select({ date: habitCompletions.date }).from(habitCompletions).where(eq(habitCompletions.habitId, habitId));
  const logged = await tx.select({ date: habitDays.date }).from(habitDays).where(eq(habitDays.habitId, habitId));
  const stale = prune(schedule, [...new Set([...done, ...logged].map((d) => d.date))]);
  if (!stale.length) return { completions: [], days: [] };
  const completions = await tx
    .delete(habitCompletions)
    .where(and(eq(habitCompletions.habitId, habitId), inArray(habitCompletions.date, stale)))
    .returning({ date: habitCompletions.date, createdAt: habitCompletions.createdAt });
  const days = await tx
    .delete(habitDays)
    .where(and(eq(habitDays.habitId, habitId), inArray(habitDays.date, stale)))
    .returning({ date: habitDays.date, amount: habitDays.amount, note: habitDays.note, skipped: habitDays.skipped });
  return { completions, days };
}

/** Writes a day's log, deleting the row when nothing is left in it. Answers whether anything changed. */
async function writeDay(tx: Pick<Db, 'insert' | 'delete'>, habitId: string, date: string, values: DayValues): Promise<boolean> {
  // Issue 40: a day with times checked off keeps its row.
  if (values.amount === null && !values.note && !values.skipped && !values.doneTimes?.length) {
    const removed = await tx.delete(habitDays).where(and(eq(habitDays.habitId, habitId), eq(habitDays.date, date))).returning({ date: habitDays.date });
    return removed.length > 0;
  }
  await tx
    .insert(habitDays)
    .values({ habitId, date, ...values })
    .onConflictDoUpdate({ target: [habitDays.habitId, habitDays.date], set: values });
  return true;
}

async function currentRevision(tx: Pick<Db, 'select'>, habitId: string): Promise<number> {
  const [row] = await tx.select({ rev: habits.completionsRev }).from(habits).where(eq(habits.id, habitId));
  return row?.rev ?? 0;
}

export type HabitsRepository = ReturnType<typeof createHabitsRepository>;
