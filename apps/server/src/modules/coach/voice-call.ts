import { COACH_MESSAGES, VOICE_CLOSE_CODES, type VoiceClientMessage, type VoiceServerMessage } from '@stride/domain';
import type { TurnDetector, TurnDetectorOptions } from '../../adapters/voice-activity.js';
import { DomainError, type Logger } from '../../errors.js';
import type { UserRow } from '../auth/auth.repository.js';
import type { UsageService, VoiceReservation } from '../usage/usage.service.js';

import type { CoachService } from './coach.service.js';
import { createSentenceSplitter } from './sentences.js';
import { createCallAllowance } from './voice-call-allowance.js';
import { createCallState } from './voice-call-state.js';
import { bufferedSpeech, heardText } from './voice-speech.js';

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
  /** A call whose browser sends no audio at all for this long ends (`no_audio`). */
  noAudioTimeoutMs: number;
  logger: Logger;
}

/** How long an interrupted reply waits for the browser to say how much it played. */
const PLAYED_TIMEOUT_MS = 1500;


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
  let ended = false;
  /** Ends the call when no audio comes (set once the call has started, moved on by each piece of audio). */
  let noAudio: ReturnType<typeof setTimeout> | undefined = undefined;
  const send = (message: VoiceServerMessage) => !ended && transport.send(message);
  const state = createCallState(send, logger);
  const allowance = createCallAllowance({
    usage,
    owner,
    first: opened.reservation,
    logger,
    end: (code, reason, last) => void end(code, reason, last),
    reserved: () => {
      for (const pcm of held.splice(0)) hear(pcm);
    },
  });
  /** Microphone audio that came once the seconds held were used, waiting for more to be reserved. */
  const held: Buffer[] = [];
  // The turns: at most one reply, one turn being thought about before its audio, speech carried
  // from a cancelled turn to the next, and an early transcript; they run one after another (`chain`).
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
  let chain = Promise.resolve();

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

  async function end(code: number, reason: string, last?: VoiceServerMessage) {
    if (ended) return;
    if (last) send(last);
    ended = true;
    clearTimeout(noAudio);
    held.length = 0;
    cancel();
    transport.close(code, reason);
    await detector.close().catch(() => undefined);
    await allowance.settle();
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
    state.enter('idle');
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
    state.enter('listening');
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
          if (allowance.full() && (!(await allowance.room()) || controller.signal.aborted)) return;
          if (!current.playing) {
            current.playing = true;
            reply = current;
            thinking = null;
            state.enter('speaking');
          }
          current.samplesSent += pcm.length / 2;
          transport.sendAudio(pcm);
          allowance.spoken(pcm.length);
        }
        current.spoken.push({ text: sentence, endSample: current.samplesSent });
      });
    };
    const { turn, proposal, keep } = await coach.voice.turn(owner, opened.sessionId, transcript, {
      opening,
      signal: controller.signal,
      listener: {
        text(delta) {
          if (controller.signal.aborted) return;
          send({ type: 'delta', text: delta });
          splitter.push(delta).forEach(speak);
        },
        function(outcome) {
          send({ type: 'function', functionCalled: outcome.name, functionResult: outcome.result, summary: outcome.summary });
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
      send({ type: 'reply', text: kept, interrupted: true, audioSamples: current.samplesSent, proposal });
      await keep(kept);
      return;
    }
    // Still playing in the browser: an interrupt from here on cuts what is kept (see `message`).
    current.finished = true;
    current.keep = keep;
    send({ type: 'reply', text: turn.reply, interrupted: false, audioSamples: current.samplesSent, proposal });
    if (!current.playing) state.enter('idle');
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
    state.enter('processing');
    chain = chain.then(async () => {
      try {
        if (controller.signal.aborted) return ready?.controller.abort();
        controller.signal.addEventListener('abort', () => ready?.controller.abort());
        const transcript = await (ready?.transcript ?? coach.voice.transcribe(heard, controller.signal));
        if (controller.signal.aborted) return;
        if (!transcript) {
          thinking = null;
          state.enter('idle');
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
      await allowance.settle(0);
      throw error;
    });

  /**
   * A browser sends microphone audio all through a call, silence included: a call that sends
   * none is a microphone gone, or a socket left open for nothing (each holds memory and a place).
   */
  noAudio = setTimeout(() => {
    if (ended) return;
    state.enter('ending');
    void end(VOICE_CLOSE_CODES.noAudio, 'no audio', { type: 'error', code: 'no_audio', message: COACH_MESSAGES.callNoAudio, fatal: true });
  }, deps.noAudioTimeoutMs);

  /** Microphone audio counted and heard, unless the seconds held are used (then it waits for more). */
  function hear(pcm: Buffer) {
    if (ended) return;
    noAudio?.refresh();
    if (held.length || allowance.full()) {
      held.push(pcm);
      allowance.check();
      return;
    }
    allowance.heard(pcm.length);
    detector.push(pcm).catch((error: unknown) => {
      logger.error({ err: error }, 'voice activity detection failed');
      void end(VOICE_CLOSE_CODES.failed, 'voice activity detection failed', { type: 'error', code: 'provider_failed', message: COACH_MESSAGES.providerFailed, fatal: true });
    });
  }

  send({ type: 'ready', sessionId: opened.sessionId, secondsLeft: opened.reservation.left });
  state.enter('greeting');
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
        state.enter('ending');
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
      if (!current.interrupted && !thinking) state.enter('idle');
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
