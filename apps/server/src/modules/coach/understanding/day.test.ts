import { describe, expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';

/**
 * Issue 50, fifty-fifth pass: notes on a habit's day said the ways a note-keeper says them. On the
 * coach fixture's account (today Wednesday 25 November 2026; Run is due and open, and was done on
 * Monday the 23rd); sentences of my own, not the pass's.
 */
describe('a note after "that" or after a verb and a colon', () => {
  it.each([
    ["add to monday's run that the hills were brutal", 'h-run', 'the hills were brutal', '2026-11-23'],
    ['put on my long run that i lost a toenail', 'h-long', 'i lost a toenail', undefined],
    ["for monday's run add: cramp at 5k", 'h-run', 'cramp at 5k', '2026-11-23'],
    ['run on monday, jot down: new shoes rubbed', 'h-run', 'new shoes rubbed', '2026-11-23'],
  ])('"%s"', (message, habitId, note, date) => {
    expect(interpretOffline(message, SNAPSHOT)).toMatchObject({ kind: 'call', name: 'addNote', args: { habitId, note, ...(date ? { date } : {}) } });
  });
});

it('reads days after "add:" as days, never a note', () => {
  expect(interpretOffline('for gym add: thursday', SNAPSHOT)).not.toMatchObject({ args: { note: 'thursday' } });
});

describe('a note with the day said done', () => {
  it.each([
    ['run ✔ note - windy along the canal', 'windy along the canal'],
    ['finished my run, note: legs fresh today', 'legs fresh today'],
  ])('"%s" marks it done with the note', (message, note) => {
    expect(interpretOffline(message, SNAPSHOT)).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-run', note } });
  });

  it('still asks when nothing says it was done', () => {
    expect(interpretOffline('note on my run today: windy along the canal', SNAPSHOT)).toMatchObject({ kind: 'reply' });
  });
});
