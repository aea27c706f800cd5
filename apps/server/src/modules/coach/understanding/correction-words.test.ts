import { describe, expect, it } from 'vitest';
import { correctionWords } from './correction-words.js';
import { twoRequests } from './two-requests.js';

describe('a correction as people type it (nineteenth session)', () => {
  it.each([
    ['i am so sorry, i meant 4:30, not 4.', 'sorry, i meant 4:30'],
    ['wait no sorry 8:30 i meant lol', 'wait no sorry i meant 8:30'],
    ['sorry i meant 25 not 30 haha', 'sorry i meant 25'],
    ['sorry i meant tuesday not monday', 'sorry i meant tuesday'],
    ['actually make that noon, 14:00 clashes with the ops review', 'actually make that noon'],
    ['oh dear. i meant 35 pages. my eyes are not what they were.', 'i meant 35 pages'],
    ['sorry i meant squash on sunday - tennis is fine', 'sorry i meant squash on sunday'],
    // Issue 50, fifty-sixth pass: "just", "only", "more", "extra" around the amount meant.
    ['whoops only 3 more', 'sorry 3'],
    ['sorry, only 2 extra glasses', 'sorry, 2 glasses'],
    ['no just 4', 'no 4'],
  ])('reads "%s" as "%s"', (said, read) => {
    expect(correctionWords(said)).toBe(read);
  });

  it('keeps a correction that names a habit, with no value to set apart', () => {
    expect(correctionWords('no, not pilates, yoga')).toBe('no, not pilates, yoga');
  });
});

describe('two requests in one message (nineteenth session)', () => {
  it.each([
    ['make it 10 minutes long, and also send me a reminder 5 minutes before', ['make it 10 minutes long', 'send me a reminder 5 minutes before']],
    ['skip rowing on friday. also move spanish to 1pm', ['skip rowing on friday', 'move spanish to 1pm']],
    ['move tennis to 11am and then please pause journal until friday', ['move tennis to 11am', 'pause journal until friday']],
  ])('splits "%s"', (said, parts) => {
    expect(twoRequests(said)).toEqual(parts);
  });

  it.each(['move squash to 6pm and also i am tired', 'walked the dog and also did piano', 'add a note to piano: scales and also arpeggios'])('leaves "%s" whole', (said) => {
    expect(twoRequests(said)).toBeUndefined();
  });
});
