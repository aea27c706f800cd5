import type { TokenScope } from '@stride/domain';
import type { UserRow } from './auth.repository.js';

/**
 * Issue 41: who a Bearer secret stands for. `via` says what kind of secret: a personal access
 * token (`stride_pat_`) or an assistant's OAuth access token (`stride_oat_`); `credentialId` is that
 * token's or grant's id (rate limits, metrics). `limited` when the secret has made too many requests
 * this minute (answered 429).
 */
export interface BearerCaller {
  user: UserRow;
  via: 'token' | 'oauth';
  scope: TokenScope;
  credentialId: string;
  limited?: { retryAfterSeconds: number };
}

/**
 * Finds the caller of one kind of secret; undefined when it is not one of its kind, unknown,
 * expired or revoked. `uses` is how many requests this counts in the credential's minute (1; more
 * for a batch of tool calls, and again while a held /mcp request stays open: decision 047).
 */
export type BearerResolver = (secret: string, uses?: number) => Promise<BearerCaller | undefined>;

/** Asks each resolver in turn (personal tokens, then OAuth); the first that knows the secret answers. */
export function composeBearerResolvers(resolvers: readonly BearerResolver[]): BearerResolver {
  return async (secret, uses) => {
    for (const resolve of resolvers) {
      const caller = await resolve(secret, uses);
      if (caller) return caller;
    }
    return undefined;
  };
}
