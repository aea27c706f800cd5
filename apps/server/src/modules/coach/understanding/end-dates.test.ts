import { describe, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';
import { call, check, checkShape, type Expected } from './table-fixture.js';

/**
 * Issue 40 part 4 (decision 033): end dates said to the built-in coach, several ways each. Today
 * is Wednesday 25 November 2026 (the fixture's).
 */
const ROWS: Array<[string, Expected]> = [
  // Until a day.
  ['add physio every day until the end of March', call('createHabit', { name: 'Physio', endDate: '2027-03-31' })],
  ['add physio every day until March 31', call('createHabit', { name: 'Physio', endDate: '2027-03-31' })],
  ['create a habit to use mouthwash every night till 31 March', call('createHabit', { name: 'Use mouthwash', endDate: '2027-03-31' })],
  ['add stretching every weekday until Christmas', call('createHabit', { name: 'Stretching', endDate: '2026-12-25' })],
  ['new habit: gratitude list every evening through the end of the year', call('createHabit', { name: 'Gratitude list', endDate: '2026-12-31' })],
  // For a length: the start is day one.
  ['add cold showers every morning for 3 weeks', call('createHabit', { name: 'Cold showers', endDate: '2026-12-15' })],
  ['add a habit called "Plank" for 30 days', call('createHabit', { name: 'Plank', endDate: '2026-12-24' })],
  ['start a 30 day challenge: push ups every day', call('createHabit', { name: 'Push ups', endDate: '2026-12-24' })],
  ['start a 30 day challenge from tomorrow: plank every day', call('createHabit', { name: 'Plank', startDate: '2026-11-26', endDate: '2026-12-25' })],
  // Ending one they have.
  // Said on a Wednesday, "next Friday" is the Friday of next week (as quick add and chrono read it).
  ['stop yoga after next Friday', call('endHabit', { habitId: 'h-yoga', lastDate: '2026-12-04' })],
  ['stop yoga after Friday', call('endHabit', { habitId: 'h-yoga', lastDate: '2026-11-27' })],
  ['end yoga after 20 December', call('endHabit', { habitId: 'h-yoga', lastDate: '2026-12-20' })],
  ['my last yoga session is on 13 December', call('endHabit', { habitId: 'h-yoga', lastDate: '2026-12-13' })],
  // Issue 50, fifty-sixth pass: the last day said with "now" is still the end, not a change of days.
  ['my last yoga session is sunday now', call('endHabit', { habitId: 'h-yoga', lastDate: '2026-11-29' })],
  ['the final yoga class is saturday now', call('endHabit', { habitId: 'h-yoga', lastDate: '2026-11-28' })],
  ['no more yoga after the end of the year', call('endHabit', { habitId: 'h-yoga', lastDate: '2026-12-31' })],
];

describe('end dates, said to the built-in coach', () => {
  it.each(ROWS)('%s', (message, expected) => {
    const answer = interpretOffline(message, SNAPSHOT, {});
    check(answer, expected);
    checkShape(answer, {});
  });
});
