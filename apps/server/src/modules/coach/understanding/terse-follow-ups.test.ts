import { describe, expect, it } from 'vitest';
import { interpretOffline, offlineMemoryOf, type OfflineAnswer, type PastCall } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';

/**
 * Issue 50, fiftieth pass: the kinds of terse wording the pass's misses showed, in sentences of my
 * own for the fixture person (today Wednesday 2026-11-25): a habit and a time with no verb, a
 * weekday's short name in a follow-up, "daily" before a time, "not that one, X", a reminder asked
 * about in two words and then changed, a habit's figure asked with only "today", the day of a list
 * kept for "the 2nd one", and an area asked about in a few words.
 */
const done = (name: string, args: Record<string, unknown>, result: unknown = {}): PastCall => ({ name, args, outcome: { ok: true, result } });
const callOf = (a: OfflineAnswer) => (a.kind === 'call' ? { name: a.name, args: a.args } : a.kind === 'calls' ? a.calls : a);

describe('a habit and a time with no verb', () => {
  it.each([
    ['journal 9pm', { name: 'updateHabit', args: { habitId: 'h-journal', startTime: '21:00' } }],
    ['gym tomorrow 5pm', { name: 'moveOccurrence', args: { habitId: 'h-gym', date: '2026-11-26', startTime: '17:00' } }],
    ['yoga sat 8am just this once', { name: 'moveOccurrence', args: { habitId: 'h-yoga', date: '2026-11-28', startTime: '08:00' } }],
  ])('reads "%s" as a move', (message, call) => {
    expect(callOf(interpretOffline(message, SNAPSHOT))).toMatchObject(call);
  });

  it('leaves a weekday said alone with a time to be asked about (one day or every week?)', () => {
    expect(interpretOffline('gym sat 7pm', SNAPSHOT).kind).toBe('reply');
  });

  it('never moves anything on a question', () => {
    expect(interpretOffline('journal 9pm?', SNAPSHOT).kind).not.toBe('call');
  });

  it('reads a habit named by a past tense, asked alone ("read?"), as a question: nothing is ticked', () => {
    expect(interpretOffline('read?', SNAPSHOT).kind).toBe('reply');
    expect(callOf(interpretOffline('read', SNAPSHOT))).toEqual({ name: 'completeHabit', args: { habitId: 'h-read' } });
  });
});

describe('follow-ups in a few words', () => {
  it('reads a weekday\'s short name after "same for" as that day', () => {
    const lastCalls = [done('skipHabit', { habitId: 'h-gym', date: '2026-11-26' })];
    expect(callOf(interpretOffline('same for tue', SNAPSHOT, { lastCalls }))).toEqual({ name: 'skipHabit', args: { habitId: 'h-gym', date: '2026-12-01' } });
  });

  it('reads "daily 8pm" after a habit was made as its schedule', () => {
    const lastCalls = [done('createHabit', { name: 'Journal' }, { id: 'h-journal' })];
    expect(callOf(interpretOffline('daily 8pm', SNAPSHOT, { lastCalls }))).toMatchObject({ name: 'updateHabit', args: { habitId: 'h-journal', recurrence: 'daily', startTime: '20:00' } });
  });

  it('moves what was just done to the habit named after "not this one"', () => {
    const lastCalls = [done('completeHabit', { habitId: 'h-read' })];
    expect(callOf(interpretOffline('not this one, yoga', SNAPSHOT, { lastCalls }))).toEqual([
      { name: 'uncompleteHabit', args: { habitId: 'h-read' } },
      { name: 'completeHabit', args: { habitId: 'h-yoga' } },
    ]);
  });
});

describe('a reminder asked about in two words, then changed', () => {
  it('answers "run reminder?" and changes nothing, then reads "make it 25" as its minutes', () => {
    const asked = interpretOffline('run reminder?', SNAPSHOT);
    expect(asked.kind).toBe('reply');
    expect(asked.kind === 'reply' && asked.text).toMatch(/15/);
    const memory = offlineMemoryOf(asked, SNAPSHOT);
    expect(callOf(interpretOffline('make it 25', SNAPSHOT, { memory }))).toEqual({ name: 'updateHabit', args: { habitId: 'h-run', reminders: [{ minutesBefore: 25, channel: 'push' }] } });
  });

  it('reads "no more gym emails" as the email reminder removed', () => {
    expect(callOf(interpretOffline('no more gym emails', SNAPSHOT))).toEqual({ name: 'removeReminder', args: { habitId: 'h-gym', channel: 'email' } });
  });
});

describe('questions in a few words', () => {
  it('answers "read today?" with the day\'s figure', () => {
    const answer = interpretOffline('read today?', SNAPSHOT);
    expect(answer.kind === 'reply' && answer.text).toMatch(/0 of 20 pages/);
  });

  it('keeps the day a two-habit question asked about, and "the 2nd one" next is that day\'s', () => {
    const asked = interpretOffline('what time are gym and read on thursday?', SNAPSHOT);
    const memory = offlineMemoryOf(asked, SNAPSHOT);
    expect(memory).toEqual({ listed: ['h-gym', 'h-read'], listedDay: '2026-11-26' });
    expect(callOf(interpretOffline('skip the 2nd one', SNAPSHOT, { memory }))).toEqual({ name: 'skipHabit', args: { habitId: 'h-read', date: '2026-11-26' } });
  });

  const withFitness = { ...SNAPSHOT, areas: [...(SNAPSHOT.areas ?? []), { id: 'a-fit', name: 'Fitness' }], habits: SNAPSHOT.habits.map((h) => (h.id === 'h-gym' || h.id === 'h-run' ? { ...h, areaId: 'a-fit' } : h)) };
  it.each(['fitness ones?', 'and fitness?', "what's in fitness?", 'which are fitness habits?'])('reads "%s" as a question about that area', (message) => {
    expect(callOf(interpretOffline(message, withFitness))).toEqual({ name: 'getArea', args: { areaId: 'a-fit' } });
  });

  it('reads a group named with nothing asked of it as the area, never a request for each of its habits', () => {
    expect(callOf(interpretOffline('evening ones?', SNAPSHOT))).toEqual({ name: 'getArea', args: { areaId: 'a-evening' } });
  });
});
