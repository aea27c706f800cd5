import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { undoRecords, type UndoRecord } from '../../db/schema.js';
import { within } from '../../db/transactions.js';
import type { Transaction } from '../../transaction.js';

export type { UndoRecord };

/** What deletes removed, kept until `expiresAt` so that an undo puts it back as it was. */
export function createUndoRepository(db: Db) {
  return {
    /** Keeps a record a delete removed, in the delete's own transaction; answers its undo id. */
    async keep(userId: string, record: UndoRecord, now: Date, expiresAt: Date, transaction: Transaction): Promise<string> {
      const [row] = await within(db, transaction).insert(undoRecords).values({ userId, deleted: record, createdAt: now, expiresAt }).returning({ id: undoRecords.id });
      return row!.id;
    },

    /** Takes the kept record out, once: undefined when it is unknown, another user's, taken already or expired. */
    async take(userId: string, undoId: string, now: Date, transaction: Transaction): Promise<UndoRecord | undefined> {
      if (!isUuid(undoId)) return undefined;
      const [kept] = await within(db, transaction)
        .delete(undoRecords)
        .where(and(eq(undoRecords.id, undoId), eq(undoRecords.userId, userId), gt(undoRecords.expiresAt, now)))
        .returning({ deleted: undoRecords.deleted });
      return kept?.deleted;
    },

    /** Deletions past their time can no longer be undone: their kept records go. */
    async purgeExpired(now: Date): Promise<number> {
      const gone = await db.delete(undoRecords).where(lte(undoRecords.expiresAt, now)).returning({ id: undoRecords.id });
      return gone.length;
    },
  };
}

export type UndoRepository = ReturnType<typeof createUndoRepository>;
