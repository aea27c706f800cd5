import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VOICE_CLOSE_CODES, runMachine, type VoiceServerMessage } from '@stride/domain';
import { END_CLOSE_MS, sessionTimers, stepSession, type SessionEffect, type SessionEvent, type SessionState } from './voice-call-session-state';

const SESSION_ID = '6f1c1b7e-3c35-4d43-9d7e-2b1cbb4c7f10';
const message = (m: VoiceServerMessage, playerBusy = false): SessionEvent => ({ type: 'message', message: m, playerBusy });
const audio = (): SessionEvent => ({ type: 'audio', pcm: new ArrayBuffer(4) });
/** What the screen was told, and what else was done, as short lines. */
const lines = (effects: SessionEffect[]) =>
  effects.map((e) => {
    if (e.do === 'emit') return `${e.emit.on}:${e.emit.args.map((a) => (typeof a === 'object' && a !== null ? JSON.stringify(a) : String(a))).join(',')}`;
    if (e.do === 'send') return `send:${e.message.type}`;
    if (e.do === 'finishPlayback') return `finishPlayback:${e.samples}`;
    if (e.do === 'closeSocket') return `closeSocket:${e.now ? 'now' : 'after'}`;
    return e.do;
  });

function run(events: SessionEvent[], from: SessionState = { kind: 'quiet', opened: false, said: '' }) {
  let state = from;
  const effects: SessionEffect[] = [];
  for (const event of events) {
    const next = stepSession(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects: lines(effects) };
}

const SAMPLES: SessionState[] = [
  { kind: 'quiet', opened: false, said: '' },
  { kind: 'quiet', opened: true, said: 'Hi' },
  { kind: 'playing', opened: true, said: 'Hi', expected: null },
  { kind: 'playing', opened: true, said: 'Hi', expected: 3600 },
  { kind: 'ending', opened: true, closing: false },
  { kind: 'ending', opened: false, closing: true },
  { kind: 'closed' },
];
const EVENTS: SessionEvent[] = [
  audio(),
  message({ type: 'ready', sessionId: SESSION_ID, secondsLeft: 60 }),
  message({ type: 'state', state: 'listening' }),
  message({ type: 'delta', text: '!' }),
  message({ type: 'reply', text: 'Hi!', interrupted: false, audioSamples: 3600 }),
  message({ type: 'interrupt' }),
  { type: 'drained' },
  { type: 'end', connecting: false },
  { type: 'socketClosed', code: 1006 },
  { type: 'timeout' },
];

describe('the browser’s call session transitions (voice-call-session-state.ts)', () => {
  it('in every state, for every event: closed is final, a close always tells the screen once, and an ended call shows nothing more', () => {
    for (const state of SAMPLES) {
      for (const event of EVENTS) {
        const next = stepSession(state, event);
        const label = `${state.kind} + ${event.type}`;
        if (state.kind === 'closed') expect(next, label).toEqual({ state, effects: [] });
        else if (event.type === 'socketClosed') {
          expect(next.state, label).toEqual({ kind: 'closed' });
          expect(lines(next.effects).filter((l) => l.startsWith('closed:')), label).toHaveLength(1);
        }
        if (state.kind === 'ending') expect(next.effects.filter((e) => e.do === 'emit' && e.emit.on !== 'closed'), label).toEqual([]);
      }
    }
  });

  it('plays a reply, shows Speaking while it plays, and tells the server when it has played to its end', () => {
    const greeted = run([
      message({ type: 'ready', sessionId: SESSION_ID, secondsLeft: 60 }),
      message({ type: 'state', state: 'greeting' }),
      message({ type: 'delta', text: 'Hi ' }),
      message({ type: 'delta', text: 'Ada!' }),
      audio(),
      message({ type: 'state', state: 'speaking' }),
      audio(),
      message({ type: 'reply', text: 'Hi Ada!', interrupted: false, audioSamples: 3600 }, true),
    ]);
    expect(greeted.effects).toEqual([`ready:${SESSION_ID}`, 'state:greeting', 'said:Hi ', 'said:Hi Ada!', 'state:speaking', 'play', 'play', 'said:Hi Ada!', 'replied:Hi Ada!,null']);
    expect(greeted.state).toEqual({ kind: 'playing', opened: true, said: 'Hi Ada!', expected: 3600 });
    // The server's idle waits for the audio playing here.
    expect(run([message({ type: 'state', state: 'idle' })], greeted.state).effects).toEqual([]);
    const drained = run([{ type: 'drained' }], greeted.state);
    expect(drained).toEqual({ state: { kind: 'quiet', opened: true, said: 'Hi Ada!' }, effects: ['finishPlayback:3600', 'state:idle'] });
  });

  it('a reply that comes once its audio has played finishes at once; drained before the reply came waits for it', () => {
    const playing: SessionState = { kind: 'playing', opened: true, said: '', expected: null };
    expect(run([{ type: 'drained' }], playing)).toEqual({ state: playing, effects: [] });
    expect(run([message({ type: 'reply', text: 'Ok.', interrupted: false, audioSamples: 100 })], playing).effects).toEqual(['said:Ok.', 'replied:Ok.,null', 'finishPlayback:100', 'state:idle']);
  });

  it('a reply with no audio leaves nothing waiting: the next reply’s audio is not cut short by it', () => {
    const quiet = run([message({ type: 'reply', text: 'Ok.', interrupted: false, audioSamples: 0 }), audio(), { type: 'drained' }]);
    expect(quiet.state).toEqual({ kind: 'playing', opened: false, said: 'Ok.', expected: null });
    expect(quiet.effects).not.toContain('finishPlayback:0');
  });

  it('an interrupt stops the speech at once and says how much played; the next audio shows Speaking again', () => {
    const stopped = run([audio(), message({ type: 'interrupt' }), message({ type: 'reply', text: 'Habits are…', interrupted: true, audioSamples: 24_000 }), audio()]);
    expect(stopped.effects).toEqual(['state:speaking', 'play', 'stopPlayback', 'said:Habits are…', 'replied:Habits are…,null', 'state:speaking', 'play']);
  });

  it('captions: a transcript clears the coach’s words, deltas add up, a change and a failure are told', () => {
    const talk = run([
      message({ type: 'delta', text: 'Old' }),
      message({ type: 'transcript', text: 'Add a goal' }),
      message({ type: 'delta', text: 'Done' }),
      message({ type: 'function', functionCalled: 'createGoal', functionResult: { id: 'g1' } }),
      message({ type: 'error', code: 'provider_failed', message: 'Try again.', fatal: false }),
      message({ type: 'limit', message: 'Daily call limit reached.' }),
    ]);
    expect(talk.effects).toEqual(['said:Old', 'heard:Add a goal', 'said:', 'said:Done', 'changed:{"functionCalled":"createGoal","functionResult":{"id":"g1"}}', 'failed:Try again.', 'limit:Daily call limit reached.']);
  });

  it('tells a limit or a silent call apart from a lost connection, and whether the server had accepted the call', () => {
    const opened: SessionState = { kind: 'quiet', opened: true, said: '' };
    expect(run([{ type: 'socketClosed', code: VOICE_CLOSE_CODES.limitReached }], opened).effects).toEqual(['release', `closed:{"lost":false,"opened":true,"code":${VOICE_CLOSE_CODES.limitReached}}`]);
    expect(run([{ type: 'socketClosed', code: VOICE_CLOSE_CODES.noAudio }], opened).effects).toEqual(['release', `closed:{"lost":false,"opened":true,"code":${VOICE_CLOSE_CODES.noAudio}}`]);
    expect(run([{ type: 'socketClosed', code: 1006 }]).effects).toEqual(['release', 'closed:{"lost":true,"opened":false,"code":1006}']);
    expect(run([{ type: 'end', connecting: false }, { type: 'socketClosed', code: 1000 }], opened).effects).toEqual(['send:end', 'release', 'closed:{"lost":false,"opened":true,"code":1000}']);
  });

  it('ending while still connecting closes the socket at once; an ended call shows no more of it', () => {
    expect(run([{ type: 'end', connecting: true }])).toEqual({ state: { kind: 'ending', opened: false, closing: true }, effects: ['send:end', 'closeSocket:now'] });
    expect(run([{ type: 'end', connecting: false }, audio(), message({ type: 'delta', text: 'late' }), { type: 'end', connecting: false }]).effects).toEqual(['send:end']);
  });
});

describe('the call session’s close timer, on the app’s clock', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  function machine() {
    const effects: SessionEffect[] = [];
    const m = runMachine<SessionState, SessionEvent, SessionEffect>({ initial: { kind: 'quiet', opened: true, said: '' }, step: stepSession, timers: sessionTimers, perform: (e) => effects.push(e) });
    return { m, effects };
  }

  it('an ended call closes the socket itself after 500 ms if the server has not', () => {
    const { m, effects } = machine();
    expect(m.timers()).toEqual([]);
    m.dispatch({ type: 'end', connecting: false });
    expect(m.timers()).toEqual(['close']);
    vi.advanceTimersByTime(END_CLOSE_MS - 1);
    expect(lines(effects)).toEqual(['send:end']);
    vi.advanceTimersByTime(1);
    expect(lines(effects)).toEqual(['send:end', 'closeSocket:after']);
    expect(m.timers()).toEqual([]);
    m.dispatch({ type: 'socketClosed', code: 1000 });
    expect(m.state).toEqual({ kind: 'closed' });
  });

  it('the server closing first cancels the timer: none outlives the call', () => {
    const { m, effects } = machine();
    m.dispatch({ type: 'end', connecting: false });
    m.dispatch({ type: 'socketClosed', code: 1000 });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(END_CLOSE_MS * 2);
    expect(lines(effects)).not.toContain('closeSocket:after');
  });
});
