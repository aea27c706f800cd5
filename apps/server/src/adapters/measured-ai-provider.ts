import type { AiOperation, AppMetrics } from '../metrics.js';
import type { AiProvider } from './ai-provider.js';

type AiMetrics = AppMetrics['ai'];

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * The AI provider, measured at its boundary (issue 18): every call's latency when it succeeds, its
 * failures, and the calls the caller cancelled (a failure of the provider and a person who talked
 * over the reply are not the same thing). Streams are timed twice: to their first chunk, which is
 * what a person waits for, and to their last. The last includes the time the caller took between
 * chunks, since a stream is read at the caller's pace; a stream the caller stopped reading early
 * counts as cancelled.
 */
export function measureAiProvider(provider: AiProvider, metrics: AiMetrics): AiProvider {
  metrics.zero();

  async function timed<T>(operation: AiOperation, signal: AbortSignal | undefined, call: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const result = await call();
      metrics.duration.observe({ operation }, seconds(started));
      return result;
    } catch (error) {
      (signal?.aborted ? metrics.cancelled : metrics.failures).inc({ operation });
      throw error;
    }
  }

  async function* timedStream<T>(operation: AiOperation, signal: AbortSignal | undefined, stream: () => AsyncIterable<T>): AsyncIterable<T> {
    const started = performance.now();
    let first = true;
    let outcome: 'done' | 'failed' | 'cancelled' = 'cancelled';
    try {
      for await (const chunk of stream()) {
        if (first) {
          first = false;
          metrics.firstChunk.observe({ operation }, seconds(started));
        }
        yield chunk;
      }
      // The SDK may end an aborted stream quietly: that is still a cancellation.
      outcome = signal?.aborted ? 'cancelled' : 'done';
    } catch (error) {
      outcome = signal?.aborted ? 'cancelled' : 'failed';
      throw error;
    } finally {
      // Also reached when the caller stops reading (`return()`): then the outcome stays 'cancelled'.
      if (outcome === 'done') metrics.duration.observe({ operation }, seconds(started));
      else if (outcome === 'failed') metrics.failures.inc({ operation });
      else metrics.cancelled.inc({ operation });
    }
  }

  return {
    complete: (messages, tools, signal) => timed('chat', signal, () => provider.complete(messages, tools, signal)),
    stream: (messages, tools, signal) => timedStream('chat_stream', signal, () => provider.stream(messages, tools, signal)),
    transcribe: (audio, fileName, mimeType, signal, language) => timed('transcribe', signal, () => provider.transcribe(audio, fileName, mimeType, signal, language)),
    speak: (text, signal, voice) => timed('speech', signal, () => provider.speak(text, signal, voice)),
    speakPcm: (text, signal, voice) => timedStream('speech_stream', signal, () => provider.speakPcm(text, signal, voice)),
  };
}
