import { describe, expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import type { CoachSnapshot } from '../coach-snapshot.js';
import { SNAPSHOT } from './coach-fixture.js';

/**
 * Issue 50, fifty-fifth pass: a habit with a last day told to carry on with none. On the coach
 * fixture's account, with Gym given a last day; sentences of my own, not the pass's.
 */
const WITH_END: CoachSnapshot = { ...SNAPSHOT, habits: SNAPSHOT.habits.map((h) => (h.id === 'h-gym' ? { ...h, endDate: '2026-12-20' } : h)) };

describe('runsOn', () => {
  it.each(['keep gym going indefinitely', 'let the gym run on forever now', 'remove the end date from gym', 'gym carries on with no end date', 'no end date for gym please', "gym doesn't need an end date"])('"%s" takes its last day away', (message) => {
    expect(interpretOffline(message, WITH_END)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-gym', removeEndDate: true } });
  });

  it('asks nothing of a habit with no last day', () => {
    expect(interpretOffline('keep yoga going indefinitely', WITH_END)).not.toMatchObject({ args: { removeEndDate: true } });
  });

  it('changes nothing when asked', () => {
    expect(interpretOffline('will gym keep going forever?', WITH_END)).not.toMatchObject({ args: { removeEndDate: true } });
  });
});
