import type { VoiceCallState, VoiceServerMessage } from '@stride/domain';
import type { Logger } from '../../errors.js';

/**
 * The states of a voice call and the moves between them, in one place (section 4 "Voice call";
 * issue 36). Each move is sent to the browser as a `state` message.
 *
 * - connecting → greeting: the call opened; the coach says hello.
 * - greeting, processing → speaking: the first audio of the coach's reply goes out.
 * - any but ending → listening: the person started speaking (a reply being made or played stops).
 * - listening → processing: the person's turn ended (silence); it is transcribed and answered.
 * - greeting, processing, speaking, listening → idle: the reply is over (played, or no audio), the
 *   turn was empty, or it failed.
 * - any → ending: the person ended the call (the socket closes after).
 */
export const VOICE_CALL_TRANSITIONS: Readonly<Record<VoiceCallState, readonly VoiceCallState[]>> = {
  connecting: ['greeting', 'ending'],
  greeting: ['speaking', 'listening', 'idle', 'ending'],
  idle: ['listening', 'idle', 'ending'],
  listening: ['processing', 'listening', 'idle', 'ending'],
  processing: ['speaking', 'listening', 'idle', 'ending'],
  speaking: ['listening', 'idle', 'ending'],
  ending: [],
};

/** The call's current state; `enter` moves it and tells the browser (a move the table lacks is logged, as a bug to fix). */
export function createCallState(send: (message: VoiceServerMessage) => void, logger: Pick<Logger, 'warn'>) {
  let state: VoiceCallState = 'connecting';
  return {
    get current(): VoiceCallState {
      return state;
    },
    enter(next: VoiceCallState) {
      if (!VOICE_CALL_TRANSITIONS[state].includes(next)) logger.warn({ from: state, to: next }, 'voice call moved outside its transitions');
      state = next;
      send({ type: 'state', state: next });
    },
  };
}
