import { z } from 'zod';
import { isValidDate } from './civil-date.js';
import { RECURRENCES, customRecurrenceSchema } from './recurrence.schemas.js';
import { habitScheduleSchema } from './schedule.js';
import { endDateSchema } from './end-date.js';
import { LOCAL_TIME_PATTERN } from './zoned-time.js';
import { reminderSchema, remindersSchema } from '../notifications/reminders.schemas.js';
import {
  HABIT_DEPTH_MESSAGES,
  habitTotalSchema,
  habitValueSchema,
  noteSchema,
} from './habit-depth.schemas.js';
import { habitAreaIdSchema } from '../areas/area-id.schema.js';
import { slotTimeSchema } from './times-of-day.js';
import { habitFieldAnswerShape, habitFieldInputShape } from './habit-fields.js';

export const HABIT_NAME_MAX_LENGTH = 200;
export const HABIT_DESCRIPTION_MAX_LENGTH = 5000;
export const MAX_HABITS_PER_USER = 200;
/** The longest occurrence window one request may ask for (inclusive days). */
export const MAX_WINDOW_DAYS = 731;

export const HABIT_MESSAGES = {
  nameRequired: 'Please enter a habit name.',
  nameTooLong: `Habit name must be at most ${HABIT_NAME_MAX_LENGTH} characters.`,
  descriptionTooLong: `Habit description must be at most ${HABIT_DESCRIPTION_MAX_LENGTH} characters.`,
  timeInvalid: 'Times must be ISO timestamps with an offset, or HH:MM.',
  dateInvalid: 'Dates must be real calendar dates written YYYY-MM-DD.',
  recurrenceInvalid: 'Recurrence must be daily, weekly, monthly or custom.',
  customRequired: 'A custom recurrence needs its customRecurrence settings.',
  customOnlyForCustom: 'customRecurrence is only allowed when recurrence is custom.',
  notFound: 'Habit not found.',
  goalNotFound: 'Goal not found.',
  tooMany: `You can keep up to ${MAX_HABITS_PER_USER} habits. Delete one to add another.`,
  windowInvalid: `Choose a window of at most ${MAX_WINDOW_DAYS} days, with from on or before to.`,
  futureCompletion: 'You can only complete an occurrence that is today or in the past.',
  notScheduled: 'This habit is not scheduled on that date.',
  otherUser: 'You can only access your own habits.',
  frequencyNeedsDaily: 'A habit kept N times a week or month has no fixed days: send recurrence daily with the frequency.',
  ...HABIT_DEPTH_MESSAGES,
} as const;

const dateSchema = z.string({ error: HABIT_MESSAGES.dateInvalid }).refine(isValidDate, { error: HABIT_MESSAGES.dateInvalid });
const isoSchema = z.iso.datetime({ offset: true, error: HABIT_MESSAGES.timeInvalid });
/** Section 3: "Times are either full ISO timestamps or a time of day combined with the date." */
const timeSchema = z.union([isoSchema, z.string().regex(LOCAL_TIME_PATTERN)], { error: HABIT_MESSAGES.timeInvalid });

/** The API's limits on a habit's name and description, reused by every other way in (the import). */
export const habitNameSchema = z
  .string({ error: HABIT_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: HABIT_MESSAGES.nameRequired })
  .max(HABIT_NAME_MAX_LENGTH, { error: HABIT_MESSAGES.nameTooLong });
export const habitDescriptionSchema = z
  .string()
  .trim()
  .max(HABIT_DESCRIPTION_MAX_LENGTH, { error: HABIT_MESSAGES.descriptionTooLong })
  .nullish()
  .transform((value) => value ?? '');
const recurrenceSchema = z.enum(RECURRENCES, { error: HABIT_MESSAGES.recurrenceInvalid });

/** customRecurrence present exactly when recurrence is custom (section 3 payloads send null otherwise). */
function checkCustom(body: { recurrence?: string | undefined; customRecurrence?: unknown; frequency?: unknown; target?: { direction?: string | undefined } | null | undefined }, ctx: z.RefinementCtx) {
  // Issue 40: a limit is kept day by day, never "N times a week" (docs/decisions/032).
  if (body.frequency && body.target?.direction === 'atMost') ctx.addIssue({ code: 'custom', path: ['frequency'], message: HABIT_DEPTH_MESSAGES.limitWithFrequency });
  if (body.frequency && body.recurrence !== undefined && body.recurrence !== 'daily') {
    ctx.addIssue({ code: 'custom', path: ['recurrence'], message: HABIT_MESSAGES.frequencyNeedsDaily });
  }
  if (body.recurrence === undefined) return;
  if (body.recurrence === 'custom' && !body.customRecurrence) {
    ctx.addIssue({ code: 'custom', path: ['customRecurrence'], message: HABIT_MESSAGES.customRequired });
  }
  if (body.recurrence !== 'custom' && body.customRecurrence) {
    ctx.addIssue({ code: 'custom', path: ['customRecurrence'], message: HABIT_MESSAGES.customOnlyForCustom });
  }
}

/** `POST /api/habits`: section 3 "Create habit"; the ISO times are read in the user's zone. */
export const createHabitBodySchema = z
  .object({
    name: habitNameSchema,
    description: habitDescriptionSchema,
    startTime: isoSchema,
    endTime: isoSchema,
    recurrence: recurrenceSchema,
    customRecurrence: customRecurrenceSchema.nullish(),
    goalId: z.uuid({ error: HABIT_MESSAGES.goalNotFound }).nullish(),
    /** Issue 40: one of the caller's areas; none when left out or null. */
    areaId: habitAreaIdSchema,
    /** Issue 21: when to remind, and how; none when left out. */
    reminders: remindersSchema.default([]),
    /** Issue 40: the last day it happens (YYYY-MM-DD), not before the start; none when left out or null. */
    endDate: endDateSchema,
    /** The attributes of the list (target, frequency, timesOfDay, cue, color: habit-fields.ts); null or left out, none. */
    ...habitFieldInputShape,
    userId: z.uuid().optional(),
  })
  .superRefine(checkCustom);
export type CreateHabitBody = z.input<typeof createHabitBodySchema>;

export const scopeSchema = z.enum(['single', 'future']);
export type EditScope = z.infer<typeof scopeSchema>;

/** `PUT /api/habits/{id}`: section 3 "Update habit". Without `occurrence`, only name, description and goal change. */
export const updateHabitBodySchema = z
  .object({
    id: z.string().optional(),
    name: habitNameSchema.optional(),
    description: habitDescriptionSchema.optional(),
    recurrence: recurrenceSchema.optional(),
    customRecurrence: customRecurrenceSchema.nullish(),
    goalId: z.uuid({ error: HABIT_MESSAGES.goalNotFound }).nullish(),
    /** Issue 40: moves the habit to one of the caller's areas (null: to none); left out, it stays. */
    areaId: habitAreaIdSchema,
    /** Issue 21: replaces the habit's reminders; left out, they stay. */
    reminders: remindersSchema.optional(),
    /** Issue 40: sets the last day (or, with null, removes the end); left out, it stays. */
    endDate: endDateSchema,
    /** The attributes of the list (habit-fields.ts): each set, or with null removed; left out, it stays. */
    ...habitFieldInputShape,
    occurrence: z
      .object({
        /** The occurrence's current date (`oldDate` is accepted for the same). */
        date: dateSchema.optional(),
        oldDate: dateSchema.optional(),
        newDate: dateSchema.optional(),
        startTime: timeSchema,
        endTime: timeSchema,
      })
      .refine((o) => o.date ?? o.oldDate, { error: HABIT_MESSAGES.dateInvalid, path: ['date'] })
      .optional(),
    scope: scopeSchema.default('single'),
  })
  .superRefine(checkCustom);
export type UpdateHabitBody = z.input<typeof updateHabitBodySchema>;

/** A habit's values as the server acts on them: what the schemas answer (`userId` and `id` are only checked). */
export type CreateHabitValues = Omit<z.output<typeof createHabitBodySchema>, 'userId'>;
export type UpdateHabitValues = Omit<z.output<typeof updateHabitBodySchema>, 'id'>;

/** `DELETE /api/habits/{id}/occurrence`: section 3 "Delete occurrence". */
export const deleteOccurrenceBodySchema = z.object({
  habitId: z.string().optional(),
  occurrence: z.object({ date: dateSchema }),
  scope: scopeSchema,
});
export type DeleteOccurrenceBody = z.input<typeof deleteOccurrenceBodySchema>;

/**
 * `POST /api/habits/{id}/complete`. For a habit with a target, `value` is added to the day's
 * entries and `total` replaces the day's total (a correction); without either, the day is logged
 * as reaching the target. A habit without a target takes neither. `note` keeps a word on the day.
 */
export const completeHabitBodySchema = z
  .object({
    date: dateSchema,
    value: habitValueSchema.optional(),
    total: habitTotalSchema.optional(),
    note: noteSchema.optional(),
    /** Issue 40: the slot checked off, one of the habit's timesOfDay (required for such a habit). */
    time: slotTimeSchema.optional(),
  })
  .refine((body) => body.value === undefined || body.total === undefined, { error: HABIT_DEPTH_MESSAGES.valueAndTotal, path: ['total'] });
export type CompleteHabitBody = z.input<typeof completeHabitBodySchema>;
/** `DELETE /api/habits/{id}/complete`: undoes the day (its completion and any amounts logged). */
export const uncompleteHabitBodySchema = z.object({ date: dateSchema, time: slotTimeSchema.optional() });

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: the occurrence window, inclusive. */
export const habitWindowQuerySchema = z.object({ from: dateSchema.optional(), to: dateSchema.optional() });

export const occurrenceSchema = z.object({ date: z.string(), startTime: z.string(), endTime: z.string() });

/** A habit as every habits call answers it. */
export const habitSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  goalId: z.uuid().nullable(),
  /** Issue 40: the area the habit is in; null for none. */
  areaId: z.uuid().nullable(),
  /** When the habit reminds, earliest first (issue 21). */
  reminders: z.array(reminderSchema),
  /** The rule governing from today on (the latest segment). */
  recurrence: recurrenceSchema,
  customRecurrence: customRecurrenceSchema.nullable(),
  startDate: z.string(),
  /** Issue 40: the last day it happens (the schedule's end), or null when it runs on; always sent. */
  endDate: z.string().nullable().optional(),
  startTime: z.string(),
  endTime: z.string(),
  timezone: z.string(),
  /** The whole schedule, so clients expand any other window with the shared engine. */
  schedule: habitScheduleSchema,
  window: z.object({ from: z.string(), to: z.string() }),
  occurrences: z.array(occurrenceSchema),
  /** Completed dates within the window. */
  completedDates: z.array(z.string()),
  completionStreak: z.number().int(),
  bestStreak: z.number().int(),
  scheduledCount: z.number().int(),
  completedCount: z.number().int(),
  successRate: z.number().nullable(),
  /** The attributes of the list (target, frequency, timesOfDay, cue, color: habit-fields.ts), null for none. */
  ...habitFieldAnswerShape,
  /** Issue 40: freezes earned by 7 kept occurrences in a row (at most 2 banked), and the dates a miss spent one (docs/decisions/032). */
  freezes: z.object({ banked: z.number().int(), usedDates: z.array(z.string()) }).optional(),
  pauses: z.array(z.object({ from: z.string(), to: z.string() })),
  archivedAt: z.iso.datetime().nullable(),
  /** Skipped dates within the window. */
  skippedDates: z.array(z.string()),
  /** The day's logged total by date within the window (a habit with a target). */
  amounts: z.record(z.string(), z.number()),
  /** Notes by date within the window. */
  notes: z.record(z.string(), z.string()),
  /** The period holding today, for a flexible habit ("2 of 3 this week"); null otherwise. */
  periodProgress: z.object({ from: z.string(), to: z.string(), done: z.number().int(), needed: z.number().int() }).nullable(),
  /** Issue 40: the times done by date within the window (a several-times-a-day habit). */
  doneTimes: z.record(z.string(), z.array(z.string())).optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Habit = z.infer<typeof habitSchema>;
export const habitListSchema = z.array(habitSchema);
