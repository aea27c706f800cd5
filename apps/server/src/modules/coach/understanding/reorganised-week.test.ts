import { describe, expect, it } from 'vitest';
import { interpretOffline, type OfflineAnswer, type PastCall } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';
import { correctionWords } from './correction-words.js';
import { requestForOne } from './groups.js';
import { moreOrLess } from './more-or-less.js';
import { withoutOldNamed } from './remarks.js';

/**
 * Issue 50, fifty-ninth pass: the kinds of wording the pass's misses showed, from someone
 * reorganising their week for new work hours, in sentences of my own for the fixture person (today
 * Wednesday 2026-11-25): a bound then the time meant, the old slot named after "instead of", a
 * length with "full", a count "instead of fixed days", "X down to N" with no verb and a reason
 * after it, two habits trading their places in the week, the same day said on both sides of "from
 * … to …" with a bare hour after a part of the day, a group said first with only a shift after it,
 * and "just" before a pause's new end in a correction.
 */
const callOf = (a: OfflineAnswer) => (a.kind === 'call' ? { name: a.name, args: a.args } : a.kind === 'calls' ? a.calls : a);
const inAnyOrder = (calls: unknown[]) => expect.toSatisfy((got: unknown) => Array.isArray(got) && got.length === calls.length && calls.every((c) => got.some((g) => JSON.stringify(g) === JSON.stringify(c))));
const done = (name: string, args: Record<string, unknown>): PastCall => ({ name, args, outcome: { ok: true, result: {} } });

describe('a time said as a bound, then the time meant', () => {
  it.each([
    ['shift the run to before 7, say 6:40', { habitId: 'h-run', startTime: '06:40' }],
    ['gym after 6 - like 6:45', { habitId: 'h-gym', startTime: '18:45' }],
    ['put yoga by 10 so maybe 9:15', { habitId: 'h-yoga', startTime: '09:15' }],
  ])('reads "%s" as that time', (said, args) => expect(callOf(interpretOffline(said, SNAPSHOT))).toEqual({ name: 'updateHabit', args }));
});

describe('the old slot named after "instead of"', () => {
  it('leaves out "instead of" and the words it names when the change could not read them', () => {
    expect(withoutOldNamed('journal at 7am instead of supper', ['Supper'])).toBe('journal at 7am');
    expect(withoutOldNamed('journal at 7am rather than after supper, new rota', ['After supper, new rota'])).toBe('journal at 7am, new rota');
  });

  it('keeps what the change reads itself (days, counts, lengths) and what was read', () => {
    expect(withoutOldNamed('gym on fridays instead of tuesdays', ['Gym'])).toBe('gym on fridays instead of tuesdays');
    expect(withoutOldNamed('read 10 pages instead of 20', ['Pages'])).toBe('read 10 pages instead of 20');
    expect(withoutOldNamed('journal at 7am instead of supper', [])).toBe('journal at 7am instead of supper');
  });

  it('moves the habit to the new time with the old slot and a reason beside it', () => {
    expect(callOf(interpretOffline('spanish lessons to 6pm instead of dinnertime, the new job starts monday', SNAPSHOT))).toEqual({ name: 'updateHabit', args: { habitId: 'h-spanish', startTime: '18:00' } });
  });
});

describe('lengths and counts said with what they replace', () => {
  it('reads "a whole hour" as an hour', () => {
    expect(callOf(interpretOffline('yoga 40 minutes, not the whole hour', SNAPSHOT))).toEqual({ name: 'updateHabit', args: { habitId: 'h-yoga', durationMinutes: 40 } });
  });

  it('reads "N times a week instead of set days" as the count on any days', () => {
    expect(callOf(interpretOffline('yoga 2x a week rather than on set days', SNAPSHOT))).toMatchObject({ name: 'updateHabit', args: { habitId: 'h-yoga', timesPerPeriod: { times: 2, period: 'week' } } });
  });
});

describe('"X down to N" with no verb', () => {
  it.each([
    ['journal down to twice a week, too much on', 'change Journal to 2 times a week'],
    ['read up to 30 - cos holidays', 'change Read target to 30'],
    ['can we journal down to 1', 'change Journal to 1 times a week'],
  ])('%s', (said, plain) => expect(moreOrLess(said, SNAPSHOT)).toBe(plain));

  it.each([['read down to 10 today'], ['gym down to 2 hours'], ['read down to 10, and gym to 7pm']])('leaves "%s" as it is', (said) => expect(moreOrLess(said, SNAPSHOT)).toBe(said));
});

describe('two habits trading their places in the week', () => {
  it('trades their days when days are said', () => {
    expect(callOf(interpretOffline('can we flip the long run and yoga days round', SNAPSHOT))).toEqual(inAnyOrder([
      { name: 'updateHabit', args: { habitId: 'h-long', recurrence: 'weekly', days: ['Sunday', 'Saturday'] } },
      { name: 'updateHabit', args: { habitId: 'h-yoga', recurrence: 'weekly', days: ['Sunday'] } },
    ]));
  });

  it('trades their times when times are said', () => {
    expect(callOf(interpretOffline('switch read with journal slots', SNAPSHOT))).toEqual(inAnyOrder([
      { name: 'updateHabit', args: { habitId: 'h-read', startTime: '20:00' } },
      { name: 'updateHabit', args: { habitId: 'h-journal', startTime: '21:30' } },
    ]));
  });

  it('trades both when neither is said', () => {
    expect(callOf(interpretOffline('trade gym and yoga', SNAPSHOT))).toEqual(inAnyOrder([
      { name: 'updateHabit', args: { habitId: 'h-gym', recurrence: 'weekly', days: ['Sunday', 'Saturday'], startTime: '09:00' } },
      { name: 'updateHabit', args: { habitId: 'h-yoga', recurrence: 'weekly', days: ['Tuesday', 'Thursday'], startTime: '18:00' } },
    ]));
  });

  it('never trades on a question, with something else asked, or the days of a habit done N times a week', () => {
    expect(interpretOffline('could i swap gym and yoga?', SNAPSHOT).kind).toBe('reply');
    expect(callOf(interpretOffline('swap gym and yoga on wednesdays', SNAPSHOT))).not.toEqual(expect.arrayContaining([expect.objectContaining({ args: expect.objectContaining({ habitId: 'h-yoga', startTime: '18:00' }) })]));
    expect(callOf(interpretOffline('swap journal and gym days', SNAPSHOT))).not.toEqual(expect.arrayContaining([expect.objectContaining({ args: expect.objectContaining({ habitId: 'h-journal' }) })]));
  });
});

describe('the same day on both sides of "from … to …", and a bare hour after a part of the day', () => {
  it.each([
    ['move the long run from sunday morning to sunday afternoon, 3', { habitId: 'h-long', startTime: '15:00' }],
    ['long run from sundays morning to sundays evening', { habitId: 'h-long', startTime: '19:00' }],
    ['gym from tuesday evening to tuesday morning 7ish', { habitId: 'h-gym', startTime: '07:00' }],
  ])('reads "%s" as a time moved', (said, args) => expect(callOf(interpretOffline(said, SNAPSHOT))).toEqual({ name: 'updateHabit', args }));

  it('keeps a bare number after a part of the day that is a length or a shift, and an hour outside that part', () => {
    expect(callOf(interpretOffline('gym evening 30 mins earlier', SNAPSHOT))).toEqual({ name: 'updateHabit', args: { habitId: 'h-gym', startTime: '17:30' } });
    expect(callOf(interpretOffline('move yoga to the morning 3', SNAPSHOT))).not.toEqual({ name: 'updateHabit', args: { habitId: 'h-yoga', startTime: '03:00' } });
  });
});

describe('a group said first with only a shift after it', () => {
  it('puts "move" before each name', () => {
    expect(requestForOne('the evening ones an hour later', 'the evening ones', 'Read')).toBe('move Read an hour later');
    expect(requestForOne('my study stuff by 15 mins earlier pls', 'my study stuff', 'Read')).toBe('move Read by 15 mins earlier pls');
  });

  it('leaves any other request as it was said', () => {
    expect(requestForOne('skip my study stuff tomorrow', 'my study stuff', 'Read')).toBe('skip Read tomorrow');
    expect(requestForOne('my study stuff done', 'my study stuff', 'Read')).toBe('Read done');
  });
});

describe('"just" before a pause\'s new end in a correction', () => {
  it('reads what follows it', () => {
    expect(correctionWords('no sorry only till friday')).toBe('no sorry till friday');
    expect(correctionWords('wait just for 3 days')).toBe('wait for 3 days');
  });

  it('ends the pause on the day said', () => {
    const lastCalls = [done('pauseHabits', { habitId: 'h-gym', from: '2026-11-25', to: '2026-12-20' })];
    expect(callOf(interpretOffline('actually just until the 6th', SNAPSHOT, { lastCalls }))).toEqual([
      { name: 'resumeHabits', args: { habitId: 'h-gym', from: '2026-11-25' } },
      { name: 'pauseHabits', args: { habitId: 'h-gym', from: '2026-11-25', to: '2026-12-06' } },
    ]);
  });
});
