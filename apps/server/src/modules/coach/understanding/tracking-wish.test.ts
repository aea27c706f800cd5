import { describe, expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';
import { trackingWish } from './tracking-wish.js';

/** Issue 50: a new habit said otherwise: wished to be tracked, given as a quoted name alone, or "… as a habit". */
describe('a new habit said otherwise', () => {
  it.each([
    ['so i want to start logging my weight every friday', 'track my weight every friday'],
    ['help me keep track of my savings', 'track my savings'],
    ['gonna start counting how many pushups i do', 'track pushups'],
  ])('"%s" is "%s"', (message, said) => {
    expect(trackingWish(message, SNAPSHOT)).toBe(said);
  });

  it('leaves a log of a habit of theirs, or of an amount, as it is', () => {
    expect(trackingWish('i want to log my run', SNAPSHOT)).toBe('i want to log my run');
    expect(trackingWish("i'd like to log 3 glasses", SNAPSHOT)).toBe("i'd like to log 3 glasses");
  });

  it.each([
    ['i want to track my caffeine', 'Caffeine'],
    ['id like to log my mood every evening', 'Mood'],
    ['add "cold shower"', 'Cold shower'],
    ['add “evening pages”', 'Evening pages'],
    ['please add sit ups as a habit', 'Sit ups'],
    ['add tidy desk as a new habit, every weekday at 5pm', 'Tidy desk'],
  ])('"%s" makes the habit %s', (message, name) => {
    expect(interpretOffline(message, SNAPSHOT)).toMatchObject({ kind: 'call', name: 'createHabit', args: { name } });
  });

  it('names a limit by what is tracked, never by its unit', () => {
    expect(interpretOffline('start tracking my phone time, max 3 hours a day', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'createHabit', args: { name: 'Phone time', target: { quantity: 3, unit: 'hours', direction: 'atMost' } } });
  });
});
