import type { SnapshotHabit } from '../modules/coach/coach-snapshot.js';

/** A habit as the coach's snapshot carries it: every day at 07:00-07:30 from 3 September 2026, nothing done yet; `extra` overrides. */
export const snapshotHabit = (id: string, name: string, extra: Partial<SnapshotHabit> = {}): SnapshotHabit => ({
  id,
  name,
  schedule: 'every day at 07:00–07:30',
  goalId: null,
  completionStreak: 0,
  bestStreak: 0,
  successRate: null,
  doneToday: false,
  startDate: '2026-09-03',
  ...extra,
});

/** A habit due today at 07:00 as the built-in coach's phrase tests read it (no start date, nothing done in two weeks); `h` overrides. */
export const dueSnapshotHabit = (h: Partial<SnapshotHabit> & { id: string; name: string }): SnapshotHabit => ({
  schedule: 'every day at 07:00–07:30',
  goalId: null,
  completionStreak: 0,
  bestStreak: 0,
  successRate: null,
  doneToday: false,
  dueToday: true,
  startTime: '07:00',
  frequency: null,
  lastTwoWeeks: { done: 0, scheduled: 0 },
  ...h,
});
