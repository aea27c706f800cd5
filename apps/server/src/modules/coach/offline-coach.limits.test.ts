import { describe, expect, it } from 'vitest';
import { interpretOffline, type CoachSnapshot } from './offline-coach.js';

/**
 * Issue 40 parts 2 and 3 in the built-in coach (docs/decisions/032): making a limit or a quit habit,
 * logging one to a limit and a slip to a quit habit, and telling of a spent streak freeze; several
 * phrasings people say for each. Today is Tuesday 24 November 2026.
 */
const habit = (h: Partial<CoachSnapshot['habits'][number]> & { id: string; name: string }): CoachSnapshot['habits'][number] => ({
  schedule: 'every day at 07:00–07:30',
  goalId: null,
  completionStreak: 0,
  bestStreak: 0,
  successRate: null,
  doneToday: null,
  dueToday: true,
  startTime: '07:00',
  frequency: null,
  lastTwoWeeks: { done: 0, scheduled: 0 },
  ...h,
});

const withLimits: CoachSnapshot = {
  firstName: 'Ada',
  today: '2026-11-24',
  timezone: 'Europe/London',
  habits: [
    habit({ id: 'h-coffee', name: 'Coffee', target: { quantity: 2, unit: 'coffees', direction: 'atMost' }, amountToday: 1, completionStreak: 4, bestStreak: 9 }),
    habit({ id: 'h-sugar', name: 'No sugar', target: { quantity: 0, unit: 'sugar', direction: 'atMost' }, amountToday: 0, completionStreak: 12, bestStreak: 12 }),
    habit({ id: 'h-water', name: 'Water', target: { quantity: 8, unit: 'glasses' }, amountToday: 3 }),
    habit({
      id: 'h-run',
      name: 'Morning run',
      completionStreak: 12,
      bestStreak: 12,
      doneToday: true,
      freezeNote: 'A streak freeze kept your 12-day run going on Saturday',
    }),
  ],
  goals: [],
  vision: null,
};
const empty: CoachSnapshot = { ...withLimits, habits: [] };

const ask = (message: string, s = withLimits) => interpretOffline(message, s);
const created = (name: string, quantity: number, unit: string) => ({ kind: 'call', name: 'createHabit', args: { name, recurrence: 'daily', target: { quantity, unit, direction: 'atMost' } } });
const logged = (habitId: string, value = 1) => ({ kind: 'call', name: 'completeHabit', args: { habitId, value } });

describe('the built-in coach makes limits and quit habits', () => {
  it.each([
    ['at most 2 coffees a day', created('Coffee', 2, 'coffees')],
    ['I want at most 2 coffees a day', created('Coffee', 2, 'coffees')],
    ['no more than 3 beers a day', created('Beer', 3, 'beers')],
    ['limit myself to 1 soda a day', created('Soda', 1, 'soda')],
    ['add a habit: max 2 cigarettes per day', created('Cigarette', 2, 'cigarettes')],
  ])('"%s"', (message, expected) => {
    expect(ask(message, empty)).toMatchObject(expected);
  });

  it.each([
    ['I want to quit sugar', created('No sugar', 0, 'sugar')],
    ['no sugar', created('No sugar', 0, 'sugar')],
    ['No more sugar from now on', created('No sugar', 0, 'sugar')],
    ['quit smoking', created('No smoking', 0, 'smoking')],
    ["I'd like to give up alcohol", created('No alcohol', 0, 'alcohol')],
    ['help me stop eating sweets', created('No sweets', 0, 'sweets')],
    ['I am trying to cut out soda', created('No soda', 0, 'soda')],
  ])('"%s"', (message, expected) => {
    expect(ask(message, empty)).toMatchObject(expected);
  });

  it('never makes a second one of the same name, and "no" of something else is not a habit', () => {
    expect(ask('I want to quit sugar')).toMatchObject({ kind: 'reply', text: expect.stringContaining('You already have "No sugar"') });
    expect(ask('no thanks')).not.toMatchObject({ name: 'createHabit' });
    expect(ask('stop reminding me about water')).not.toMatchObject({ name: 'createHabit' });
    expect(ask('stop morning run')).not.toMatchObject({ name: 'createHabit' });
  });
});

describe('the built-in coach logs to limits and quit habits', () => {
  it.each([
    ['I had a coffee', logged('h-coffee')],
    ['had another coffee', logged('h-coffee')],
    ['just drank a cup of coffee', logged('h-coffee')],
    ['I had 2 coffees', logged('h-coffee', 2)],
    ['I slipped and had sugar', logged('h-sugar')],
    ['I had some sugar', logged('h-sugar')],
    ['ate a piece of sugar candy, slipped', logged('h-sugar')],
    ['I caved on the sugar', logged('h-sugar')],
    ['I slipped', logged('h-sugar')],
  ])('"%s"', (message, expected) => {
    expect(ask(message)).toMatchObject(expected);
  });

  it('"I had a glass of water" is still the amount habit it was', () => {
    expect(ask('I had a glass of water')).not.toMatchObject({ args: { habitId: 'h-coffee' } });
  });

  it.each(["I didn't have sugar today", 'stayed off sugar all day', 'resisted the coffee'])('"%s" logs nothing', (message) => {
    expect(ask(message)).toMatchObject({ kind: 'reply', text: expect.stringContaining('Nothing to log') });
  });
});

describe('the built-in coach tells of a spent streak freeze', () => {
  it.each(["what's my morning run streak?", 'how many days in a row have I run in the morning?'])('"%s"', (message) => {
    expect(ask(message)).toMatchObject({ kind: 'reply', text: expect.stringContaining('A streak freeze kept your 12-day run going on Saturday.') });
  });
});
