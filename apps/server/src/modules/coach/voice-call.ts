import { COACH_MESSAGES, runMachine, VOICE_CLOSE_CODES, type VoiceClientMessage, type VoiceServerMessage } from '@stride/domain';
import type { TurnDetector, TurnDetectorOptions } from '../../adapters/voice-activity.js';
import { DomainError, type Logger } from '../../errors.js';
import type { UserRow } from '../auth/auth.repository.js';
import type { UsageService, VoiceReservation } from '../usage/usage.service.js';

import type { CoachService } from './coach.service.js';
import { createSentenceSplitter } from './sentences.js';
import { createCallAllowance } from './voice-call-allowance.js';
import { callTimers, stepCall, turnsOf, type CallEffect, type CallEvent, type CallState } from './voice-call-state.js';
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

/** What the driver holds for a turn the call's state names: its cancelling, and its reply's audio. */
interface TurnWork {
  controller: AbortController;
  /** Spoken over (the state's playback says so too; the running answer reads it here). */
  interrupted: boolean;
  /** Sentences spoken so far, each with the sample count at which its audio ends. */
  spoken: { text: string; endSample: number }[];
  samplesSent: number;
  /** Resolves with the samples the browser played, once it says (or the state's timer runs out). */
  played: Promise<number>;
  onPlayed(samples: number): void;
  /** Keeps the reply in the conversation (set once it was written in full). */
  keep(text: string): Promise<void>;
}

function turnWork(): TurnWork {
  const work: TurnWork = {
    controller: new AbortController(),
    interrupted: false,
    spoken: [],
    samplesSent: 0,
    played: Promise.resolve(0),
    onPlayed: () => undefined,
    keep: async () => undefined,
  };
  work.played = new Promise<number>((resolve) => (work.onPlayed = resolve));
  return work;
}

/**
 * One voice call (issue 17): microphone PCM in, turns decided by the voice-activity detector,
 * each turn transcribed, answered as the model streams, and spoken sentence by sentence while
 * the model goes on. Speech over the coach stops it (barge-in). Voice seconds are counted from
 * the samples received and sent, against seconds reserved ahead in stretches (the first when the
 * call opened); the call ends when no more can be reserved and those are used, and gives back
 * what it did not use when it ends.
 *
 * What the call does is decided by its states (voice-call-state.ts, decision 044); this is their
 * driver: it turns the detector, the model, the browser and the allowance into events, and
 * performs the effects the transitions answer.
 */
export async function startVoiceCall(
  deps: VoiceCallDeps,
  owner: Owner,
  opened: { sessionId: string; reservation: VoiceReservation },
  transport: VoiceCallTransport,
) {
  const { coach, usage, logger } = deps;
  /** The work of the turns the state names (kept for these only), and early transcripts by id. */
  const turns = new Map<number, TurnWork>();
  const earlies = new Map<number, { controller: AbortController; transcript: Promise<string> }>();
  let ids = 0;
  /** Turns run one after another (a turn is transcribed once the one before it is kept). */
  let chain = Promise.resolve();
  /** The connection closed and the seconds settled (once the call ended). */
  let closing: Promise<void> | null = null;

  const call = runMachine<CallState, CallEvent, CallEffect>({
    initial: { kind: 'connecting' },
    step: stepCall,
    timers: (state) => callTimers(state, { noAudioMs: deps.noAudioTimeoutMs, playedMs: PLAYED_TIMEOUT_MS }),
    perform,
  });
  const ended = () => call.state.kind === 'ending';
  /** Messages of a turn's work; none once the call ended. */
  const say = (message: VoiceServerMessage) => !ended() && transport.send(message);
  const dispatch: typeof call.dispatch = (event) => {
    const state = call.dispatch(event);
    const named = new Set(turnsOf(state));
    for (const id of turns.keys()) if (!named.has(id)) turns.delete(id);
    return state;
  };

  const allowance = createCallAllowance({
    usage,
    owner,
    first: opened.reservation,
    logger,
    end: (code, reason, last) => dispatch({ type: 'stop', code, reason, last }),
    reserved: () => {
      for (const pcm of held.splice(0)) hear(pcm);
    },
  });
  /** Microphone audio that came once the seconds held were used, waiting for more to be reserved. */
  const held: Buffer[] = [];

  function perform(effect: CallEffect) {
    switch (effect.do) {
      case 'send':
        return transport.send(effect.message);
      case 'greet':
        return greet(effect.turn);
      case 'think':
        return think(effect.turn, effect.utterance, effect.early);
      case 'abort':
        return turns.get(effect.turn)?.controller.abort();
      case 'interrupt': {
        const work = turns.get(effect.turn);
        if (!work) return;
        work.interrupted = true;
        return work.controller.abort();
      }
      case 'played': {
        const work = turns.get(effect.turn);
        return work?.onPlayed(Math.min(effect.samples ?? work.samplesSent, work.samplesSent));
      }
      case 'keepCut': {
        const work = turns.get(effect.turn);
        if (!work) return;
        const kept = heardText(work.spoken, Math.min(effect.samples, work.samplesSent));
        say({ type: 'reply', text: kept, interrupted: true, audioSamples: work.samplesSent });
        chain = chain.then(() => work.keep(kept)).catch((err: unknown) => logger.error({ err }, 'voice turn could not be kept'));
        return;
      }
      case 'transcribeEarly': {
        const controller = new AbortController();
        const transcript = coach.voice.transcribe(effect.pcm, controller.signal);
        transcript.catch(() => undefined);
        earlies.set(effect.early, { controller, transcript });
        return;
      }
      case 'dropEarly':
        earlies.get(effect.early)?.controller.abort();
        earlies.delete(effect.early);
        return;
      case 'unexpected':
        return logger.warn({ state: call.state.kind, event: effect.event }, 'voice call moved outside its transitions');
      case 'refresh':
        return call.refresh(effect.timer);
      case 'close':
        held.length = 0;
        transport.close(effect.code, effect.reason);
        closing = (async () => {
          await detector.close().catch(() => undefined);
          await allowance.settle();
        })();
        return;
    }
  }

  function failed(turn: number, error: unknown) {
    if (ended()) return;
    if (error instanceof DomainError) {
      dispatch({ type: 'failed', turn, message: { type: 'error', code: error.code, message: error.message, fatal: false } });
    } else {
      logger.error({ err: error }, 'voice turn failed');
      dispatch({ type: 'failed', turn, message: { type: 'error', code: 'provider_failed', message: COACH_MESSAGES.providerFailed, fatal: false } });
    }
  }

  /** The coach's opening. */
  function greet(turn: number) {
    const work = turnWork();
    turns.set(turn, work);
    chain = answer(turn, work, '', true).catch((error: unknown) => {
      if (!work.controller.signal.aborted) failed(turn, error);
    });
  }

  /** A turn of the person's: heard, answered, spoken. Turns run one after another. */
  function think(turn: number, utterance: Buffer, early: number | null) {
    const work = turnWork();
    turns.set(turn, work);
    const { signal } = work.controller;
    // The early transcript, when the turn takes it, is the turn's to cancel.
    const ready = early === null ? undefined : earlies.get(early);
    if (early !== null) earlies.delete(early);
    chain = chain.then(async () => {
      try {
        if (signal.aborted) return ready?.controller.abort();
        signal.addEventListener('abort', () => ready?.controller.abort());
        const transcript = await (ready?.transcript ?? coach.voice.transcribe(utterance, signal));
        if (signal.aborted) return;
        if (!transcript) return void dispatch({ type: 'nothingHeard', turn });
        say({ type: 'transcript', text: transcript });
        await answer(turn, work, transcript, false);
      } catch (error) {
        if (!signal.aborted) failed(turn, error);
      }
    });
  }

  /** Speaks one reply as the model writes it; answers when it is spoken (or cut off) and kept. */
  async function answer(turn: number, work: TurnWork, transcript: string, opening: boolean) {
    const { controller } = work;
    const splitter = createSentenceSplitter();
    let started = false;
    // Each sentence goes to speech as soon as it is complete; audio goes out in order.
    let speech = Promise.resolve();
    const speak = (sentence: string) => {
      const synthesized = bufferedSpeech(coach.voice.speak(sentence, controller.signal));
      speech = speech.then(async () => {
        let odd: Buffer | null = null;
        for await (const chunk of synthesized.chunks()) {
          if (controller.signal.aborted || ended()) return;
          const whole: Buffer = odd ? Buffer.concat([odd, chunk]) : chunk;
          odd = whole.length % 2 ? whole.subarray(whole.length - 1) : null;
          const pcm = odd ? whole.subarray(0, whole.length - 1) : whole;
          if (!pcm.length) continue;
          if (allowance.full() && (!(await allowance.room()) || controller.signal.aborted)) return;
          if (!started) {
            started = true;
            dispatch({ type: 'audioStarted', turn });
          }
          work.samplesSent += pcm.length / 2;
          transport.sendAudio(pcm);
          allowance.spoken(pcm.length);
        }
        work.spoken.push({ text: sentence, endSample: work.samplesSent });
      });
    };
    const { turn: answered, proposal, keep } = await coach.voice.turn(owner, opened.sessionId, transcript, {
      opening,
      signal: controller.signal,
      listener: {
        text(delta) {
          if (controller.signal.aborted) return;
          say({ type: 'delta', text: delta });
          splitter.push(delta).forEach(speak);
        },
        function(outcome) {
          say({ type: 'function', functionCalled: outcome.name, functionResult: outcome.result, summary: outcome.summary });
        },
      },
    });
    if (!answered.aborted) splitter.flush().forEach(speak);
    await speech.catch((error: unknown) => {
      if (!controller.signal.aborted) throw error;
    });
    if (controller.signal.aborted && !work.interrupted) {
      // Hung up mid-reply: keep what went out. Cancelled before any audio (the person went on
      // talking): nothing is kept; the turn is answered again with all they said.
      if (work.spoken.length) await keep(heardText(work.spoken, work.samplesSent));
      return;
    }
    if (work.interrupted) {
      const kept = heardText(work.spoken, await work.played);
      say({ type: 'reply', text: kept, interrupted: true, audioSamples: work.samplesSent, proposal });
      await keep(kept);
      return;
    }
    // Still playing in the browser: an interrupt from here on cuts what is kept (`keepCut`).
    work.keep = keep;
    say({ type: 'reply', text: answered.reply, interrupted: false, audioSamples: work.samplesSent, proposal });
    dispatch({ type: 'replied', turn, audio: started });
    await keep(answered.reply);
  }

  const detector = await deps
    .detectTurns({
      endOfTurnMs: deps.endOfTurnMs,
      onSpeechStart: () => dispatch({ type: 'speechStarted' }),
      onUtterance: (pcm) => dispatch({ type: 'utterance', turn: ++ids, pcm }),
      onPause: (pcm) => dispatch({ type: 'paused', early: ++ids, pcm }),
      onResume: () => dispatch({ type: 'resumed' }),
    })
    .catch(async (error: unknown) => {
      // The call never started: the seconds reserved for it are given back.
      await allowance.settle(0);
      throw error;
    });

  /** Microphone audio counted and heard, unless the seconds held are used (then it waits for more). */
  function hear(pcm: Buffer) {
    if (ended()) return;
    // A browser sends microphone audio all through a call, silence included: one that sends none
    // (a microphone gone, a socket left open for nothing) ends when the state's timer runs out.
    dispatch({ type: 'audio' });
    if (held.length || allowance.full()) {
      held.push(pcm);
      allowance.check();
      return;
    }
    allowance.heard(pcm.length);
    detector.push(pcm).catch((error: unknown) => {
      logger.error({ err: error }, 'voice activity detection failed');
      dispatch({
        type: 'stop',
        code: VOICE_CLOSE_CODES.failed,
        reason: 'voice activity detection failed',
        last: { type: 'error', code: 'provider_failed', message: COACH_MESSAGES.providerFailed, fatal: true },
      });
    });
  }

  transport.send({ type: 'ready', sessionId: opened.sessionId, secondsLeft: opened.reservation.left });
  dispatch({ type: 'opened', turn: ++ids });

  return {
    /** Microphone audio from the browser. */
    audio(pcm: Buffer) {
      hear(pcm);
    },

    message(message: VoiceClientMessage) {
      if (message.type === 'end') dispatch({ type: 'hangUp' });
      else dispatch({ type: 'played', samples: message.samples });
    },

    /** The connection closed (by either side, or lost): what was reserved and not used is given back, once. */
    async closed() {
      dispatch({ type: 'stop', code: 1000, reason: 'closed' });
      await closing;
      await chain.catch(() => undefined);
    },

    /** The call's state now (for tests and logs). */
    get state(): CallState {
      return call.state;
    },
  };
}
export type VoiceCall = Awaited<ReturnType<typeof startVoiceCall>>;
