import { COACH_MESSAGES, runMachine, VOICE_CLOSE_CODES, type VoiceClientMessage, type VoiceServerMessage } from '@stride/domain';
import type { TurnDetector, TurnDetectorOptions } from '../../adapters/voice-activity.js';
import { DomainError, type Logger } from '../../errors.js';
import type { UserRow } from '../auth/auth.repository.js';
import type { UsageService, VoiceReservation } from '../usage/usage.service.js';

import type { CoachService, Prepared } from './coach.service.js';
import { createSentenceSplitter } from './sentences.js';
import { createCallAllowance } from './voice-call-allowance.js';
import { callTimers, stepCall, turnsOf, type CallEffect, type CallEvent, type CallState } from './voice-call-state.js';
import type { TurnSettings } from './end-of-turn.js';
import { bufferedSpeech, cutSentence, heardText } from './voice-speech.js';
import { PLAYED_TIMEOUT_MS, turnWork, type TurnWork } from './voice-turn-work.js';
import { ranCall } from './functions/index.js';

type Owner = Pick<UserRow, 'id' | 'timezone' | 'subscriptionStatus' | 'firstName' | 'locale'>;

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
  /** When the person's turn is over, and whether replies start before it is (end-of-turn.ts). */
  turnSettings: TurnSettings;
  /** A call whose browser sends no audio at all for this long ends (`no_audio`). */
  noAudioTimeoutMs: number;
  logger: Logger;
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
  const earlies = new Map<number, { controller: AbortController; transcript: Promise<string>; prepared?: Prepared }>();
  /** Turns being answered or kept now (what a turn reads ahead is only read when none is). */
  let running = 0;
  let ids = 0;
  /** Turns run one after another (a turn is transcribed once the one before it is kept). */
  let chain = Promise.resolve();
  /** The connection closed and the seconds settled (once the call ended). */
  let closing: Promise<void> | null = null;

  const call = runMachine<CallState, CallEvent, CallEffect>({
    initial: { kind: 'connecting' },
    step: (state, event) => stepCall(state, event, deps.turnSettings),
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
  /** An event that may start a turn: it gets the next id, which is taken if the state now names it. */
  const dispatchTurn = (event: (turn: number) => CallEvent) => {
    const next = ids + 1;
    if (turnsOf(dispatch(event(next))).includes(next)) ids = next;
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
        const transcript = coach.voice.transcribe(owner, effect.pcm, controller.signal);
        // What the reply will read is read meanwhile, when no turn runs that could change it first.
        earlies.set(effect.early, { controller, transcript, ...(deps.turnSettings.speculate && running === 0 ? { prepared: coach.voice.prepare(owner, opened.sessionId) } : {}) });
        // The running transcript: the end-of-turn rule reads it, and a reply may start on it.
        transcript.then(
          (text) => !controller.signal.aborted && dispatchTurn((turn) => ({ type: 'heardEarly', early: effect.early, transcript: text, turn })),
          () => undefined,
        );
        return;
      }
      case 'speculate':
        return speculate(effect.turn, effect.transcript, earlies.get(effect.early)?.prepared);
      case 'release': {
        const work = turns.get(effect.turn);
        if (!work?.held) return;
        for (const message of work.held.splice(0)) say(message);
        work.held = null;
        return work.release();
      }
      case 'endTurn':
        return detector.endTurn();
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
        const transcript = await (ready?.transcript ?? coach.voice.transcribe(owner, utterance, signal));
        if (signal.aborted) return;
        if (!transcript) return void dispatch({ type: 'nothingHeard', turn });
        say({ type: 'transcript', text: transcript });
        await answer(turn, work, transcript, false);
      } catch (error) {
        if (!signal.aborted) failed(turn, error);
      }
    });
  }

  /** A reply started on the transcript so far, before the turn is over: held back until `release`. */
  function speculate(turn: number, transcript: string, prepared: Prepared | undefined) {
    const work = turnWork(true);
    turns.set(turn, work);
    const { signal } = work.controller;
    chain = chain.then(async () => {
      try {
        if (signal.aborted) return;
        tell(work, { type: 'transcript', text: transcript });
        await answer(turn, work, transcript, false, prepared);
      } catch (error) {
        if (!signal.aborted) failed(turn, error);
      }
    });
  }

  /** A turn's message to the browser, held while its reply is started early and the turn not over. */
  function tell(work: TurnWork, message: VoiceServerMessage) {
    if (work.held) work.held.push(message);
    else say(message);
  }

  /** Speaks one reply as the model writes it; answers when it is spoken (or cut off) and kept. */
  async function answer(turn: number, work: TurnWork, transcript: string, opening: boolean, prepared?: Prepared) {
    running++;
    try {
      await answering(turn, work, transcript, opening, prepared);
    } finally {
      running--;
    }
  }

  async function answering(turn: number, work: TurnWork, transcript: string, opening: boolean, prepared: Prepared | undefined) {
    const { controller } = work;
    const splitter = createSentenceSplitter();
    let started = false;
    // Each sentence goes to speech as soon as it is complete; audio goes out in order.
    let speech = Promise.resolve();
    const speak = (sentence: string) => {
      const synthesized = bufferedSpeech(coach.voice.speak(sentence, controller.signal, owner));
      speech = speech.then(async () => {
        let odd: Buffer | null = null;
        const from = work.samplesSent;
        let whole = false;
        try {
          for await (const chunk of synthesized.chunks()) {
            if (controller.signal.aborted || ended()) return;
            const all: Buffer = odd ? Buffer.concat([odd, chunk]) : chunk;
            odd = all.length % 2 ? all.subarray(all.length - 1) : null;
            const pcm = odd ? all.subarray(0, all.length - 1) : all;
            if (!pcm.length) continue;
            // Started early: the audio waits for the turn to be over, and is dropped if it never is.
            if (!started && !(await work.released)) return;
            if (allowance.full() && (!(await allowance.room()) || controller.signal.aborted)) return;
            if (!started) {
              started = true;
              dispatch({ type: 'audioStarted', turn });
            }
            work.samplesSent += pcm.length / 2;
            transport.sendAudio(pcm);
            allowance.spoken(pcm.length);
          }
          whole = true;
        } finally {
          // Stopped part way (talked over, cancelled, out of seconds): what went out is a part of the sentence.
          if (whole) work.spoken.push({ text: sentence, endSample: work.samplesSent });
          else if (work.samplesSent > from) work.spoken.push(cutSentence(work.spoken, sentence, from, work.samplesSent - from));
        }
      });
    };
    const { turn: answered, proposal, keep } = await coach.voice.turn(owner, opened.sessionId, transcript, {
      opening,
      signal: controller.signal,
      ...(prepared ? { prepared } : {}),
      // Nothing is written before the turn is over (read-only functions may run).
      ...(work.held ? { beforeWrite: () => work.released } : {}),
      listener: {
        text(delta) {
          if (controller.signal.aborted) return;
          tell(work, { type: 'delta', text: delta });
          splitter.push(delta).forEach(speak);
        },
        function(outcome) {
          tell(work, { type: 'function', ...ranCall(outcome) });
        },
      },
    });
    if (!answered.aborted) splitter.flush().forEach(speak);
    await speech.catch((error: unknown) => {
      if (!controller.signal.aborted) throw error;
    });
    // Started early and written before the turn was over: it is said, and kept, once it is.
    if (!(await work.released) && !work.spoken.length) return;
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
      pauseMs: deps.turnSettings.pauseMs,
      onSpeechStart: () => dispatch({ type: 'speechStarted' }),
      onUtterance: (pcm) => dispatch({ type: 'utterance', turn: ++ids, pcm }),
      onPause: (pcm) => dispatch({ type: 'paused', early: ++ids, pcm }),
      onQuiet: (ms) => dispatchTurn((turn) => ({ type: 'quiet', ms, turn })),
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
