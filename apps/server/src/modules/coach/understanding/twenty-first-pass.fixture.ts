import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, twenty-first pass: one day of a habit moved (moveOccurrence), said as people do, its
 * other days unchanged, and the same words with "every"/"from now on" still changing the schedule;
 * on the kept-apart harness's account (Sam, Wednesday 9 December 2026, London), judged by the
 * records afterwards. twenty-first-pass.test.ts runs them.
 */
const TOMORROW = '2026-12-10';
const SAT = '2026-12-12';
const SUN = '2026-12-13';

export const TWENTY_FIRST_PASS: KeptApartCase[] = [
  // One day at another time.
  { category: 'change', say: ['just tomorrow, walk the dog at 6pm'], then: [{ habit: 'Walk the dog', timeOn: { [TOMORROW]: '18:00', '2026-12-11': '17:00' } }] },
  { category: 'change', say: ['tennis this saturday at 12'], then: [{ habit: 'Tennis', timeOn: { [SAT]: '12:00', '2026-12-19': '10:00' } }] },
  { category: 'change', say: ['move tomorrows pilates to 8'], then: [{ habit: 'Pilates', timeOn: { [TOMORROW]: '20:00', '2026-12-17': '19:00' } }] },
  { category: 'change', say: ['piano at 9pm tonight, just this once'], then: [{ habit: 'Piano', timeOn: { '2026-12-09': '21:00', [TOMORROW]: '19:30' } }] },
  { category: 'change', say: ['can i do squash at 1 this sunday'], then: [{ habit: 'Squash', timeOn: { [SUN]: '13:00', '2026-12-20': '11:00' } }] },
  // One day to another.
  { category: 'change', say: ['move saturdays tennis to sunday'], then: [{ habit: 'Tennis', nextDates: [SUN, '2026-12-19'] }] },
  { category: 'change', say: ['push tomorrows gym to friday'], then: [{ habit: 'Gym', nextDates: ['2026-12-11', '2026-12-15'] }] },
  { category: 'change', say: ["bump this sunday's squash to saturday at 4pm"], then: [{ habit: 'Squash', nextDates: [SAT, '2026-12-20'], timeOn: { [SAT]: '16:00' } }] },
  // Every day from now on is the schedule, as before.
  { category: 'change', say: ['move tennis to 12 from now on'], then: [{ habit: 'Tennis', time: '12:00', timeOn: { '2026-12-19': '12:00' } }] },
  { category: 'change', say: ['walk the dog at 6pm every day'], then: [{ habit: 'Walk the dog', time: '18:00', timeOn: { '2026-12-11': '18:00' } }] },
  // Then a correction, and undo.
  { category: 'conversation', say: ['just tomorrow, walk the dog at 6pm', 'actually 7pm'], then: [{ habit: 'Walk the dog', timeOn: { [TOMORROW]: '19:00', '2026-12-11': '17:00' } }] },
  { category: 'conversation', say: ['tennis this saturday at 12', 'undo that'], then: [{ habit: 'Tennis', timeOn: { [SAT]: '10:00' } }] },
];
