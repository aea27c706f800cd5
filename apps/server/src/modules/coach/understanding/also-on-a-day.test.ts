import { describe, expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';

/**
 * Issue 50: "and friday too" after a skip, on a day the habit is not on: the last request said again
 * for that day answers why not, never a new habit named "Too"; and the weekday is named whole.
 */
describe('a follow-up day for the last request', () => {
  const afterSkip = { lastCalls: [{ name: 'skipHabit', args: { habitId: 'h-gym', date: '2026-11-26' }, outcome: { ok: true } }] };

  it.each(['and wednesday too', 'saturday as well', 'and on wednesday also'])('"%s" says the day is not one of its days, and makes nothing', (message) => {
    const answer = interpretOffline(message, SNAPSHOT, afterSkip);
    expect(answer).toMatchObject({ kind: 'reply', text: expect.stringMatching(/^"Gym" is not on (?:Wednesdays|Saturdays): it is every week on Tue and Thu/) });
  });

  it('skips it on a day it is on', () => {
    expect(interpretOffline('and tuesday too', SNAPSHOT, afterSkip)).toMatchObject({ kind: 'call', name: 'skipHabit', args: { habitId: 'h-gym', date: '2026-12-01' } });
  });
});
