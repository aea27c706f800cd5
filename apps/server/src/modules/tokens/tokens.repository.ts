import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { lockOwner } from '../../db/owner-lock.js';
import { apiTokens, users, type UserRow } from '../../db/schema.js';
import { within } from '../../db/transactions.js';
import type { Transaction } from '../../transaction.js';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** A token found by its hash, with its owner, after this request was counted in its minute. */
export interface UsedToken {
  token: Pick<ApiTokenRow, 'id' | 'userId' | 'scope' | 'tokenHash' | 'windowCount' | 'windowStart'>;
  user: UserRow;
}

/**
 * Issue 41: the one writer of `api_tokens`. Every query but the lookup by secret is scoped by the
 * owner's id; an id that cannot be one (not a UUID) finds nothing.
 */
export function createTokensRepository(db: Db) {
  return {
    list(userId: string): Promise<ApiTokenRow[]> {
      return db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
    },

    /** Adds a token unless the owner has `limit` already (counted holding the owner's row). Undefined at the limit. */
    async insertWithin(limit: number, values: typeof apiTokens.$inferInsert): Promise<ApiTokenRow | undefined> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, values.userId);
        const [row] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, values.userId));
        if ((row?.n ?? 0) >= limit) return undefined;
        const [inserted] = await tx.insert(apiTokens).values(values).returning();
        return inserted!;
      });
    },

    /** Issue 48: deletes every token of the owner, in the caller's transaction (a password reset); answers their names. */
    async removeAll(userId: string, transaction: Transaction): Promise<string[]> {
      const gone = await within(db, transaction).delete(apiTokens).where(eq(apiTokens.userId, userId)).returning({ name: apiTokens.name });
      return gone.map((row) => row.name).sort();
    },

    /** Deletes the owner's token; false when they have none of that id. */
    async remove(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const gone = await db.delete(apiTokens).where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId))).returning({ id: apiTokens.id });
      return gone.length > 0;
    },

    /**
     * The token of that hash with its owner, counting this use: `last_used_at` is now, and the
     * minute's count goes up by `uses` (starting again in a new minute), in the one statement
     * that finds it, so that two instances count the same window.
     */
    async use(tokenHash: string, now: Date, minute: Date, uses = 1): Promise<UsedToken | undefined> {
      const [token] = await db
        .update(apiTokens)
        .set({
          lastUsedAt: now,
          windowCount: sql`CASE WHEN ${apiTokens.windowStart} = ${minute} THEN ${apiTokens.windowCount} + ${uses} ELSE ${uses} END`,
          windowStart: minute,
        })
        .where(eq(apiTokens.tokenHash, tokenHash))
        .returning({ id: apiTokens.id, userId: apiTokens.userId, scope: apiTokens.scope, tokenHash: apiTokens.tokenHash, windowCount: apiTokens.windowCount, windowStart: apiTokens.windowStart });
      if (!token) return undefined;
      const [user] = await db.select().from(users).where(eq(users.id, token.userId)).limit(1);
      return user && { token, user };
    },
  };
}

export type TokensRepository = ReturnType<typeof createTokensRepository>;
