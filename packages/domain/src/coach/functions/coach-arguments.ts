import { z } from 'zod';
import { GOAL_DESCRIPTION_MAX_LENGTH, GOAL_NAME_MAX_LENGTH, VISION_TEXT_MAX_LENGTH } from '../../goals/goals.schemas.js';
import { HABIT_NOTE_MAX_LENGTH, HABIT_UNIT_MAX_LENGTH, MAX_HABIT_VALUE, PERIOD_MAX_DAYS } from '../../habits/habit-depth.schemas.js';
import { HABIT_DESCRIPTION_MAX_LENGTH, HABIT_NAME_MAX_LENGTH } from '../../habits/habits.schemas.js';
import { isValidDate } from '../../habits/civil-date.js';
import { MAX_RECURRENCE_INTERVAL, NTH_WEEKDAY_KINDS, NTH_WEEKS, WEEKDAY_NAMES } from '../../habits/recurrence.schemas.js';
import { LOCAL_TIME_PATTERN } from '../../habits/zoned-time.js';
import { remindersSchema } from '../../notifications/reminders.schemas.js';

// The pieces the coach's functions' arguments are made of. Written for small local models too
// (Llama 3.x 8B, Qwen 2.5 7B; issue 24): flat arguments, enums rather than free strings, dates as
// YYYY-MM-DD, and an example of each in its description. Limits are the API's own.

export const time = z.string().regex(LOCAL_TIME_PATTERN).describe("Local 24-hour time, 'HH:MM'.");
export const duration = z.number().int().min(5).max(720).describe('Minutes the habit takes (default 30).');
export const recurrence = z
  .enum(['daily', 'weekly', 'monthly', 'yearly'])
  .describe(
    'How often. "daily"; "weekly" (on the start date’s weekday unless days is given); "monthly" (on the start date’s day of the month unless monthDays or monthlyWeekday is given); "yearly" (on the start date each year). E.g. "weekly" with days ["Monday","Thursday"] for "Mondays and Thursdays".',
  );
export const days = z
  .array(z.enum(WEEKDAY_NAMES))
  .min(1)
  .max(7)
  .describe('Weekdays of a weekly habit, e.g. ["Monday","Thursday"]; ["Monday","Tuesday","Wednesday","Thursday","Friday"] for "every weekday"; ["Saturday","Sunday"] for "weekends".');
export const every = z
  .number()
  .int()
  .min(1)
  .max(MAX_RECURRENCE_INTERVAL)
  .describe('Repeat every N days, weeks, months or years (with recurrence). E.g. 2 with recurrence "weekly" and days ["Sunday"] for "every other Sunday"; 3 with "daily" for "every 3 days". Default 1.');
export const monthDays = z
  .array(z.number().int().min(1).max(31))
  .min(1)
  .max(31)
  .describe('Days of the month of a monthly habit, e.g. [1] for "on the 1st of each month", [1,15] for "on the 1st and the 15th".');
export const monthlyWeekday = z
  .object({ week: z.enum(NTH_WEEKS), day: z.enum(NTH_WEEKDAY_KINDS) })
  .describe('The nth weekday of a monthly habit, e.g. {"week":"last","day":"Friday"} for "the last Friday of the month", {"week":"first","day":"weekday"} for "the first weekday of the month".');
// A plain string: the 200-character UUID pattern repeated in every schema cost the model tokens on
// every turn; an id that is not one of the user's own is "not found" in the repositories anyway.
const id = z.string().min(1).max(64);
export const habitId = id.describe('The habit’s id from the Habits list.');
export const goalId = id.describe('The goal’s id from the Goals list.');
export const occurrenceDate = z.string().refine(isValidDate).describe('YYYY-MM-DD in the user’s zone; today when omitted.');
export const reminders = remindersSchema.describe(
  'When to remind, replacing any earlier reminders: minutesBefore 0-1440 before the start, channel "push" (a notification) or "email". E.g. [{"minutesBefore":15,"channel":"push"}]; [] removes them.',
);
const text = (max: number) => z.string().trim().min(1).max(max);
export const target = z
  .object({
    quantity: z.number().gt(0).max(MAX_HABIT_VALUE).describe('How much makes the day done, e.g. 8.'),
    unit: z.string().trim().min(1).max(HABIT_UNIT_MAX_LENGTH).describe('What is counted, e.g. "glasses", "pages", "minutes".'),
  })
  .describe('A daily amount to reach, e.g. {"quantity":8,"unit":"glasses"} for "drink 8 glasses of water".');
export const timesPerPeriod = z
  .object({
    times: z.number().int().min(1).max(PERIOD_MAX_DAYS.month).describe('How many times, e.g. 3.'),
    period: z.enum(['week', 'month']),
  })
  .refine((f) => f.times <= PERIOD_MAX_DAYS[f.period], { message: 'At most 7 times a week or 31 a month.' })
  .describe('For "N times a week/month" with no fixed days, e.g. {"times":3,"period":"week"} for "gym 3 times a week". Leave recurrence and days out.');
export const note = z.string().trim().max(HABIT_NOTE_MAX_LENGTH).describe('A short note on the day, e.g. "felt strong".');
export const amount = z.number().min(0).max(MAX_HABIT_VALUE);
export const reminderMinutes = z.number().int().min(0).max(1440).describe('Minutes before the start, 0 to 1440, e.g. 15.');
export const reminderChannel = z.enum(['push', 'email']).describe('"push" (a notification) or "email".');
/** An undo id a delete answered, to bring it back. */
export const undoId = z.string().min(1).max(64).describe('The undoId a delete answered.');
export const pauseDate = z.string().refine(isValidDate).describe('YYYY-MM-DD in the user’s zone.');
export const habitName = text(HABIT_NAME_MAX_LENGTH);
export const habitDescription = z.string().max(HABIT_DESCRIPTION_MAX_LENGTH);
export const goalName = text(GOAL_NAME_MAX_LENGTH);
export const goalDescription = z.string().max(GOAL_DESCRIPTION_MAX_LENGTH);
export const visionText = text(VISION_TEXT_MAX_LENGTH);
