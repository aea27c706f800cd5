import { describe, expect, it } from 'vitest';
import { interpretOffline, type PastCall } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';

/**
 * Issue 50, fifty-fifth pass: a change of mind straight after a change was made takes it back. On
 * the coach fixture's account; sentences of my own, not the pass's.
 */
const done = (name: string, args: Record<string, unknown>): PastCall => ({ name, args, outcome: { ok: true, result: {} } });
const memory = { undo: [{ name: 'updateHabit', args: { habitId: 'h-read', startTime: '21:30', durationMinutes: 30 } }] };
const lastCalls = [done('updateHabit', { habitId: 'h-read', startTime: '22:30' })];

describe('changedMind', () => {
  it.each(['hmm no, keep it', 'on second thoughts, leave it', 'wait no', 'leave it as it was', "sorry, I've changed my mind"])('"%s" after a change takes it back', (message) => {
    expect(interpretOffline(message, SNAPSHOT, { memory, lastCalls })).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-read', startTime: '21:30' } });
  });

  it.each(['wait no i meant 23:00', 'hmm no, make it 10pm'])('"%s" after a change is a correction, not a take-back', (message) => {
    expect(interpretOffline(message, SNAPSHOT, { memory, lastCalls })).not.toMatchObject({ args: { startTime: '21:30' } });
  });

  it('leaves a plain "no thanks" after a change as a no', () => {
    expect(interpretOffline('no thanks', SNAPSHOT, { memory, lastCalls })).toMatchObject({ kind: 'reply' });
  });

  it('takes back nothing after a tick (not a change of the habit)', () => {
    expect(interpretOffline('hmm no, leave it', SNAPSHOT, { lastCalls: [done('getHabitStats', { habitId: 'h-read' })] })).toMatchObject({ kind: 'reply' });
  });
});
