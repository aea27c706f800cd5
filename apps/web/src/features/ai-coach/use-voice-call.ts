import { useCallback, useEffect, useRef, useState } from 'react';
import { COACH_TEXTS, VOICE_SETTINGS, type ConverseResponse } from '@stride/domain';
import { ApiError } from '../../lib/api-client';
import { coachApi } from '../../lib/coach/coach-api';
import { applyCoachChanges, coachChanges } from '../../lib/coach/coach-actions';
import { useAppDispatch } from '../../lib/store/hooks';

/** Section 4 "Voice call" states, plus 'connecting' while the microphone is being opened. */
export type CallState = 'idle' | 'connecting' | 'greeting' | 'listening' | 'processing' | 'speaking' | 'ending';

export interface CallAlert {
  title: string;
  message: string;
}

/** How often the microphone level is read: one analysis frame. */
const FRAME_MS = 16;

interface CallResources {
  active: boolean;
  closing: boolean;
  stream: MediaStream | null;
  context: AudioContext | null;
  analyser: AnalyserNode | null;
  samples: Float32Array<ArrayBuffer> | null;
  monitor: ReturnType<typeof setInterval> | null;
  recorder: MediaRecorder | null;
  chunks: Blob[];
  silentFrames: number;
  audio: HTMLAudioElement | null;
  sessionId: string | null;
}

const fresh = (): CallResources => ({
  active: false,
  closing: false,
  stream: null,
  context: null,
  analyser: null,
  samples: null,
  monitor: null,
  recorder: null,
  chunks: [],
  silentFrames: 0,
  audio: null,
  sessionId: null,
});

/** Root mean square of the latest frame, 0..1. */
function levelOf(r: CallResources): number {
  if (!r.analyser || !r.samples) return 0;
  r.analyser.getFloatTimeDomainData(r.samples);
  let sum = 0;
  for (const v of r.samples) sum += v * v;
  return Math.sqrt(sum / r.samples.length);
}

function recorderMimeType(): string | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function') return undefined;
  return VOICE_SETTINGS.mimeTypes.find((type) => MediaRecorder.isTypeSupported(type));
}

/**
 * The voice call of section 4: the microphone is watched for speech (RMS above the silence
 * threshold), recorded until more than 150 silent frames, sent, and the spoken reply played;
 * then it listens again. `onDenied` closes the call when the microphone is refused.
 */
export function useVoiceCall({ getContext, onDenied }: { getContext: () => unknown; onDenied: () => void }) {
  const dispatch = useAppDispatch();
  const [state, setStateValue] = useState<CallState>('idle');
  const [limitReached, setLimitReached] = useState(false);
  const [alert, setAlert] = useState<CallAlert | null>(null);
  const [captions, setCaptions] = useState<{ you: string; coach: string }>({ you: '', coach: '' });
  const r = useRef<CallResources>(fresh());
  const stateRef = useRef<CallState>('idle');
  const latest = useRef({ getContext, onDenied });
  latest.current = { getContext, onDenied };

  const setState = useCallback((next: CallState) => {
    stateRef.current = next;
    setStateValue(next);
  }, []);

  const stopMonitor = useCallback(() => {
    if (r.current.monitor) clearInterval(r.current.monitor);
    r.current.monitor = null;
  }, []);

  // The functions below call one another in a cycle (listen → record → send → play → listen);
  // they are plain closures over refs, rebuilt each render; the memoized `start` reaches `send` through `latestSend`.
  const latestSend = useRef<((form: FormData) => Promise<void>) | null>(null);

  const toIdle = () => {
    if (!r.current.active) return;
    setState('idle');
    r.current.silentFrames = 0;
    startMonitor();
  };

  const fail = (error: unknown) => {
    if (!r.current.active) return;
    if (error instanceof ApiError && error.status === 429) {
      setLimitReached(true);
      setAlert({ title: COACH_TEXTS.callErrorTitle, message: error.serverMessage ?? COACH_TEXTS.callLimitFallback });
      stopMonitor();
      setState('idle');
      return;
    }
    setAlert({ title: COACH_TEXTS.callErrorTitle, message: error instanceof ApiError && error.serverMessage ? error.serverMessage : COACH_TEXTS.callError });
    if (error instanceof ApiError && error.status === 503) {
      // No voice on this server: back to idle, but not listening for a turn that would fail again.
      stopMonitor();
      setState('idle');
      return;
    }
    toIdle();
  };

  const play = (turn: ConverseResponse) => {
    if (!turn.audio) return toIdle();
    setState('speaking');
    const audio = new Audio(`data:audio/mpeg;base64,${turn.audio}`);
    r.current.audio = audio;
    const playbackFailed = () => {
      if (r.current.closing || !r.current.active) return; // a playback error while closing is ignored
      setAlert({ title: COACH_TEXTS.callErrorTitle, message: COACH_TEXTS.playbackError });
      toIdle();
    };
    audio.onended = () => {
      r.current.audio = null;
      toIdle();
    };
    audio.onerror = playbackFailed;
    audio.play().catch(playbackFailed);
  };

  const send = async (form: FormData) => {
    form.set('context', JSON.stringify(latest.current.getContext()));
    if (r.current.sessionId) form.set('sessionId', r.current.sessionId);
    try {
      const turn = await coachApi.converse(form);
      if (!r.current.active) return;
      r.current.sessionId = turn.sessionId;
      setCaptions({ you: turn.transcript, coach: turn.reply });
      dispatch(applyCoachChanges(coachChanges(turn)));
      play(turn);
    } catch (error) {
      fail(error);
    }
  };

  const finishRecording = () => {
    const { chunks, recorder } = r.current;
    r.current.recorder = null;
    if (!r.current.active) return;
    const blob = new Blob(chunks, { type: recorder?.mimeType || 'audio/webm' });
    r.current.chunks = [];
    if (blob.size <= VOICE_SETTINGS.minRecordingBytes) return toIdle(); // too short to be speech
    setState('processing');
    const form = new FormData();
    form.set('audioFile', blob, 'recording.webm');
    form.set('isInitialGreeting', 'false');
    void send(form);
  };

  const startRecording = () => {
    const stream = r.current.stream;
    if (!stream) return;
    try {
      const mimeType = recorderMimeType();
      const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      r.current.recorder = recorder;
      r.current.chunks = [];
      r.current.silentFrames = 0;
      recorder.ondataavailable = (event) => {
        if (event.data.size) r.current.chunks.push(event.data);
      };
      recorder.onstop = finishRecording;
      recorder.onerror = () => {
        stopMonitor();
        r.current.recorder = null;
        setAlert({ title: COACH_TEXTS.callErrorTitle, message: COACH_TEXTS.recordingError });
        toIdle();
      };
      recorder.start(VOICE_SETTINGS.chunkMs);
      setState('listening');
    } catch {
      setAlert({ title: COACH_TEXTS.callErrorTitle, message: COACH_TEXTS.recordingStartError });
      toIdle();
    }
  };

  function startMonitor() {
    stopMonitor();
    r.current.monitor = setInterval(() => {
      const level = levelOf(r.current);
      const speaking = level >= VOICE_SETTINGS.silenceRms;
      if (stateRef.current === 'idle' && speaking) {
        startRecording();
      } else if (stateRef.current === 'listening') {
        r.current.silentFrames = speaking ? 0 : r.current.silentFrames + 1;
        if (r.current.silentFrames > VOICE_SETTINGS.silentFramesToStop) {
          stopMonitor();
          r.current.recorder?.stop();
        }
      }
    }, FRAME_MS);
  }

  latestSend.current = send;

  /** Opens the microphone and asks for the greeting, unless a call is already running. */
  const start = useCallback(async () => {
    if (r.current.active) return;
    r.current = { ...fresh(), active: true };
    setLimitReached(false);
    setCaptions({ you: '', coach: '' });
    setState('connecting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch (error) {
      r.current.active = false;
      const denied = error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
      setAlert({ title: COACH_TEXTS.callErrorTitle, message: denied ? COACH_TEXTS.microphoneDenied : COACH_TEXTS.recordingStartError });
      setState('idle');
      latest.current.onDenied();
      return;
    }
    if (!r.current.active) {
      stream.getTracks().forEach((t) => t.stop());
      return;
    }
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    context.createMediaStreamSource(stream).connect(analyser);
    Object.assign(r.current, { stream, context, analyser, samples: new Float32Array(analyser.fftSize) });
    setState('greeting');
    const form = new FormData();
    form.set('isInitialGreeting', 'true');
    await latestSend.current!(form);
  }, [setState]);

  /** Ends the call: everything stops and every piece of call state is reset. */
  const end = useCallback(() => {
    const res = r.current;
    if (!res.active && !res.stream) return;
    res.closing = true;
    setState('ending');
    stopMonitor();
    if (res.recorder) {
      res.recorder.onstop = null;
      if (res.recorder.state !== 'inactive') res.recorder.stop();
    }
    if (res.audio) {
      res.audio.onended = null;
      res.audio.pause();
    }
    res.stream?.getTracks().forEach((t) => t.stop());
    void res.context?.close().catch(() => undefined);
    r.current = fresh();
    setLimitReached(false);
    setCaptions({ you: '', coach: '' });
    setState('idle');
  }, [setState, stopMonitor]);

  useEffect(() => end, [end]);

  return { state, limitReached, captions, alert, dismissAlert: () => setAlert(null), start, end };
}
export type VoiceCall = ReturnType<typeof useVoiceCall>;
