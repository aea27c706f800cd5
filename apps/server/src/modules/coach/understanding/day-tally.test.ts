import { describe, expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';
import { dayTally } from './day-tally.js';

/**
 * Issue 50, sixtieth pass: a day's amount told as a story (day-tally.ts), on the coach fixture's
 * account (Drink water counts glasses, Read counts pages). Sentences of my own, not the pass's.
 */
describe('dayTally', () => {
  it.each([
    ['glass number 5 down', '5 glass so far down'],
    ['that is glass no. 3 of the day', '3 glass so far'],
    ['had 3 glasses at breakfast then another 2 at lunch', 'had 5 glasses in total'],
    ['read 10 pages on the bus and 5 more in bed', 'read 15 pages in total'],
    ['drank 2 glasses of water before work, and another one after on saturday', 'drank 3 glasses of water in total on saturday'],
  ])('reads "%s" as "%s"', (said, read) => {
    expect(dayTally(said, SNAPSHOT)).toBe(read);
  });

  it.each(['is that my glass number 4?', 'ran 5 km and another lap', 'book number 3 of the series is great', 'had another 2 glasses and another one just now', 'read 12 pages'])('leaves "%s" as it is', (said) => {
    expect(dayTally(said, SNAPSHOT)).toBe(said);
  });

  it('sets the day’s total from its parts, and from a count said as which one', () => {
    expect(interpretOffline('drank 2 glasses before work plus another one after', SNAPSHOT, {})).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-water', total: 3 } });
    expect(interpretOffline('glass number 6 just now', SNAPSHOT, {})).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-water', total: 6 } });
  });
});
