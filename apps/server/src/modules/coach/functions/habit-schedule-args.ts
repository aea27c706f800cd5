import { minutesOf, readHabitPhrase, type CustomRecurrence, type HabitFrequency, type HabitPhrase, type HabitTarget, type NthWeek, type NthWeekdayKind, type Recurrence } from '@stride/domain';
import { ToolError } from './coach-handler.js';

export const DEFAULT_START_TIME = '09:00';
export const DEFAULT_DURATION_MINUTES = 30;

/** The end of a habit `minutes` long from `start`; past midnight it ends the next day (an overnight habit). */
export function endTime(start: string, minutes: number): string {
  const end = (minutesOf(start) + minutes) % 1440;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

export function minutesBetween(start: string, end: string): number {
  return Math.max(5, minutesOf(end) - minutesOf(start));
}

interface RuleArgs {
  recurrence?: 'daily' | 'weekly' | 'monthly' | 'yearly' | undefined;
  days?: string[] | undefined;
  every?: number | undefined;
  monthDays?: number[] | undefined;
  monthlyWeekday?: { week: NthWeek; day: NthWeekdayKind } | undefined;
}

/**
 * The habit's rule from the flat arguments: undefined when they name none. Days alone mean
 * weekly, month days or an nth weekday alone mean monthly; anything beyond "every day / week /
 * month on the start date's day" is a custom rule.
 */
export function recurrenceOf(a: RuleArgs): { recurrence: Recurrence; customRecurrence: CustomRecurrence | null } | undefined {
  const kind = a.recurrence ?? (a.days?.length ? 'weekly' : a.monthDays?.length || a.monthlyWeekday ? 'monthly' : undefined);
  if (!kind) return undefined;
  const interval = a.every ?? 1;
  const custom = (rule: Omit<CustomRecurrence, 'interval'>) => ({ recurrence: 'custom' as const, customRecurrence: { ...rule, interval } as CustomRecurrence });
  switch (kind) {
    case 'daily':
      return interval === 1 ? { recurrence: 'daily', customRecurrence: null } : custom({ frequency: 'daily' });
    case 'weekly':
      if (!a.days?.length && interval === 1) return { recurrence: 'weekly', customRecurrence: null };
      return custom({ frequency: 'weekly', ...(a.days?.length ? { days: a.days as CustomRecurrence['days'] } : {}) });
    case 'monthly':
      if (a.monthlyWeekday) return custom({ frequency: 'monthly', monthlyOption: 'dayOfWeek', monthlyWeek: a.monthlyWeekday.week, monthlyWeekday: a.monthlyWeekday.day });
      if (a.monthDays?.length) return custom({ frequency: 'monthly', monthlyOption: 'dayOfMonth', monthlyDays: a.monthDays });
      return interval === 1 ? { recurrence: 'monthly', customRecurrence: null } : custom({ frequency: 'monthly' });
    case 'yearly':
      return custom({ frequency: 'yearly' });
  }
}

/** The fields of createHabit and updateHabit a schedule phrase may say (issue 49). */
interface ScheduleFields extends RuleArgs {
  schedule?: string | undefined;
  startDate?: string | undefined;
  startTime?: string | undefined;
  durationMinutes?: number | undefined;
  target?: HabitTarget | undefined;
  timesPerPeriod?: HabitFrequency | undefined;
  endDate?: string | undefined;
}

/** The schedule a phrase says as the functions' own fields (its rule flat: recurrence, every, days, …). */
function fieldsOfPhrase(p: HabitPhrase): Partial<ScheduleFields> {
  const c = p.customRecurrence;
  const rule: Partial<RuleArgs> = p.frequency
    ? {}
    : c
      ? {
          recurrence: c.frequency,
          ...(c.interval > 1 ? { every: c.interval } : {}),
          ...(c.days?.length ? { days: c.days } : {}),
          ...(c.monthlyOption === 'dayOfMonth' && c.monthlyDays?.length ? { monthDays: c.monthlyDays } : {}),
          ...(c.monthlyOption === 'dayOfWeek' && c.monthlyWeek && c.monthlyWeekday ? { monthlyWeekday: { week: c.monthlyWeek, day: c.monthlyWeekday } } : {}),
        }
      : // "8 glasses a day" is an amount a day, not a change of days (the reader makes it daily).
        p.recurrence && p.recurrence !== 'custom' && !(p.target && p.recurrence === 'daily')
        ? { recurrence: p.recurrence }
        : {};
  const fields: Partial<ScheduleFields> = {
    ...rule,
    ...(p.startDate ? { startDate: p.startDate } : {}),
    ...(p.startTime ? { startTime: p.startTime } : {}),
    ...(p.durationMinutes ? { durationMinutes: p.durationMinutes } : {}),
    ...(p.target ? { target: p.target } : {}),
    ...(p.frequency ? { timesPerPeriod: p.frequency } : {}),
    ...(p.endDate ? { endDate: p.endDate } : {}),
  };
  return fields;
}

/**
 * The call's `schedule` phrase read into its fields (issue 49), or the call as it was without one.
 * A model that fills it wrongly is told what was wrong and nothing changes: a word the reader cannot
 * read, a phrase that says no schedule, a field the phrase also says, or (`canStart` false, an
 * update) a start date alone; with what changes, an update's start after today is its `from`.
 */
export function withSchedulePhrase<A extends ScheduleFields>(a: A, today: string, { canStart }: { canStart: boolean }): Omit<A, 'schedule'> {
  const { schedule, ...rest } = a;
  if (schedule === undefined) return rest;
  const phrase = readHabitPhrase(schedule, { today });
  const unread = [...phrase.notUnderstood, ...(phrase.name ? [phrase.name] : [])];
  const example = 'Write it as e.g. "every weekday at 6:30 for 20 min", "Mon and Thu 18:00-19:00", "3 times a week" or "until 2027-03-31"; nothing was changed.';
  if (unread.length) throw new ToolError(`Not done: in schedule "${schedule}", ${unread.map((w) => `"${w}"`).join(' and ')} could not be read as a schedule. ${example}`);
  const fields = fieldsOfPhrase(phrase);
  if (!Object.keys(fields).length) throw new ToolError(`Not done: schedule "${schedule}" says no days, times or amounts. ${example}`);
  // Issue 50: in an update, a start after today is the day the change starts ("from Monday at 1pm"); today's or before is now.
  const { startDate, ...changes } = fields;
  if (startDate && !canStart && !Object.keys(changes).length) throw new ToolError(`Not done: schedule "${schedule}" names only a start date (${startDate}), and a habit's start cannot be moved; say what changes from then, e.g. "at 1pm from ${startDate}". Nothing was changed.`);
  const twice = Object.keys(canStart ? fields : changes).filter((key) => rest[key as keyof typeof rest] !== undefined);
  if (twice.length) throw new ToolError(`Not done: schedule "${schedule}" and ${twice.join(', ')} both say the ${twice.length > 1 ? 'same things' : 'same thing'}; give it once. Nothing was changed.`);
  if (canStart || !startDate) return { ...rest, ...fields };
  return { ...rest, ...changes, ...(startDate > today && (rest as { from?: string }).from === undefined ? { from: startDate } : {}) } as Omit<A, 'schedule'>;
}
