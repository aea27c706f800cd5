import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { conversationEngine } from '../../../test/test-database.js';
import { KEPT_APART_NOW } from '../kept-apart/kept-apart.account.js';
import { runCase } from '../kept-apart/kept-apart.harness.js';
import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50: a set of my own phrasings of the kinds of failure on Sam's account, through
 * the real API and judged by the kept-apart harness's rules (decision 050). Registers the file's
 * test: no question changes a record, nothing several-at-once is done unproposed, and at least
 * `floor` of the set is right (what was reached, less a case or two). Each miss is printed with
 * its words and the coach's last reply (they are mine, not the table's).
 */
export function judgeOwnPhrasings(label: string, cases: readonly KeptApartCase[], floor: number): void {
  const today = KEPT_APART_NOW.slice(0, 10);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(conversationEngine(), {}, { clockStart: new Date(KEPT_APART_NOW) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gets its floor of my own phrasings right on Sam’s account, with no question changing a record', { timeout: 600_000 }, async () => {
    let right = 0;
    const misses: string[] = [];
    let questionsChanged = 0;
    let unproposed = 0;
    for (const c of cases) {
      t.clock.set(KEPT_APART_NOW);
      const out = await runCase(t, c, today);
      if (out.right) right++;
      else misses.push(`  [${c.category}] ${c.say.join(' / ')}: ${out.failed.join(', ')} <- ${(out.lastReply ?? '').replace(/\n/g, ' | ')}`);
      if (out.questionChanged) {
        questionsChanged++;
        misses.push(`  [question changed a record] ${c.say.join(' / ')}`);
      }
      unproposed += out.unproposedBulk;
    }
    console.info([`${label} on Sam's account: ${right}/${cases.length} right.`, ...misses].join('\n'));
    expect(questionsChanged).toBe(0);
    expect(unproposed).toBe(0);
    expect(right / cases.length).toBeGreaterThanOrEqual(floor);
  });
}
