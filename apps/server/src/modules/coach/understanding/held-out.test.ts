import { expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';
import { HELD_OUT_DAILY } from './held-out-daily.fixture.js';
import { HELD_OUT_FOURTH } from './held-out-fourth.fixture.js';
import { HELD_OUT_FRESH } from './held-out-fresh.fixture.js';
import { HELD_OUT } from './held-out.fixture.js';
import { matches, type Row } from './table-fixture.js';

/**
 * Issue 37: the held-out phrasings are a score, not a table: the coach was never tuned to them
 * row by row. Each set's floor is the score measured when it was first run (rounded down to 5%,
 * 90% at most; decision 028), so it can only go up; the score and the misses are printed.
 */
const SETS: [name: string, rows: Row[], floor: number, size: number][] = [
  ['the first held-out set', HELD_OUT, 0.9, 60],
  ['the daily-life held-out set', HELD_OUT_DAILY, 0.9, 40],
  ['the fresh held-out set', HELD_OUT_FRESH, 0.75, 40],
  ['the fourth held-out set', HELD_OUT_FOURTH, 0.9, 40],
];

it.each(SETS)(`gets at least its floor of %s right`, (name, rows, floor, size) => {
  const missed = rows.filter(([message, expected, context = {}]) => !matches(interpretOffline(message, SNAPSHOT, context), expected));
  const right = rows.length - missed.length;
  const share = right / rows.length;
  console.info(`Held out, ${name}: ${right}/${rows.length} (${Math.round(share * 100)}%).${missed.length ? ` Missed:\n${missed.map(([m]) => `  ${m}`).join('\n')}` : ''}`);
  expect(rows.length).toBeGreaterThanOrEqual(size);
  expect(share).toBeGreaterThanOrEqual(floor);
});
