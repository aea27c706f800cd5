import { describe, expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';
import { PHRASINGS, CONVERSATIONS } from './phrasings.fixture.js';
import { check, checkShape, runConversation } from './table-fixture.js';
import { COACH_FUNCTIONS } from '@stride/domain';

/**
 * Issue 37: what people say to the built-in coach, and what it must do. Written before the
 * understanding layer (understanding/), and kept as its regression suite: a change of behaviour
 * changes a row. The rows are in phrasings.fixture.ts; today is Wednesday 25 November 2026.
 */
describe('the built-in coach understands what people say', () => {
  it.each(PHRASINGS)('%s', (message, expected, context = {}) => {
    const answer = interpretOffline(message, SNAPSHOT, context);
    check(answer, expected);
    checkShape(answer, context);
  });
});

describe('the built-in coach follows a conversation', () => {
  it.each(CONVERSATIONS.map((c) => [c.steps.map(([m]) => m).join(' → '), c] as const))('%s', (_, { steps }) => {
    runConversation(steps, (answer, expected, context) => {
      check(answer, expected);
      checkShape(answer, context);
    });
  });
});

it('has at least 300 phrasings, and a row for every coach function', () => {
  const rows = PHRASINGS.length + CONVERSATIONS.reduce((n, c) => n + c.steps.length, 0);
  expect(rows).toBeGreaterThanOrEqual(300);
  const named = new Set<string>();
  for (const [, e] of [...PHRASINGS, ...CONVERSATIONS.flatMap((c) => c.steps)]) {
    if (e.kind === 'call') named.add(e.name);
    if (e.kind === 'calls') e.calls.forEach((c) => named.add(c.name));
  }
  expect(COACH_FUNCTIONS.filter((f) => !named.has(f))).toEqual([]);
});
