import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { throttleEvents, users } from '../../db/schema.js';

/**
 * Issue 23: deletes an account and everything it owns in one transaction. Every table of the app
 * that holds a user's rows references `users` with ON DELETE CASCADE (the schema's rule, checked
 * by account-deletion.test.ts over every table), so deleting the user row takes them all; the
 * rows keyed by the email instead (throttling) and the queued jobs that name the user (pg-boss's
 * own schema) are deleted alongside.
 */
export function createAccountDeletionRepository(db: Db, options: { jobSchema: string }) {
  const jobTableName = `"${options.jobSchema.replaceAll('"', '')}".job`;
  const jobTable = sql.raw(jobTableName);
  return {
    /** Answers false when the user was already gone (a second request, deleted at the same moment). */
    async deleteAccount(userId: string, email: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
        if (!deleted.length) return false;
        await tx
          .delete(throttleEvents)
          .where(or(eq(throttleEvents.key, email), and(sql`left(${throttleEvents.key}, ${email.length + 1}) = ${`${email} `}`)));
        // Reminders, nudges and reviews waiting in the queue carry the user's id in their data. The
        // queue's tables exist once it has started (an instance without background jobs never does).
        const found = (await tx.execute(sql`select to_regclass(${jobTableName})::text as t`)) as unknown as { rows: { t: string | null }[] };
        const rows = found.rows;
        if (rows[0]?.t) await tx.execute(sql`delete from ${jobTable} where position(${userId} in data::text) > 0 or position(${userId} in coalesce(output::text, '')) > 0`);
        return true;
      });
    },
  };
}

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
