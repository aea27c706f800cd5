import { z } from 'zod';
import { AREA_NAME_MAX_LENGTH } from '../../areas/area-id.schema.js';
import { GOAL_DESCRIPTION_MAX_LENGTH, GOAL_NAME_MAX_LENGTH, VISION_TEXT_MAX_LENGTH } from '../../goals/goals.schemas.js';
import { HABIT_DEPTH_MESSAGES, HABIT_NOTE_MAX_LENGTH, HABIT_UNIT_MAX_LENGTH, MAX_HABIT_VALUE, PERIOD_MAX_DAYS, TARGET_DIRECTIONS } from '../../habits/habit-depth.schemas.js';
import { HABIT_DESCRIPTION_MAX_LENGTH, HABIT_NAME_MAX_LENGTH } from '../../habits/habits.schemas.js';
import { isValidDate } from '../../habits/civil-date.js';
import { MAX_RECURRENCE_INTERVAL, NTH_WEEKDAY_KINDS, NTH_WEEKS, WEEKDAY_NAMES } from '../../habits/recurrence.schemas.js';
import { LOCAL_TIME_PATTERN } from '../../habits/zoned-time.js';
import { remindersSchema } from '../../notifications/reminders.schemas.js';

// The pieces the coach's functions' arguments are made of. Written for small local models too
// (Llama 3.x 8B, Qwen 2.5 7B; issue 24): flat arguments, enums rather than free strings, dates as
// YYYY-MM-DD, and an example of each in its description. Limits are the API's own.

/**
 * Issue 49: the schedule in words, read by the domain's phrase reader (habits/phrase): what a model
 * fills most easily, and what lets createHabit and updateHabit be given to it small. A word it
 * cannot read is an error naming it; nothing changes on a half-understood schedule.
 */
export const schedulePhrase = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .describe('Schedule in words, e.g. "every weekday at 6:30 for 20 min", "Mon and Thu 6-7pm", "every other Sunday", "3 times a week", "8 glasses a day", "until 2027-03-31".');

export const time = z.string().regex(LOCAL_TIME_PATTERN).describe('HH:MM, 24-hour.');
export const duration = z.number().int().min(5).max(720).describe('Minutes (default 30).');
export const recurrence = z
  .enum(['daily', 'weekly', 'monthly', 'yearly'])
  .describe('Weekly: on the start day unless days; monthly: on its date unless monthDays or monthlyWeekday.');
export const days = z
  .array(z.enum(WEEKDAY_NAMES))
  .min(1)
  .max(7)
  .describe('Weekly days, e.g. ["Monday","Thursday"].');
export const every = z
  .number()
  .int()
  .min(1)
  .max(MAX_RECURRENCE_INTERVAL)
  .describe('Every N days/weeks/months/years; 2 = every other.');
export const monthDays = z
  .array(z.number().int().min(1).max(31))
  .min(1)
  .max(31)
  .describe('Monthly on these dates, e.g. [1,15].');
export const monthlyWeekday = z
  .object({ week: z.enum(NTH_WEEKS), day: z.enum(NTH_WEEKDAY_KINDS) })
  .describe('E.g. {"week":"last","day":"Friday"}.');
// A plain string: the 200-character UUID pattern repeated in every schema cost the model tokens on
// every turn; an id that is not one of the user's own is "not found" in the repositories anyway.
const id = z.string().min(1).max(64);
export const habitId = id.describe('Habit id.');
export const goalId = id.describe('Goal id.');
/** Issue 40. */
export const areaId = id.describe('Area id (an area groups habits; "morning routine" is an area).');
export const areaName = z.string().trim().min(1).max(AREA_NAME_MAX_LENGTH).describe('E.g. "Morning", "Health".');
export const occurrenceDate = z.string().refine(isValidDate).describe('YYYY-MM-DD; today when omitted.');
export const reminders = remindersSchema.describe('Replaces all reminders; [] removes them.');
const text = (max: number) => z.string().trim().min(1).max(max);
export const target = z
  .object({
    quantity: z.number().min(0).max(MAX_HABIT_VALUE),
    unit: z.string().trim().min(1).max(HABIT_UNIT_MAX_LENGTH),
    /** Issue 40: a limit ("at most 2 coffees") or, with quantity 0, a quit habit ("no sugar", unit "sugar"). */
    direction: z.enum(TARGET_DIRECTIONS).optional(),
  })
  .refine((t) => t.quantity > 0 || t.direction === 'atMost', { message: HABIT_DEPTH_MESSAGES.quantityZeroAtLeast, path: ['quantity'] })
  .describe(
    'Daily amount, e.g. {"quantity":8,"unit":"glasses"}. A limit: {"quantity":2,"unit":"coffees","direction":"atMost"}; quitting: {"quantity":0,"unit":"sugar","direction":"atMost"}.',
  );
export const timesPerPeriod = z
  .object({
    times: z.number().int().min(1).max(PERIOD_MAX_DAYS.month),
    period: z.enum(['week', 'month']),
  })
  .refine((f) => f.times <= PERIOD_MAX_DAYS[f.period], { message: 'At most 7 times a week or 31 a month.' })
  .describe('"N times a week/month", no fixed days (no recurrence or days).');
export const note = z.string().trim().max(HABIT_NOTE_MAX_LENGTH).describe('E.g. "felt strong".');
export const amount = z.number().min(0).max(MAX_HABIT_VALUE);
export const reminderMinutes = z.number().int().min(0).max(1440).describe('Minutes before the start.');
export const reminderChannel = z.enum(['push', 'email']);
/** An undo id a delete answered, to bring it back. */
export const undoId = z.string().min(1).max(64).describe('The undoId a delete answered.');
export const pauseDate = z.string().refine(isValidDate).describe('YYYY-MM-DD.');
export const habitName = text(HABIT_NAME_MAX_LENGTH);
export const habitDescription = z.string().max(HABIT_DESCRIPTION_MAX_LENGTH);
export const goalName = text(GOAL_NAME_MAX_LENGTH);
export const goalDescription = z.string().max(GOAL_DESCRIPTION_MAX_LENGTH);
export const visionText = text(VISION_TEXT_MAX_LENGTH);
