import type { Clock } from '../../clock.js';
import type { AuthRepository, UserRow } from './auth.repository.js';
import { generateToken, sha256 } from './auth.crypto.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Idle lifetime: a session unused for 30 days ends; each use pushes this back. */
const SESSION_TTL_MS = 30 * DAY_MS;
/** Absolute lifetime: 90 days after sign-in a session ends, however active; renewal never passes it. */
const SESSION_MAX_AGE_MS = 90 * DAY_MS;
/** Renew at most once an hour, so an active user does not cost a write per request. */
const RENEW_AFTER_MS = 60 * 60 * 1000;

export interface ResolvedSession {
  user: UserRow;
  tokenHash: string;
  /** Set when the expiry was pushed back and the cookie must be sent again. */
  renewedUntil?: Date;
  /** The version of the user's habit rows, when asked for with the session (`resolve`'s `withHabitsVersion`). */
  habitsVersion?: string;
}

export interface ResolveOptions {
  /** Read the version of the user's habit rows in the same round trip (the habits list's request). */
  withHabitsVersion?: boolean;
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

    /**
     * The user behind a cookie token, renewing the 30-day expiry on use up to the session's 90-day
     * end. An expired session (idle or absolute) is deleted as its token is presented.
     */
    async resolve(token: string, options: ResolveOptions = {}): Promise<ResolvedSession | undefined> {
      const tokenHash = sha256(token);
      const now = clock.now().getTime();
      const withVersion = options.withHabitsVersion ? await repo.findSessionWithHabitsVersion(tokenHash) : undefined;
      const row = options.withHabitsVersion ? withVersion : await repo.findSession(tokenHash);
      if (!row) return undefined;
      const version = withVersion ? { habitsVersion: withVersion.habitsVersion } : {};
      const end = row.session.createdAt.getTime() + SESSION_MAX_AGE_MS;
      if (row.session.expiresAt.getTime() <= now || end <= now) {
        await repo.deleteSession(tokenHash);
        return undefined;
      }
      const fullExpiry = Math.min(now + SESSION_TTL_MS, end);
      if (fullExpiry - row.session.expiresAt.getTime() < RENEW_AFTER_MS) return { user: row.user, tokenHash, ...version };
      const renewedUntil = new Date(fullExpiry);
      await repo.extendSession(tokenHash, renewedUntil);
      return { user: row.user, tokenHash, renewedUntil, ...version };
    },

    revoke(tokenHash: string): Promise<void> {
      return repo.deleteSession(tokenHash);
    },

    purgeExpired(): Promise<void> {
      const now = clock.now();
      return repo.deleteExpiredSessions(now, new Date(now.getTime() - SESSION_MAX_AGE_MS));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
