import { SERVER_MESSAGES, VOICE_AUDIO, VOICE_CLOSE_CODES, type VoiceServerMessage } from '@stride/domain';
import type { Logger } from '../../errors.js';
import type { UserRow } from '../auth/auth.repository.js';
import type { UsageService, VoiceReservation } from '../usage/usage.service.js';
import { CALL_RESERVE_AHEAD_SECONDS, CALL_RESERVE_SECONDS } from './voice-allowance.js';

type Owner = Pick<UserRow, 'id' | 'timezone' | 'subscriptionStatus' | 'firstName'>;

const INPUT_BYTES_PER_SECOND = VOICE_AUDIO.inputSampleRate * 2;
const OUTPUT_BYTES_PER_SECOND = VOICE_AUDIO.outputSampleRate * 2;

export interface CallAllowanceDeps {
  usage: Pick<UsageService, 'reserveVoice' | 'settleVoice'>;
  owner: Owner;
  /** The stretch reserved when the call opened. */
  first: VoiceReservation;
  logger: Logger;
  /** Nothing more can be reserved and what was is used, or reserving failed: the call ends with this. */
  end(code: number, reason: string, last: VoiceServerMessage): void;
  /** A reservation came back (with seconds or not): audio that waited for it may go on. */
  reserved(): void;
}

/**
 * A call's voice seconds (issue 19): counted from the samples received and sent, against seconds
 * reserved ahead in stretches. It asks for the next stretch as the call nears what it holds, once
 * more when all of it is used, and ends the call with the limit message when that gets nothing;
 * `settle` gives back what was reserved and not used.
 */
export function createCallAllowance({ usage, owner, first, logger, end, reserved: onReserved }: CallAllowanceDeps) {
  let bytesIn = 0;
  let bytesOut = 0;
  const reservations = [first];
  let reserved = first.seconds;
  let limitMessage = first.message;
  /** A reservation on its way. */
  let reserving: Promise<void> | null = null;
  /** The last reservation got nothing: asked ahead (asked again once the seconds held are used), or with them used (the call ends). */
  let refused: 'ahead' | 'at-limit' | null = null;
  let closed = false;

  const used = () => bytesIn / INPUT_BYTES_PER_SECOND + bytesOut / OUTPUT_BYTES_PER_SECOND;
  const full = () => used() >= reserved;

  function reserve(atLimit: boolean) {
    reserving = usage
      .reserveVoice(owner, CALL_RESERVE_SECONDS)
      .then(
        (more) => {
          reservations.push(more);
          reserved += more.seconds;
          limitMessage = more.message;
          refused = more.seconds > 0 ? null : atLimit ? 'at-limit' : 'ahead';
        },
        (error: unknown) => {
          logger.error({ err: error }, 'voice seconds could not be reserved');
          if (!atLimit) refused = 'ahead';
          else end(VOICE_CLOSE_CODES.failed, 'voice seconds could not be reserved', { type: 'error', code: 'internal', message: SERVER_MESSAGES.internal, fatal: true });
        },
      )
      .finally(() => {
        reserving = null;
        check();
        onReserved();
      });
  }

  /** Called whenever audio is counted: keeps seconds reserved ahead of use, or ends the call at the limit. */
  function check() {
    if (closed || reserving) return;
    if (full()) {
      if (refused === 'at-limit') end(VOICE_CLOSE_CODES.limitReached, 'voice limit reached', { type: 'limit', message: limitMessage });
      else reserve(true);
    } else if (used() >= reserved - CALL_RESERVE_AHEAD_SECONDS && !refused) reserve(false);
  }

  return {
    full,
    /** A reservation is on its way (audio that comes meanwhile waits for it). */
    get reserving() {
      return reserving !== null;
    },
    heard(bytes: number) {
      bytesIn += bytes;
      check();
    },
    spoken(bytes: number) {
      bytesOut += bytes;
      check();
    },
    check,
    /** Waits while the seconds held are used and more are being reserved; false when none came. */
    async room(): Promise<boolean> {
      while (!closed && full()) {
        check();
        if (!reserving) break;
        await reserving;
      }
      return !closed && !full();
    },
    /** The call is over: what was reserved and not used is given back (the seconds used rounded up), once. */
    async settle(usedSeconds = used()): Promise<void> {
      closed = true;
      await reserving;
      await usage.settleVoice(owner, reservations, usedSeconds).catch((err: unknown) => logger.error({ err }, 'voice usage could not be settled'));
    },
  };
}

export type CallAllowance = ReturnType<typeof createCallAllowance>;
