import { describe, expect, it } from 'vitest';
import { interpretOffline, type OfflineAnswer, type PastCall } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';

/**
 * Issue 50, fifty-eighth pass: wishes said with a hedge (wish-hedges.ts) and answers said loosely
 * after a habit was made (follow-up.ts), in words of my own for the fixture person (not the
 * pass's sentences): each kind is read as the request it is, and a request or a question put
 * with "should" stays what it was.
 */
const done = (name: string, args: Record<string, unknown>, result: unknown = {}): PastCall => ({ name, args, outcome: { ok: true, result } });
const callOf = (a: OfflineAnswer) => (a.kind === 'call' ? { name: a.name, args: a.args } : a);

describe('a wish said with a hedge', () => {
  it.each([
    ['been meaning to water the garden', { name: 'Water the garden' }],
    ['thinking i ought to call my sister more', { name: 'Call my sister more' }],
    ['i should really practise the violin, 15 mins every evening', { name: 'Practise the violin', durationMinutes: 15 }],
    ['could you set me up with something to track my posture', { name: 'Posture' }],
    ['maybe a short stretch before bed?', { name: 'Short stretch', cue: { text: 'Before bed' } }],
    ['to help with the 10k, maybe hill sprints on saturdays', { name: 'Hill sprints', days: ['Saturday'], goalId: 'g-10k' }],
  ])('reads "%s" as a habit to make', (message, args) => {
    expect(callOf(interpretOffline(message, SNAPSHOT))).toMatchObject({ name: 'createHabit', args });
  });

  it.each([
    ['ought to cut back on biscuits, 2 a day max', { quantity: 2, direction: 'atMost' }],
    ['honestly i need to quit energy drinks for good', { quantity: 0, direction: 'atMost' }],
    ['i think i should limit gaming to 1 hour a day', { quantity: 1, unit: 'hours', direction: 'atMost' }],
  ])('reads "%s" as a limit or a quit', (message, target) => {
    expect(callOf(interpretOffline(message, SNAPSHOT))).toMatchObject({ name: 'createHabit', args: { target } });
  });

  it('reads a habit they had, started again, as that one back', () => {
    expect(callOf(interpretOffline("i've been meaning to start flossing again, maybe 5 mins before bed?", SNAPSHOT))).toMatchObject({ name: 'restoreHabit', args: { habitId: 'h-floss' } });
  });

  it('reads an area asked as a section', () => {
    expect(callOf(interpretOffline('maybe a section for household jobs', SNAPSHOT))).toMatchObject({ name: 'createArea', args: { name: 'Household jobs' } });
  });

  it('reads a reminder said as what would help', () => {
    expect(callOf(interpretOffline('i always forget yoga, an email an hour before would be handy', SNAPSHOT))).toMatchObject({ name: 'addReminder', args: { habitId: 'h-yoga', minutesBefore: 60, channel: 'email' } });
  });

  it('keeps a request put with "should" a request, and a question a question', () => {
    expect(callOf(interpretOffline('i should probably shift gym to 7pm', SNAPSHOT))).toMatchObject({ name: 'updateHabit', args: { habitId: 'h-gym', startTime: '19:00' } });
    expect(interpretOffline('should i probably move gym?', SNAPSHOT).kind).toBe('reply');
  });
});

describe('a wish with a date', () => {
  it('reads "by the end of next year" as when a goal is due, never that a habit of the same words ends', () => {
    const a = interpretOffline("i'd love to read 30 books by the end of next year", SNAPSHOT);
    expect(a.kind).toBe('reply');
    expect(a.kind === 'reply' ? a.text : '').not.toMatch(/stop\?/);
    expect(callOf(interpretOffline('i want to stop yoga by the end of the month', SNAPSHOT))).toMatchObject({ name: 'endHabit', args: { habitId: 'h-yoga' } });
  });
});

describe('an answer said loosely after a habit was made', () => {
  const lastCalls = [done('createHabit', { name: 'Journal' }, { id: 'h-journal' })];
  it.each([
    ['mornings, say 10 mins', { startTime: '08:00', durationMinutes: 10 }],
    ['most weekdays is fine', { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] }],
    ['saturdays after work', { days: ['Saturday'] }],
    ['twice a week would work', { timesPerPeriod: { times: 2, period: 'week' } }],
  ])('reads "%s" as a change of it', (message, args) => {
    expect(callOf(interpretOffline(message, SNAPSHOT, { lastCalls }))).toMatchObject({ name: 'updateHabit', args: { habitId: 'h-journal', ...args } });
  });
});
