import { z } from 'zod';

export const RECURRENCES = ['daily', 'weekly', 'monthly', 'custom'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

export const NTH_WEEKS = ['first', 'second', 'third', 'fourth', 'last'] as const;
export type NthWeek = (typeof NTH_WEEKS)[number];

/** Section 3: 'Day', 'Weekday', 'Weekend day' or Monday..Sunday, stored as day, weekday, weekend, Monday... */
export const NTH_WEEKDAY_KINDS = ['day', 'weekday', 'weekend', ...WEEKDAY_NAMES] as const;
export type NthWeekdayKind = (typeof NTH_WEEKDAY_KINDS)[number];

export const MAX_RECURRENCE_INTERVAL = 999;

export const RECURRENCE_MESSAGES = {
  intervalInvalid: `The interval must be a whole number from 1 to ${MAX_RECURRENCE_INTERVAL}.`,
  weekdayInvalid: 'Weekdays must be named Sunday to Saturday.',
  monthDayInvalid: 'Days of the month must be from 1 to 31.',
  monthInvalid: 'Months must be from 1 to 12.',
} as const;

/** Section 3 "CustomRecurrence", read with RFC 5545 meaning (decision 008). */
export const customRecurrenceSchema = z.object({
  frequency: z.enum(['daily', 'weekly', 'monthly', 'yearly']),
  interval: z
    .number({ error: RECURRENCE_MESSAGES.intervalInvalid })
    .int({ error: RECURRENCE_MESSAGES.intervalInvalid })
    .min(1, { error: RECURRENCE_MESSAGES.intervalInvalid })
    .max(MAX_RECURRENCE_INTERVAL, { error: RECURRENCE_MESSAGES.intervalInvalid }),
  days: z.array(z.enum(WEEKDAY_NAMES, { error: RECURRENCE_MESSAGES.weekdayInvalid })).max(7).optional(),
  monthlyOption: z.enum(['dayOfMonth', 'dayOfWeek']).optional(),
  monthlyDays: z
    .array(z.number().int().min(1, { error: RECURRENCE_MESSAGES.monthDayInvalid }).max(31, { error: RECURRENCE_MESSAGES.monthDayInvalid }))
    .max(31)
    .optional(),
  monthlyWeek: z.enum(NTH_WEEKS).optional(),
  monthlyWeekday: z.enum(NTH_WEEKDAY_KINDS).optional(),
  yearlyMonths: z
    .array(z.number().int().min(1, { error: RECURRENCE_MESSAGES.monthInvalid }).max(12, { error: RECURRENCE_MESSAGES.monthInvalid }))
    .max(12)
    .optional(),
  yearlyDate: z.number().int().min(1, { error: RECURRENCE_MESSAGES.monthDayInvalid }).max(31, { error: RECURRENCE_MESSAGES.monthDayInvalid }).optional(),
  yearlyOption: z.enum(['specificDate', 'dayOfWeek']).optional(),
  yearlyWeek: z.enum(NTH_WEEKS).optional(),
  yearlyWeekday: z.enum(NTH_WEEKDAY_KINDS).optional(),
});
export type CustomRecurrence = z.infer<typeof customRecurrenceSchema>;
