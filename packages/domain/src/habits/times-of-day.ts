import { z } from 'zod';
import { LOCAL_TIME_PATTERN } from './zoned-time.js';

/**
 * Issue 40 part 5: a habit done several times a day ("08:00" and "20:00"). Each time is a slot of
 * its own, checked off on its own; the day is done once every slot is (docs/decisions/034).
 */
export const MAX_TIMES_OF_DAY = 12;

export const TIMES_OF_DAY_MESSAGES = {
  timesOfDayInvalid: `timesOfDay must be 1 to ${MAX_TIMES_OF_DAY} different local times written HH:MM, like "08:00".`,
  timeInvalid: 'time must be a local time written HH:MM, like "08:00".',
  timeNotOfHabit: (times: readonly string[]) => `time must be one of this habit's times of day: ${times.join(', ')}.`,
  timeWithoutTimes: 'This habit is done once a day: complete it without a time, or give it times of day first.',
  timesWithAmount: 'timesOfDay cannot be combined with a target or a frequency: a habit done several times a day is checked off once at each time.',
  /** Issue 51: a check-off of a several-times-a-day habit names its time; without one it would mark every time done at once. */
  timeRequired: (times: readonly string[]) => `This habit is done at ${times.join(' and ')}: say which time you are checking off (time), like "${times[0]}".`,
  valueWithTimes: 'This habit is done at set times of day: check a time off (time) rather than logging an amount.',
} as const;

const localTime = z.string({ error: TIMES_OF_DAY_MESSAGES.timesOfDayInvalid }).regex(LOCAL_TIME_PATTERN, { error: TIMES_OF_DAY_MESSAGES.timesOfDayInvalid });

/** 1 to 12 distinct `HH:MM` times; kept sorted, earliest first. */
export const timesOfDaySchema = z
  .array(localTime, { error: TIMES_OF_DAY_MESSAGES.timesOfDayInvalid })
  .min(1, { error: TIMES_OF_DAY_MESSAGES.timesOfDayInvalid })
  .max(MAX_TIMES_OF_DAY, { error: TIMES_OF_DAY_MESSAGES.timesOfDayInvalid })
  .refine((times) => new Set(times).size === times.length, { error: TIMES_OF_DAY_MESSAGES.timesOfDayInvalid })
  .transform((times) => [...times].sort());

/** The `time` of a check-off: one slot of a several-times-a-day habit. */
export const slotTimeSchema = z.string({ error: TIMES_OF_DAY_MESSAGES.timeInvalid }).regex(LOCAL_TIME_PATTERN, { error: TIMES_OF_DAY_MESSAGES.timeInvalid });

/** The slots done on a day, sorted and only those the habit still has (a time removed since does not count). */
export function doneSlots(timesOfDay: readonly string[], doneTimes: readonly string[] | null | undefined): string[] {
  if (!doneTimes) return [];
  const done = new Set(doneTimes);
  return timesOfDay.filter((time) => done.has(time));
}

/** A day of a several-times-a-day habit is done exactly when every one of its times is. */
export function isDayDoneForTimes(timesOfDay: readonly string[], doneTimes: readonly string[] | null | undefined): boolean {
  return timesOfDay.length > 0 && doneSlots(timesOfDay, doneTimes).length === timesOfDay.length;
}

/** The day's done times after checking `time` off (`done` true) or undoing it (false): sorted, distinct. */
export function withSlot(doneTimes: readonly string[] | null | undefined, time: string, done: boolean): string[] {
  const set = new Set(doneTimes ?? []);
  if (done) set.add(time);
  else set.delete(time);
  return [...set].sort();
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A slot's local start and end: it starts at its time and lasts as long as the habit's own
 * occurrence (its endTime less its startTime; across midnight as the habit's does). A slot never
 * runs past midnight: it ends at 23:59 at the latest (decision 034).
 */
export function slotWindow(time: string, habitStart: string, habitEnd: string): { startTime: string; endTime: string } {
  let length = minutesOf(habitEnd) - minutesOf(habitStart);
  if (length <= 0) length += 24 * 60;
  const end = Math.min(minutesOf(time) + length, 23 * 60 + 59);
  return { startTime: time, endTime: timeOf(end) };
}
