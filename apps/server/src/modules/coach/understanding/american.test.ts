import { describe, expect, it } from 'vitest';
import { asAmericanMeant } from './american.js';
import { compactNotation } from './notation.js';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';

/**
 * Issue 50, fifty-second pass: times and amounts as Americans write them ("5:45p", "at 9p", "a
 * quarter of 7", "a couple cups", "a half hour", "saturdays off"). On the coach fixture's account
 * (today Wednesday 25 November 2026); sentences of my own, not the pass's.
 */
describe('asAmericanMeant', () => {
  it.each([
    ['move yoga to 10:15a', 'move yoga to 10:15am'],
    ['journal at 9p please', 'journal at 9pm please'],
    ['push it back to 11:05 p', 'push it back to 11:05pm'],
    ['from 6a until 7a', 'from 6am until 7am'],
    ['run at a quarter of 8', 'run at a quarter to 8'],
    ['had a couple cups of tea', 'had a couple of cups of tea'],
    ['remind me a half hour before', 'remind me half an hour before'],
    ['add stretching every day at 7am, saturdays off', 'add stretching every day except saturdays at 7am'],
    ['add flute on weekdays, with weekends off', 'add flute on weekdays'],
  ])('reads "%s" as "%s"', (said, meant) => expect(asAmericanMeant(said)).toBe(meant));

  it.each([['read 30p a day'], ['raise read to 25p'], ['journal at 9 p.m.'], ['a quarter of an hour'], ['log a couple more'], ['i am taking sundays off'], ['at 14p']])('leaves "%s" as it is', (said) => {
    expect(asAmericanMeant(said)).toBe(said);
  });
});

describe('American times and amounts through the coach', () => {
  it('moves a habit to a time with a bare "p"', () => {
    expect(interpretOffline('move gym to 5:45p', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-gym', startTime: '17:45' } });
  });
  it('moves two habits to an hour with a bare "p", never a target of pages', () => {
    const answer = interpretOffline('move gym and yoga to 9p', SNAPSHOT);
    expect(answer).toMatchObject({ kind: 'calls', calls: [{ args: { startTime: '21:00' } }, { args: { startTime: '21:00' } }] });
  });
  it('still reads pages glued to an amount', () => {
    expect(interpretOffline('read 30p today', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-read', value: 30 } });
  });
  it('logs "a couple" as two', () => {
    expect(interpretOffline('log a couple glasses of water', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-water', value: 2 } });
  });
  it('reads "a half hour" before as 30 minutes', () => {
    expect(interpretOffline('remind me a half hour before yoga', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'addReminder', args: { habitId: 'h-yoga', minutesBefore: 30 } });
  });
  it('reads "a quarter of 7" as 6:45', () => {
    expect(interpretOffline('move run to a quarter of 7', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-run', startTime: '06:45' } });
  });
  it('leaves the days said off out of a new habit', () => {
    const answer = interpretOffline('add cello every day at 6p, saturdays off', SNAPSHOT);
    expect(answer).toMatchObject({ kind: 'call', name: 'createHabit', args: { name: 'Cello', startTime: '18:00' } });
    const days = answer.kind === 'call' ? (answer.args as { days?: string[] }).days : undefined;
    expect(days).toHaveLength(6);
    expect(days).not.toContain('Saturday');
    expect(interpretOffline('add banjo on weekdays at 7a, weekends off', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'createHabit', args: { name: 'Banjo', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], startTime: '07:00' } });
  });
});

/** Twenty-fifth session: "12/5" is 5 December where the region writes the month first, 12 May elsewhere; a weekday said with it tells them apart. */
describe('dates with a slash, as the region writes them', () => {
  it.each([
    ['skip gym on 12/5', false, 'skip gym on 2027-05-12'],
    ['skip gym on 12/5', true, 'skip gym on 2026-12-05'],
    ['skip gym on 12/25', false, 'skip gym on 2026-12-25'],
    ['skip gym on 25/12', true, 'skip gym on 2026-12-25'],
    ['skip gym sat 12/5', false, 'skip gym on 2026-12-05'],
    ['skip gym wed 12/5', true, 'skip gym on 2027-05-12'],
    ['skip gym sun 6/12', false, 'skip gym on 2026-12-06'],
  ])('reads "%s" (month first: %s) as "%s"', (said, monthFirst, meant) => expect(compactNotation(said, '2026-11-25', monthFirst)).toBe(meant));

  it('skips the day an American means, and the day a Briton means', () => {
    // Gym is on Tuesdays and Thursdays: Tuesday 8 December.
    expect(interpretOffline('skip gym on 12/8', { ...SNAPSHOT, locale: 'en-US' })).toMatchObject({ kind: 'call', name: 'skipHabit', args: { habitId: 'h-gym', date: '2026-12-08' } });
    expect(interpretOffline('skip gym on 8/12', { ...SNAPSHOT, locale: 'en-GB' })).toMatchObject({ kind: 'call', name: 'skipHabit', args: { habitId: 'h-gym', date: '2026-12-08' } });
    expect(interpretOffline('skip gym on 8/12', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'skipHabit', args: { habitId: 'h-gym', date: '2026-12-08' } });
  });
});
