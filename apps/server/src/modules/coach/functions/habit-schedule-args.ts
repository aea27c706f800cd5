import { minutesOf, type CustomRecurrence, type NthWeek, type NthWeekdayKind, type Recurrence } from '@stride/domain';

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
