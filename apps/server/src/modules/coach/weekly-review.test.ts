import { describe, expect, it } from 'vitest';
import { compileSchedule, createSchedule, currentPeriodProgress, habitProgress, occurrencesBetween, toEpochDay, type Habit } from '@stride/domain';
import { templateReview, weekStats, type WeekStats } from './weekly-review.js';

const TODAY = '2026-11-22';

/** A habit as the API answers it, daily from 2 November, built with the shared engine. */
function makeReviewHabit(
  o: { name: string; completed: string[] } & Partial<Pick<Habit, 'skippedDates' | 'pauses' | 'notes' | 'frequency' | 'archivedAt'>>,
  extra: Partial<Habit> = {},
): Habit {
  const schedule = createSchedule('2026-11-02', { startTime: '07:00', endTime: '07:30', recurrence: 'daily', customRecurrence: null });
  const compiled = compileSchedule(schedule);
  const depth = { skipped: (o.skippedDates ?? []).map(toEpochDay), pauses: o.pauses ?? [], frequency: o.frequency ?? null };
  return {
    id: o.name,
    name: o.name,
    description: '',
    goalId: null,
    areaId: null,
    reminders: [],
    recurrence: 'daily',
    customRecurrence: null,
    startDate: '2026-11-02',
    startTime: '07:00',
    endTime: '07:30',
    timezone: 'Europe/London',
    schedule,
    window: { from: '2026-11-01', to: '2026-11-30' },
    occurrences: occurrencesBetween(compiled, '2026-11-01', '2026-11-30', 'Europe/London'),
    completedDates: o.completed,
    ...habitProgress(compiled, new Set(o.completed), TODAY, depth),
    target: null,
    frequency: o.frequency ?? null,
    pauses: o.pauses ?? [],
    archivedAt: o.archivedAt ?? null,
    skippedDates: o.skippedDates ?? [],
    amounts: {},
    notes: o.notes ?? {},
    periodProgress: currentPeriodProgress(compiled, o.completed.map(toEpochDay), toEpochDay(TODAY), depth),
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...extra,
  };
}

/** Issue 22: the weekly review counts as the streak rules do, and carries the week's notes. */
describe('the weekly review’s figures', () => {
  const window = { from: '2026-11-16', to: '2026-11-22' };

  it('leaves archived habits out, skipped and paused days out unless done, and counts "3 times a week" by what it needs', () => {
    const run = makeReviewHabit({
      name: 'Run',
      completed: ['2026-11-16', '2026-11-17', '2026-11-20'],
      skippedDates: ['2026-11-18'],
      pauses: [{ from: '2026-11-21', to: '2026-11-22' }],
      notes: { '2026-11-18': 'Sore knee', '2026-11-10': 'Last week' },
    });
    const gym = makeReviewHabit({ name: 'Gym', completed: ['2026-11-16', '2026-11-18', '2026-11-19', '2026-11-20'], frequency: { times: 3, period: 'week' } });
    const old = makeReviewHabit({ name: 'Old', completed: [], archivedAt: '2026-11-01T00:00:00.000Z' });
    const stats = weekStats([run, gym, old], window);
    // Run: 16-22 daily, 18 skipped, 21-22 paused: 4 due, 3 done (19 missed). Gym: 3 needed, 4 done: 3.
    expect(stats).toMatchObject({ done: 6, scheduled: 7, slipping: { name: 'Run', done: 3, scheduled: 4 } });
    expect(stats.notes).toEqual([{ habit: 'Run', date: '2026-11-18', note: 'Sore knee' }]);
    expect(stats.best.map((b) => b.name)).not.toContain('Old');
  });

  it('counts the week as every screen counts a day (issue 51): each time of a twice-a-day habit, never a limit or a quit habit', () => {
    const days = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];
    // Every time of six days, and the morning of the seventh.
    const vitamins = makeReviewHabit({ name: 'Vitamins', completed: days }, { timesOfDay: ['08:00', '20:00'], doneTimes: { '2026-11-22': ['08:00'] } });
    const coffee = makeReviewHabit({ name: 'Coffee', completed: days }, { target: { quantity: 2, unit: 'cups', direction: 'atMost' }, amounts: { '2026-11-20': 3 } });
    const noSugar = makeReviewHabit({ name: 'No sugar', completed: days }, { target: { quantity: 0, unit: 'sugar', direction: 'atMost' } });
    const stats = weekStats([vitamins, coffee, noSugar], window);
    expect(stats).toMatchObject({ done: 13, scheduled: 14, slipping: { name: 'Vitamins', done: 13, scheduled: 14 } });
  });
});

describe("the template review's best streaks in the account's language (issue 54)", () => {
  const stats: WeekStats = { from: '2026-11-16', to: '2026-11-22', done: 9, scheduled: 12, best: [{ name: 'Yoga', streak: 5 }, { name: 'Lesen', streak: 3 }], slipping: null, notes: [] };
  it('English joins them with ", " as before; German lists them with "und"', () => {
    expect(templateReview(stats, 'en-GB')).toMatch(/Yoga[^,]*, [^,]*Lesen/);
    expect(templateReview(stats, 'de-DE')).toMatch(/Yoga.* und .*Lesen/);
    expect(templateReview(stats, 'de-DE')).not.toMatch(/Yoga[^,]*\), [^,]*Lesen/);
  });
});
