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
  /** A fresh random token at every login; only its SHA-256 is stored. */
  function issue() {
    const token = generateToken();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    return { token, expiresAt, row: { tokenHash: sha256(token), createdAt: now, expiresAt } };
  }

  return {
    /**
     * A new session's token and the row to store, for a change that stores it along with its other
     * writes in one transaction (sign-up stores the user and the session together).
     */
    issue,

    async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const { token, expiresAt, row } = issue();
      await repo.insertSession({ ...row, userId });
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

    purgeExpired(): Promise<void> {
      return repo.deleteExpiredSessions(clock.now());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
