import {
  compileSchedule,
  createSchedule,
  currentPeriodProgress,
  defaultHabitWindow,
  firstDayOfWeek,
  habitProgress,
  occurrencesBetween,
  toEpochDay,
  type Goal,
  type Habit,
  type User,
  type Vision,
} from '@stride/domain';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    isEmailVerified: true,
    stripeCustomerId: null,
    subscriptionStatus: null,
    subscriptionEndDate: null,
    timezone: 'Europe/London',
    locale: null,
    createdAt: '2024-11-25T10:00:00.000Z',
    ...overrides,
  };
}

let nextId = 1;
/** A v4-shaped uuid, as the API's schemas expect. */
export function makeUuid(): string {
  return `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
}

export function makeGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: makeUuid(),
    name: 'Run a marathon',
    description: '',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

export function makeVision(overrides: Partial<Vision> = {}): Vision {
  return {
    id: makeUuid(),
    text: 'Live a healthy, curious life.',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * A habit as the API answers it, built with the shared engine from a start date and rule:
 * its occurrences for the window and its figures are the server's own. `locale` is the owner's
 * account locale, as the server reads it: a flexible habit's weeks start on its region's first
 * day (issue 54; null: the default account locale's, en-GB, Monday).
 */
export function makeHabit(
  withLocale: Partial<Habit> & { startDate?: string; today?: string; timezone?: string; startTime?: string; endTime?: string; locale?: string | null } = {},
): Habit {
  const { locale = null, ...overrides } = withLocale;
  const { startDate = '2026-11-20', today = '2026-11-22', timezone = 'Europe/London', startTime = '07:00', endTime = '07:30' } = overrides;
  const recurrence = overrides.recurrence ?? 'daily';
  const customRecurrence = overrides.customRecurrence ?? null;
  const schedule = overrides.schedule ?? createSchedule(startDate, { startTime, endTime, recurrence, customRecurrence });
  const compiled = compileSchedule(schedule);
  const window = overrides.window ?? defaultHabitWindow(today);
  const completedDates = overrides.completedDates ?? [];
  const completedDays = completedDates.map(toEpochDay).sort((a, b) => a - b);
  const depth = {
    skipped: (overrides.skippedDates ?? []).map(toEpochDay).sort((a, b) => a - b),
    pauses: overrides.pauses ?? [],
    frequency: overrides.frequency ?? null,
    weekStartsOn: firstDayOfWeek(locale),
  };
  return {
    id: makeUuid(),
    name: 'Morning run',
    description: '',
    goalId: null,
    areaId: null,
    reminders: [],
    recurrence,
    customRecurrence,
    startDate,
    startTime,
    endTime,
    timezone,
    schedule,
    window,
    occurrences: occurrencesBetween(compiled, window.from, window.to, timezone),
    ...habitProgress(compiled, new Set(completedDates), today, depth),
    target: null,
    frequency: null,
    pauses: [],
    archivedAt: null,
    skippedDates: [],
    amounts: {},
    notes: {},
    periodProgress: depth.frequency ? currentPeriodProgress(compiled, completedDays, toEpochDay(today), depth) : null,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
    completedDates,
  };
}
