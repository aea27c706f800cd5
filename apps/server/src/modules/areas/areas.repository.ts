import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { lockOwner } from '../../db/owner-lock.js';
import { areas, habits, type AreaRow, type JsonRow } from '../../db/schema.js';
import { within } from '../../db/transactions.js';
import type { Transaction } from '../../transaction.js';

export type { AreaRow };

/** An area as an undo keeps it (dates as ISO text), and the habits it had then. */
export type AreaRecord = { row: JsonRow<AreaRow>; habitIds: string[] };
/** What an import adds: areas in order. */
export type ImportedArea = Pick<AreaRow, 'name' | 'createdAt' | 'updatedAt'>;

const asJson = <Row extends object>(row: Row) => JSON.parse(JSON.stringify(row)) as JsonRow<Row>;
const at = (iso: string) => new Date(iso);

/**
 * Issue 40: the one writer of `areas`. Every query is scoped by the owner's id: another user's area
 * is never read or changed, and an id that cannot be one (not a UUID) finds nothing.
 */
export function createAreasRepository(db: Db) {
  async function countOf(tx: Db, userId: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(areas).where(eq(areas.userId, userId));
    return row?.n ?? 0;
  }

  return {
    list(userId: string): Promise<AreaRow[]> {
      return db.select().from(areas).where(eq(areas.userId, userId)).orderBy(asc(areas.seq));
    },

    async find(userId: string, id: string): Promise<AreaRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(areas).where(and(eq(areas.id, id), eq(areas.userId, userId))).limit(1);
      return row;
    },

    /** Adds an area unless the owner has `limit` already (counted holding the owner's row). Undefined at the limit. */
    async insertWithin(limit: number, values: typeof areas.$inferInsert): Promise<AreaRow | undefined> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, values.userId);
        if ((await countOf(tx, values.userId)) >= limit) return undefined;
        const [row] = await tx.insert(areas).values(values).returning();
        return row!;
      });
    },

    async rename(userId: string, id: string, name: string, now: Date): Promise<AreaRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(areas)
        .set({ name, updatedAt: now })
        .where(and(eq(areas.id, id), eq(areas.userId, userId)))
        .returning();
      return row;
    },

    /** Deletes the area and answers it as it was, with the habits it had (they stay, in no area: ON DELETE SET NULL). */
    async take(userId: string, id: string, transaction: Transaction): Promise<AreaRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const tx = within(db, transaction);
      const [row] = await tx.select().from(areas).where(and(eq(areas.id, id), eq(areas.userId, userId))).for('update');
      if (!row) return undefined;
      const inArea = await tx.select({ id: habits.id }).from(habits).where(and(eq(habits.areaId, id), eq(habits.userId, userId)));
      await tx.delete(areas).where(eq(areas.id, id));
      return { row: asJson(row), habitIds: inArea.map((h) => h.id) };
    },

    /** Puts an area back with its id and place, unless the owner has `limit` areas. */
    async putBack(userId: string, row: JsonRow<AreaRow>, limit: number, transaction: Transaction): Promise<AreaRow | 'too-many'> {
      const tx = within(db, transaction);
      await lockOwner(tx, userId);
      if ((await countOf(tx, userId)) >= limit) return 'too-many';
      const [inserted] = await tx
        .insert(areas)
        .values({ ...row, userId, createdAt: at(row.createdAt), updatedAt: at(row.updatedAt) })
        .returning();
      return inserted!;
    },

    /** An import's areas, in order, unless the owner would pass `limit`. Answers their new ids in the file's order. */
    async insertImported(userId: string, imported: ImportedArea[], limit: number, transaction: Transaction): Promise<string[] | 'too-many'> {
      const tx = within(db, transaction);
      await lockOwner(tx, userId);
      if ((await countOf(tx, userId)) + imported.length > limit) return 'too-many';
      if (!imported.length) return [];
      const ids: string[] = [];
      // One at a time, so their order (seq) is the file's.
      for (const area of imported) {
        const [row] = await tx
          .insert(areas)
          .values({ userId, ...area })
          .returning({ id: areas.id });
        ids.push(row!.id);
      }
      return ids;
    },
  };
}

export type AreasRepository = ReturnType<typeof createAreasRepository>;
