import { describe, expect, it } from 'vitest';
import { interpretOffline, type PastCall } from '../offline-coach.js';
import type { CoachSnapshot } from '../coach-snapshot.js';
import { SNAPSHOT } from './coach-fixture.js';
import { correctionWords } from './correction-words.js';

/**
 * Issue 50, sixtieth pass: a day told as a story rather than as commands, on the coach fixture's
 * account (today Wed 25 Nov). Sentences of my own, not the pass's.
 */
const done = (name: string, args: Record<string, unknown>): PastCall => ({ name, args, outcome: { ok: true, result: {} } });
const read = SNAPSHOT.habits.find((h) => h.id === 'h-read')!;
const withTea: CoachSnapshot = { ...SNAPSHOT, habits: [...SNAPSHOT.habits, { ...read, id: 'h-tea', name: 'Tea', schedule: 'every day', target: { quantity: 3, unit: 'mugs', direction: 'atMost' }, amountToday: 1 }] };

describe('a tick said not to belong', () => {
  it.each(['gym yesterday should not have been ticked', "yesterday's gym isn't meant to be marked", 'the gym on tuesday was not meant to be logged'])('"%s" takes the tick back', (message) => {
    expect(interpretOffline(message, SNAPSHOT, {})).toMatchObject({ kind: 'call', name: 'uncompleteHabit', args: { habitId: 'h-gym', date: '2026-11-24' } });
  });
});

describe('where it went, or what it was done on, is no other thing', () => {
  it('"been on my walk to work" is the walk done', () => {
    expect(interpretOffline('been on my walk to work, freezing out there', SNAPSHOT, {})).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-walk' } });
  });
  it('a walk "out by the canal" is the walk', () => {
    expect(interpretOffline('took a walk out by the canal this morning', SNAPSHOT, {})).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-walk' } });
  });
});

describe('the one it was not, then the one it was', () => {
  it.each([
    ['oops, that was not yoga i logged, it was gym', 'sorry, i meant gym'],
    ["it wasn't the run, it was the long run", 'sorry i meant the long run'],
  ])('reads "%s" as "%s"', (said, meant) => {
    expect(correctionWords(said)).toBe(meant);
  });
});

describe('an amount corrected as where the day ended', () => {
  it.each(['actually it came to 14', 'no, it ended up at 14'])('"%s" after pages were logged sets the total', (message) => {
    expect(interpretOffline(message, SNAPSHOT, { lastCalls: [done('completeHabit', { habitId: 'h-read', value: 10 })] })).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-read', total: 14 } });
  });
});

describe('a limit said again by a number alone', () => {
  it('"had two this afternoon" just after tea was talked of: two mugs of tea', () => {
    expect(interpretOffline('oh and i had two this afternoon', withTea, { lastHabitId: 'h-tea' })).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-tea', value: 2 } });
  });
  it('logs nothing when no limit was talked of', () => {
    expect(interpretOffline('oh and i had two this afternoon', withTea, {})).not.toMatchObject({ args: { habitId: 'h-tea' } });
  });
  it('a day with none of a limit keeps itself: nothing logged', () => {
    expect(interpretOffline('zero mugs of tea today', withTea, {})).toMatchObject({ kind: 'reply' });
  });
});

describe('an amount told after what was wrong', () => {
  it('"…was wrong, i have only drunk 2 glasses today": the day’s total, not a remark', () => {
    const s: CoachSnapshot = { ...SNAPSHOT, habits: SNAPSHOT.habits.map((h) => (h.id === 'h-water' ? { ...h, amountToday: 3 } : h)) };
    expect(interpretOffline('my water count was wrong, i have only drunk 2 glasses today', s, {})).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-water', total: 2 } });
  });
});

describe('whether a habit is done for the week', () => {
  it.each([
    ['is journal done for the week yet?', 'h-journal'],
    ['have i done enough yoga this week', 'h-yoga'],
  ])('"%s": the week’s figures, read only', (message, habitId) => {
    expect(interpretOffline(message, SNAPSHOT, {})).toMatchObject({ kind: 'call', name: 'getProgress', args: { period: 'this week', habitId } });
  });
});

describe('a session not made, then skipped', () => {
  it('"didn’t make it to gym yesterday" is that day not done', () => {
    expect(interpretOffline('didnt make it to gym yesterday, was poorly', SNAPSHOT, {})).toMatchObject({ kind: 'call', name: 'uncompleteHabit', args: { habitId: 'h-gym', date: '2026-11-24' } });
  });
  it.each(['can you put it down as skipped', 'mark it skipped then please'])('"%s" next skips that day, not today', (message) => {
    const lastCalls = [done('uncompleteHabit', { habitId: 'h-gym', date: '2026-11-24' })];
    expect(interpretOffline(message, SNAPSHOT, { lastHabitId: 'h-gym', lastCalls })).toMatchObject({ kind: 'call', name: 'skipHabit', args: { habitId: 'h-gym', date: '2026-11-24' } });
  });
});

describe('a tick on the wrong day', () => {
  it('"did my run on saturday not monday": Monday’s tick moves to Saturday', () => {
    const answer = interpretOffline('did my run on saturday not monday, got the day wrong', SNAPSHOT, {});
    expect(answer).toMatchObject({ kind: 'calls', calls: [{ name: 'uncompleteHabit', args: { habitId: 'h-run', date: '2026-11-23' } }, { name: 'completeHabit', args: { habitId: 'h-run', date: '2026-11-21' } }] });
  });
});
