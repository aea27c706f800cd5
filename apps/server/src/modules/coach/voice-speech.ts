// The coach's speech in a call: what the person heard of it, and its audio read ahead in order.

/** What the person heard of an interrupted reply: whole sentences, and the part of the one cut off. */
export function heardText(spoken: { text: string; endSample: number }[], playedSamples: number): string {
  const heard: string[] = [];
  let start = 0;
  for (const sentence of spoken) {
    if (playedSamples >= sentence.endSample) heard.push(sentence.text);
    else {
      const share = (playedSamples - start) / Math.max(1, sentence.endSample - start);
      const words = sentence.text.split(/\s+/);
      const kept = words.slice(0, Math.floor(words.length * Math.max(0, share)));
      if (kept.length) heard.push(`${kept.join(' ')}…`);
      break;
    }
    start = sentence.endSample;
  }
  return heard.join(' ');
}

/** Ordinary speech, about 15 characters a second, in 24 kHz samples: the guess before a reply's first sentence is heard whole. */
const SAMPLES_PER_CHARACTER = 24_000 / 15;

/**
 * A sentence whose audio stopped part way (the person talked over it, the call's seconds ran out):
 * where its audio would have ended, from the speed of the reply's whole sentences before it (or of
 * ordinary speech), so that what was heard of it counts as a part of it, never as the whole, and
 * never as nothing.
 */
export function cutSentence(spoken: readonly { text: string; endSample: number }[], text: string, startSample: number, sentSamples: number): { text: string; endSample: number } {
  const characters = spoken.reduce((n, sentence) => n + sentence.text.length, 0);
  const perCharacter = characters && startSample ? startSample / characters : SAMPLES_PER_CHARACTER;
  return { text, endSample: startSample + Math.max(sentSamples + 1, Math.round(text.length * perCharacter)) };
}

/**
 * Starts reading a speech stream at once (its request goes out while earlier sentences play) and
 * replays what arrived, then the rest, to the one reader that sends it in order.
 */
export function bufferedSpeech(source: AsyncIterable<Buffer>) {
  const arrived: Buffer[] = [];
  let done = false;
  let failure: unknown;
  const waiting: { wake: (() => void) | null } = { wake: null };
  void (async () => {
    try {
      for await (const chunk of source) {
        arrived.push(chunk);
        waiting.wake?.();
      }
    } catch (error) {
      failure = error;
    } finally {
      done = true;
      waiting.wake?.();
    }
  })();
  return {
    async *chunks(): AsyncIterable<Buffer> {
      for (;;) {
        if (arrived.length) {
          yield arrived.shift()!;
          continue;
        }
        if (done) {
          if (failure) throw failure;
          return;
        }
        await new Promise<void>((resolve) => (waiting.wake = resolve));
        waiting.wake = null;
      }
    },
  };
}
