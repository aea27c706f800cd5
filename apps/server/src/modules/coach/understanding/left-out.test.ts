import { describe, expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';

/** Issue 50: one record left out of several just asked for (left-out.ts). */
describe('one left out of several', () => {
  const proposed = {
    setAside: [
      { name: 'skipHabit', args: { habitId: 'h-gym', date: '2026-11-26' } },
      { name: 'skipHabit', args: { habitId: 'h-walk', date: '2026-11-26' } },
    ],
  };

  it.each([
    ['yeah but leave gym', 'h-walk'],
    ['ok, not gym though', 'h-walk'],
    ['sure, except for walk to work', 'h-gym'],
    ['yes without the walk to work', 'h-gym'],
    ['Yes for Walk to work, but leave Gym as it is.', 'h-walk'],
  ])('"%s" after a proposal of two is the proposal without it', (message, kept) => {
    expect(interpretOffline(message, SNAPSHOT, proposed)).toMatchObject({ kind: 'call', name: 'skipHabit', args: { habitId: kept, date: '2026-11-26' } });
  });

  const doneBoth = {
    lastCalls: [
      { name: 'completeHabit', args: { habitId: 'h-walk' }, outcome: { ok: true } },
      { name: 'completeHabit', args: { habitId: 'h-read' }, outcome: { ok: true } },
    ],
  };

  it.each(['whoops not walk to work', 'no, not the walk to work', 'not walk to work actually'])('"%s" after two ticks takes back only that one', (message) => {
    expect(interpretOffline(message, SNAPSHOT, doneBoth)).toEqual({ kind: 'call', name: 'uncompleteHabit', args: { habitId: 'h-walk' } });
  });

  it('takes back a lone tick named so, and leaves a correction to another habit to the correction', () => {
    const one = { lastCalls: [doneBoth.lastCalls[0]!] };
    expect(interpretOffline('oops not walk to work', SNAPSHOT, one)).toEqual({ kind: 'call', name: 'uncompleteHabit', args: { habitId: 'h-walk' } });
    expect(interpretOffline('no not walk to work, gym', SNAPSHOT, one)).not.toEqual({ kind: 'call', name: 'uncompleteHabit', args: { habitId: 'h-walk' } });
  });

  it('leaves alone a message naming none of the proposal', () => {
    // Read is in no part of the proposal: nothing of it is done on these words.
    expect(interpretOffline('yes but keep read', SNAPSHOT, proposed)).not.toMatchObject({ kind: 'call', name: 'skipHabit' });
  });
});
