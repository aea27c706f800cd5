import { describe, expect, it } from 'vitest';
import { findMentions } from './mentions.js';

const records = ['Walk the dog', 'Spanish lessons', 'Piano', 'Water the plants', 'Morning run', 'Learn Spanish'].map((name, i) => ({ id: String(i), name }));
const found = (text: string) => findMentions(text, records).map((m) => [m.level, text.slice(m.start, m.end), m.items.map((x) => x.name)]);

describe('where a message names records (issue 50)', () => {
  it('finds a whole name in order, by stems, and a word of a name', () => {
    expect(found('walked the dog')).toEqual([['exact', 'walked the dog', ['Walk the dog']]]);
    expect(found('played piano')).toEqual([['exact', 'piano', ['Piano']]]);
    expect(found('my run')).toEqual([['partial', 'run', ['Morning run']]]);
  });

  it('finds a whole name in another order, as one phrase, beside the others', () => {
    expect(found('the dog walk')).toEqual([['exact', 'dog walk', ['Walk the dog']]]);
    expect(found('did spanish and the dog walk')).toEqual([
      ['exact', 'dog walk', ['Walk the dog']],
      ['partial', 'spanish', ['Spanish lessons', 'Learn Spanish']],
    ]);
    expect(found('plants watered')).toEqual([['exact', 'plants watered', ['Water the plants']]]);
  });

  it('never takes words across punctuation, or one own word with a generic one, for a name in another order', () => {
    // "learned" after the colon is the note's, not the goal "Learn Spanish".
    expect(found("note on monday's spanish: learned the past tense").map(([, words]) => words)).not.toContain('spanish: learned');
    expect(found('run in the morning')).toEqual([['partial', 'run', ['Morning run']]]);
  });
});
