import { describe, expect, it } from 'vitest';
import { occurrencesOfHabits } from './habits-occurrences.js';
import { createSchedule } from './schedule-edits.js';

describe('occurrencesOfHabits', () => {
  it("lists each habit's occurrences in the range, in list order, with the habit and its place", () => {
    const daily = { name: 'Run', schedule: createSchedule('2026-11-20', { startTime: '07:00', endTime: '07:30', recurrence: 'daily', customRecurrence: null }) };
    const weekly = { name: 'Swim', schedule: createSchedule('2026-11-16', { startTime: '18:00', endTime: '19:00', recurrence: 'weekly', customRecurrence: null }) };
    const found = occurrencesOfHabits([daily, weekly], '2026-11-22', '2026-11-23', 'Europe/London');
    expect(found.map((o) => [o.habit.name, o.index, o.date, o.startTime.slice(11, 16)])).toEqual([
      ['Run', 0, '2026-11-22', '07:00'],
      ['Run', 0, '2026-11-23', '07:00'],
      ['Swim', 1, '2026-11-23', '18:00'],
    ]);
  });
});
