import { describe, expect, it } from 'vitest';
import { cutSentence, heardText } from './voice-speech.js';

const spoken = [
  { text: 'Habits are small actions.', endSample: 24_000 },
  { text: 'They add up over time.', endSample: 48_000 },
];

describe('what the person heard of an interrupted reply', () => {
  it('keeps whole sentences played and the words of the one cut off, in proportion', () => {
    expect(heardText(spoken, 48_000)).toBe('Habits are small actions. They add up over time.');
    expect(heardText(spoken, 24_000)).toBe('Habits are small actions.');
    expect(heardText(spoken, 36_000)).toBe('Habits are small actions. They add…');
    expect(heardText(spoken, 1_000)).toBe('');
  });

  it('counts a sentence whose audio stopped part way as a part of it, at the speed of the sentences before it', () => {
    // Two whole sentences: 48,000 samples for 47 characters. The third stopped after 10,000 samples.
    const third = 'Start with one you enjoy.';
    const cut = cutSentence(spoken, third, 48_000, 10_000);
    expect(cut.text).toBe(third);
    expect(cut.endSample).toBe(48_000 + Math.round((third.length * 48_000) / 47));
    // All of what went out was played: the sentence's first words, never the whole of it.
    expect(heardText([...spoken, cut], 58_000)).toBe('Habits are small actions. They add up over time. Start…');
  });

  it('guesses ordinary speech for a first sentence stopped part way, and never ends it before what went out', () => {
    const first = cutSentence([], 'Habits are small actions.', 0, 20_000);
    // 25 characters at 15 a second of 24 kHz audio: 40,000 samples.
    expect(first.endSample).toBe(40_000);
    expect(heardText([first], 20_000)).toBe('Habits are…');
    // Longer than the guess: what went out is still only a part.
    const slow = cutSentence([], 'Hi.', 0, 30_000);
    expect(slow.endSample).toBe(30_001);
    expect(heardText([slow], 30_000)).not.toBe('Hi.');
  });
});
