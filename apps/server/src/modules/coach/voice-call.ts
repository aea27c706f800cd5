import { COACH_MESSAGES, SERVER_MESSAGES, VOICE_AUDIO, VOICE_CLOSE_CODES, type VoiceClientMessage, type VoiceServerMessage } from '@stride/domain';
import type { TurnDetector, TurnDetectorOptions } from '../../adapters/voice-activity.js';
import { DomainError, type Logger } from '../../errors.js';
import type { UserRow } from '../auth/auth.repository.js';
import type { UsageService, VoiceReservation } from '../usage/usage.service.js';
import type { CoachService } from './coach.service.js';
import { createSentenceSplitter } from './sentences.js';
import { CALL_RESERVE_AHEAD_SECONDS, CALL_RESERVE_SECONDS } from './voice-allowance.js';

type Owner = Pick<UserRow, 'id' | 'timezone' | 'subscriptionStatus' | 'firstName'>;

/** How the call reaches the browser: JSON messages, speech audio, and closing. */
export interface VoiceCallTransport {
  send(message: VoiceServerMessage): void;
  sendAudio(pcm: Buffer): void;
  close(code: number, reason: string): void;
}

export interface VoiceCallDeps {
  coach: CoachService;
  usage: UsageService;
  detectTurns(options: TurnDetectorOptions): Promise<TurnDetector>;
  /** Silence after speech that ends the person's turn. */
  endOfTurnMs: number;
  logger: Logger;
}

/** How long an interrupted reply waits for the browser to say how much it played. */
const PLAYED_TIMEOUT_MS = 1500;

const INPUT_BYTES_PER_SECOND = VOICE_AUDIO.inputSampleRate * 2;
const OUTPUT_BYTES_PER_SECOND = VOICE_AUDIO.outputSampleRate * 2;

/** A reply being spoken: its sentences in order, with where each one's audio ends. */
interface Reply {
  controller: AbortController;
  /** Sentences spoken so far, each with the sample count at which its audio ends. */
  spoken: { text: string; endSample: number }[];
  samplesSent: number;
  /** The browser has not yet said playback stopped. */
  playing: boolean;
  interrupted: boolean;
  /** Resolves with the samples the browser played, once it says (or a timeout passes). */
  played: Promise<number>;
  onPlayed(samples: number): void;
  /** Written and sent whole, and kept; still playing in the browser. */
  finished: boolean;
  keep(text: string): Promise<void>;
}

/** What the person heard of an interrupted reply: whole sentences, and the part of the one cut off. */
export function heardText(spoken: { text: string; endSample: number }[], playedSamples: number): string {
  const heard: string[] = [];
  let start = 0;
  for (const sentence of spoken) {
    if (playedSamples >= sentence.endSample) heard.push(sentence.text);
    else {
      const share = (playedSamples - start) / Math.max(1, sentence.endSample - start);
      const words = sentence.text.split(/\s+/);
      const kept = words.slice(0, Math.floor(words.length * Math.max(0, share)));
      if (kept.length) heard.push(`${kept.join(' ')}…`);
      break;
    }
    start = sentence.endSample;
  }
  return heard.join(' ');
}

/**
 * One voice call (issue 17): microphone PCM in, turns decided by the voice-activity detector,
 * each turn transcribed, answered as the model streams, and spoken sentence by sentence while
 * the model goes on. Speech over the coach stops it (barge-in). Voice seconds are counted from
 * the samples received and sent, against seconds reserved ahead in stretches (the first when the
 * call opened); the call ends when no more can be reserved and those are used, and gives back
 * what it did not use when it ends.
 */
export async function startVoiceCall(
  deps: VoiceCallDeps,
  owner: Owner,
  opened: { sessionId: string; reservation: VoiceReservation },
  transport: VoiceCallTransport,
) {
  const { coach, usage, logger } = deps;
  let bytesIn = 0;
  let bytesOut = 0;
  let ended = false;
  /** Seconds reserved for the call so far (all of `reservations`), and what refuses more. */
  const reservations = [opened.reservation];
  let reserved = opened.reservation.seconds;
  let limitMessage = opened.reservation.message;
  /**
   * A reservation on its way, and whether the last one got nothing: asked ahead (the call asks
   * again once the seconds held are used) or with them used (the call ends).
   */
  let reserving: Promise<void> | null = null;
  let refused: 'ahead' | 'at-limit' | null = null;
  /** Microphone audio that came once the seconds held were used, waiting for more to be reserved. */
  const held: Buffer[] = [];
  let reply: Reply | null = null;
  /** A turn being transcribed or answered before any of its audio went out. */
  let thinking: { controller: AbortController; utterance: Buffer } | null = null;
  /** Speech from a turn cancelled before its answer was heard, to be heard with what follows. */
  let carried: Buffer | null = null;
  /**
   * The utterance transcribed early, from the pause that probably ends it (half the end-of-turn
   * silence): when the turn does end there, its transcript is ready or on its way (decision 016).
   */
  let early: { controller: AbortController; transcript: Promise<string> } | null = null;

  function transcribeEarly(pcm: Buffer) {
    early?.controller.abort();
    const controller = new AbortController();
    const transcript = coach.voice.transcribe(pcm, controller.signal);
    transcript.catch(() => undefined);
    early = { controller, transcript };
  }

  function dropEarly() {
    early?.controller.abort();
    early = null;
  }
  let chain = Promise.resolve();

  const used = () => bytesIn / INPUT_BYTES_PER_SECOND + bytesOut / OUTPUT_BYTES_PER_SECOND;
  const send = (message: VoiceServerMessage) => !ended && transport.send(message);

  const full = () => used() >= reserved;

  /**
   * Keeps seconds reserved ahead of use (called whenever audio is counted): asks for the next
   * stretch as the call nears what it holds, once more when all of it is used, and ends the call
   * with the limit message when that gets nothing.
   */
  function allowance() {
    if (ended || reserving) return;
    if (full()) {
      if (refused === 'at-limit') void end(VOICE_CLOSE_CODES.limitReached, 'voice limit reached', { type: 'limit', message: limitMessage });
      else reserve(true);
    } else if (used() >= reserved - CALL_RESERVE_AHEAD_SECONDS && !refused) reserve(false);
  }

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
          else void end(VOICE_CLOSE_CODES.failed, 'voice seconds could not be reserved', { type: 'error', code: 'internal', message: SERVER_MESSAGES.internal, fatal: true });
        },
      )
      .finally(() => {
        reserving = null;
        allowance();
        for (const pcm of held.splice(0)) hear(pcm);
      });
  }

  /** Waits while the seconds held are used and more are being reserved; false once the call ended. */
  async function room(): Promise<boolean> {
    while (!ended && full()) {
      allowance();
      if (!reserving) break;
      await reserving;
    }
    return !ended;
  }

  async function end(code: number, reason: string, last?: VoiceServerMessage) {
    if (ended) return;
    if (last) send(last);
    ended = true;
    held.length = 0;
    cancel();
    transport.close(code, reason);
    await detector.close().catch(() => undefined);
    // What was reserved and not used is given back (the seconds used rounded up).
    await reserving;
    await usage.settleVoice(owner, reservations, used()).catch((err: unknown) => logger.error({ err }, 'voice usage could not be settled'));
  }

  function cancel() {
    dropEarly();
    thinking?.controller.abort();
    reply?.controller.abort();
  }

  function failed(error: unknown) {
    if (ended) return;
    if (error instanceof DomainError) {
      send({ type: 'error', code: error.code, message: error.message, fatal: false });
    } else {
      logger.error({ err: error }, 'voice turn failed');
      send({ type: 'error', code: 'provider_failed', message: COACH_MESSAGES.providerFailed, fatal: false });
    }
    send({ type: 'state', state: 'idle' });
  }

  /** The person started talking: a reply in the making or being played stops (barge-in). */
  function speechStarted() {
    if (reply?.playing && !reply.interrupted) {
      reply.interrupted = true;
      reply.controller.abort();
      send({ type: 'interrupt' });
    }
    if (thinking) {
      carried = thinking.utterance;
      thinking.controller.abort();
      thinking = null;
    }
    send({ type: 'state', state: 'listening' });
  }

  /** Speaks one reply as the model writes it; answers when it is spoken (or cut off) and kept. */
  async function answer(transcript: string, controller: AbortController, opening: boolean) {
    const current: Reply = {
      controller,
      spoken: [],
      samplesSent: 0,
      playing: false,
      interrupted: false,
      played: Promise.resolve(0),
      onPlayed: () => undefined,
      finished: false,
      keep: async () => undefined,
    };
    current.played = new Promise<number>((resolve) => {
      current.onPlayed = resolve;
    });
    const splitter = createSentenceSplitter();
    // Each sentence goes to speech as soon as it is complete; audio goes out in order.
    let speech = Promise.resolve();
    const speak = (sentence: string) => {
      const synthesized = bufferedSpeech(coach.voice.speak(sentence, controller.signal));
      speech = speech.then(async () => {
        let odd: Buffer | null = null;
        for await (const chunk of synthesized.chunks()) {
          if (controller.signal.aborted || ended) return;
          const whole: Buffer = odd ? Buffer.concat([odd, chunk]) : chunk;
          odd = whole.length % 2 ? whole.subarray(whole.length - 1) : null;
          const pcm = odd ? whole.subarray(0, whole.length - 1) : whole;
          if (!pcm.length) continue;
          if (full() && (!(await room()) || controller.signal.aborted)) return;
          if (!current.playing) {
            current.playing = true;
            reply = current;
            thinking = null;
            send({ type: 'state', state: 'speaking' });
          }
          current.samplesSent += pcm.length / 2;
          bytesOut += pcm.length;
          transport.sendAudio(pcm);
          allowance();
        }
        current.spoken.push({ text: sentence, endSample: current.samplesSent });
      });
    };
    const { turn, keep } = await coach.voice.turn(owner, opened.sessionId, transcript, {
      opening,
      signal: controller.signal,
      listener: {
        text(delta) {
          if (controller.signal.aborted) return;
          send({ type: 'delta', text: delta });
          splitter.push(delta).forEach(speak);
        },
        function(outcome) {
          send({ type: 'function', functionCalled: outcome.name, functionResult: outcome.result });
        },
      },
    });
    if (!turn.aborted) splitter.flush().forEach(speak);
    await speech.catch((error: unknown) => {
      if (!controller.signal.aborted) throw error;
    });
    if (controller.signal.aborted && !current.interrupted) {
      // Hung up mid-reply: keep what went out. Cancelled before any audio (the person went on
      // talking): nothing is kept; the turn is answered again with all they said.
      if (current.spoken.length) await keep(heardText(current.spoken, current.samplesSent));
      return;
    }
    if (current.interrupted) {
      const samples = await Promise.race([current.played, delay(PLAYED_TIMEOUT_MS).then(() => current.samplesSent)]);
      const kept = heardText(current.spoken, samples);
      send({ type: 'reply', text: kept, interrupted: true, audioSamples: current.samplesSent });
      await keep(kept);
      return;
    }
    // Still playing in the browser: an interrupt from here on cuts what is kept (see `message`).
    current.finished = true;
    current.keep = keep;
    send({ type: 'reply', text: turn.reply, interrupted: false, audioSamples: current.samplesSent });
    if (!current.playing) send({ type: 'state', state: 'idle' });
    await keep(turn.reply);
  }

  /** A turn of the person's: heard, answered, spoken. Turns run one after another. */
  function turnEnded(utterance: Buffer) {
    const heard = carried ? Buffer.concat([carried, utterance]) : utterance;
    // The early transcript holds all that was said, unless speech from a cancelled turn comes first.
    const ready = carried ? null : early;
    if (carried) dropEarly();
    early = null;
    carried = null;
    const controller = new AbortController();
    thinking = { controller, utterance: heard };
    send({ type: 'state', state: 'processing' });
    chain = chain.then(async () => {
      try {
        if (controller.signal.aborted) return ready?.controller.abort();
        controller.signal.addEventListener('abort', () => ready?.controller.abort());
        const transcript = await (ready?.transcript ?? coach.voice.transcribe(heard, controller.signal));
        if (controller.signal.aborted) return;
        if (!transcript) {
          thinking = null;
          send({ type: 'state', state: 'idle' });
          return;
        }
        send({ type: 'transcript', text: transcript });
        await answer(transcript, controller, false);
      } catch (error) {
        if (!controller.signal.aborted) failed(error);
      } finally {
        if (thinking?.controller === controller) thinking = null;
      }
    });
  }

  const detector = await deps
    .detectTurns({
      endOfTurnMs: deps.endOfTurnMs,
      onSpeechStart: speechStarted,
      onUtterance: (pcm) => !ended && turnEnded(pcm),
      onPause: (pcm) => !ended && transcribeEarly(pcm),
      onResume: dropEarly,
    })
    .catch(async (error: unknown) => {
      // The call never started: the seconds reserved for it are given back.
      await usage.settleVoice(owner, reservations, 0).catch((err: unknown) => logger.error({ err }, 'voice usage could not be settled'));
      throw error;
    });

  /** Microphone audio counted and heard, unless the seconds held are used (then it waits for more). */
  function hear(pcm: Buffer) {
    if (ended) return;
    if (held.length || full()) {
      held.push(pcm);
      allowance();
      return;
    }
    bytesIn += pcm.length;
    allowance();
    detector.push(pcm).catch((error: unknown) => {
      logger.error({ err: error }, 'voice activity detection failed');
      void end(VOICE_CLOSE_CODES.failed, 'voice activity detection failed', { type: 'error', code: 'provider_failed', message: COACH_MESSAGES.providerFailed, fatal: true });
    });
  }

  send({ type: 'ready', sessionId: opened.sessionId, secondsLeft: opened.reservation.left });
  send({ type: 'state', state: 'greeting' });
  const greeting = new AbortController();
  thinking = { controller: greeting, utterance: Buffer.alloc(0) };
  chain = answer('', greeting, true).catch((error: unknown) => {
    if (!greeting.signal.aborted) failed(error);
  });

  return {
    /** Microphone audio from the browser. */
    audio(pcm: Buffer) {
      hear(pcm);
    },

    message(message: VoiceClientMessage) {
      if (message.type === 'end') {
        send({ type: 'state', state: 'ending' });
        void end(1000, 'call ended');
        return;
      }
      const current = reply;
      if (!current?.playing) return;
      current.playing = false;
      const samples = Math.min(message.samples, current.samplesSent);
      current.onPlayed(samples);
      if (reply === current) reply = null;
      if (current.interrupted && current.finished) {
        // Written in full, cut off while playing: the conversation keeps what was heard.
        const kept = heardText(current.spoken, samples);
        send({ type: 'reply', text: kept, interrupted: true, audioSamples: current.samplesSent });
        chain = chain.then(() => current.keep(kept)).catch((err: unknown) => logger.error({ err }, 'voice turn could not be kept'));
      }
      if (!current.interrupted && !thinking) send({ type: 'state', state: 'idle' });
    },

    /** The connection closed (by either side, or lost): what was reserved and not used is given back, once. */
    async closed() {
      await end(1000, 'closed');
      await chain.catch(() => undefined);
    },
  };
}
export type VoiceCall = Awaited<ReturnType<typeof startVoiceCall>>;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Starts reading a speech stream at once (its request goes out while earlier sentences play) and
 * replays what arrived, then the rest, to the one reader that sends it in order.
 */
function bufferedSpeech(source: AsyncIterable<Buffer>) {
  const arrived: Buffer[] = [];
  let done = false;
  let failure: unknown;
  const waiting: { wake: (() => void) | null } = { wake: null };
  void (async () => {
    try {
      for await (const chunk of source) {
        arrived.push(chunk);
        waiting.wake?.();
      }
    } catch (error) {
      failure = error;
    } finally {
      done = true;
      waiting.wake?.();
    }
  })();
  return {
    async *chunks(): AsyncIterable<Buffer> {
      for (;;) {
        if (arrived.length) {
          yield arrived.shift()!;
          continue;
        }
        if (done) {
          if (failure) throw failure;
          return;
        }
        await new Promise<void>((resolve) => (waiting.wake = resolve));
        waiting.wake = null;
      }
    },
  };
}
