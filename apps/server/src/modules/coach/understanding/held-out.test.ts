import { expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';
import { HELD_OUT } from './held-out.fixture.js';
import { matches } from './table-fixture.js';

/**
 * Issue 37: the held-out phrasings are a score, not a table: the coach was never tuned to them
 * row by row. The floor is the score measured when the layer was finished (decision 028), so it
 * can only go up; the misses are printed.
 */
const FLOOR = 0.9;

it(`gets at least ${FLOOR * 100}% of the held-out phrasings right`, () => {
  const missed = HELD_OUT.filter(([message, expected, context = {}]) => !matches(interpretOffline(message, SNAPSHOT, context), expected));
  const share = 1 - missed.length / HELD_OUT.length;
  if (missed.length) console.info(`Held out: ${HELD_OUT.length - missed.length}/${HELD_OUT.length}. Missed:\n${missed.map(([m]) => `  ${m}`).join('\n')}`);
  expect(HELD_OUT.length).toBeGreaterThanOrEqual(60);
  expect(share).toBeGreaterThanOrEqual(FLOOR);
});
