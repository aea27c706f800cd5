import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { lockOwner } from '../../db/owner-lock.js';
import { oauthClients, oauthGrants, oauthTokens, users, type UserRow } from '../../db/schema.js';
import { within } from '../../db/transactions.js';
import type { Transaction } from '../../transaction.js';

export type OauthClientRow = typeof oauthClients.$inferSelect;
export type OauthGrantRow = typeof oauthGrants.$inferSelect;
export type OauthTokenRow = typeof oauthTokens.$inferSelect;

/**
 * What an `oauth_tokens` row is. A code or refresh token, once presented, becomes `spent_*` (kept
 * until it expires) so that presenting it again is seen as the replay it is.
 */
export const OAUTH_TOKEN_KINDS = {
  code: 'code',
  access: 'access',
  refresh: 'refresh',
  spentCode: 'spent_code',
  spentRefresh: 'spent_refresh',
} as const;
type SpendableKind = typeof OAUTH_TOKEN_KINDS.code | typeof OAUTH_TOKEN_KINDS.refresh;
const SPENT: Record<SpendableKind, string> = { code: OAUTH_TOKEN_KINDS.spentCode, refresh: OAUTH_TOKEN_KINDS.spentRefresh };

/** A token with its grant and the grant's client. */
export interface TokenWithGrant {
  token: OauthTokenRow;
  grant: OauthGrantRow;
}

/** The outcome of presenting a one-use secret: spent now (`fresh`), presented before (`replayed`), or unknown/expired. */
export type Spend = { state: 'fresh'; found: TokenWithGrant } | { state: 'replayed'; found: TokenWithGrant } | { state: 'unknown' };

/**
 * Issue 41: the one writer of `oauth_clients`, `oauth_grants` and `oauth_tokens` (decision 037).
 * A grant's queries from the app are scoped by its owner; tokens are found by their SHA-256.
 */
export function createOauthRepository(db: Db) {
  async function withGrant(token: OauthTokenRow | undefined): Promise<TokenWithGrant | undefined> {
    if (!token) return undefined;
    const [grant] = await db.select().from(oauthGrants).where(eq(oauthGrants.id, token.grantId)).limit(1);
    return grant && { token, grant };
  }

  return {
    async insertClient(values: typeof oauthClients.$inferInsert): Promise<OauthClientRow> {
      const [row] = await db.insert(oauthClients).values(values).returning();
      return row!;
    },

    /** Issue 52: a client known by its metadata document, kept (or refreshed) under its URL. */
    async upsertClient(values: typeof oauthClients.$inferInsert): Promise<OauthClientRow> {
      const [row] = await db
        .insert(oauthClients)
        .values(values)
        .onConflictDoUpdate({ target: oauthClients.id, set: { name: values.name, redirectUris: values.redirectUris } })
        .returning();
      return row!;
    },

    async findClient(id: string): Promise<OauthClientRow | undefined> {
      const [row] = await db.select().from(oauthClients).where(eq(oauthClients.id, id)).limit(1);
      return row;
    },

    /**
     * The person's grant to the client, made or given the new scope: one grant per person and
     * client, so the list shows each assistant once and disconnecting it ends all its tokens.
     */
    async upsertGrant(userId: string, clientId: string, scope: string, now: Date): Promise<OauthGrantRow> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        const [existing] = await tx.select().from(oauthGrants).where(and(eq(oauthGrants.userId, userId), eq(oauthGrants.clientId, clientId))).limit(1);
        if (existing) {
          const [updated] = await tx.update(oauthGrants).set({ scope }).where(eq(oauthGrants.id, existing.id)).returning();
          return updated!;
        }
        const [inserted] = await tx.insert(oauthGrants).values({ userId, clientId, scope, createdAt: now }).returning();
        return inserted!;
      });
    },

    listGrants(userId: string) {
      return db
        .select({ id: oauthGrants.id, clientName: oauthClients.name, scope: oauthGrants.scope, createdAt: oauthGrants.createdAt, lastUsedAt: oauthGrants.lastUsedAt })
        .from(oauthGrants)
        .innerJoin(oauthClients, eq(oauthClients.id, oauthGrants.clientId))
        .where(eq(oauthGrants.userId, userId))
        .orderBy(desc(oauthGrants.createdAt), desc(oauthGrants.id));
    },

    /**
     * Issue 48: deletes every grant of the owner and, with them (cascade), their codes and tokens,
     * in the caller's transaction (a password reset); answers the assistants' names.
     */
    async removeAllGrants(userId: string, transaction: Transaction): Promise<string[]> {
      const tx = within(db, transaction);
      const gone = await tx.delete(oauthGrants).where(eq(oauthGrants.userId, userId)).returning({ clientId: oauthGrants.clientId });
      if (!gone.length) return [];
      const clients = await tx.select({ name: oauthClients.name }).from(oauthClients).where(inArray(oauthClients.id, gone.map((row) => row.clientId)));
      return clients.map((row) => row.name).sort();
    },

    /** Deletes the owner's grant and, with it (cascade), its codes and tokens. False when they have none of that id. */
    async removeGrant(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const gone = await db.delete(oauthGrants).where(and(eq(oauthGrants.id, id), eq(oauthGrants.userId, userId))).returning({ id: oauthGrants.id });
      return gone.length > 0;
    },

    /** Adds codes or tokens of a grant, and forgets the grant's rows that have expired. */
    async insertTokens(grantId: string, rows: (typeof oauthTokens.$inferInsert)[], now: Date): Promise<void> {
      await db.delete(oauthTokens).where(and(eq(oauthTokens.grantId, grantId), lt(oauthTokens.expiresAt, now)));
      await db.insert(oauthTokens).values(rows);
    },

    /**
     * Presents a code or refresh token: a live one is marked spent in the same statement that finds
     * it (two racing requests cannot both spend it); one spent before is a replay.
     */
    async spend(tokenHash: string, kind: SpendableKind, now: Date): Promise<Spend> {
      const [fresh] = await db
        .update(oauthTokens)
        .set({ kind: SPENT[kind] })
        .where(and(eq(oauthTokens.tokenHash, tokenHash), eq(oauthTokens.kind, kind), gt(oauthTokens.expiresAt, now)))
        .returning();
      const found = await withGrant(fresh);
      if (found) return { state: 'fresh', found };
      const [spent] = await db
        .select()
        .from(oauthTokens)
        .where(and(eq(oauthTokens.tokenHash, tokenHash), eq(oauthTokens.kind, SPENT[kind]), gt(oauthTokens.expiresAt, now)))
        .limit(1);
      const replayed = await withGrant(spent);
      return replayed ? { state: 'replayed', found: replayed } : { state: 'unknown' };
    },

    /** Ends every access and refresh token of a grant (a replayed code or refresh token, a revoked refresh token). */
    async revokeGrantTokens(grantId: string): Promise<void> {
      await db.delete(oauthTokens).where(and(eq(oauthTokens.grantId, grantId), inArray(oauthTokens.kind, [OAUTH_TOKEN_KINDS.access, OAUTH_TOKEN_KINDS.refresh])));
    },

    /** An access or refresh token by its hash, with its grant, whatever its expiry (revocation). */
    async findToken(tokenHash: string): Promise<TokenWithGrant | undefined> {
      const [token] = await db
        .select()
        .from(oauthTokens)
        .where(and(eq(oauthTokens.tokenHash, tokenHash), inArray(oauthTokens.kind, [OAUTH_TOKEN_KINDS.access, OAUTH_TOKEN_KINDS.refresh])))
        .limit(1);
      return withGrant(token);
    },

    async removeToken(tokenHash: string): Promise<void> {
      await db.delete(oauthTokens).where(eq(oauthTokens.tokenHash, tokenHash));
    },

    /**
     * A live access token's grant and owner, recording the grant's last use in the statement that
     * finds it. Undefined when unknown, expired or its grant was revoked.
     */
    /**
     * The grant of a live access token with its owner, counting this use in the same statement
     * (issue 48): `last_used_at` is now and the minute's count goes up by `uses` (starting again
     * in a new minute). One UPDATE takes the grant's row lock, so concurrent requests each see
     * the count with theirs in it: none is lost, none is refused for another's sake.
     */
    async useAccessToken(tokenHash: string, now: Date, minute: Date, uses = 1): Promise<{ grant: Pick<OauthGrantRow, 'id' | 'scope' | 'windowCount'>; tokenHash: string; user: UserRow } | undefined> {
      const [grant] = await db
        .update(oauthGrants)
        .set({
          lastUsedAt: now,
          windowCount: sql`CASE WHEN ${oauthGrants.windowStart} = ${minute} THEN ${oauthGrants.windowCount} + ${uses} ELSE ${uses} END`,
          windowStart: minute,
        })
        .from(oauthTokens)
        .where(
          and(
            eq(oauthTokens.grantId, oauthGrants.id),
            eq(oauthTokens.tokenHash, tokenHash),
            eq(oauthTokens.kind, OAUTH_TOKEN_KINDS.access),
            gt(oauthTokens.expiresAt, now),
          ),
        )
        .returning({ id: oauthGrants.id, scope: oauthGrants.scope, userId: oauthGrants.userId, windowCount: oauthGrants.windowCount, tokenHash: sql<string>`${oauthTokens.tokenHash}` });
      if (!grant) return undefined;
      const [user] = await db.select().from(users).where(eq(users.id, grant.userId)).limit(1);
      return user && { grant: { id: grant.id, scope: grant.scope, windowCount: grant.windowCount }, tokenHash: grant.tokenHash, user };
    },
  };
}

export type OauthRepository = ReturnType<typeof createOauthRepository>;
