import { describe, expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';
import type { OfflineAnswer } from './types.js';

/**
 * Issue 50, fifty-second pass (lexicon.ts): a log taken back by naming what was logged ("undo the
 * read i logged yesterday"), a new habit wanted before its name ("i would like to make a new habit"),
 * and a change of when a habit is done before the when ("i need to change when i do yoga"). On the
 * coach fixture's account (today Wednesday 25 November 2026); sentences of my own, not the pass's.
 */
const memoryOf = (answer: OfflineAnswer) => (answer.kind === 'reply' ? answer.memory : undefined);

describe('a log taken back by naming it', () => {
  it('unticks the habit on the day said', () => {
    expect(interpretOffline('undo the read I logged yesterday', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'uncompleteHabit', args: { habitId: 'h-read', date: '2026-11-24' } });
  });
  it('unticks today when the day is the morning or none', () => {
    expect(interpretOffline('take back the water i entered this morning', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'uncompleteHabit', args: { habitId: 'h-water' } });
    expect(interpretOffline('scratch the gym i just logged', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'uncompleteHabit', args: { habitId: 'h-gym' } });
  });
  it('never unticks when what was added is a habit', () => {
    const answer = interpretOffline('delete the habit I added yesterday', SNAPSHOT);
    expect(answer.kind === 'call' && answer.name === 'uncompleteHabit').toBe(false);
  });
});

describe('a new habit wanted before its name', () => {
  it.each([['i would like to make a new habit'], ['can we start a habit'], ['help me build a new habit']])('asks what "%s" is', (said) => {
    const answer = interpretOffline(said, SNAPSHOT);
    expect(answer.kind).toBe('reply');
    expect(memoryOf(answer)).toMatchObject({ pending: { append: true } });
  });
  it('makes the habit named next, with no "new habit" in its name', () => {
    const first = interpretOffline('I want to begin a new habit', SNAPSHOT);
    expect(interpretOffline('stretching at 7am', SNAPSHOT, { memory: memoryOf(first) })).toMatchObject({ kind: 'call', name: 'createHabit', args: { name: 'Stretching', startTime: '07:00' } });
  });
});

describe('a change of when, before the when', () => {
  it('asks when, then changes that habit', () => {
    const first = interpretOffline('I need to change when I do yoga', SNAPSHOT);
    expect(memoryOf(first)).toMatchObject({ pending: { about: 'h-yoga' } });
    expect(interpretOffline('saturdays at 10am', SNAPSHOT, { memory: memoryOf(first) })).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-yoga', days: ['Saturday'], startTime: '10:00' } });
  });
  it('reads "what time my journal is" as the habit', () => {
    expect(memoryOf(interpretOffline('switch what time my journal is', SNAPSHOT))).toMatchObject({ pending: { about: 'h-journal' } });
  });
});
