import { describe, expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';
import { limitedTo } from './limited-to.js';

/** Issue 50: a new limit said as bringing a thing down to an amount a day (limited-to.ts). */
describe('a thing brought down to an amount a day', () => {
  it.each([
    ['limit energy drinks to one can a day', { thing: 'energy drinks', quantity: 1, unit: 'can' }],
    ['i want to cut takeaways to 1 a day max', { thing: 'takeaways', quantity: 1, unit: 'takeaways' }],
    ['trying to get my gaming down to 90 mins a day', { thing: 'gaming', quantity: 90, unit: 'minutes' }],
    ['keep the biscuits to 3 a day tops', { thing: 'biscuits', quantity: 3, unit: 'biscuits' }],
    ['gonna bring tiktok down to an hour a day', { thing: 'tiktok', quantity: 1, unit: 'hours' }],
    ['reduce wine to 2 glasses of wine a day', { thing: 'wine', quantity: 2, unit: 'glasses' }],
    ['help me cap netflix at 2 hrs a day', { thing: 'netflix', quantity: 2, unit: 'hours' }],
  ])('"%s"', (text, expected) => {
    expect(limitedTo(text)).toEqual(expected);
  });

  it('never reads a week, a report or "it" as a limit a day', () => {
    expect(limitedTo('keep gym to 2 days a week')).toBeUndefined();
    expect(limitedTo('cut it to 2 a day')).toBeUndefined();
    expect(limitedTo('i had 2 biscuits today')).toBeUndefined();
  });

  it('makes the limit habit when no habit of theirs is named', () => {
    expect(interpretOffline('limit energy drinks to one can a day', SNAPSHOT)).toMatchObject({
      kind: 'call',
      name: 'createHabit',
      args: { name: 'Energy drinks', recurrence: 'daily', target: { quantity: 1, unit: 'can', direction: 'atMost' } },
    });
  });

  it('changes the daily amount of a habit of theirs named that way, never logs it', () => {
    expect(interpretOffline('bring my water down to 6 glasses a day', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-water', target: { quantity: 6 } } });
    expect(interpretOffline('keep read at 15 pages a day', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-read', target: { quantity: 15 } } });
  });
});
