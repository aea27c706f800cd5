import { runMachine, voiceServerMessageSchema, type VoiceClientMessage } from '@stride/domain';
import type { SpeechPlayer } from './speech-player';
import { sessionTimers, stepSession, type SessionEffect, type SessionEvent, type SessionState, type VoiceCallEvents } from './voice-call-session-state';

export type { VoiceCallEvents } from './voice-call-session-state';

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
 * end, or an `interrupt` stopped it, the server is told how much was heard. What the session does
 * is decided by its states (voice-call-session-state.ts); this is their driver.
 */
export function openVoiceCallSession(url: string, player: SpeechPlayer, events: VoiceCallEvents): VoiceCallSession {
  const socket = new WebSocket(url);
  socket.binaryType = 'arraybuffer';

  const send = (message: VoiceClientMessage) => socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify(message));

  function perform(effect: SessionEffect) {
    switch (effect.do) {
      case 'emit': {
        const handler = events[effect.emit.on] as ((...args: unknown[]) => void) | undefined;
        return handler?.(...effect.emit.args);
      }
      case 'play':
        return player.play(effect.pcm);
      case 'send':
        return void send(effect.message);
      case 'finishPlayback':
        send({ type: 'played', samples: effect.samples ?? player.played() });
        return player.reset();
      case 'stopPlayback':
        send({ type: 'played', samples: player.stop() });
        return player.reset();
      case 'closeSocket':
        if (effect.now) return socket.close();
        return socket.readyState !== WebSocket.CLOSED && socket.close(1000, 'call ended');
      case 'release':
        player.stop();
        player.onDrained = null;
        return;
    }
  }

  const session = runMachine<SessionState, SessionEvent, SessionEffect>({
    initial: { kind: 'quiet', opened: false, said: '' },
    step: stepSession,
    timers: sessionTimers,
    perform,
  });

  player.onDrained = () => session.dispatch({ type: 'drained' });

  socket.onmessage = (event: MessageEvent<ArrayBuffer | string>) => {
    if (typeof event.data !== 'string') return void session.dispatch({ type: 'audio', pcm: event.data });
    const parsed = voiceServerMessageSchema.safeParse(safeJson(event.data));
    if (parsed.success) session.dispatch({ type: 'message', message: parsed.data, playerBusy: player.busy() });
  };

  socket.onclose = (event) => void session.dispatch({ type: 'socketClosed', code: event.code });

  return {
    sendAudio(pcm) {
      if (socket.readyState === WebSocket.OPEN) socket.send(pcm);
    },
    end() {
      session.dispatch({ type: 'end', connecting: socket.readyState === WebSocket.CONNECTING });
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
