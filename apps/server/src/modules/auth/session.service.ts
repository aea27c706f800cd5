import type { Clock } from '../../clock.js';
import type { AuthRepository, UserRow } from './auth.repository.js';
import { generateToken, sha256 } from './auth.crypto.js';

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Renew at most once an hour, so an active user does not cost a write per request. */
const RENEW_AFTER_MS = 60 * 60 * 1000;

export interface ResolvedSession {
  user: UserRow;
  tokenHash: string;
  /** Set when the expiry was pushed back and the cookie must be sent again. */
  renewedUntil?: Date;
}

export function createSessionService(repo: AuthRepository, clock: Clock) {
  return {
    /** A fresh random token at every login; only its SHA-256 is stored. */
    async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = generateToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await repo.insertSession({ tokenHash: sha256(token), userId, createdAt: now, expiresAt });
      return { token, expiresAt };
    },

    /** The user behind a cookie token, renewing the 30-day expiry on use. */
    async resolve(token: string): Promise<ResolvedSession | undefined> {
      const tokenHash = sha256(token);
      const now = clock.now();
      const row = await repo.findLiveSession(tokenHash, now);
      if (!row) return undefined;
      const fullExpiry = now.getTime() + SESSION_TTL_MS;
      if (fullExpiry - row.session.expiresAt.getTime() < RENEW_AFTER_MS) return { user: row.user, tokenHash };
      const renewedUntil = new Date(fullExpiry);
      await repo.extendSession(tokenHash, renewedUntil);
      return { user: row.user, tokenHash, renewedUntil };
    },

    revoke(tokenHash: string): Promise<void> {
      return repo.deleteSession(tokenHash);
    },

    revokeAllOf(userId: string): Promise<void> {
      return repo.deleteSessionsOfUser(userId);
    },

    purgeExpired(): Promise<void> {
      return repo.deleteExpiredSessions(clock.now());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
