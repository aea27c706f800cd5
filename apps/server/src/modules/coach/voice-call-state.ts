import { COACH_MESSAGES, VOICE_CLOSE_CODES, type VoiceServerMessage } from '@stride/domain';
import { TURN_SETTINGS, turnIsOver, type TurnSettings } from './end-of-turn.js';

/**
 * A voice call as data (section 4 "Voice call"; issue 46; STYLE.md "State machines as data"):
 * one union holding each state's data, and `stepCall`, the transition function that IS the
 * call's behaviour. It is pure: it answers the next state and the effects to perform, in order;
 * the driver (voice-call.ts) performs them and turns what happens (audio, the detector, the model,
 * the browser, timers) into events. Timers belong to states (`callTimers`): entering a state that
 * has one starts it, leaving it cancels it.
 *
 * Turns and early transcripts are named by ids the driver hands out with the events; their
 * controllers and audio live in the driver, keyed by these ids.
 */

/** A turn being transcribed or answered before any of its audio went out (the greeting is turn one). */
export interface Thinking {
  turn: number;
  /** What the person said, kept so that speech over it is heard together with what follows. */
  utterance: Buffer;
}

/** A reply whose audio went out, until the browser says its playback stopped (`played`). */
export interface Playback {
  turn: number;
  /** The person spoke over it: the browser was told to stop, and says how much it played. */
  interrupted: boolean;
  /** Written and sent whole (its `reply` went out): cut later, what is kept is cut when `played` comes. */
  finished: boolean;
}

/**
 * The person's voice stopped (issue 53): the utterance so far is being transcribed (`early`), and
 * the end-of-turn rule (end-of-turn.ts) reads the quiet and the transcript as they come. With the
 * transcript in, the reply may start before the turn is over (`speculation`, a turn id): its audio
 * and messages are held back and nothing it would write runs until the turn ends (`release`).
 */
export interface Pause {
  early: number;
  /** The utterance until the voice stopped, with any speech carried from a cancelled turn before it. */
  pcm: Buffer;
  transcript: string | null;
  quietMs: number;
  speculation: number | null;
}

export type CallState =
  | { kind: 'connecting' }
  /** The coach's opening is being written, before its audio. */
  | { kind: 'greeting'; thinking: Thinking }
  /**
   * The person is speaking. `carried`: speech of a turn cancelled before its answer was heard, heard
   * with what follows. `pause`: the voice stopped, and the turn may be over (issue 53).
   * `playback`: a reply spoken over, until the browser says how much it played.
   */
  | { kind: 'listening'; carried: Buffer | null; pause: Pause | null; playback: Playback | null }
  /** The person's turn ended: it is transcribed and answered (after the turns before it). */
  | { kind: 'processing'; thinking: Thinking; playback: Playback | null }
  /** The coach's reply is playing in the browser. */
  | { kind: 'speaking'; playback: Playback }
  /** Nobody speaks; a reply whose turn failed may still be playing. */
  | { kind: 'idle'; playback: Playback | null }
  /** The call is over: nothing more happens in it. */
  | { kind: 'ending' };

export type CallStateKind = CallState['kind'];

export type CallEvent =
  /** The call opened: the coach says hello, as turn `turn`. */
  | { type: 'opened'; turn: number }
  /** Microphone audio came (silence included). */
  | { type: 'audio' }
  /** The detector heard speech start. */
  | { type: 'speechStarted' }
  /** The voice stopped: `pcm` is the utterance so far, transcribed early as `early`. */
  | { type: 'paused'; early: number; pcm: Buffer }
  /** Still quiet since the pause, `ms` so far; `turn`: the id the turn takes if this ends it. */
  | { type: 'quiet'; ms: number; turn: number }
  /** The early transcript `early` came; `turn`: the id of a reply started on it, or of the turn it ends. */
  | { type: 'heardEarly'; early: number; transcript: string; turn: number }
  | { type: 'resumed' }
  /** The utterance reached its longest without a pause: it becomes turn `turn`. */
  | { type: 'utterance'; turn: number; pcm: Buffer }
  /** The turn's transcript was empty. */
  | { type: 'nothingHeard'; turn: number }
  /** The first audio of the turn's reply is about to go out. */
  | { type: 'audioStarted'; turn: number }
  /** The turn's reply was written and sent whole; `audio`: whether any of it was spoken. */
  | { type: 'replied'; turn: number; audio: boolean }
  /** The turn failed; `message` says so (the call goes on). */
  | { type: 'failed'; turn: number; message: VoiceServerMessage }
  /** The browser's playback of the current reply stopped after `samples`. */
  | { type: 'played'; samples: number }
  /** The browser ends the call. */
  | { type: 'hangUp' }
  /** The call stops for another reason (allowance, detector, connection closed), with its last message. */
  | { type: 'stop'; code: number; reason: string; last?: VoiceServerMessage }
  | CallTimeout;

/** The events timers send when they run out. */
export type CallTimeout = { type: 'timeout'; timer: 'noAudio' } | { type: 'timeout'; timer: 'played'; turn: number };

export type CallEffect =
  | { do: 'send'; message: VoiceServerMessage }
  /** Start the greeting as turn `turn`. */
  | { do: 'greet'; turn: number }
  /** Transcribe (or take the early transcript `early`) and answer turn `turn`, after the turns before it. */
  | { do: 'think'; turn: number; utterance: Buffer; early: number | null }
  /** Cancel the turn (its model stream and speech). */
  | { do: 'abort'; turn: number }
  /** The turn's reply was spoken over: it stops being made, and waits to hear how much was played. */
  | { do: 'interrupt'; turn: number }
  /** How much of the turn's reply the browser played; `null`: it did not say in time (all that was sent counts). */
  | { do: 'played'; turn: number; samples: number | null }
  /** The turn's reply, written in full and spoken over, is kept as far as it was heard. */
  | { do: 'keepCut'; turn: number; samples: number }
  | { do: 'transcribeEarly'; early: number; pcm: Buffer }
  /** Start the reply to `transcript` as turn `turn` before the turn is over: heard by no one, writing nothing, until `release`. */
  | { do: 'speculate'; turn: number; transcript: string; early: number }
  /** The turn is over: the reply started early plays at once, and what it writes may run. */
  | { do: 'release'; turn: number }
  /** The turn is over: the detector starts a new utterance with the next speech. */
  | { do: 'endTurn' }
  | { do: 'dropEarly'; early: number }
  /** Audio came: the no-audio timer starts over. */
  | { do: 'refresh'; timer: 'noAudio' }
  /** An event the state cannot take came (a bug to fix): it is logged, and changes nothing. */
  | { do: 'unexpected'; event: CallEvent['type'] }
  /** Close the connection and settle the call. */
  | { do: 'close'; code: number; reason: string };

export interface CallLimits {
  /** A call whose browser sends no audio at all for this long ends (`no_audio`). */
  noAudioMs: number;
  /** How long an interrupted reply waits for the browser to say how much it played. */
  playedMs: number;
}

export interface CallTimer {
  key: string;
  ms: number;
  event: CallTimeout;
}

/** The timers a state owns. */
export function callTimers(state: CallState, limits: CallLimits): CallTimer[] {
  if (state.kind === 'connecting' || state.kind === 'ending') return [];
  const timers: CallTimer[] = [{ key: 'noAudio', ms: limits.noAudioMs, event: { type: 'timeout', timer: 'noAudio' } }];
  const playback = playbackOf(state);
  // A reply spoken over while still being made waits so long for the browser to say what it played.
  if (playback?.interrupted && !playback.finished) {
    timers.push({ key: `played:${playback.turn}`, ms: limits.playedMs, event: { type: 'timeout', timer: 'played', turn: playback.turn } });
  }
  return timers;
}

/** The turns a state refers to (the driver keeps what it holds for these only). */
export function turnsOf(state: CallState): number[] {
  const turns: number[] = [];
  if (state.kind === 'greeting' || state.kind === 'processing') turns.push(state.thinking.turn);
  if ('playback' in state && state.playback) turns.push(state.playback.turn);
  if (state.kind === 'listening' && state.pause?.speculation != null) turns.push(state.pause.speculation);
  return turns;
}

export interface CallStep {
  state: CallState;
  effects: CallEffect[];
}

const stateMessage = (state: CallStateKind): CallEffect => ({ do: 'send', message: { type: 'state', state } });
const playbackOf = (state: CallState): Playback | null => ('playback' in state ? state.playback : null);
const thinkingOf = (state: CallState): Thinking | null => (state.kind === 'greeting' || state.kind === 'processing' ? state.thinking : null);
const stay = (state: CallState): CallStep => ({ state, effects: [] });

/** The same state with its playback changed (a state without one keeps none). */
function withPlayback(state: CallState, playback: Playback | null): CallState {
  switch (state.kind) {
    case 'listening':
    case 'processing':
    case 'idle':
      return { ...state, playback };
    case 'speaking':
      return playback ? { ...state, playback } : { kind: 'idle', playback: null };
    default:
      return state;
  }
}

type Listening = Extract<CallState, { kind: 'listening' }>;

/** What a pause held is let go: its early transcript and the reply started on it. */
const dropPause = (pause: Pause | null): CallEffect[] =>
  pause ? [{ do: 'dropEarly', early: pause.early }, ...(pause.speculation === null ? [] : [{ do: 'abort' as const, turn: pause.speculation }])] : [];

/** The rule says the turn is over: the reply started early plays, or the turn is answered now. */
function turnOver(state: Listening, pause: Pause, turn: number): CallStep {
  const effects: CallEffect[] = [{ do: 'endTurn' }, stateMessage('processing')];
  if (pause.speculation !== null) {
    effects.push({ do: 'dropEarly', early: pause.early }, { do: 'release', turn: pause.speculation });
    return { state: { kind: 'processing', thinking: { turn: pause.speculation, utterance: pause.pcm }, playback: state.playback }, effects };
  }
  effects.push({ do: 'think', turn, utterance: pause.pcm, early: pause.early });
  return { state: { kind: 'processing', thinking: { turn, utterance: pause.pcm }, playback: state.playback }, effects };
}

/** The call's behaviour: the next state for an event, and what to do (`settings`: when a turn is over). */
export function stepCall(state: CallState, event: CallEvent, settings: TurnSettings = TURN_SETTINGS): CallStep {
  if (state.kind === 'ending') return stay(state);
  if (state.kind === 'connecting') {
    if (event.type === 'opened') {
      return { state: { kind: 'greeting', thinking: { turn: event.turn, utterance: Buffer.alloc(0) } }, effects: [stateMessage('greeting'), { do: 'greet', turn: event.turn }] };
    }
    if (event.type === 'hangUp' || event.type === 'stop') return end(state, event);
    return stay(state);
  }
  const thinking = thinkingOf(state);
  const playback = playbackOf(state);
  switch (event.type) {
    case 'opened':
      return { state, effects: [{ do: 'unexpected', event: event.type }] };
    case 'audio':
      return { state, effects: [{ do: 'refresh', timer: 'noAudio' }] };

    case 'speechStarted': {
      // The person started talking: a reply being played stops (barge-in), one being made is cancelled.
      const effects: CallEffect[] = [];
      let heard = playback;
      if (playback && !playback.interrupted) {
        heard = { ...playback, interrupted: true };
        // The browser is told first (its playback stops on it); the reply's work is stopped right after.
        effects.push({ do: 'send', message: { type: 'interrupt' } }, { do: 'interrupt', turn: playback.turn });
      }
      if (thinking) effects.push({ do: 'abort', turn: thinking.turn });
      effects.push(stateMessage('listening'));
      const carried = thinking ? thinking.utterance : state.kind === 'listening' ? state.carried : null;
      if (state.kind === 'listening') effects.push(...dropPause(state.pause));
      return { state: { kind: 'listening', carried, pause: null, playback: heard }, effects };
    }

    case 'paused': {
      if (state.kind !== 'listening') return stay(state);
      const effects = dropPause(state.pause);
      // What was carried from a cancelled turn is heard with this: the early transcript takes both.
      const pcm = state.carried ? Buffer.concat([state.carried, event.pcm]) : event.pcm;
      effects.push({ do: 'transcribeEarly', early: event.early, pcm });
      return { state: { ...state, pause: { early: event.early, pcm, transcript: null, quietMs: 0, speculation: null } }, effects };
    }
    case 'quiet': {
      if (state.kind !== 'listening' || !state.pause) return stay(state);
      const pause = { ...state.pause, quietMs: event.ms };
      if (turnIsOver(settings, pause.quietMs, pause.transcript)) return turnOver(state, pause, event.turn);
      return { state: { ...state, pause }, effects: [] };
    }
    case 'heardEarly': {
      if (state.kind !== 'listening' || state.pause?.early !== event.early) return stay(state);
      const pause: Pause = { ...state.pause, transcript: event.transcript };
      const effects: CallEffect[] = [];
      if (settings.speculate && event.transcript && pause.speculation === null) {
        pause.speculation = event.turn;
        effects.push({ do: 'speculate', turn: event.turn, transcript: event.transcript, early: event.early });
      }
      if (!turnIsOver(settings, pause.quietMs, pause.transcript)) return { state: { ...state, pause }, effects };
      const over = turnOver(state, pause, event.turn);
      return { state: over.state, effects: [...effects, ...over.effects] };
    }
    case 'resumed':
      if (state.kind !== 'listening' || !state.pause) return stay(state);
      return { state: { ...state, pause: null }, effects: dropPause(state.pause) };

    case 'utterance': {
      // A minute without a pause: the whole of it is the turn, transcribed now.
      const carried = state.kind === 'listening' ? state.carried : null;
      const effects: CallEffect[] = state.kind === 'listening' ? dropPause(state.pause) : [];
      const utterance = carried ? Buffer.concat([carried, event.pcm]) : event.pcm;
      effects.push(stateMessage('processing'), { do: 'think', turn: event.turn, utterance, early: null });
      return { state: { kind: 'processing', thinking: { turn: event.turn, utterance }, playback }, effects };
    }

    case 'nothingHeard':
      if (thinking?.turn !== event.turn) return stay(state);
      return { state: { kind: 'idle', playback }, effects: [stateMessage('idle')] };

    case 'audioStarted':
      // Only the turn being thought about speaks; its reply replaces one still waiting for `played`.
      if (thinking?.turn !== event.turn) return { state, effects: [{ do: 'unexpected', event: event.type }] };
      return { state: { kind: 'speaking', playback: { turn: event.turn, interrupted: false, finished: false } }, effects: [stateMessage('speaking')] };

    case 'replied':
      if (!event.audio) {
        if (thinking?.turn !== event.turn) return stay(state);
        return { state: { kind: 'idle', playback }, effects: [stateMessage('idle')] };
      }
      if (playback?.turn !== event.turn || playback.interrupted) return stay(state);
      return { state: withPlayback(state, { ...playback, finished: true }), effects: [] };

    case 'failed':
      // A reply started early that failed is started again, from the start, when the turn ends.
      if (state.kind === 'listening' && state.pause?.speculation === event.turn) return { state: { ...state, pause: { ...state.pause, speculation: null } }, effects: [] };
      return { state: { kind: 'idle', playback }, effects: [{ do: 'send', message: event.message }, stateMessage('idle')] };

    case 'played': {
      if (!playback) return stay(state);
      const effects: CallEffect[] = [{ do: 'played', turn: playback.turn, samples: event.samples }];
      // Written in full, cut off while playing: the conversation keeps what was heard.
      if (playback.interrupted && playback.finished) effects.push({ do: 'keepCut', turn: playback.turn, samples: event.samples });
      if (!playback.interrupted && !thinking) return { state: { kind: 'idle', playback: null }, effects: [...effects, stateMessage('idle')] };
      return { state: withPlayback(state, null), effects };
    }

    case 'timeout':
      if (event.timer === 'noAudio') return end(state, event);
      if (playback?.turn !== event.turn) return stay(state);
      return { state: withPlayback(state, null), effects: [{ do: 'played', turn: event.turn, samples: null }] };

    case 'hangUp':
    case 'stop':
      return end(state, event);
  }
}

/** The call ends: whatever is being heard, thought about or said is cancelled, and the connection closes. */
function end(state: Exclude<CallState, { kind: 'ending' }>, event: Extract<CallEvent, { type: 'hangUp' | 'stop' }> | CallTimeout): CallStep {
  const effects: CallEffect[] = [];
  if (event.type === 'hangUp') effects.push(stateMessage('ending'));
  if (event.type === 'timeout') {
    effects.push(stateMessage('ending'), { do: 'send', message: { type: 'error', code: 'no_audio', message: COACH_MESSAGES.callNoAudio, fatal: true } });
  }
  if (event.type === 'stop' && event.last) effects.push({ do: 'send', message: event.last });
  if (state.kind === 'listening') effects.push(...dropPause(state.pause));
  const thinking = thinkingOf(state);
  if (thinking) effects.push({ do: 'abort', turn: thinking.turn });
  const playback = playbackOf(state);
  if (playback) effects.push({ do: 'abort', turn: playback.turn });
  const close =
    event.type === 'hangUp' ? { code: 1000, reason: 'call ended' } : event.type === 'timeout' ? { code: VOICE_CLOSE_CODES.noAudio, reason: 'no audio' } : { code: event.code, reason: event.reason };
  effects.push({ do: 'close', ...close });
  return { state: { kind: 'ending' }, effects };
}
