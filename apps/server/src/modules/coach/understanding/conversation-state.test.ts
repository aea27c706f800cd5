import { describe, expect, it } from 'vitest';
import { interpretOffline, offlineMemoryOf, type OfflineAnswer, type PastCall } from '../offline-coach.js';
import { isNo } from '../coach-answers.js';
import { SNAPSHOT } from './coach-fixture.js';

/**
 * Issue 50: the conversation as data. What a reply listed is kept (the coach's memory) for "the
 * third one"; a change is kept with what undoes it; "X as well" repeats the last request for X;
 * a no said in many words declines. Phrasings of my own, for the fixture person.
 */
const done = (name: string, args: Record<string, unknown>, result: unknown = {}): PastCall => ({ name, args, outcome: { ok: true, result } });
const callOf = (a: OfflineAnswer) => (a.kind === 'call' ? { name: a.name, args: a.args } : a.kind === 'calls' ? a.calls : a);

describe('references to what the conversation holds', () => {
  const listed = { listed: ['h-gym', 'h-read', 'h-journal'] };

  it.each([
    ['skip the second one today', 'skipHabit', 'h-read'],
    ['move the third one to 9pm', 'updateHabit', 'h-journal'],
    ['delete the last one', 'deleteHabit', 'h-journal'],
    ['rename the first one to Weights', 'updateHabit', 'h-gym'],
    ['skip number 2 today', 'skipHabit', 'h-read'],
  ])('reads "%s" after a list as the habit listed there', (message, name, habitId) => {
    expect(interpretOffline(message, SNAPSHOT, { memory: listed })).toMatchObject({ kind: 'call', name, args: { habitId } });
  });

  it('keeps what a reply listed, in the order it was said', () => {
    const memory = offlineMemoryOf({ kind: 'reply', text: 'Left today: "Read" at 21:30, then "Gym" at 18:00.' }, SNAPSHOT);
    expect(memory).toEqual({ listed: ['h-read', 'h-gym'] });
  });

  it('reads "the one I just made" as the habit the last turn made', () => {
    const lastCalls = [done('createHabit', { name: 'Journal' }, { id: 'h-journal' })];
    expect(interpretOffline('remind me 10 minutes before the one I just made', SNAPSHOT, { lastCalls })).toMatchObject({ kind: 'call', name: 'addReminder', args: { habitId: 'h-journal', minutesBefore: 10 } });
  });

  it.each(['yoga as well', 'and yoga too', 'same for yoga', 'yoga also please'])('repeats the last request for the habit named in "%s"', (message) => {
    const lastCalls = [done('skipHabit', { habitId: 'h-read', date: '2026-11-28' })];
    expect(callOf(interpretOffline(message, SNAPSHOT, { lastCalls }))).toEqual({ name: 'skipHabit', args: { habitId: 'h-yoga', date: '2026-11-28' } });
  });
});

describe('undo of any change', () => {
  it('keeps what undoes a change of time, name or reminders, from the habit as it was', () => {
    const answer = interpretOffline('move read to 7pm', SNAPSHOT);
    expect(answer).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-read', startTime: '19:00' } });
    expect(offlineMemoryOf(answer, SNAPSHOT)).toEqual({ undo: [{ name: 'updateHabit', args: { habitId: 'h-read', startTime: '21:30', durationMinutes: 30 } }] });
    const renamed = interpretOffline('rename read to Books', SNAPSHOT);
    expect(offlineMemoryOf(renamed, SNAPSHOT)).toEqual({ undo: [{ name: 'updateHabit', args: { habitId: 'h-read', name: 'Read' } }] });
  });

  it.each(['undo that', 'revert that', 'oops, put it back', 'take that back'])('"%s" after a change makes the kept undo', (message) => {
    const memory = { undo: [{ name: 'updateHabit', args: { habitId: 'h-read', startTime: '21:30', durationMinutes: 30 } }] };
    const lastCalls = [done('updateHabit', { habitId: 'h-read', startTime: '19:00' })];
    expect(interpretOffline(message, SNAPSHOT, { memory, lastCalls })).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-read', startTime: '21:30' } });
  });
});

describe('a no, however it is said', () => {
  it.each(['on second thoughts keep it', 'nah leave it as is', "actually don't bother", "I've changed my mind", 'hmm, not now', 'no, keep it', 'leave it alone', "let's not", 'forget about it', 'better not'])('"%s" declines', (message) => {
    expect(isNo(message)).toBe(true);
  });

  it.each(['keep it at 8pm', 'no, move it to 9', 'leave gym on mondays', 'not on fridays'])('"%s" is a request, not a no', (message) => {
    expect(isNo(message)).toBe(false);
  });
});

describe('the half of the day a habit is in', () => {
  it.each([
    ['move read to quarter to 9', '20:45'],
    ['read at half 10 from now on', '22:30'],
    ['move read to 9am', '09:00'],
    ['move read to 7am', '07:00'],
    ['read at 8 from now on', '20:00'],
  ])('"%s" sets %s', (message, startTime) => {
    expect(interpretOffline(message, SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-read', startTime } });
  });
});
