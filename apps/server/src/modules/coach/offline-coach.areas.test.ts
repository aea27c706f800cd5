import { describe, expect, it } from 'vitest';
import { interpretOffline, type CoachSnapshot } from './offline-coach.js';
import { dueSnapshotHabit } from '../../test/snapshot-habit.js';

/**
 * Issue 40 (decision 031): areas and routines as people say them to the built-in coach, several
 * phrasings each. Today is Tuesday 24 November 2026.
 */
const habit = dueSnapshotHabit;

const s: CoachSnapshot = {
  firstName: 'Ada',
  today: '2026-11-24',
  timezone: 'Europe/London',
  habits: [habit({ id: 'h1', name: 'Floss' }), habit({ id: 'h2', name: 'Stretch' }), habit({ id: 'h3', name: 'Read', startTime: '21:00' }), habit({ id: 'h4', name: 'Journal', startTime: '21:30' })],
  goals: [],
  areas: [
    { id: 'a1', name: 'Morning' },
    { id: 'a2', name: 'Evening routine' },
  ],
  vision: null,
};

const callOf = (message: string) => {
  const answer = interpretOffline(message, s);
  return answer.kind === 'call' ? { name: answer.name, args: answer.args } : answer;
};

describe('the built-in coach on areas and routines (issue 40)', () => {
  it.each([
    ['create an area called Health', 'Health'],
    ['Create a new area named Health', 'Health'],
    ['add an area: Health', 'Health'],
    ['new area Health', 'Health'],
    ['make a Health area', 'Health'],
    ['start a work routine', 'Work'],
    ['set up a bedtime routine', 'Bedtime'],
  ])('"%s" creates the area %s', (message, name) => {
    expect(callOf(message)).toEqual({ name: 'createArea', args: { name } });
  });

  it.each([
    ['new area called mind, put read and journal in it', 'Mind', ['h3', 'h4']],
    ['create an area called Evenings with read and journal in it', 'Evenings', ['h3', 'h4']],
    ['make a Health area and put floss in it', 'Health', ['h1']],
  ])('"%s" creates the area %s with those habits in it (issue 50)', (message, name, habitIds) => {
    expect(callOf(message)).toEqual({ name: 'createArea', args: { name, habitIds } });
  });

  it('makes a goal with the habits said to go in it, and leaves words that are not all names to the name (issue 50)', () => {
    expect(callOf('make a goal called "Read 12 books" and put read in it')).toEqual({ name: 'createGoal', args: { name: 'Read 12 books', habitIds: ['h3'] } });
    const notNames = callOf('new area called mind, put my thoughts in it') as { name: string; args: { habitIds?: string[] } };
    expect(notNames.name).toBe('createArea');
    expect(notNames.args.habitIds).toBeUndefined();
  });

  it('makes a new habit in an area when it is said with "a" or "new", though a word of it is a habit they have (issue 50)', () => {
    const made = callOf('add a gentle stretch before work, 10 mins, in the morning area') as { name: string; args: { name?: string; areaId?: string } };
    expect(made.name).toBe('createHabit');
    expect(made.args.areaId).toBe('a1');
    expect(made.args.name).toMatch(/stretch/i);
    expect(callOf('add a new read aloud habit to the evening routine')).toMatchObject({ name: 'createHabit', args: { areaId: 'a2' } });
    // "add a stretch before bed", a habit they have said with "a": never a tick of it (the one they have is offered).
    expect(callOf('add a stretch before bed')).toMatchObject({ kind: 'reply', text: expect.stringContaining('"Stretch"') });
    // The habit they have, put in an area: still a move into it.
    expect(callOf('add stretch to the morning area')).toEqual({ name: 'updateHabit', args: { habitId: 'h2', areaId: 'a1' } });
  });

  it('does not make an area twice', () => {
    expect(interpretOffline('create an area called morning', s)).toMatchObject({ kind: 'reply', text: 'You already have the area "Morning".' });
  });

  it.each([
    ['put floss in my morning routine', 'h1', 'a1'],
    ['Put Floss into my Morning area', 'h1', 'a1'],
    ['add stretch to my morning routine', 'h2', 'a1'],
    ['move read to the evening routine', 'h3', 'a2'],
    ['please put journal in my evening routine', 'h4', 'a2'],
    ['add journal to my evening', 'h4', 'a2'],
  ])('"%s" moves the habit into the area', (message, habitId, areaId) => {
    expect(callOf(message)).toEqual({ name: 'updateHabit', args: { habitId, areaId } });
  });

  it.each([
    ['take floss out of my morning routine', 'h1'],
    ['remove stretch from the morning routine', 'h2'],
  ])('"%s" takes the habit out of its area', (message, habitId) => {
    expect(callOf(message)).toEqual({ name: 'updateHabit', args: { habitId, removeFromArea: true } });
  });

  it.each([
    ['done with my morning routine', 'a1'],
    ['I did my whole morning routine', 'a1'],
    ["I've finished my morning routine", 'a1'],
    ['finished the morning routine!', 'a1'],
    ['completed my entire evening routine', 'a2'],
    ['mark my evening routine as done', 'a2'],
    ['my morning routine is done', 'a1'],
    ['did all of my evening routine today', 'a2'],
  ])('"%s" completes the area', (message, areaId) => {
    expect(callOf(message)).toEqual({ name: 'completeArea', args: { areaId } });
  });

  it.each([
    ["what's in my evening routine?", 'a2'],
    ['What is in my morning routine', 'a1'],
    ['which habits are in my morning area?', 'a1'],
    ['show me my evening routine', 'a2'],
    ['list my morning routine', 'a1'],
  ])('"%s" reads the area', (message, areaId) => {
    expect(callOf(message)).toEqual({ name: 'getArea', args: { areaId } });
  });

  it('says so when the area is not there, and offers to make it', () => {
    expect(interpretOffline('done with my lunch routine', s)).toEqual({
      kind: 'reply',
      text: 'I can\'t find an area called "Lunch". Your areas: "Morning", "Evening routine".',
      suggestions: ['Create an area called Lunch'],
    });
    expect(interpretOffline('put floss in my night routine', s)).toMatchObject({ kind: 'reply', suggestions: ['Create an area called Night'] });
  });

  it('leaves a plain check-off of one habit to the habits ("I did floss")', () => {
    expect(callOf('I did floss')).toMatchObject({ name: 'completeHabit', args: { habitId: 'h1' } });
  });
});
