import { describe, expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';

/**
 * Issue 50, fifty-fifth pass: changes of a habit people make by tinkering with it. On the coach
 * fixture's account; sentences of my own, not the pass's.
 */
describe('the daily amount moved by its own word', () => {
  it.each([
    ['water cap down to 6 glasses', 'h-water', 6, 'glasses'],
    ['reading minimum up to 35 pages', 'h-read', 35, 'pages'],
    ['water quota back to 7 glasses pls', 'h-water', 7, 'glasses'],
  ])('"%s"', (message, habitId, quantity, unit) => {
    expect(interpretOffline(message, SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId, target: { quantity, unit } } });
  });
});

describe('a length said with a verb of lasting', () => {
  it.each([
    ['yoga lasts 75 minutes now', 75],
    ['the yoga class runs 2 hours from now on', 120],
    ['yoga goes on for an hour and a half', 90],
    ['yoga takes 45 mins these days', 45],
  ])('"%s"', (message, durationMinutes) => {
    expect(interpretOffline(message, SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-yoga', durationMinutes } });
  });
});

describe('the unit of the daily amount changed', () => {
  it.each([
    ['count my reading in chapters from now on, 2 chapters a day', 'h-read', 2, 'chapters'],
    ['measure water in ml instead, 2000 ml a day', 'h-water', 2000, 'ml'],
    ['water in bottles now, 3 bottles a day', 'h-water', 3, 'bottles'],
  ])('"%s"', (message, habitId, quantity, unit) => {
    expect(interpretOffline(message, SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId, target: { quantity, unit } } });
  });

  it('keeps a different unit said with no word of changing it as a log or nothing, never a new target', () => {
    expect(interpretOffline('drank 2 litres of water today', SNAPSHOT)).not.toMatchObject({ name: 'updateHabit' });
  });
});
