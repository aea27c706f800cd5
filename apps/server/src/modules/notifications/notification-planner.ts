import {
  compileSchedule,
  currentSegment,
  nextDailyAt,
  nextReminderFire,
  nextWeeklyAt,
  localPartsOf,
  type HabitSchedule,
  type NotificationSettings,
  type Reminder,
} from '@stride/domain';
import type { NextFire } from './notification-schedule.repository.js';

/** The schedule row key of one habit reminder: stable while the reminder exists. */
export const reminderKey = (habitId: string, r: Reminder) => `r:${habitId}:${r.minutesBefore}:${r.channel}`;
export const userRowKey = (userId: string, kind: 'nudge' | 'review') => `${kind}:${userId}`;

/** Issue 40: the time of day a reminder row is for ("…@08:00"), for a habit done several times a day. */
export const slotOfKey = (key: string): string | undefined => /@(\d\d:\d\d)$/.exec(key)?.[1];
const minutesOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Minutes from a habit's start (HH:MM) to one of its times: a slot starts that much after the occurrence. */
export const slotShift = (habitStart: string, time: string | undefined) => (time ? minutesOfTime(time) - minutesOfTime(habitStart) : 0);

/**
 * Each reminder's next firing at or after `after` (epoch ms); for a habit done several times a day
 * (issue 40, decision 034), one per reminder and time, that long before each time.
 */
export function planReminders(
  habitId: string,
  schedule: HabitSchedule,
  reminders: readonly Reminder[],
  timeZone: string,
  after: number,
  timesOfDay?: readonly string[] | null,
): (NextFire & Reminder)[] {
  const compiled = compileSchedule(schedule);
  const habitStart = currentSegment(schedule).startTime;
  const slots: (string | undefined)[] = timesOfDay?.length ? [...timesOfDay] : [undefined];
  return reminders.flatMap((r) =>
    slots.map((time) => {
      const fire = nextReminderFire(compiled, timeZone, r.minutesBefore - slotShift(habitStart, time), after);
      return { key: reminderKey(habitId, r) + (time ? `@${time}` : ''), ...r, nextFireAt: fire ? new Date(fire.fireAt) : null, forDate: fire?.date ?? null };
    }),
  );
}

/** The next evening nudge (none when turned off). */
export function planNudge(userId: string, settings: NotificationSettings, timeZone: string, after: number): NextFire {
  const key = userRowKey(userId, 'nudge');
  if (!settings.nudge.enabled) return { key, nextFireAt: null, forDate: null };
  const at = nextDailyAt(after, timeZone, settings.nudge.time);
  return { key, nextFireAt: new Date(at), forDate: localPartsOf(new Date(at), timeZone).date };
}

/** The next weekly review (none when turned off). */
export function planReview(userId: string, settings: NotificationSettings, timeZone: string, after: number): NextFire {
  const key = userRowKey(userId, 'review');
  if (!settings.review.enabled) return { key, nextFireAt: null, forDate: null };
  const at = nextWeeklyAt(after, timeZone, settings.review.weekday, settings.review.hour);
  return { key, nextFireAt: new Date(at), forDate: localPartsOf(new Date(at), timeZone).date };
}
