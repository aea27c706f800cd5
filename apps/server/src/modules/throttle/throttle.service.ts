import type { Clock } from '../../clock.js';
import type { Transaction } from '../../transaction.js';
import type { ThrottleRepository } from './throttle.repository.js';

export interface ThrottleRule {
  /** At most `max` events in `windowMs`. */
  max: number;
  windowMs: number;
}

/**
 * Exponential backoff: `free` failures in `windowMs` cost nothing; from then on each try must come
 * at least baseDelayMs * 2^(failures - free) (at most maxDelayMs) after the latest failure.
 */
export interface BackoffRule {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

export interface ThrottleVerdict {
  allowed: boolean;
  /** When refused: seconds until the oldest counted event leaves the window (an upper bound). */
  retryAfterSeconds: number;
  /** The rule that refused, when refused. */
  rule?: ThrottleRule;
  /** The event that `consume` kept, so that a later refusal in the same request can give it back. */
  eventId?: number;
}

/**
 * Sliding-window limits over events stored in the database, so they hold across restarts and
 * processes. An event is recorded before it is counted (strict under concurrency) and can be given
 * back: a successful login returns the attempt it took.
 */
export function createThrottleService(repo: ThrottleRepository, clock: Clock) {
  return {
    /**
     * Records an event and keeps it only if every rule still holds, counting it. Recording first
     * makes the limit strict under concurrency: racing requests see each other's rows, and a refused
     * one takes its row back so that retrying does not extend the wait.
     */
    async consume(bucket: string, key: string, rules: readonly ThrottleRule[]): Promise<ThrottleVerdict> {
      const at = clock.now();
      const id = await repo.record(bucket, key, at);
      for (const rule of rules) {
        const n = await repo.countSince(bucket, key, new Date(at.getTime() - rule.windowMs));
        if (n > rule.max) {
          await repo.remove(id);
          return { allowed: false, retryAfterSeconds: rule.windowMs / 1000, rule };
        }
      }
      return { allowed: true, retryAfterSeconds: 0, eventId: id };
    },

    /**
     * Records an attempt and keeps it unless it comes too soon after the earlier ones (BackoffRule).
     * Like `consume`, it records first and counts every other event of the key, finished or still
     * in flight, so that parallel tries see each other; a refused one takes its row back.
     */
    async consumeWithBackoff(bucket: string, key: string, rule: BackoffRule): Promise<ThrottleVerdict> {
      const at = clock.now();
      const id = await repo.record(bucket, key, at);
      const { n, latest } = await repo.othersSince(bucket, key, new Date(at.getTime() - rule.windowMs), id);
      if (n < rule.free || !latest) return { allowed: true, retryAfterSeconds: 0, eventId: id };
      const delayMs = Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** (n - rule.free));
      const waitMs = latest.getTime() + delayMs - at.getTime();
      if (waitMs <= 0) return { allowed: true, retryAfterSeconds: 0, eventId: id };
      await repo.remove(id);
      return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    },

    /** Whether `consume` would keep an event now, without recording one (to say why before anything is tried). */
    async check(bucket: string, key: string, rules: readonly ThrottleRule[]): Promise<ThrottleVerdict> {
      const at = clock.now();
      for (const rule of rules) {
        const n = await repo.countSince(bucket, key, new Date(at.getTime() - rule.windowMs));
        if (n >= rule.max) return { allowed: false, retryAfterSeconds: rule.windowMs / 1000, rule };
      }
      return { allowed: true, retryAfterSeconds: 0 };
    },

    /**
     * Counts a kept event as new again. An event held as a lease (a voice call's place) is renewed
     * while what it stands for lasts; one whose holder died is no longer counted once its window passes.
     */
    renew(eventId: number): Promise<void> {
      return repo.touch(eventId, clock.now());
    },

    /** Gives back an event that `consume` kept. */
    release(eventId: number): Promise<void> {
      return repo.remove(eventId);
    },

    clear(bucket: string, key: string): Promise<void> {
      return repo.clear(bucket, key);
    },

    /** Forgets every key of the bucket that starts with `prefix`. */
    clearPrefix(bucket: string, prefix: string): Promise<void> {
      return repo.clearPrefix(bucket, prefix);
    },

    /** Forgets every event keyed by an email (the account's deletion, in its transaction). */
    forgetEmail: (email: string, transaction: Transaction) => repo.forgetEmail(email, transaction),

    /** Drops events older than the longest window in use (one day is plenty). */
    purge(): Promise<void> {
      return repo.purgeOlderThan(new Date(clock.now().getTime() - 24 * 60 * 60 * 1000));
    },
  };
}

export type ThrottleService = ReturnType<typeof createThrottleService>;
