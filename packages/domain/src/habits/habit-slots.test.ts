import { describe, expect, it } from 'vitest';
import type { Habit } from './habits.schemas.js';
import { cueLabel, slotOccurrences, splitPrompted } from './habit-slots.js';

const habit = (over: Partial<Habit>): Habit => ({ id: 'h', name: 'Vitamins', completedDates: [], doneTimes: {}, timesOfDay: null, cue: null, ...over }) as Habit;
const occurrence = (h: Habit, start = '07:00', end = '07:15') => ({ date: '2026-11-26', startTime: `2026-11-26T${start}:00+00:00`, endTime: `2026-11-26T${end}:00+00:00`, habit: h, index: 0 });

describe('Today’s slots and cues (issue 40, decision 034)', () => {
  it('splits a twice-a-day habit into two slots, each lasting the habit’s length from its time, each done on its own', () => {
    const vitamins = habit({ timesOfDay: ['08:00', '20:00'], doneTimes: { '2026-11-26': ['08:00'] } });
    const slots = slotOccurrences([occurrence(vitamins)]);
    expect(slots.map((s) => [s.habit.name, s.startTime.slice(11, 16), s.endTime.slice(11, 16), s.habit.completedDates.includes('2026-11-26')])).toEqual([
      ['Vitamins · 08:00', '08:00', '08:15', true],
      ['Vitamins · 20:00', '20:00', '20:15', false],
    ]);
    expect(slots.map((s) => s.habit.slotTime)).toEqual(['08:00', '20:00']);
    // A once-a-day habit stays as it is.
    const run = habit({ id: 'r', name: 'Run' });
    expect(slotOccurrences([occurrence(run)])[0]!.habit).toBe(run);
  });

  it('puts a habit whose anchor is done today first, until it is done itself', () => {
    const coffee = habit({ id: 'c', name: 'Pour coffee', completedDates: ['2026-11-26'] });
    const meditate = habit({ id: 'm', name: 'Meditate', cue: { afterHabitId: 'c' } });
    const run = habit({ id: 'r', name: 'Run' });
    const habits = [coffee, run, meditate];
    const { prompted, rest } = splitPrompted(habits.map((h) => occurrence(h)), habits, '2026-11-26');
    expect(prompted.map((o) => o.habit.name)).toEqual(['Meditate']);
    expect(rest.map((o) => o.habit.name)).toEqual(['Pour coffee', 'Run']);
    const doneToo = [coffee, run, { ...meditate, completedDates: ['2026-11-26'] }];
    expect(splitPrompted(doneToo.map((h) => occurrence(h)), doneToo, '2026-11-26').prompted).toEqual([]);
    const notYet = [{ ...coffee, completedDates: [] }, run, meditate];
    expect(splitPrompted(notYet.map((h) => occurrence(h)), notYet, '2026-11-26').prompted).toEqual([]);
  });

  it('says a cue in its words, or after which habit', () => {
    const habits = [habit({ id: 'c', name: 'brushing my teeth' })];
    expect(cueLabel(habit({ cue: { text: 'After I pour my coffee' } }), habits)).toBe('After I pour my coffee');
    expect(cueLabel(habit({ cue: { afterHabitId: 'c' } }), habits)).toBe('After brushing my teeth');
    expect(cueLabel(habit({}), habits)).toBeNull();
  });
});
