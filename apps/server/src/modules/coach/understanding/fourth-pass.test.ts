import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { KEPT_APART_NOW } from '../kept-apart/kept-apart.account.js';
import { runCase } from '../kept-apart/kept-apart.harness.js';
import { FOURTH_PASS } from './fourth-pass.fixture.js';

/**
 * Issue 50: my own phrasings of the kinds of failure (fourth-pass.fixture.ts) on Sam's
 * account, through the real API and judged by the kept-apart harness's rules. The floor is what
 * was reached (decision 050); each miss is printed with its words (they are mine, not the table's).
 */
const TODAY = KEPT_APART_NOW.slice(0, 10);
/** What was reached (decision 050, fourth pass: 99/101), less a case or two. */
const FLOOR = 0.95;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('pglite', {}, { clockStart: new Date(KEPT_APART_NOW) });
});
afterAll(async () => {
  await t.close();
});

it('gets its floor of my own phrasings right on Sam’s account, with no question changing a record', { timeout: 600_000 }, async () => {
  let right = 0;
  const misses: string[] = [];
  let questionsChanged = 0;
  let unproposed = 0;
  for (const c of FOURTH_PASS) {
    t.clock.set(KEPT_APART_NOW);
    const out = await runCase(t, c, TODAY);
    if (out.right) right++;
    else misses.push(`  [${c.category}] ${c.say.join(' / ')}: ${out.failed.join(', ')} <- ${(out.lastReply ?? '').replace(/\n/g, ' | ')}`);
    if (out.questionChanged) {
      questionsChanged++;
      misses.push(`  [question changed a record] ${c.say.join(' / ')}`);
    }
    unproposed += out.unproposedBulk;
  }
  console.info([`Fourth-pass phrasings on Sam's account: ${right}/${FOURTH_PASS.length} right.`, ...misses].join('\n'));
  expect(questionsChanged).toBe(0);
  expect(unproposed).toBe(0);
  expect(right / FOURTH_PASS.length).toBeGreaterThanOrEqual(FLOOR);
});
