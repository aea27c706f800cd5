import { describe, expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import type { CoachSnapshot } from '../coach-snapshot.js';
import { SNAPSHOT } from './coach-fixture.js';

/**
 * Issue 50: the most a day said of a habit they count is its daily amount, never a log nor an end
 * ("no more than" is no "no more"). On the coach fixture's account with a coffee limit added;
 * sentences of my own.
 */
const READ = SNAPSHOT.habits.find((h) => h.id === 'h-read')!;
const S: CoachSnapshot = {
  ...SNAPSHOT,
  habits: [...SNAPSHOT.habits, { ...READ, id: 'h-tea', name: 'Tea', schedule: 'every day', startTime: undefined, endTime: undefined, target: { quantity: 2, unit: 'mugs', direction: 'atMost' }, amountToday: 1 }],
};
const limit = (habitId: string, quantity: number, unit: string, direction?: 'atMost') => ({ kind: 'call', name: 'updateHabit', args: { habitId, target: { quantity, unit, ...(direction ? { direction } : {}) } } });

describe('limitADay', () => {
  it.each([
    ['let me have up to 4 mugs of tea a day', 4],
    ['no more than 3 mugs of tea a day please', 3],
    ['tea: no more than 1 a day', 1],
    ['allow myself max 5 teas a day', 5],
    ["i'm allowed 3 mugs a day now", 3],
    ['no more than 3 teas a day', 3],
  ])('"%s" sets the limit to %i', (message, quantity) => {
    expect(interpretOffline(message, S)).toMatchObject(limit('h-tea', quantity, 'mugs', 'atMost'));
  });

  it('reads a target the same way', () => {
    expect(interpretOffline('up to 12 glasses of water a day', S)).toMatchObject(limit('h-water', 12, 'glasses'));
    expect(interpretOffline('read up to 40 pages a day', S)).toMatchObject(limit('h-read', 40, 'pages'));
  });

  it('never ends a habit for "no more than"', () => {
    for (const message of ['no more than 2 teas a day', 'no more than 2 mugs of tea a day']) {
      expect(interpretOffline(message, S), message).not.toMatchObject({ name: 'endHabit' });
    }
  });

  it('leaves a new limit to be made, whatever habit shares a word with it', () => {
    expect(interpretOffline('new limit: energy drinks, max 1 drink a day', S)).not.toMatchObject({ name: 'updateHabit' });
    expect(interpretOffline('add a limit on crisps, up to 2 bags a day', S)).toMatchObject({ kind: 'call', name: 'createHabit' });
  });

  it('leaves what was had, a day said, or a question to the logs and the answers', () => {
    expect(interpretOffline('had 2 mugs of tea today', S)).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-tea' } });
    expect(interpretOffline('up to 6 glasses of water now', S)).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-water', total: 6 } });
    expect(interpretOffline('how many mugs of tea am i allowed a day?', S)).not.toMatchObject({ name: 'updateHabit' });
  });
});
