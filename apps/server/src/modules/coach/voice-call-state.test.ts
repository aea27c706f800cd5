import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COACH_MESSAGES, VOICE_CALL_STATES, VOICE_CLOSE_CODES } from '@stride/domain';
import { runMachine } from '@stride/domain';
import { TURN_SETTINGS, fixedTurns } from './end-of-turn.js';
import { callTimers, stepCall, turnsOf, type CallEffect, type CallEvent, type CallState, type Pause, type Playback } from './voice-call-state.js';

const LIMITS = { noAudioMs: 30_000, playedMs: 1500 };
const pcm = (bytes: number, fill = 1) => Buffer.alloc(bytes, fill);
const said = (effects: CallEffect[]) => effects.flatMap((e) => (e.do === 'send' ? [e.message.type === 'state' ? `state:${e.message.state}` : e.message.type] : []));
const done = (effects: CallEffect[]) => effects.map((e) => e.do);
const playing = (turn: number, more: Partial<Playback> = {}): Playback => ({ turn, interrupted: false, finished: false, ...more });
const paused = (early: number, more: Partial<Pause> = {}): Pause => ({ early, pcm: pcm(2), transcript: null, quietMs: 0, speculation: null, ...more });

/** A call run through events from its start; answers the state and every effect in order. */
function run(events: CallEvent[], from: CallState = { kind: 'connecting' }) {
  let state = from;
  const effects: CallEffect[] = [];
  for (const event of events) {
    const next = stepCall(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

/** One of each state, with the data each holds at its fullest. */
const SAMPLES: CallState[] = [
  { kind: 'connecting' },
  { kind: 'greeting', thinking: { turn: 1, utterance: Buffer.alloc(0) } },
  { kind: 'listening', carried: pcm(4), pause: paused(7, { transcript: 'Move my run to', quietMs: 300, speculation: 8 }), playback: playing(1, { interrupted: true }) },
  { kind: 'processing', thinking: { turn: 3, utterance: pcm(4) }, playback: playing(2, { interrupted: true, finished: true }) },
  { kind: 'speaking', playback: playing(4) },
  { kind: 'idle', playback: playing(5) },
  { kind: 'idle', playback: null },
  { kind: 'ending' },
];
const EVENTS: CallEvent[] = [
  { type: 'opened', turn: 9 },
  { type: 'audio' },
  { type: 'speechStarted' },
  { type: 'paused', early: 9, pcm: pcm(2) },
  { type: 'quiet', ms: 2000, turn: 9 },
  { type: 'heardEarly', early: 7, transcript: 'Move my run to seven.', turn: 9 },
  { type: 'resumed' },
  { type: 'utterance', turn: 9, pcm: pcm(2) },
  { type: 'nothingHeard', turn: 3 },
  { type: 'audioStarted', turn: 3 },
  { type: 'replied', turn: 4, audio: true },
  { type: 'replied', turn: 3, audio: false },
  { type: 'failed', turn: 3, message: { type: 'error', code: 'provider_failed', message: COACH_MESSAGES.providerFailed, fatal: false } },
  { type: 'played', samples: 100 },
  { type: 'hangUp' },
  { type: 'stop', code: 4429, reason: 'voice limit reached', last: { type: 'limit', message: 'Daily call limit reached.' } },
  { type: 'timeout', timer: 'noAudio' },
  { type: 'timeout', timer: 'played', turn: 1 },
];

describe('the voice call’s transitions (voice-call-state.ts)', () => {
  it('in every state, for every event: a state message names the state moved to, and ending is final', () => {
    for (const state of SAMPLES) {
      for (const event of EVENTS) {
        const next = stepCall(state, event);
        const label = `${state.kind} + ${event.type}`;
        for (const message of said(next.effects).filter((m) => m.startsWith('state:'))) expect(message, label).toBe(`state:${next.state.kind}`);
        expect(VOICE_CALL_STATES, label).toContain(next.state.kind);
        if (state.kind === 'ending') expect(next, label).toEqual({ state, effects: [] });
        // Hanging up, stopping and silence end any call, cancelling what it held and closing once.
        // (Connecting owns no timer, so no silence ends it.)
        if (['hangUp', 'stop'].includes(event.type) || (event.type === 'timeout' && event.timer === 'noAudio' && state.kind !== 'connecting')) {
          expect(next.state.kind, label).toBe('ending');
          if (state.kind !== 'ending') expect(done(next.effects).filter((d) => d === 'close'), label).toEqual(['close']);
          for (const turn of turnsOf(state)) expect(next.effects, label).toContainEqual({ do: 'abort', turn });
        }
      }
    }
  });

  it('opens with the greeting, speaks it, and goes idle when the browser has played it', () => {
    const opened = run([{ type: 'opened', turn: 1 }]);
    expect(opened.state).toEqual({ kind: 'greeting', thinking: { turn: 1, utterance: Buffer.alloc(0) } });
    expect(opened.effects).toEqual([{ do: 'send', message: { type: 'state', state: 'greeting' } }, { do: 'greet', turn: 1 }]);

    const spoken = run([{ type: 'audioStarted', turn: 1 }, { type: 'replied', turn: 1, audio: true }], opened.state);
    expect(spoken.state).toEqual({ kind: 'speaking', playback: playing(1, { finished: true }) });
    expect(said(spoken.effects)).toEqual(['state:speaking']);

    const played = stepCall(spoken.state, { type: 'played', samples: 24_000 });
    expect(played).toEqual({ state: { kind: 'idle', playback: null }, effects: [{ do: 'played', turn: 1, samples: 24_000 }, { do: 'send', message: { type: 'state', state: 'idle' } }] });
  });

  it('ignores what belongs to no current turn: audio of another turn, a reply or an empty transcript of a cancelled one', () => {
    const greeting: CallState = { kind: 'greeting', thinking: { turn: 1, utterance: Buffer.alloc(0) } };
    // Audio from a turn that is not the one being answered would be a bug: it changes nothing, and is logged.
    expect(stepCall(greeting, { type: 'audioStarted', turn: 2 })).toEqual({ state: greeting, effects: [{ do: 'unexpected', event: 'audioStarted' }] });
    expect(stepCall(greeting, { type: 'nothingHeard', turn: 2 })).toEqual({ state: greeting, effects: [] });
    expect(stepCall(greeting, { type: 'replied', turn: 2, audio: false })).toEqual({ state: greeting, effects: [] });
    expect(stepCall(greeting, { type: 'played', samples: 10 })).toEqual({ state: greeting, effects: [] });
    expect(stepCall({ kind: 'connecting' }, { type: 'speechStarted' })).toEqual({ state: { kind: 'connecting' }, effects: [] });
  });

  it('a turn: its early transcript started where the voice stopped, answered when the rule says it is over, spoken', () => {
    const fixed = fixedTurns(600);
    const step = (state: CallState, event: CallEvent) => stepCall(state, event, fixed);
    let listening = run([{ type: 'speechStarted' }], { kind: 'idle', playback: null });
    for (const event of [{ type: 'paused', early: 2, pcm: pcm(2) }, { type: 'resumed' }, { type: 'paused', early: 3, pcm: pcm(4) }] as CallEvent[]) {
      const next = step(listening.state, event);
      listening = { state: next.state, effects: [...listening.effects, ...next.effects] };
    }
    expect(listening.state).toEqual({ kind: 'listening', carried: null, pause: paused(3, { pcm: pcm(4) }), playback: null });
    expect(listening.effects).toEqual([
      { do: 'send', message: { type: 'state', state: 'listening' } },
      { do: 'transcribeEarly', early: 2, pcm: pcm(2) },
      { do: 'dropEarly', early: 2 },
      { do: 'transcribeEarly', early: 3, pcm: pcm(4) },
    ]);
    // The fixed rule (the call before issue 53): 600 ms of quiet, whatever the words; no reply started early.
    const early = step(listening.state, { type: 'heardEarly', early: 3, transcript: 'Move my run to seven.', turn: 4 });
    expect(early.effects).toEqual([]);
    expect(step(early.state, { type: 'quiet', ms: 580, turn: 4 }).state.kind).toBe('listening');
    const heard = step(early.state, { type: 'quiet', ms: 600, turn: 4 });
    expect(heard.state).toEqual({ kind: 'processing', thinking: { turn: 4, utterance: pcm(4) }, playback: null });
    expect(heard.effects).toEqual([{ do: 'endTurn' }, { do: 'send', message: { type: 'state', state: 'processing' } }, { do: 'think', turn: 4, utterance: pcm(4), early: 3 }]);
    expect(stepCall(heard.state, { type: 'audioStarted', turn: 4 }).state).toEqual({ kind: 'speaking', playback: playing(4) });
  });

  it('the words decide (issue 53): a complete sentence ends the turn after a short quiet, words that promise more wait, no transcript yet waits for it', () => {
    const listening: CallState = { kind: 'listening', carried: null, pause: paused(3), playback: null };
    const quiet = (state: CallState, ms: number) => stepCall(state, { type: 'quiet', ms, turn: 9 }, { ...TURN_SETTINGS, speculate: false });
    const heard = (transcript: string) => stepCall(listening, { type: 'heardEarly', early: 3, transcript, turn: 9 }, { ...TURN_SETTINGS, speculate: false }).state;
    expect(quiet(listening, 1000).state.kind).toBe('listening');
    expect(quiet(listening, TURN_SETTINGS.continuingMs).state.kind).toBe('processing');
    const complete = heard('Move my run to seven.');
    expect(quiet(complete, TURN_SETTINGS.completeMs - 10).state.kind).toBe('listening');
    expect(quiet(complete, TURN_SETTINGS.completeMs).state.kind).toBe('processing');
    const going = heard('I want to.');
    expect(quiet(going, 900).state.kind).toBe('listening');
    expect(quiet(going, TURN_SETTINGS.continuingMs).state.kind).toBe('processing');
    // The transcript coming after the quiet it needs ends the turn at once.
    const late = stepCall({ ...listening, pause: paused(3, { quietMs: 400 }) }, { type: 'heardEarly', early: 3, transcript: 'Move my run to seven.', turn: 9 }, { ...TURN_SETTINGS, speculate: false });
    expect(late.effects).toEqual([{ do: 'endTurn' }, { do: 'send', message: { type: 'state', state: 'processing' } }, { do: 'think', turn: 9, utterance: pcm(2), early: 3 }]);
    // A transcript of an older pause is not this one's.
    expect(stepCall(listening, { type: 'heardEarly', early: 2, transcript: 'Move my run to seven.', turn: 9 }).state).toBe(listening);
  });

  it('a reply started early (issue 53): begun on the transcript so far, cancelled if the person goes on, played at once when the turn is over', () => {
    const listening: CallState = { kind: 'listening', carried: null, pause: paused(3), playback: null };
    const started = stepCall(listening, { type: 'heardEarly', early: 3, transcript: 'I want to', turn: 4 });
    expect(started.effects).toEqual([{ do: 'speculate', turn: 4, transcript: 'I want to', early: 3 }]);
    expect(turnsOf(started.state)).toEqual([4]);
    // The person goes on: the transcript and the reply are dropped; the next pause starts again.
    const resumed = stepCall(started.state, { type: 'resumed' });
    expect(resumed).toEqual({ state: { kind: 'listening', carried: null, pause: null, playback: null }, effects: [{ do: 'dropEarly', early: 3 }, { do: 'abort', turn: 4 }] });
    const again = run(
      [
        { type: 'paused', early: 5, pcm: pcm(6) },
        { type: 'heardEarly', early: 5, transcript: 'I want to move my run to seven.', turn: 6 },
      ],
      resumed.state,
    );
    expect(again.effects).toEqual([{ do: 'transcribeEarly', early: 5, pcm: pcm(6) }, { do: 'speculate', turn: 6, transcript: 'I want to move my run to seven.', early: 5 }]);
    const over = stepCall(again.state, { type: 'quiet', ms: TURN_SETTINGS.completeMs, turn: 7 });
    expect(over.state).toEqual({ kind: 'processing', thinking: { turn: 6, utterance: pcm(6) }, playback: null });
    expect(over.effects).toEqual([{ do: 'endTurn' }, { do: 'send', message: { type: 'state', state: 'processing' } }, { do: 'dropEarly', early: 5 }, { do: 'release', turn: 6 }]);
    // A reply started early that fails is started again when the turn ends, and says nothing before.
    const error = { type: 'error', code: 'provider_failed', message: COACH_MESSAGES.providerFailed, fatal: false } as const;
    const failed = stepCall(again.state, { type: 'failed', turn: 6, message: error });
    expect(failed.effects).toEqual([]);
    expect(stepCall(failed.state, { type: 'quiet', ms: TURN_SETTINGS.completeMs, turn: 7 }).effects).toContainEqual({ do: 'think', turn: 7, utterance: pcm(6), early: 5 });
  });

  it('a pause replaced by a newer one drops the older transcript; a second pause while one runs does too', () => {
    const next = stepCall({ kind: 'listening', carried: null, pause: paused(5, { speculation: 6 }), playback: null }, { type: 'paused', early: 7, pcm: pcm(2) });
    expect(next.effects).toEqual([
      { do: 'dropEarly', early: 5 },
      { do: 'abort', turn: 6 },
      { do: 'transcribeEarly', early: 7, pcm: pcm(2) },
    ]);
    // Not listening: no early transcript is started.
    expect(stepCall({ kind: 'idle', playback: null }, { type: 'paused', early: 6, pcm: pcm(2) }).effects).toEqual([]);
  });

  it('speech over a turn being thought about cancels it and hears it again with what follows (its early transcript takes both)', () => {
    const processing: CallState = { kind: 'processing', thinking: { turn: 4, utterance: pcm(4, 1) }, playback: null };
    const over = stepCall(processing, { type: 'speechStarted' });
    expect(over.state).toEqual({ kind: 'listening', carried: pcm(4, 1), pause: null, playback: null });
    expect(over.effects).toEqual([{ do: 'abort', turn: 4 }, { do: 'send', message: { type: 'state', state: 'listening' } }]);
    const pausedAgain = stepCall(over.state, { type: 'paused', early: 5, pcm: pcm(2, 2) });
    expect(pausedAgain.effects).toEqual([{ do: 'transcribeEarly', early: 5, pcm: Buffer.concat([pcm(4, 1), pcm(2, 2)]) }]);
    const heard = stepCall(pausedAgain.state, { type: 'quiet', ms: 5000, turn: 6 });
    expect(heard.effects).toEqual([
      { do: 'endTurn' },
      { do: 'send', message: { type: 'state', state: 'processing' } },
      { do: 'think', turn: 6, utterance: Buffer.concat([pcm(4, 1), pcm(2, 2)]), early: 5 },
    ]);
    // Speech over the greeting before its audio: the greeting is cancelled, and (nothing said) nothing is carried but the turn.
    const greeting = stepCall({ kind: 'greeting', thinking: { turn: 1, utterance: Buffer.alloc(0) } }, { type: 'speechStarted' });
    expect(greeting.state).toEqual({ kind: 'listening', carried: Buffer.alloc(0), pause: null, playback: null });
    expect(done(greeting.effects)).toEqual(['abort', 'send']);
  });

  it('barge-in: speech over a reply being made interrupts it; the browser says what it played, and the turn keeps it', () => {
    const over = stepCall({ kind: 'speaking', playback: playing(4) }, { type: 'speechStarted' });
    expect(over.state).toEqual({ kind: 'listening', carried: null, pause: null, playback: playing(4, { interrupted: true }) });
    expect(over.effects).toEqual([{ do: 'send', message: { type: 'interrupt' } }, { do: 'interrupt', turn: 4 }, { do: 'send', message: { type: 'state', state: 'listening' } }]);
    // Speaking again while listening does not interrupt twice.
    expect(said(stepCall(over.state, { type: 'speechStarted' }).effects)).toEqual(['state:listening']);
    // The turn itself keeps what was heard (the reply was not written in full): no state change, no cut from here.
    const played = stepCall(over.state, { type: 'played', samples: 12_000 });
    expect(played).toEqual({ state: { kind: 'listening', carried: null, pause: null, playback: null }, effects: [{ do: 'played', turn: 4, samples: 12_000 }] });
  });

  it('barge-in on a reply written in full and still playing: what was heard is cut and kept when the browser says', () => {
    const over = run([{ type: 'replied', turn: 4, audio: true }, { type: 'speechStarted' }, { type: 'utterance', turn: 5, pcm: pcm(2) }], { kind: 'speaking', playback: playing(4) });
    expect(over.state).toEqual({ kind: 'processing', thinking: { turn: 5, utterance: pcm(2) }, playback: playing(4, { interrupted: true, finished: true }) });
    const played = stepCall(over.state, { type: 'played', samples: 12_000 });
    expect(played.effects).toEqual([
      { do: 'played', turn: 4, samples: 12_000 },
      { do: 'keepCut', turn: 4, samples: 12_000 },
    ]);
    expect(played.state).toEqual({ kind: 'processing', thinking: { turn: 5, utterance: pcm(2) }, playback: null });
  });

  it('an empty transcript, a reply with no audio and a failed turn each go idle; a failure says why and leaves a playing reply playing', () => {
    const processing: CallState = { kind: 'processing', thinking: { turn: 4, utterance: pcm(2) }, playback: null };
    expect(stepCall(processing, { type: 'nothingHeard', turn: 4 })).toEqual({ state: { kind: 'idle', playback: null }, effects: [{ do: 'send', message: { type: 'state', state: 'idle' } }] });
    expect(stepCall(processing, { type: 'replied', turn: 4, audio: false }).state).toEqual({ kind: 'idle', playback: null });
    const error = { type: 'error', code: 'provider_failed', message: COACH_MESSAGES.providerFailed, fatal: false } as const;
    expect(stepCall(processing, { type: 'failed', turn: 4, message: error })).toEqual({ state: { kind: 'idle', playback: null }, effects: [{ do: 'send', message: error }, { do: 'send', message: { type: 'state', state: 'idle' } }] });
    const failedWhilePlaying = stepCall({ kind: 'speaking', playback: playing(4) }, { type: 'failed', turn: 4, message: error });
    expect(failedWhilePlaying.state).toEqual({ kind: 'idle', playback: playing(4) });
    // Its playback ending goes idle again, as it did.
    expect(said(stepCall(failedWhilePlaying.state, { type: 'played', samples: 5 }).effects)).toEqual(['state:idle']);
  });

  it('ends: the person hangs up, the call goes quiet, or it stops (limit, detector, connection), cancelling all it holds', () => {
    const busy: CallState = { kind: 'listening', carried: null, pause: paused(7, { speculation: 8 }), playback: playing(4, { interrupted: true }) };
    expect(stepCall(busy, { type: 'hangUp' })).toEqual({
      state: { kind: 'ending' },
      effects: [
        { do: 'send', message: { type: 'state', state: 'ending' } },
        { do: 'dropEarly', early: 7 },
        { do: 'abort', turn: 8 },
        { do: 'abort', turn: 4 },
        { do: 'close', code: 1000, reason: 'call ended' },
      ],
    });
    expect(stepCall({ kind: 'processing', thinking: { turn: 5, utterance: pcm(2) }, playback: null }, { type: 'timeout', timer: 'noAudio' }).effects).toEqual([
      { do: 'send', message: { type: 'state', state: 'ending' } },
      { do: 'send', message: { type: 'error', code: 'no_audio', message: COACH_MESSAGES.callNoAudio, fatal: true } },
      { do: 'abort', turn: 5 },
      { do: 'close', code: VOICE_CLOSE_CODES.noAudio, reason: 'no audio' },
    ]);
    // Stopped from outside: its last message, and no state message (the browser is told by the close).
    const limit = { type: 'limit', message: 'Daily call limit reached.' } as const;
    expect(stepCall({ kind: 'idle', playback: null }, { type: 'stop', code: VOICE_CLOSE_CODES.limitReached, reason: 'voice limit reached', last: limit }).effects).toEqual([
      { do: 'send', message: limit },
      { do: 'close', code: VOICE_CLOSE_CODES.limitReached, reason: 'voice limit reached' },
    ]);
    expect(stepCall({ kind: 'idle', playback: null }, { type: 'stop', code: 1000, reason: 'closed' }).effects).toEqual([{ do: 'close', code: 1000, reason: 'closed' }]);
  });

  it('each state owns its timers: no audio in every open state; an interrupted reply being made waits for `played`', () => {
    const keys = (state: CallState) => callTimers(state, LIMITS).map((t) => `${t.key}:${t.ms}`);
    expect(keys({ kind: 'connecting' })).toEqual([]);
    expect(keys({ kind: 'ending' })).toEqual([]);
    for (const state of SAMPLES.filter((s) => s.kind !== 'connecting' && s.kind !== 'ending')) expect(keys(state)[0], state.kind).toBe('noAudio:30000');
    expect(keys({ kind: 'listening', carried: null, pause: null, playback: playing(4, { interrupted: true }) })).toEqual(['noAudio:30000', 'played:4:1500']);
    // Written in full: it waits for the browser as long as it takes (the cut is kept then).
    expect(keys({ kind: 'listening', carried: null, pause: null, playback: playing(4, { interrupted: true, finished: true }) })).toEqual(['noAudio:30000']);
  });
});

describe('the voice call’s timers, run on the app’s clock', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  function machine() {
    const effects: CallEffect[] = [];
    const m = runMachine<CallState, CallEvent, CallEffect>({
      initial: { kind: 'connecting' },
      step: stepCall,
      timers: (state) => callTimers(state, LIMITS),
      perform: (effect) => {
        effects.push(effect);
        if (effect.do === 'refresh') m.refresh(effect.timer);
      },
    });
    return { m, effects };
  }

  it('the no-audio timer starts with the call, moves on with each piece of audio, and ends a call that sends none', () => {
    const { m, effects } = machine();
    expect(m.timers()).toEqual([]);
    m.dispatch({ type: 'opened', turn: 1 });
    expect(m.timers()).toEqual(['noAudio']);
    vi.advanceTimersByTime(29_000);
    m.dispatch({ type: 'audio' });
    vi.advanceTimersByTime(29_000);
    // It runs on through the call's moves.
    m.dispatch({ type: 'audioStarted', turn: 1 });
    m.dispatch({ type: 'speechStarted' });
    expect(m.state.kind).toBe('listening');
    expect(done(effects)).not.toContain('close');
    vi.advanceTimersByTime(1000);
    expect(m.state).toEqual({ kind: 'ending' });
    expect(said(effects).slice(-2)).toEqual(['state:ending', 'error']);
    expect(effects.at(-1)).toEqual({ do: 'close', code: VOICE_CLOSE_CODES.noAudio, reason: 'no audio' });
    expect(m.timers()).toEqual([]);
  });

  it('an interrupted reply waits 1.5 s for `played`: cancelled when the browser says, counted whole when it does not', () => {
    const { m, effects } = machine();
    m.dispatch({ type: 'opened', turn: 1 });
    m.dispatch({ type: 'audioStarted', turn: 1 });
    m.dispatch({ type: 'speechStarted' });
    expect(m.timers()).toEqual(['noAudio', 'played:1']);
    vi.advanceTimersByTime(1000);
    m.dispatch({ type: 'played', samples: 9000 });
    expect(m.timers()).toEqual(['noAudio']);
    vi.advanceTimersByTime(5000);
    expect(effects.filter((e) => e.do === 'played')).toEqual([{ do: 'played', turn: 1, samples: 9000 }]);

    // Next turn, spoken over, and the browser never says.
    m.dispatch({ type: 'utterance', turn: 2, pcm: pcm(2) });
    m.dispatch({ type: 'audioStarted', turn: 2 });
    m.dispatch({ type: 'speechStarted' });
    vi.advanceTimersByTime(1499);
    expect(m.timers()).toEqual(['noAudio', 'played:2']);
    vi.advanceTimersByTime(1);
    expect(effects.at(-1)).toEqual({ do: 'played', turn: 2, samples: null });
    expect(m.timers()).toEqual(['noAudio']);
    expect(m.state).toEqual({ kind: 'listening', carried: null, pause: null, playback: null });
  });

  it('hanging up cancels every timer: none outlives the call', () => {
    const { m } = machine();
    m.dispatch({ type: 'opened', turn: 1 });
    m.dispatch({ type: 'audioStarted', turn: 1 });
    m.dispatch({ type: 'speechStarted' });
    expect(vi.getTimerCount()).toBe(2);
    m.dispatch({ type: 'hangUp' });
    expect(m.timers()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
