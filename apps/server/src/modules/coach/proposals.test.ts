import { describe, expect, it } from 'vitest';
import type { CoachSnapshot } from './coach-snapshot.js';
import { snapshotHabit } from '../../test/snapshot-habit.js';
import { proposable, proposalText, splitForYes, withKnownIds } from './functions/index.js';

const habit = snapshotHabit;
const GYM = 'aaaaaaaa-0000-4000-8000-000000000001';
const RUN = 'bbbbbbbb-0000-4000-8000-000000000002';
const GOAL = 'cccccccc-0000-4000-8000-000000000003';
const s: CoachSnapshot = {
  firstName: 'Ada',
  today: '2026-11-26',
  timezone: 'Europe/London',
  habits: [habit(GYM, 'Gym', { goalId: GOAL }), habit(RUN, 'Run', { startDate: '2026-11-24' })],
  goals: [{ id: GOAL, name: 'Get fit', description: '' }],
  vision: { id: 'dddddddd-0000-4000-8000-000000000004', text: 'A calm life' },
};

describe('proposals: what waits for a yes (issue 37)', () => {
  it('asks before a delete, an end, an archive and every habit at once; runs a day’s tick, a create and one change', () => {
    const calls = [
      { name: 'deleteHabit', args: { habitId: GYM } },
      { name: 'endHabit', args: { habitId: RUN, lastDate: '2026-12-15' } },
      { name: 'archiveHabit', args: { habitId: RUN } },
      { name: 'pauseHabits', args: { to: '2026-12-31' } },
      { name: 'completeHabit', args: { habitId: GYM } },
      { name: 'createHabit', args: { name: 'Swim' } },
      { name: 'updateHabit', args: { habitId: GYM, startTime: '08:00' } },
    ];
    const { now, later } = splitForYes(calls);
    expect(later.map((c) => c.name)).toEqual(['deleteHabit', 'endHabit', 'archiveHabit', 'pauseHabits']);
    expect(now.map((c) => c.name)).toEqual(['completeHabit', 'createHabit', 'updateHabit']);
  });

  it('asks before changing more than one existing record in one answer, not before making several new ones', () => {
    const two = [
      { name: 'updateHabit', args: { habitId: GYM, startTime: '08:00' } },
      { name: 'updateHabit', args: { habitId: RUN, startTime: '08:00' } },
    ];
    expect(splitForYes(two).later).toEqual(two);
    const sameOne = [
      { name: 'updateHabit', args: { habitId: GYM, startTime: '08:00' } },
      { name: 'addReminder', args: { habitId: GYM, minutesBefore: 15, channel: 'push' } },
    ];
    expect(splitForYes(sameOne).later).toEqual([]);
    expect(splitForYes([{ name: 'createHabit', args: { name: 'A' } }, { name: 'createHabit', args: { name: 'B' } }]).later).toEqual([]);
  });

  it('proposes only what names the person’s own records, with ids a model shortened made whole', () => {
    expect(withKnownIds({ name: 'deleteHabit', args: { habitId: GYM.slice(0, 8) } }, s)).toEqual({ name: 'deleteHabit', args: { habitId: GYM } });
    expect(withKnownIds({ name: 'deleteHabit', args: { habitId: '00000000-0000-4000-8000-000000000009' } }, s)).toBeUndefined();
    expect(withKnownIds({ name: 'deleteVision', args: {} }, { ...s, vision: null })).toBeUndefined();
    const foreign = { name: 'deleteGoal', args: { goalId: 'not-theirs' } };
    const own = { name: 'deleteGoal', args: { goalId: GOAL } };
    expect(proposable([foreign, own], s)).toEqual([own]);
  });

  it('says exactly what a yes will do, with the history a delete takes and human dates', () => {
    expect(proposalText([{ name: 'deleteHabit', args: { habitId: GYM } }], s)).toBe('Delete "Gym" and its 12 weeks of history?');
    expect(proposalText([{ name: 'deleteHabit', args: { habitId: RUN } }], s)).toBe('Delete "Run" and its 2 days of history?');
    expect(proposalText([{ name: 'endHabit', args: { habitId: RUN, lastDate: '2026-12-15' } }], s)).toBe('End "Run" after Tue 15 Dec (its history stays)?');
    expect(proposalText([{ name: 'deleteGoal', args: { goalId: GOAL } }], s)).toBe('Delete the goal "Get fit" (its habit "Gym" stays, unlinked)?');
    expect(proposalText([{ name: 'pauseHabits', args: { to: '2026-12-02' } }], s)).toBe('Pause all 2 habits ("Gym", "Run") from today to Wed 2 Dec (no reminders meanwhile, streaks kept)?');
    expect(
      proposalText(
        [
          { name: 'deleteHabit', args: { habitId: GYM } },
          { name: 'deleteHabit', args: { habitId: RUN } },
          { name: 'deleteVision', args: {} },
        ],
        s,
      ),
    ).toBe('Delete 2 habits ("Gym", "Run") and their history and delete your vision "A calm life"?');
  });
});
