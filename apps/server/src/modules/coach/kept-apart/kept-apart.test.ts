import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { KEPT_APART_NOW } from './kept-apart.account.js';
import { runCase, type Outcome } from './kept-apart.harness.js';
import { KEPT_APART } from './kept-apart.table.js';
import { IN_THE_ISSUE, SEEN_BEFORE } from './kept-apart.seen.js';
import type { Category } from './kept-apart.types.js';

/**
 * Issue 50: the kept-apart table run against the built-in coach through the real API
 * (kept-apart.harness.ts). A measure, run by `npm run bench -- coach-kept-apart`, not by `npm test`
 * (vitest.config.ts, MEASURES: 75-200 s in one worker). Only the overall rate and the counts by category are printed, never a
 * sentence of the table: it is a measure, not a target (decision 050).
 *
 * What is asserted is what holds, not the issue's goal where it does not: the rate reached is
 * 60.4% (160/265; 53.2% before the second pass, 48.7% before the language layer), far from the
 * goal of 90%, so the floor is that, rounded down. Nothing is destroyed or changed in bulk without an exact proposal (0, the
 * goal), and no in-domain reply is the menu (0 of 320; goal at most 2%). One question case still
 * changes a record (2 before): the goal is 0, the floor asserted is 1, and decision 050 says so.
 */
const TODAY = KEPT_APART_NOW.slice(0, 10);
/** The rate reached, less a case of run-to-run spread (decision 050, twelfth pass: 203/265); the issue's goal is 0.9. */
const RATE_FLOOR = 0.76;
/** Question cases after which a record changed, as measured (decision 050, fifth pass: 0, the issue's goal). */
const QUESTIONS_CHANGED_AT_MOST = 0;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('pglite', {}, { clockStart: new Date(KEPT_APART_NOW) });
});
afterAll(async () => {
  await t.close();
});

it('runs the kept-apart table against the built-in coach and reports the rate', { timeout: 3_600_000 }, async () => {
  const outcomes: { category: Category; out: Outcome; seen: boolean }[] = [];
  for (const [i, c] of KEPT_APART.entries()) {
    t.clock.set(KEPT_APART_NOW);
    outcomes.push({ category: c.category, out: await runCase(t, c, TODAY), seen: !!SEEN_BEFORE[i + 1] || IN_THE_ISSUE.includes(i + 1) });
  }
  const unseen = outcomes.filter((o) => !o.seen);
  const unseenRight = unseen.filter((o) => o.out.right).length;
  const right = outcomes.filter((o) => o.out.right).length;
  const byCategory = new Map<Category, { right: number; all: number }>();
  for (const { category, out } of outcomes) {
    const row = byCategory.get(category) ?? { right: 0, all: 0 };
    row.all++;
    if (out.right) row.right++;
    byCategory.set(category, row);
  }
  const questionsChanged = outcomes.filter((o) => o.out.questionChanged).length;
  const unproposed = outcomes.reduce((n, o) => n + o.out.unproposedBulk, 0);
  const inDomain = outcomes.filter((o) => o.category !== 'chat');
  const menus = inDomain.reduce((n, o) => n + o.out.menus, 0);
  const replies = inDomain.reduce((n, o) => n + o.out.replies, 0);
  const rate = right / outcomes.length;
  console.info(
    [
      `Kept-apart table: ${right}/${outcomes.length} right (${(rate * 100).toFixed(1)}%); without the ${outcomes.length - unseen.length} seen before (in the project's tables or the issue's text): ${unseenRight}/${unseen.length} (${((unseenRight / unseen.length) * 100).toFixed(1)}%).`,
      `Questions that changed a record: ${questionsChanged}. Unproposed bulk or destroying changes: ${unproposed}. Menu in domain: ${menus}/${replies} replies. Cases the harness could not run: ${outcomes.filter((o) => o.out.failed.some((f) => f.startsWith('harness error'))).length}.`,
      ...[...byCategory].sort(([a], [b]) => a.localeCompare(b)).map(([category, row]) => `  ${category}: ${row.right}/${row.all}`),
    ].join('\n'),
  );
  expect(outcomes.length).toBeGreaterThanOrEqual(200);
  expect(rate).toBeGreaterThanOrEqual(RATE_FLOOR);
  expect(questionsChanged).toBeLessThanOrEqual(QUESTIONS_CHANGED_AT_MOST);
  expect(unproposed).toBe(0);
  expect(menus / replies).toBeLessThanOrEqual(0.02);
});
