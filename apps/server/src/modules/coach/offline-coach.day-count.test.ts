import { describe, expect, it } from 'vitest';
import { dayCount, habitDayViews, type Habit } from '@stride/domain';
import { snapshotHabit } from './coach-snapshot.js';
import { interpretOffline, type CoachSnapshot } from './offline-coach.js';
import { leftTodayAnswer, todayViews } from './offline-questions.js';
import { dueSnapshotHabit } from '../../test/snapshot-habit.js';

/**
 * Issue 51 (decision 051): the coach's "left today" counts the day as Today and the Habit Tracker
 * do: a time each of a several-times-a-day habit, never a limit or a quit habit. Today is Thursday
 * 26 November 2026.
 */
const TODAY = '2026-11-26';
const habit = (h: Parameters<typeof dueSnapshotHabit>[0]) => dueSnapshotHabit({ target: null, ...h });

const s: CoachSnapshot = {
  firstName: 'Ada',
  today: TODAY,
  timezone: 'Europe/London',
  habits: [
    habit({ id: 'h-run', name: 'Run', startTime: '06:30', doneToday: true }),
    habit({ id: 'h-read', name: 'Read', startTime: '21:00' }),
    habit({ id: 'h-vit', name: 'Vitamins', timesOfDay: ['08:00', '20:00'], doneTimesToday: ['08:00'] }),
    habit({ id: 'h-coffee', name: 'Coffee', target: { quantity: 2, unit: 'cups', direction: 'atMost' }, amountToday: 3 }),
    habit({ id: 'h-sugar', name: 'No sugar', target: { quantity: 0, unit: 'sugar', direction: 'atMost' }, amountToday: 0, completionStreak: 5 }),
    habit({ id: 'h-yoga', name: 'Yoga', dueToday: false }),
    habit({ id: 'h-swim', name: 'Swim', doneToday: null, dueToday: false }),
  ],
  goals: [],
  vision: null,
};

describe('the coach counts the day as Today does', () => {
  it('lists what is left a time each, leaves out limits, quit habits, skipped and unscheduled ones, and says the same "N of M"', () => {
    expect(leftTodayAnswer(s)).toBe('Still to do today (2 of 4): "Vitamins" at 20:00, "Read" at 21:00.');
    expect(interpretOffline("what's left today?", s)).toMatchObject({ kind: 'reply', text: expect.stringContaining('(2 of 4)') });
    expect(dayCount(s.habits.flatMap((h) => todayViews(h, TODAY)))).toEqual({ done: 2, due: 4 });
    // With only a limit and a quit habit on, nothing is to do.
    const onlyLimits = { ...s, habits: s.habits.filter((h) => h.target) };
    expect(leftTodayAnswer(onlyLimits)).toBe('Nothing to do today: "Coffee" and "No sugar" are kept by not doing.');
  });

  it('reads a habit from the API’s answer into the same views as the pages', () => {
    const vitamins = {
      id: 'h-vit',
      name: 'Vitamins',
      startDate: '2026-11-01',
      startTime: '07:00',
      endTime: '07:15',
      recurrence: 'daily',
      goalId: null,
      areaId: null,
      occurrences: [{ date: TODAY, startTime: `${TODAY}T07:00:00+00:00`, endTime: `${TODAY}T07:15:00+00:00` }],
      completedDates: [],
      skippedDates: [],
      pauses: [],
      amounts: {},
      notes: {},
      reminders: [],
      target: null,
      frequency: null,
      timesOfDay: ['08:00', '20:00'],
      doneTimes: { [TODAY]: ['08:00'] },
      completionStreak: 0,
      bestStreak: 0,
      successRate: null,
      archivedAt: null,
      schedule: { segments: [] },
    } as unknown as Habit;
    const snap = { ...snapshotHabit(vitamins, TODAY), schedule: 'every day' };
    expect(todayViews(snap, TODAY)).toEqual(habitDayViews(vitamins, TODAY, TODAY));
  });
});
