import { describe, expect, it } from 'vitest';
import { interpretOffline, type CoachSnapshot } from './offline-coach.js';
import { dueSnapshotHabit } from '../../test/snapshot-habit.js';

/**
 * Issue 40 parts 5 and 6 in the built-in coach (docs/decisions/034): a habit done several times a
 * day, checking off one of its times, and habits stacked on another; several phrasings people say
 * for each. Today is Thursday 26 November 2026.
 */
const habit = dueSnapshotHabit;

const s: CoachSnapshot = {
  firstName: 'Ada',
  today: '2026-11-26',
  timezone: 'Europe/London',
  habits: [
    habit({ id: 'h-vit', name: 'Vitamins', timesOfDay: ['08:00', '20:00'] }),
    habit({ id: 'h-teeth', name: 'Brush teeth', startTime: '07:30' }),
    habit({ id: 'h-run', name: 'Morning run', startTime: '06:30' }),
    habit({ id: 'h-floss', name: 'Floss', startTime: '22:00' }),
    habit({ id: 'h-coffee', name: 'Pour coffee', startTime: '07:00' }),
  ],
  goals: [],
  vision: null,
};
const empty: CoachSnapshot = { ...s, habits: [] };
const ask = (message: string, snapshot = s) => interpretOffline(message, snapshot);

describe('the built-in coach: several times a day', () => {
  it.each([
    ['take my vitamins twice a day, at 8am and 8pm', { name: 'Vitamins', timesOfDay: ['08:00', '20:00'] }],
    ['drink water at 9, 12 and 3', { name: 'Drink water', timesOfDay: ['09:00', '12:00', '15:00'] }],
    ['have my medicine at 8am and 8pm every day', { name: 'Medicine', timesOfDay: ['08:00', '20:00'] }],
    ['do my stretches at 7am and 9pm', { name: 'Stretches', timesOfDay: ['07:00', '21:00'] }],
    ['add a habit to take pills at 7:30, 13:00 and 19:30', { timesOfDay: ['07:30', '13:00', '19:30'] }],
  ])('"%s" makes one habit checked off at each time', (message, args) => {
    expect(ask(message, empty)).toMatchObject({ kind: 'call', name: 'createHabit', args: { recurrence: 'daily', ...args } });
  });

  it.each([
    ['brush teeth twice a day, at 7am and 10pm', { habitId: 'h-teeth', timesOfDay: ['07:00', '22:00'] }],
    ['floss at 8am and 10pm', { habitId: 'h-floss', timesOfDay: ['08:00', '22:00'] }],
  ])('"%s" gives a habit they have its times', (message, args) => {
    expect(ask(message)).toMatchObject({ kind: 'call', name: 'updateHabit', args });
  });

  it.each([
    ['I took my morning vitamins', '08:00'],
    ['took my evening vitamins', '20:00'],
    ['had my vitamins tonight', '20:00'],
    ['morning vitamins done', '08:00'],
    ['I took my 8pm vitamins', '20:00'],
  ])('"%s" checks off that time', (message, time) => {
    expect(ask(message)).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-vit', time } });
  });

  it('asks which time when the part of the day has none of them', () => {
    expect(ask('I took my afternoon vitamins')).toMatchObject({ kind: 'reply', text: expect.stringContaining('08:00, 20:00') });
  });
});

describe('the built-in coach: cues', () => {
  it.each([
    ['floss after brushing my teeth', 'h-floss', { afterHabitId: 'h-teeth' }],
    ['after my morning run, floss', 'h-floss', { afterHabitId: 'h-run' }],
    ['after breakfast, floss', 'h-floss', { text: 'After breakfast' }],
  ])('"%s" stacks a habit they have', (message, habitId, cue) => {
    const answer = ask(message);
    expect(answer).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId, cue } });
  });

  it.each([
    ['remind me to stretch after my run', { name: 'Stretch', cue: { afterHabitId: 'h-run' }, reminders: [{ minutesBefore: 0, channel: 'push' }] }],
    ['meditate after I pour my coffee', { name: 'Meditate', cue: { afterHabitId: 'h-coffee', text: 'After I pour my coffee' } }],
    ['after I pour my coffee, I meditate', { name: 'Meditate', cue: { afterHabitId: 'h-coffee' } }],
    ['journal after dinner', { name: 'Journal', cue: { text: 'After dinner' } }],
    ['after lunch, go for a walk', { name: 'Go for a walk', cue: { text: 'After lunch' } }],
  ])('"%s" adds a stacked habit', (message, args) => {
    expect(ask(message)).toMatchObject({ kind: 'call', name: 'createHabit', args: { recurrence: 'daily', ...args } });
  });

  it.each(['end vitamins after Sunday', 'I feel great after my run', 'move floss to after 9pm', 'remind me 10 minutes after it starts'])('"%s" is not a cue', (message) => {
    const answer = ask(message);
    expect(JSON.stringify(answer)).not.toContain('"cue"');
  });
});
