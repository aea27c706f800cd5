import { VOICE_CLOSE_CODES, voiceServerMessageSchema, type CoachFunctionEvent, type CoachProposal, type VoiceCallState, type VoiceClientMessage } from '@stride/domain';
import type { SpeechPlayer } from './speech-player';

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

export interface VoiceCallSession {
  /** Microphone audio for the server (16 kHz s16le, 20 ms frames). */
  sendAudio(pcm: ArrayBuffer): void;
  /** The person ends the call. */
  end(): void;
}

/**
 * The call's protocol (issue 17, `coach-live.ts` in the domain): one WebSocket; the microphone
 * goes out as binary frames; speech comes back as binary chunks played as they arrive; JSON
 * messages carry the state, the captions and the coach's changes. When a reply has played to its
 * end, or an `interrupt` stopped it, the server is told how much was heard.
 */
export function openVoiceCallSession(url: string, player: SpeechPlayer, events: VoiceCallEvents): VoiceCallSession {
  const socket = new WebSocket(url);
  socket.binaryType = 'arraybuffer';
  let opened = false;
  let ending = false;
  let said = '';
  /** The speech samples of the current reply, once its `reply` message says how many. */
  let expected: number | null = null;
  let speaking = false;

  const send = (message: VoiceClientMessage) => socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify(message));

  function finishPlayback() {
    if (!speaking) return;
    speaking = false;
    send({ type: 'played', samples: expected ?? player.played() });
    expected = null;
    player.reset();
    events.state('idle');
  }

  player.onDrained = () => {
    // Everything scheduled has played, and the reply said it is complete (it comes after its audio).
    if (expected !== null) finishPlayback();
  };

  socket.onmessage = (event: MessageEvent<ArrayBuffer | string>) => {
    if (typeof event.data !== 'string') {
      if (!speaking) {
        speaking = true;
        events.state('speaking');
      }
      player.play(event.data);
      return;
    }
    const parsed = voiceServerMessageSchema.safeParse(safeJson(event.data));
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.type) {
      case 'ready':
        // The server accepted the call (a refused upgrade never gets here).
        opened = true;
        events.ready(message.sessionId);
        break;
      case 'state':
        // 'speaking' and its end follow the audio actually playing here.
        if (message.state === 'speaking' || (message.state === 'idle' && speaking)) break;
        events.state(message.state);
        break;
      case 'transcript':
        said = '';
        events.heard(message.text);
        events.said('');
        break;
      case 'delta':
        said += message.text;
        events.said(said);
        break;
      case 'function':
        events.changed({ functionCalled: message.functionCalled, functionResult: message.functionResult });
        break;
      case 'reply':
        said = message.text;
        events.said(message.text);
        events.replied?.(message.text, message.proposal ?? null);
        if (message.interrupted) break;
        expected = message.audioSamples;
        if (!player.busy()) finishPlayback();
        break;
      case 'interrupt': {
        const samples = player.stop();
        speaking = false;
        expected = null;
        send({ type: 'played', samples });
        player.reset();
        break;
      }
      case 'limit':
        events.limit(message.message);
        break;
      case 'error':
        events.failed(message.message);
        break;
    }
  };

  socket.onclose = (event) => {
    player.stop();
    player.onDrained = null;
    // A limit, or the server ending a call that sent no audio (its last message said why): not a lost connection.
    const meant = ending || event.code === VOICE_CLOSE_CODES.limitReached || event.code === VOICE_CLOSE_CODES.noAudio;
    events.closed({ lost: !meant, opened, code: event.code });
  };

  return {
    sendAudio(pcm) {
      if (socket.readyState === WebSocket.OPEN) socket.send(pcm);
    },
    end() {
      ending = true;
      send({ type: 'end' });
      if (socket.readyState === WebSocket.CONNECTING) socket.close();
      else setTimeout(() => socket.readyState !== WebSocket.CLOSED && socket.close(1000, 'call ended'), 500);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
