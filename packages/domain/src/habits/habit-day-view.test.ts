import { describe, expect, it } from 'vitest';
import type { Habit } from './habits.schemas.js';
import { dayCount, dayViewName, habitDayView, habitDayViews, habitKindOf } from './habit-day-view.js';
import { slotOccurrences } from './habit-slots.js';

const TODAY = '2026-11-26';
const YESTERDAY = '2026-11-25';
const TOMORROW = '2026-11-27';
const habit = (over: Partial<Habit>): Habit =>
  ({ id: 'h', name: 'Run', completedDates: [], skippedDates: [], pauses: [], amounts: {}, doneTimes: {}, timesOfDay: null, target: null, frequency: null, completionStreak: 0, ...over }) as Habit;
const coffee = (amounts: Record<string, number>) => habit({ name: 'Coffee', target: { quantity: 2, unit: 'cups', direction: 'atMost' }, amounts });
const sugar = (amounts: Record<string, number>, completionStreak = 0) => habit({ name: 'No sugar', target: { quantity: 0, unit: 'sugar', direction: 'atMost' }, amounts, completionStreak });

describe('one view of a habit’s day (issue 51, decision 051)', () => {
  it('reads the kind from the target: a limit, a quit habit (a limit of 0), else a habit to build', () => {
    expect(habitKindOf(habit({}))).toBe('build');
    expect(habitKindOf(habit({ target: { quantity: 8, unit: 'glasses', direction: 'atLeast' } }))).toBe('build');
    expect(habitKindOf(coffee({}))).toBe('limit');
    expect(habitKindOf(sugar({}))).toBe('quit');
  });

  it('a limit over its amount reads "3 of at most 2 cups · over" in the warning tone, is never a tick box and never one to do', () => {
    const view = habitDayView(coffee({ [TODAY]: 3 }), TODAY, TODAY);
    expect(view).toMatchObject({ kind: 'limit', state: 'over', checkable: false, counts: false, tone: 'warning', figure: '3 of at most 2 cups · over', stateText: '' });
    // At or under the limit today: so far, plain; a past day kept; a day to come says what it allows.
    expect(habitDayView(coffee({ [TODAY]: 2 }), TODAY, TODAY)).toMatchObject({ state: 'keeping', figure: '2 of at most 2 cups', stateText: 'So far', tone: 'neutral', checkable: false });
    expect(habitDayView(coffee({ [YESTERDAY]: 1 }), YESTERDAY, TODAY)).toMatchObject({ state: 'kept', stateText: 'Kept', tone: 'success' });
    expect(habitDayView(coffee({}), TOMORROW, TODAY)).toMatchObject({ state: 'ahead', figure: 'At most 2 cups a day', stateText: '' });
    // Over on a past day stays over; skipped excuses it only while not over.
    expect(habitDayView(coffee({ [YESTERDAY]: 4 }), YESTERDAY, TODAY).state).toBe('over');
    expect(habitDayView({ ...coffee({}), skippedDates: [TODAY] }, TODAY, TODAY).state).toBe('skipped');
  });

  it('a quit habit shows its days without a slip, or the slip, and is never one to do', () => {
    expect(habitDayView(sugar({}, 12), TODAY, TODAY)).toMatchObject({ kind: 'quit', state: 'keeping', figure: '12 days without sugar', stateText: 'No slip', checkable: false, counts: false });
    expect(habitDayView(sugar({ [TODAY]: 1 }), TODAY, TODAY)).toMatchObject({ state: 'over', figure: 'Slipped once', stateText: 'Slipped', tone: 'warning' });
    expect(habitDayView(sugar({}), YESTERDAY, TODAY)).toMatchObject({ state: 'kept', stateText: 'Kept' });
    expect(habitDayView(sugar({}), TOMORROW, TODAY)).toMatchObject({ state: 'ahead', figure: 'No sugar' });
  });

  it('a habit to build is a tick box, done, to do, missed, or excused (counted only when done anyway)', () => {
    expect(habitDayView(habit({ completedDates: [TODAY] }), TODAY, TODAY)).toMatchObject({ kind: 'build', state: 'done', checkable: true, counts: true, done: true, tone: 'success', stateText: 'Done' });
    expect(habitDayView(habit({}), TODAY, TODAY)).toMatchObject({ state: 'todo', counts: true, done: false });
    expect(habitDayView(habit({}), YESTERDAY, TODAY)).toMatchObject({ state: 'missed', tone: 'error' });
    expect(habitDayView(habit({ skippedDates: [TODAY] }), TODAY, TODAY)).toMatchObject({ state: 'skipped', counts: false });
    expect(habitDayView(habit({ pauses: [{ from: TODAY, to: TODAY }] }), TODAY, TODAY)).toMatchObject({ state: 'paused', counts: false });
    expect(habitDayView(habit({ target: { quantity: 8, unit: 'glasses', direction: 'atLeast' }, amounts: { [TODAY]: 5 } }), TODAY, TODAY).figure).toBe('5 of 8 glasses');
    expect(habitDayView(habit({ frequency: { times: 3, period: 'week' } }), TODAY, TODAY).timing).toBe('anyTime');
    // Twenty-fifth session: an any-time habit has no day it must be done on; an earlier day left open is not missed.
    expect(habitDayView(habit({ frequency: { times: 3, period: 'week' } }), YESTERDAY, TODAY)).toMatchObject({ state: 'todo', tone: 'neutral' });
  });

  it('a twice-a-day habit is two views, a slot each, done on their own: the same from the whole habit and from Today’s slots', () => {
    const vitamins = habit({ name: 'Vitamins', timesOfDay: ['08:00', '20:00'], doneTimes: { [TODAY]: ['08:00'] } });
    const views = habitDayViews(vitamins, TODAY, TODAY);
    expect(views.map((v) => [dayViewName('Vitamins', v), v.timing, v.state])).toEqual([
      ['Vitamins · 08:00', 'slots', 'done'],
      ['Vitamins · 20:00', 'slots', 'todo'],
    ]);
    const slots = slotOccurrences([{ date: TODAY, startTime: `${TODAY}T07:00:00+00:00`, endTime: `${TODAY}T07:15:00+00:00`, habit: vitamins, index: 0 }]);
    expect(slots.map((o) => habitDayView(o.habit, TODAY, TODAY))).toEqual(views);
  });

  it('counts the day one way: every slot of a habit to build, excused ones only when done, never a limit or a quit habit', () => {
    const day = [
      habit({ completedDates: [TODAY] }),
      habit({}),
      habit({ skippedDates: [TODAY] }),
      habit({ name: 'Vitamins', timesOfDay: ['08:00', '20:00'], doneTimes: { [TODAY]: ['08:00'] } }),
      coffee({ [TODAY]: 3 }),
      sugar({}, 5),
    ];
    expect(dayCount(day.flatMap((h) => habitDayViews(h, TODAY, TODAY)))).toEqual({ done: 2, due: 4 });
    expect(dayCount([])).toEqual({ done: 0, due: 0 });
    expect(dayCount(habitDayViews(coffee({}), TODAY, TODAY))).toEqual({ done: 0, due: 0 });
  });
});
