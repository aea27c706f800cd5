import { randomBytes, timingSafeEqual } from 'node:crypto';
import { INTEGRATION_TEXTS, MAX_API_TOKENS, PERSONAL_TOKEN_PREFIX, TOKEN_REQUESTS_PER_MINUTE, type ApiToken, type CreatedToken, type TokenScope } from '@stride/domain';
import type { Clock } from '../../clock.js';
import type { Transaction } from '../../transaction.js';
import { conflict, notFound } from '../../errors.js';
import type { BearerCaller, BearerResolver } from '../auth/bearer-callers.js';
import { sha256 } from '../auth/auth.crypto.js';
import type { ApiTokenRow, TokensRepository } from './tokens.repository.js';

const MINUTE_MS = 60_000;

const asToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope as TokenScope,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The same length and bytes, compared in constant time (the lookup found the row by this hash; this makes the check explicit). */
function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Issue 41: personal access tokens (decision 035). The secret is `stride_pat_` and 256 random
 * bits, shown once; only its SHA-256 is kept (a token is as strong as a session cookie, and a fast
 * hash keeps the check to one indexed lookup).
 */
export function createTokensService({ repo, clock, perMinute = TOKEN_REQUESTS_PER_MINUTE }: { repo: TokensRepository; clock: Clock; perMinute?: number }) {
  return {
    async list(userId: string): Promise<ApiToken[]> {
      return (await repo.list(userId)).map(asToken);
    },

    async create(userId: string, name: string, scope: TokenScope): Promise<CreatedToken> {
      const secret = `${PERSONAL_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await repo.insertWithin(MAX_API_TOKENS, { userId, name, scope, tokenHash: sha256(secret), createdAt: clock.now() });
      if (!row) throw conflict(INTEGRATION_TEXTS.tooManyTokens);
      const { id, createdAt } = asToken(row);
      return { id, name: row.name, scope, token: secret, createdAt };
    },

    /** Issue 48: the names of the owner's tokens (what stays connected, for a notice). */
    async names(userId: string): Promise<string[]> {
      return (await repo.list(userId)).map((row) => row.name).sort();
    },

    /** Issue 48: revokes every token of the owner in the caller's transaction (taking an account back); answers their names. */
    endAll(userId: string, transaction: Transaction): Promise<string[]> {
      return repo.removeAll(userId, transaction);
    },

    /** Revokes at once: the next request with it is a 401, on every instance (nothing is cached). */
    async revoke(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(userId, id))) throw notFound(INTEGRATION_TEXTS.tokenNotFound);
    },

    /** The resolver of personal access tokens, for the auth guard (http/bearer.ts). */
    resolve: (async (secret: string, uses = 1): Promise<BearerCaller | undefined> => {
      if (!secret.startsWith(PERSONAL_TOKEN_PREFIX) || secret.length > 200) return undefined;
      const hash = sha256(secret);
      const now = clock.now();
      const minute = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
      const used = await repo.use(hash, now, minute, uses);
      if (!used || !sameHash(used.token.tokenHash, hash)) return undefined;
      const caller: BearerCaller = { user: used.user, via: 'token', scope: used.token.scope as TokenScope, credentialId: used.token.id };
      if (used.token.windowCount > perMinute) caller.limited = { retryAfterSeconds: Math.max(1, Math.ceil((minute.getTime() + MINUTE_MS - now.getTime()) / 1000)) };
      return caller;
    }) satisfies BearerResolver,
  };
}

export type TokensService = ReturnType<typeof createTokensService>;
