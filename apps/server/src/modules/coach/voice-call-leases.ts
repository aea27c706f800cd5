import { COACH_MESSAGES, VOICE_CALLS_AT_ONCE } from '@stride/domain';
import { DomainError, type Logger } from '../../errors.js';
import type { ThrottleService } from '../throttle/throttle.service.js';

const BUCKET = 'voice_call';
/**
 * A call holds its place as a throttle event (so the limit holds across instances), renewed while
 * the call lasts: a place left by a process that died (kill -9, a lost machine) frees itself once
 * it has not been renewed for this long.
 */
export const CALL_LEASE_MS = 60_000;
const RENEW_EVERY_MS = 20_000;
const RULES = [{ max: VOICE_CALLS_AT_ONCE, windowMs: CALL_LEASE_MS }];

export interface CallLease {
  /** The call ended: its place is given back (once). */
  release(): Promise<void>;
}

const tooManyCalls = () => new DomainError('too_many_calls', COACH_MESSAGES.tooManyCalls);

/** At most VOICE_CALLS_AT_ONCE calls per account at a time (issue 38): the next is refused, 429 `too_many_calls`. */
export function createCallLeases(throttle: Pick<ThrottleService, 'consume' | 'check' | 'renew' | 'release'>, logger: Logger) {
  return {
    /** Refuses when the account's calls are all in use (a plain GET asks this way what an upgrade would answer). */
    async check(userId: string): Promise<void> {
      if (!(await throttle.check(BUCKET, userId, RULES)).allowed) throw tooManyCalls();
    },

    /** Takes a place for a call, or refuses; recorded before it is counted, so calls opened at once cannot all pass. */
    async take(userId: string): Promise<CallLease> {
      const verdict = await throttle.consume(BUCKET, userId, RULES);
      if (!verdict.allowed) throw tooManyCalls();
      const id = verdict.eventId!;
      const renewal = setInterval(() => {
        throttle.renew(id).catch((err: unknown) => logger.warn({ err }, 'voice call lease not renewed'));
      }, RENEW_EVERY_MS).unref();
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          clearInterval(renewal);
          await throttle.release(id).catch((err: unknown) => logger.warn({ err }, 'voice call lease not released (it lapses by itself)'));
        },
      };
    },
  };
}

export type CallLeases = ReturnType<typeof createCallLeases>;
