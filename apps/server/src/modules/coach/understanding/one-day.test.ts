import { describe, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';
import { call, check, type Expected } from './table-fixture.js';

/**
 * Issue 50, fifty-sixth pass: one day of a habit moved when the habit is said as "it" or "that
 * one" after it was talked of (Gym, Tue and Thu at 18:00; today is Wednesday 25 November 2026, so
 * tomorrow is Thursday 26 November): its one day, never its schedule from then on.
 */
const ROWS: Array<[string, Expected]> = [
  ['push it to 8 just this once tomorrow', call('moveOccurrence', { habitId: 'h-gym', date: '2026-11-26', startTime: '20:00' })],
  ['could u shift that one to 6:30pm, only tomorrow', call('moveOccurrence', { habitId: 'h-gym', date: '2026-11-26', startTime: '18:30' })],
  // Words of every day after it are still its schedule.
  ['move it to 7pm from tomorrow', call('updateHabit', { habitId: 'h-gym', startTime: '19:00', from: '2026-11-26' })],
];

describe('one day of "it" moved', () => {
  it.each(ROWS)('%s', (message, expected) => {
    check(interpretOffline(message, SNAPSHOT, { lastHabitId: 'h-gym' }), expected);
  });
});
