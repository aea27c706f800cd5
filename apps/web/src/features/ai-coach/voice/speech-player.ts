import { VOICE_AUDIO } from '@stride/domain';

/** Scheduled this far ahead of now, so the first chunk does not click in late. */
const LEAD_SECONDS = 0.02;

export interface SpeechPlayer {
  /** Plays a chunk of 24 kHz mono s16le PCM right after the ones before it. */
  play(pcm: ArrayBuffer): void;
  /** Stops at once; answers the samples played since the last `reset`. */
  stop(): number;
  /** Samples played so far of the current reply. */
  played(): number;
  /** Whether audio is scheduled that has not finished. */
  busy(): boolean;
  /** Starts counting a new reply. */
  reset(): void;
  /** Called when the last scheduled chunk has finished playing. */
  onDrained: (() => void) | null;
}

/** The coach's voice as it arrives: chunks scheduled back to back on the call's AudioContext. */
export function createSpeechPlayer(context: AudioContext): SpeechPlayer {
  let chunks: { source: AudioBufferSourceNode; start: number; samples: number }[] = [];
  let nextStart = 0;
  let pending = 0;
  const rate = VOICE_AUDIO.outputSampleRate;

  const player: SpeechPlayer = {
    onDrained: null,
    play(pcm) {
      const samples = new Int16Array(pcm, 0, pcm.byteLength >> 1);
      if (!samples.length) return;
      const buffer = context.createBuffer(1, samples.length, rate);
      const channel = buffer.getChannelData(0);
      for (let i = 0; i < samples.length; i++) channel[i] = samples[i]! / 32768;
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(context.destination);
      const start = Math.max(nextStart, context.currentTime + LEAD_SECONDS);
      source.start(start);
      nextStart = start + samples.length / rate;
      chunks.push({ source, start, samples: samples.length });
      pending++;
      source.onended = () => {
        pending--;
        if (pending === 0) player.onDrained?.();
      };
    },
    played() {
      const now = context.currentTime;
      return Math.round(chunks.reduce((sum, c) => sum + Math.min(c.samples, Math.max(0, (now - c.start) * rate)), 0));
    },
    stop() {
      const played = player.played();
      for (const chunk of chunks) {
        chunk.source.onended = null;
        try {
          chunk.source.stop();
        } catch {
          // Already ended.
        }
      }
      chunks = [];
      pending = 0;
      nextStart = 0;
      return played;
    },
    busy: () => pending > 0,
    reset() {
      chunks = [];
    },
  };
  return player;
}
