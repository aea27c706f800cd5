import { VOICE_CLOSE_CODES, type CoachFunctionEvent, type CoachProposal, type StateTimer, type VoiceCallState, type VoiceClientMessage, type VoiceServerMessage } from '@stride/domain';

/** What the call tells the screen. */
export interface VoiceCallEvents {
  state(state: VoiceCallState): void;
  ready(sessionId: string): void;
  heard(text: string): void;
  /** The coach's words so far in this turn (replaced, not appended). */
  said(text: string): void;
  changed(change: CoachFunctionEvent): void;
  /** The turn's reply is complete (or was cut short), with what now waits for a spoken yes (issue 37). */
  replied?(text: string, proposal: CoachProposal | null): void;
  limit(message: string): void;
  /** A turn failed; the call goes on. */
  failed(message: string): void;
  /** The call closed: `lost` when nobody meant it to (the connection dropped or was refused). */
  closed(how: { lost: boolean; opened: boolean; code: number }): void;
}

/**
 * The browser's side of a call as data (issue 46, decision 044): one union holding each state's
 * data, and `stepSession`, the transition function that is the session's behaviour. It is pure:
 * the driver (voice-call-session.ts) turns the socket and the player into events and performs the
 * effects. The one timer (closing the socket after the person ended the call) belongs to `ending`.
 */
export type SessionState =
  /** No speech of the coach's plays here. `opened`: the server said `ready`. `said`: the coach's words so far this turn. */
  | { kind: 'quiet'; opened: boolean; said: string }
  /** The coach's speech plays; `expected`: the reply's samples, once its `reply` said how many (it comes after its audio). */
  | { kind: 'playing'; opened: boolean; said: string; expected: number | null }
  /** The person ended the call: the server was told, and the socket closes (`closing`: asked to already). */
  | { kind: 'ending'; opened: boolean; closing: boolean }
  | { kind: 'closed' };

export type SessionEvent =
  /** A chunk of the coach's speech. */
  | { type: 'audio'; pcm: ArrayBuffer }
  /** A message from the server; `playerBusy`: the player still had audio to play when it came. */
  | { type: 'message'; message: VoiceServerMessage; playerBusy: boolean }
  /** Everything scheduled has played. */
  | { type: 'drained' }
  /** The person ends the call; `connecting`: the socket is not open yet. */
  | { type: 'end'; connecting: boolean }
  | { type: 'socketClosed'; code: number }
  /** The ending's wait for the socket to close ran out. */
  | { type: 'timeout' };

/** A call of one of `VoiceCallEvents`, with its arguments. */
export type SessionEmit = { [K in keyof VoiceCallEvents]-?: { on: K; args: Parameters<NonNullable<VoiceCallEvents[K]>> } }[keyof VoiceCallEvents];

export type SessionEffect =
  | { do: 'emit'; emit: SessionEmit }
  | { do: 'play'; pcm: ArrayBuffer }
  | { do: 'send'; message: VoiceClientMessage }
  /** The reply played to its end: tell the server how much (`null`: what the player counted), and count afresh. */
  | { do: 'finishPlayback'; samples: number | null }
  /** Stop the speech at once (an `interrupt`), tell the server how much was played, and count afresh. */
  | { do: 'stopPlayback' }
  /** Close the socket: `now` while it is still connecting, else after the end was sent. */
  | { do: 'closeSocket'; now: boolean }
  /** The socket closed: the player stops and hears no more. */
  | { do: 'release' };

/** How long an ended call waits for the server to close the socket before closing it itself. */
export const END_CLOSE_MS = 500;

export function sessionTimers(state: SessionState): StateTimer<SessionEvent>[] {
  return state.kind === 'ending' && !state.closing ? [{ key: 'close', ms: END_CLOSE_MS, event: { type: 'timeout' } }] : [];
}

export interface SessionStep {
  state: SessionState;
  effects: SessionEffect[];
}

const emit = (value: SessionEmit): SessionEffect => ({ do: 'emit', emit: value });

/** The session's behaviour: the next state for an event, and what to do. */
export function stepSession(state: SessionState, event: SessionEvent): SessionStep {
  if (state.kind === 'closed') return { state, effects: [] };
  if (event.type === 'socketClosed') {
    // A limit, or the server ending a call that sent no audio (its last message said why): not a lost connection.
    const meant = state.kind === 'ending' || event.code === VOICE_CLOSE_CODES.limitReached || event.code === VOICE_CLOSE_CODES.noAudio;
    return { state: { kind: 'closed' }, effects: [{ do: 'release' }, emit({ on: 'closed', args: [{ lost: !meant, opened: state.opened, code: event.code }] })] };
  }
  if (state.kind === 'ending') {
    // Hung up: nothing more of the call reaches the screen; the socket closes if the server does not close it.
    if (event.type === 'timeout' && !state.closing) return { state: { ...state, closing: true }, effects: [{ do: 'closeSocket', now: false }] };
    return { state, effects: [] };
  }
  switch (event.type) {
    case 'end': {
      const effects: SessionEffect[] = [{ do: 'send', message: { type: 'end' } }];
      if (event.connecting) effects.push({ do: 'closeSocket', now: true });
      return { state: { kind: 'ending', opened: state.opened, closing: event.connecting }, effects };
    }
    case 'audio':
      if (state.kind === 'playing') return { state, effects: [{ do: 'play', pcm: event.pcm }] };
      return { state: { ...state, kind: 'playing', expected: null }, effects: [emit({ on: 'state', args: ['speaking'] }), { do: 'play', pcm: event.pcm }] };
    case 'drained':
      // Everything scheduled has played, and the reply said it is complete.
      return state.kind === 'playing' && state.expected !== null ? finish(state) : { state, effects: [] };
    case 'timeout':
      return { state, effects: [] };
    case 'message':
      return onMessage(state, event.message, event.playerBusy);
  }
}

function onMessage(state: Extract<SessionState, { kind: 'quiet' | 'playing' }>, message: VoiceServerMessage, playerBusy: boolean): SessionStep {
  switch (message.type) {
    case 'ready':
      // The server accepted the call (a refused upgrade never gets here).
      return { state: { ...state, opened: true }, effects: [emit({ on: 'ready', args: [message.sessionId] })] };
    case 'state':
      // 'speaking' and its end follow the audio actually playing here.
      if (message.state === 'speaking' || (message.state === 'idle' && state.kind === 'playing')) return { state, effects: [] };
      return { state, effects: [emit({ on: 'state', args: [message.state] })] };
    case 'transcript':
      return { state: { ...state, said: '' }, effects: [emit({ on: 'heard', args: [message.text] }), emit({ on: 'said', args: [''] })] };
    case 'delta': {
      const said = state.said + message.text;
      return { state: { ...state, said }, effects: [emit({ on: 'said', args: [said] })] };
    }
    case 'function':
      return { state, effects: [emit({ on: 'changed', args: [{ functionCalled: message.functionCalled, functionResult: message.functionResult }] })] };
    case 'reply': {
      const effects = [emit({ on: 'said', args: [message.text] }), emit({ on: 'replied', args: [message.text, message.proposal ?? null] })];
      if (message.interrupted || state.kind !== 'playing') return { state: { ...state, said: message.text }, effects };
      const playing = { ...state, said: message.text, expected: message.audioSamples };
      if (playerBusy) return { state: playing, effects };
      const finished = finish(playing);
      return { state: finished.state, effects: [...effects, ...finished.effects] };
    }
    case 'interrupt':
      return { state: { kind: 'quiet', opened: state.opened, said: state.said }, effects: [{ do: 'stopPlayback' }] };
    case 'limit':
      return { state, effects: [emit({ on: 'limit', args: [message.message] })] };
    case 'error':
      return { state, effects: [emit({ on: 'failed', args: [message.message] })] };
  }
}

/** The reply has played to its end: the server is told how much, and the call shows Idle. */
function finish(state: Extract<SessionState, { kind: 'playing' }>): SessionStep {
  return {
    state: { kind: 'quiet', opened: state.opened, said: state.said },
    effects: [{ do: 'finishPlayback', samples: state.expected }, emit({ on: 'state', args: ['idle'] })],
  };
}
