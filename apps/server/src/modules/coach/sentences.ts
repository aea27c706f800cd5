/** A sentence ends at . ! ? or … followed by a space or a line break ("7.30" and "e.g.x" do not end one). */
const SENTENCE_END = /[.!?…]+["')\]]*\s+|\n+/g;

/**
 * Cuts streamed text into sentences as soon as each is complete, so the first one can be spoken
 * while the model is still writing the rest.
 */
export function createSentenceSplitter() {
  let pending = '';
  return {
    /** Adds text; answers the sentences it completed, in order. */
    push(text: string): string[] {
      pending += text;
      const sentences: string[] = [];
      let start = 0;
      for (const match of pending.matchAll(SENTENCE_END)) {
        const end = match.index + match[0].length;
        const sentence = pending.slice(start, end).trim();
        if (sentence) sentences.push(sentence);
        start = end;
      }
      pending = pending.slice(start);
      return sentences;
    },
    /** What is left when the text ends. */
    flush(): string[] {
      const rest = pending.trim();
      pending = '';
      return rest ? [rest] : [];
    },
  };
}
