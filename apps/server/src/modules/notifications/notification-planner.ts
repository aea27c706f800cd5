import {
  compileSchedule,
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

/** Each reminder's next firing at or after `after` (epoch ms). */
export function planReminders(
  habitId: string,
  schedule: HabitSchedule,
  reminders: readonly Reminder[],
  timeZone: string,
  after: number,
): (NextFire & Reminder)[] {
  const compiled = compileSchedule(schedule);
  return reminders.map((r) => {
    const fire = nextReminderFire(compiled, timeZone, r.minutesBefore, after);
    return { key: reminderKey(habitId, r), ...r, nextFireAt: fire ? new Date(fire.fireAt) : null, forDate: fire?.date ?? null };
  });
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
