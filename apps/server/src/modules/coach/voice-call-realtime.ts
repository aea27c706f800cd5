import { COACH_MESSAGES, runMachine, VOICE_CLOSE_CODES, type VoiceServerMessage } from '@stride/domain';
import { REALTIME_SAMPLE_RATE, type RealtimeHandlers, type RealtimeSession, type RealtimeSpeaker } from '../../adapters/realtime-voice.js';
import { DomainError } from '../../errors.js';
import { createCallAllowance } from './voice-call-allowance.js';
import { callTimers, stepCall, turnsOf, type CallEffect, type CallEvent, type CallState } from './voice-call-state.js';
import { heardText } from './voice-speech.js';
import { PLAYED_TIMEOUT_MS, turnWork, type TurnWork } from './voice-turn-work.js';
import type { startVoiceCall, VoiceCall, VoiceCallDeps, VoiceCallTransport } from './voice-call.js';
import { ranCall } from './functions/index.js';

type Owner = Parameters<typeof startVoiceCall>[1];
type Opened = Parameters<typeof startVoiceCall>[2];

export interface RealtimeCallDeps extends Omit<VoiceCallDeps, 'detectTurns' | 'turnSettings'> {
  /** Opens the provider's speech-to-speech session (adapters/realtime-voice.ts), speaking and listening as `speaker` says. */
  openRealtime(handlers: RealtimeHandlers, speaker: RealtimeSpeaker): Promise<RealtimeSession>;
}

/** The browser's microphone (16 kHz) to the protocol's 24 kHz, by linear interpolation. */
function to24k(pcm: Buffer): Buffer {
  const n = pcm.length >> 1;
  const out = Buffer.alloc(Math.floor((n * 3) / 2) * 2);
  for (let i = 0; i < out.length / 2; i++) {
    const x = (i * 2) / 3;
    const j = Math.floor(x);
    const a = pcm.readInt16LE(j * 2);
    const b = j + 1 < n ? pcm.readInt16LE((j + 1) * 2) : a;
    out.writeInt16LE(Math.round(a + (b - a) * (x - j)), i * 2);
  }
  return out;
}

/**
 * A voice call in speech-to-speech mode (issue 53, `VOICE_MODE=realtime`): the browser's side is
 * the cascaded call's (the same messages, 16 kHz in, 24 kHz out), and so are its states, its
 * transitions (voice-call-state.ts: the provider's semantic turn detection sends `speechStarted`
 * and `utterance`), its allowance (seconds heard and spoken, reserved as it goes), its barge-in and
 * its sessions. Each turn is the coach's own (`coach.voice.turn`), with the provider's session as
 * its model: functions run here with the same limits, what needs a yes is proposed and waits, a
 * spoken yes does it (the turn then waits for the words, and has the session say the answer), and
 * the session keeps the person's words and what they heard of the reply.
 */
export async function startRealtimeVoiceCall(deps: RealtimeCallDeps, owner: Owner, opened: Opened, transport: VoiceCallTransport): Promise<VoiceCall> {
  const { coach, usage, logger } = deps;
  const turns = new Map<number, TurnWork & { item: string | null }>();
  /** The person's words by conversation item, as the provider transcribes them. */
  const transcripts = new Map<string, { text: Promise<string>; heard(text: string): void }>();
  const words = (item: string) => {
    let entry = transcripts.get(item);
    if (!entry) {
      let heard: (text: string) => void = () => undefined;
      const text = new Promise<string>((resolve) => (heard = resolve));
      entry = { text, heard };
      transcripts.set(item, entry);
    }
    return entry;
  };
  let ids = 0;
  let chain = Promise.resolve();
  let closing: Promise<void> | null = null;
  /** The turn whose response's audio is coming (the session sends one response at a time). */
  let speakingTurn: number | null = null;

  const call = runMachine<CallState, CallEvent, CallEffect>({
    initial: { kind: 'connecting' },
    step: (state, event) => stepCall(state, event),
    timers: (state) => callTimers(state, { noAudioMs: deps.noAudioTimeoutMs, playedMs: PLAYED_TIMEOUT_MS }),
    perform,
  });
  const ended = () => call.state.kind === 'ending';
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
    reserved: () => undefined,
  });

  function perform(effect: CallEffect) {
    switch (effect.do) {
      case 'send':
        return transport.send(effect.message);
      case 'greet':
        return start(effect.turn, null, true);
      case 'think':
        return start(effect.turn, items.get(effect.turn) ?? null, false);
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
        if (!work) return;
        const samples = Math.min(effect.samples ?? work.samplesSent, work.samplesSent);
        // The provider's conversation keeps only what the person heard of a reply they cut.
        const item = session.lastReplyItem();
        if (work.interrupted && item) session.truncate(item, (samples / REALTIME_SAMPLE_RATE) * 1000);
        return work.onPlayed(samples);
      }
      case 'keepCut': {
        const work = turns.get(effect.turn);
        if (!work) return;
        const kept = heardText(work.spoken, Math.min(effect.samples, work.samplesSent));
        say({ type: 'reply', text: kept, interrupted: true, audioSamples: work.samplesSent });
        chain = chain.then(() => work.keep(kept)).catch((err: unknown) => logger.error({ err }, 'voice turn could not be kept'));
        return;
      }
      case 'unexpected':
        return logger.warn({ state: call.state.kind, event: effect.event }, 'voice call moved outside its transitions');
      case 'refresh':
        return call.refresh(effect.timer);
      case 'close':
        transport.close(effect.code, effect.reason);
        closing = (async () => {
          session.close();
          await allowance.settle();
        })();
        return;
      default:
        // Early transcripts and replies started early are the cascaded call's: the provider decides the turn here.
        return;
    }
  }

  function failed(turn: number, error: unknown) {
    if (ended()) return;
    if (error instanceof DomainError) dispatch({ type: 'failed', turn, message: { type: 'error', code: error.code, message: error.message, fatal: false } });
    else {
      logger.error({ err: error }, 'voice turn failed');
      dispatch({ type: 'failed', turn, message: { type: 'error', code: 'provider_failed', message: COACH_MESSAGES.providerFailed, fatal: false } });
    }
  }

  /** A turn (or the greeting): the coach's turn with the session as its model, spoken as the session makes it. */
  function start(turn: number, item: string | null, opening: boolean) {
    const work = Object.assign(turnWork(), { item });
    turns.set(turn, work);
    const { signal } = work.controller;
    chain = chain.then(async () => {
      if (signal.aborted) return;
      speakingTurn = turn;
      try {
        // A yes (or no) to what waits is the words': the turn waits for them. Otherwise it starts at once.
        const waits = item !== null && (await coach.voice.waitsForYes(owner, opened.sessionId));
        const transcript = waits && item ? await words(item).text : '';
        let text = '';
        const { turn: answered, proposal, keep } = await coach.voice.turn(owner, opened.sessionId, transcript, {
          opening,
          signal,
          model: session.model,
          listener: {
            text(delta) {
              if (signal.aborted) return;
              text += delta;
              say({ type: 'delta', text: delta });
            },
            function(outcome) {
              say({ type: 'function', ...ranCall(outcome) });
            },
          },
        });
        // Answered without the model (a yes done, a no): the session says the answer.
        if (!answered.aborted && !work.samplesSent && answered.reply && !signal.aborted) await session.say(answered.reply, signal);
        work.spoken.push({ text: answered.reply || text, endSample: work.samplesSent });
        const heard = item ? await Promise.race([words(item).text, new Promise<string>((resolve) => setTimeout(() => resolve(transcript), 2000))]) : '';
        const keepAll = (said: string) => keep(said, heard);
        if (signal.aborted && !work.interrupted) {
          if (work.samplesSent) await keepAll(heardText(work.spoken, work.samplesSent));
          return;
        }
        if (work.interrupted) {
          const kept = heardText(work.spoken, await work.played);
          say({ type: 'reply', text: kept, interrupted: true, audioSamples: work.samplesSent, proposal });
          await keepAll(kept);
          return;
        }
        work.keep = keepAll;
        say({ type: 'reply', text: answered.reply, interrupted: false, audioSamples: work.samplesSent, proposal });
        dispatch({ type: 'replied', turn, audio: work.samplesSent > 0 });
        await keepAll(answered.reply);
      } catch (error) {
        if (!signal.aborted) failed(turn, error);
      } finally {
        if (speakingTurn === turn) speakingTurn = null;
      }
    });
  }

  /** The conversation item of each turn's words. */
  const items = new Map<number, string>();
  const session = await deps
    .openRealtime({
      onSpeechStarted: () => dispatch({ type: 'speechStarted' }),
      onCommitted: (item) => {
        const turn = ++ids;
        items.set(turn, item);
        dispatch({ type: 'utterance', turn, pcm: Buffer.alloc(0) });
      },
      onTranscript: (item, text) => {
        words(item).heard(text.trim());
        if (text.trim()) say({ type: 'transcript', text: text.trim() });
      },
      onAudio: (pcm) => {
        const work = speakingTurn === null ? undefined : turns.get(speakingTurn);
        if (!work || work.controller.signal.aborted || ended() || !pcm.length) return;
        if (!work.samplesSent) dispatch({ type: 'audioStarted', turn: speakingTurn! });
        work.samplesSent += pcm.length / 2;
        transport.sendAudio(pcm);
        allowance.spoken(pcm.length);
      },
      onClosed: (error) => {
        if (ended()) return;
        logger.error({ err: error }, 'speech-to-speech session closed');
        dispatch({ type: 'stop', code: VOICE_CLOSE_CODES.failed, reason: 'provider closed', last: { type: 'error', code: 'provider_failed', message: COACH_MESSAGES.providerFailed, fatal: true } });
      },
    }, coach.voice.speaker(owner))
    .catch(async (error: unknown) => {
      await allowance.settle(0);
      throw error;
    });

  transport.send({ type: 'ready', sessionId: opened.sessionId, secondsLeft: opened.reservation.left });
  dispatch({ type: 'opened', turn: ++ids });

  return {
    audio(pcm: Buffer) {
      if (ended()) return;
      dispatch({ type: 'audio' });
      if (allowance.full()) return allowance.check();
      allowance.heard(pcm.length);
      session.append(to24k(pcm));
    },
    message(message) {
      if (message.type === 'end') dispatch({ type: 'hangUp' });
      else dispatch({ type: 'played', samples: message.samples });
    },
    async closed() {
      dispatch({ type: 'stop', code: 1000, reason: 'closed' });
      await closing;
      await chain.catch(() => undefined);
    },
    get state(): CallState {
      return call.state;
    },
  };
}
