import { isDeepStrictEqual } from 'node:util';
import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { HabitFieldName, HabitSchedule } from '@stride/domain';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { lockOwner } from '../../db/owner-lock.js';
import { areas, goals, habitCompletions, habitDays, habits, type HabitDayRecord, type HabitRecord, type HabitRow, type HistoryRecord, type JsonRow, type OccurrenceRecord } from '../../db/schema.js';
import { within } from '../../db/transactions.js';
import type { Transaction } from '../../transaction.js';
import { pruneDays, type PrunedDays } from './habits.repository.js';
import { dropAnchor } from './habit-slots.repository.js';

export type { HabitDayRecord, HabitRecord, HistoryRecord, OccurrenceRecord, PrunedDays };

/** A habit to add whole (an import): its row's values, completions and days. */
export interface NewHabitRecord {
  goalId: string | null;
  /** Issue 40: the habit's area (an imported area's new id); null for none. */
  areaId?: string | null;
  row: Pick<HabitRow, 'name' | 'description' | 'schedule' | 'reminders' | 'pauses' | 'archivedAt' | 'createdAt' | 'updatedAt'> & Partial<Pick<HabitRow, HabitFieldName>>;
  completions: { date: string; createdAt: Date }[];
  days: HabitDayRecord[];
  /** Issue 40: the habit's id in the file, so a cue's anchor (an id of the file's) finds the habit it names. */
  fileId?: string;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table here. */
const CHUNK = 2000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

const asJson = <Row extends object>(row: Row) => JSON.parse(JSON.stringify(row)) as JsonRow<Row>;
const at = (iso: string) => new Date(iso);

/**
 * Habits whole (issue 36): taken out with everything that is theirs, put back as they were, added
 * by an import. With `completions_rev` raised as every change to a habit's days raises it, this is
 * the habits module's own writing of its tables, the one other modules reach through its service.
 */
export function createHabitRecordsRepository(db: Db) {
  /** Runs `work` in the transaction given, else in one of its own. */
  const inTransaction = <T>(transaction: Transaction | undefined, work: (tx: Db) => Promise<T>) => (transaction ? work(within(db, transaction)) : db.transaction(work));

  async function insertDays(tx: Db, habitId: string, completions: { date: string; createdAt: Date }[], days: HabitDayRecord[]) {
    for (const part of chunks(completions)) {
      await tx
        .insert(habitCompletions)
        .values(part.map((c) => ({ habitId, date: c.date, createdAt: c.createdAt })))
        .onConflictDoNothing();
    }
    for (const part of chunks(days)) {
      await tx
        .insert(habitDays)
        .values(part.map((d) => ({ habitId, date: d.date, amount: d.amount, note: d.note, skipped: d.skipped, doneTimes: d.doneTimes ?? null })))
        .onConflictDoNothing();
    }
  }

  /** The owner's habit, held for update until the transaction ends. */
  async function lockHabit(tx: Db, userId: string, id: string): Promise<HabitRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await tx.select().from(habits).where(and(eq(habits.id, id), eq(habits.userId, userId))).for('update');
    return row;
  }

  /** Gives the habit `changes` and a new completions revision, and puts the days kept back (an undo); answers the row. */
  async function withDaysBack(tx: Db, id: string, changes: Partial<Pick<HabitRow, 'schedule' | 'updatedAt'>>, kept: { completions: { date: string; createdAt: string }[]; days: HabitDayRecord[] }): Promise<HabitRow> {
    const [row] = await tx
      .update(habits)
      .set({ ...changes, completionsRev: sql`${habits.completionsRev} + 1` })
      .where(eq(habits.id, id))
      .returning();
    await insertDays(
      tx,
      id,
      kept.completions.map((c) => ({ date: c.date, createdAt: at(c.createdAt) })),
      kept.days,
    );
    return row!;
  }

  async function habitCount(tx: Db, userId: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(habits).where(eq(habits.userId, userId));
    return row?.n ?? 0;
  }

  return {
    async count(userId: string): Promise<number> {
      return habitCount(db, userId);
    },

    /** Issue 40: each habit's name, schedule and frequency (what an import compares, decision 033). */
    async likenesses(userId: string): Promise<Array<Pick<HabitRow, 'name' | 'schedule' | 'frequency'>>> {
      return db.select({ name: habits.name, schedule: habits.schedule, frequency: habits.frequency }).from(habits).where(eq(habits.userId, userId));
    },

    /** Deletes the habit and answers it whole, as it was; undefined when the owner has no such habit. */
    async take(userId: string, id: string, transaction?: Transaction): Promise<HabitRecord | undefined> {
      if (!isUuid(id)) return undefined;
      return inTransaction(transaction, async (tx) => {
        const [row] = await tx.select().from(habits).where(and(eq(habits.id, id), eq(habits.userId, userId))).for('update');
        if (!row) return undefined;
        const done = await tx.select({ date: habitCompletions.date, createdAt: habitCompletions.createdAt }).from(habitCompletions).where(eq(habitCompletions.habitId, id)).orderBy(asc(habitCompletions.date));
        const days = await tx
          .select({ date: habitDays.date, amount: habitDays.amount, note: habitDays.note, skipped: habitDays.skipped, doneTimes: habitDays.doneTimes })
          .from(habitDays)
          .where(eq(habitDays.habitId, id))
          .orderBy(asc(habitDays.date));
        // Its completions and days go with it (ON DELETE CASCADE); habits stacked on it keep their cue's words (issue 40).
        await dropAnchor(tx, userId, id);
        await tx.delete(habits).where(eq(habits.id, id));
        return { row: asJson(row), completions: done.map((c) => ({ date: c.date, createdAt: c.createdAt.toISOString() })), days };
      });
    },

    /**
     * Puts a habit taken out back whole, with its id, place in the list, history and days; linked
     * to its goal again if the owner still has it. Counts against `limit` like a new habit.
     */
    async putBack(userId: string, record: HabitRecord, limit: number, transaction?: Transaction): Promise<HabitRow | 'too-many'> {
      return inTransaction(transaction, async (tx) => {
        await lockOwner(tx, userId);
        if ((await habitCount(tx, userId)) >= limit) return 'too-many';
        const r = record.row;
        const goalStays = r.goalId !== null && (await tx.select({ id: goals.id }).from(goals).where(and(eq(goals.id, r.goalId), eq(goals.userId, userId)))).length > 0;
        // Issue 40: in its area again if the owner still has it (a habit kept before areas has none).
        const areaId = r.areaId ?? null;
        const areaStays = areaId !== null && (await tx.select({ id: areas.id }).from(areas).where(and(eq(areas.id, areaId), eq(areas.userId, userId)))).length > 0;
        const [row] = await tx
          .insert(habits)
          .values({
            ...r,
            goalId: goalStays ? r.goalId : null,
            areaId: areaStays ? areaId : null,
            userId,
            // A new revision: no reader may take completions it cached before the delete as current.
            completionsRev: r.completionsRev + 1,
            archivedAt: r.archivedAt ? at(r.archivedAt) : null,
            createdAt: at(r.createdAt),
            updatedAt: at(r.updatedAt),
          })
          .returning();
        await insertDays(
          tx,
          r.id,
          record.completions.map((c) => ({ date: c.date, createdAt: at(c.createdAt) })),
          record.days ?? [],
        );
        return row!;
      });
    },

    /**
     * Adds habits whole, in order (their place in the list is kept), unless the owner would pass
     * `limit`: counted holding the owner's row, as creating a habit does. Answers the new ids.
     */
    async insertAll(userId: string, records: NewHabitRecord[], limit: number, transaction?: Transaction): Promise<string[] | 'too-many'> {
      return inTransaction(transaction, async (tx) => {
        await lockOwner(tx, userId);
        if ((await habitCount(tx, userId)) + records.length > limit) return 'too-many';
        const ids: string[] = [];
        // One at a time: each habit's id is needed for its history, and their order is kept (seq).
        for (const record of records) {
          const [row] = await tx
            .insert(habits)
            .values({ userId, goalId: record.goalId, areaId: record.areaId ?? null, ...record.row })
            .returning({ id: habits.id });
          ids.push(row!.id);
          await insertDays(tx, row!.id, record.completions, record.days);
        }
        // Issue 40: a cue's anchor names a habit of the file: the new id of that habit, or none (its words stay).
        const newId = new Map(records.flatMap((r, i) => (r.fileId ? [[r.fileId, ids[i]!] as const] : [])));
        for (const [i, record] of records.entries()) {
          const cue = record.row.cue;
          if (!cue?.afterHabitId) continue;
          const anchor = newId.get(cue.afterHabitId);
          const next = anchor ? { ...cue, afterHabitId: anchor } : cue.text ? { text: cue.text } : null;
          await tx.update(habits).set({ cue: next }).where(eq(habits.id, ids[i]!));
        }
        return ids;
      });
    },

    /**
     * Gives the owner's habit the schedule `change` makes of it, taking the completions and days of
     * the dates it no longer has (`prune` picks them), in the transaction given: an occurrence
     * deleted so that it can be brought back (issue 39). Answers the row after, the schedule
     * before and what went; undefined when the owner has no such habit.
     */
    async reschedule(
      userId: string,
      id: string,
      change: (row: HabitRow) => HabitSchedule,
      prune: (schedule: HabitSchedule, dates: string[]) => string[],
      now: Date,
      transaction: Transaction,
    ): Promise<{ row: HabitRow; before: HabitSchedule; pruned: PrunedDays } | undefined> {
      const tx = within(db, transaction);
      const current = await lockHabit(tx, userId, id);
      if (!current) return undefined;
      const schedule = change(current);
      const pruned = await pruneDays(tx, id, schedule, prune);
      const daysChanged = pruned.completions.length + pruned.days.length > 0;
      const [row] = await tx
        .update(habits)
        .set({ schedule, updatedAt: now, ...(daysChanged ? { completionsRev: sql`${habits.completionsRev} + 1` } : {}) })
        .where(eq(habits.id, id))
        .returning();
      return { row: row!, before: current.schedule, pruned };
    },

    /**
     * Puts back what a `reschedule` took: the schedule before and the days that went, as long as
     * the habit still has the schedule it left ('changed' otherwise: a later edit is never undone
     * with it). Undefined when the owner has no such habit (deleted since).
     */
    async restoreSchedule(userId: string, record: OccurrenceRecord, now: Date, transaction: Transaction): Promise<HabitRow | 'changed' | undefined> {
      const tx = within(db, transaction);
      const current = await lockHabit(tx, userId, record.habitId);
      if (!current) return undefined;
      if (!isDeepStrictEqual(current.schedule, record.after)) return 'changed';
      return withDaysBack(tx, current.id, { schedule: record.before, updatedAt: now }, record);
    },

    /**
     * Issue 50: takes the owner's habit's history up to `through` (its completions and days: amounts,
     * notes, skips), keeping the habit and its days after; answers what went (undefined when the
     * owner has no such habit).
     */
    async takeHistory(userId: string, id: string, through: string, now: Date, transaction: Transaction): Promise<{ row: HabitRow; taken: HistoryRecord } | undefined> {
      const tx = within(db, transaction);
      const current = await lockHabit(tx, userId, id);
      if (!current) return undefined;
      const done = await tx
        .delete(habitCompletions)
        .where(and(eq(habitCompletions.habitId, id), lte(habitCompletions.date, through)))
        .returning({ date: habitCompletions.date, createdAt: habitCompletions.createdAt });
      const days = await tx
        .delete(habitDays)
        .where(and(eq(habitDays.habitId, id), lte(habitDays.date, through)))
        .returning({ date: habitDays.date, amount: habitDays.amount, note: habitDays.note, skipped: habitDays.skipped, doneTimes: habitDays.doneTimes });
      const byDate = (a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date);
      const [row] = await tx
        .update(habits)
        .set({ updatedAt: now, completionsRev: sql`${habits.completionsRev} + 1` })
        .where(eq(habits.id, id))
        .returning();
      const completions = done.sort(byDate).map((c) => ({ date: c.date, createdAt: c.createdAt.toISOString() }));
      return { row: row!, taken: { habitId: id, through, completions, days: days.sort(byDate) } };
    },

    /** Puts a history `takeHistory` took back; a day written since keeps what it has now. Undefined when the habit is gone. */
    async restoreHistory(userId: string, record: HistoryRecord, now: Date, transaction: Transaction): Promise<HabitRow | undefined> {
      const tx = within(db, transaction);
      const current = await lockHabit(tx, userId, record.habitId);
      if (!current) return undefined;
      return withDaysBack(tx, current.id, { updatedAt: now }, record);
    },

    /** Issue 40: puts the owner's habits `ids` that are in no area into `areaId` (an area brought back takes its habits again). */
    async linkToArea(userId: string, ids: string[], areaId: string, now: Date, transaction?: Transaction): Promise<HabitRow[]> {
      if (!ids.length) return [];
      return within(db, transaction)
        .update(habits)
        .set({ areaId, updatedAt: now })
        .where(and(inArray(habits.id, ids), eq(habits.userId, userId), isNull(habits.areaId)))
        .returning();
    },

    /** Links the owner's habits `ids` that belong to no goal to `goalId` (a goal brought back takes its habits again). */
    async linkToGoal(userId: string, ids: string[], goalId: string, now: Date, transaction?: Transaction): Promise<HabitRow[]> {
      if (!ids.length) return [];
      return within(db, transaction)
        .update(habits)
        .set({ goalId, updatedAt: now })
        .where(and(inArray(habits.id, ids), eq(habits.userId, userId), isNull(habits.goalId)))
        .returning();
    },
  };
}

export type HabitRecordsRepository = ReturnType<typeof createHabitRecordsRepository>;
