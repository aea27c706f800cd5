import { z } from 'zod';
import { isValidDate } from '../habits/civil-date.js';
import { MAX_HABIT_VALUE, habitFrequencySchema, noteSchema, pauseSchema } from '../habits/habit-depth.schemas.js';
import { RECURRENCES, customRecurrenceSchema } from '../habits/recurrence.schemas.js';
import { COACH_LABEL_MAX_LENGTH, chatMessageSchema, reportBodySchema } from '../coach/coach.schemas.js';
import { MAX_AREAS_PER_USER, areaNameSchema } from '../areas/area-id.schema.js';
import { MAX_GOALS_PER_USER, goalDescriptionSchema, goalNameSchema, visionTextSchema } from '../goals/goals.schemas.js';
import { habitDescriptionSchema, habitNameSchema } from '../habits/habits.schemas.js';
import { habitScheduleSchema } from '../habits/schedule.js';
import { MAX_TIMES_OF_DAY, slotTimeSchema } from '../habits/times-of-day.js';
import { habitFieldFileShape } from '../habits/habit-fields.js';
import { remindersSchema } from '../notifications/reminders.schemas.js';
import { notificationSettingsSchema } from '../notifications/notification-settings.schemas.js';

/**
 * Issue 23: the file `GET /api/export?format=json` writes and `POST /api/import` reads back. One
 * schema for both, so that whatever an export holds an import accepts, and a file from elsewhere
 * is checked field by field before anything is written, by the API's own field schemas (issue 36:
 * an import cannot store what the API would refuse, or what it could not answer back). Ids are the exporting account's: an
 * import uses them only to link habits to their goals, and gives every record a new id.
 */
export const EXPORT_FORMAT = 'stride-export';
export const EXPORT_VERSION = 1;
/** The largest file an import accepts (a JSON export or a Loop Habit Tracker zip). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_CONVERSATIONS = 2000;
/** One entry per day for 30 years: more than any habit can hold. */
export const MAX_IMPORT_DAYS_PER_HABIT = 11_000;

const isoInstant = z.iso.datetime({ offset: true });
const date = z.string().refine(isValidDate, { error: 'Dates must be real calendar dates written YYYY-MM-DD.' });
const id = z.string().min(1).max(100);

export const exportedProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  timezone: z.string(),
  /** Issue 54: language and region, like the time zone kept with the profile (not taken back on import). */
  locale: z.string().nullable().optional(),
  createdAt: isoInstant,
});

export const exportedVisionSchema = z.object({ text: visionTextSchema, createdAt: isoInstant, updatedAt: isoInstant });

export const exportedGoalSchema = z.object({
  id,
  name: goalNameSchema,
  description: goalDescriptionSchema.default(''),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});

/** Issue 40: an area; a file from before areas has none. */
export const exportedAreaSchema = z.object({ id, name: areaNameSchema, createdAt: isoInstant, updatedAt: isoInstant });

export const exportedCompletionSchema = z.object({ date, createdAt: isoInstant });

/** A day of a habit beyond done or not: an amount logged, a note, a skip (issue 22). */
export const exportedHabitDaySchema = z.object({
  date,
  amount: z.number().min(0).max(MAX_HABIT_VALUE).nullable(),
  note: noteSchema.nullable(),
  skipped: z.boolean(),
  /** Issue 40: the times of a several-times-a-day habit checked off that day. */
  doneTimes: z.array(slotTimeSchema).max(MAX_TIMES_OF_DAY).nullable().optional(),
});

export const exportedHabitSchema = z.object({
  id,
  goalId: id.nullable(),
  /** Issue 40: an id of this file's areas; none in a file from before areas. */
  areaId: id.nullish(),
  name: habitNameSchema,
  description: habitDescriptionSchema,
  schedule: habitScheduleSchema,
  reminders: remindersSchema.default([]),
  pauses: z.array(pauseSchema).max(500).default([]),
  archivedAt: isoInstant.nullable().default(null),
  /** The attributes of the list (habit-fields.ts), as stored; none in a file from before one. A cue's anchor is an id of this file's habits. */
  ...habitFieldFileShape,
  createdAt: isoInstant,
  updatedAt: isoInstant,
  completions: z.array(exportedCompletionSchema).max(MAX_IMPORT_DAYS_PER_HABIT).default([]),
  days: z.array(exportedHabitDaySchema).max(MAX_IMPORT_DAYS_PER_HABIT).default([]),
});

/** A message of a coach conversation as the coach keeps it (text turns, and the functions it called). */
export const exportedMessageSchema = z.union([
  // The person's words, with the words of the button they tapped when one sent them (issue 54).
  chatMessageSchema.extend({ role: z.literal('user'), shown: z.string().max(COACH_LABEL_MAX_LENGTH).optional() }),
  // What `GET /api/openai/sessions/{id}` answers back: the API's chat message.
  chatMessageSchema,
  z.object({
    role: z.literal('assistant'),
    content: z.string().max(100_000).nullable(),
    toolCalls: z.array(z.object({ id: z.string().max(200), name: z.string().max(100), arguments: z.string().max(100_000) })).max(50),
  }),
  z.object({ role: z.literal('tool'), toolCallId: z.string().max(200), content: z.string().max(100_000) }),
]);

export const exportedConversationSchema = z.object({
  id,
  kind: z.enum(['chat', 'review']),
  messages: z.array(exportedMessageSchema).max(1000),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});

/** A report as `POST /openai/report-response` takes it. */
export const exportedReportSchema = z.object({
  reportedMessage: chatMessageSchema,
  chatHistory: reportBodySchema.shape.chatHistory,
  createdAt: isoInstant,
});

export const dataExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: isoInstant,
  profile: exportedProfileSchema,
  notificationSettings: notificationSettingsSchema.nullable().default(null),
  vision: exportedVisionSchema.nullable(),
  // Capped at the account's limit; the import counts them with the account's own as well.
  goals: z.array(exportedGoalSchema).max(MAX_GOALS_PER_USER),
  areas: z.array(exportedAreaSchema).max(MAX_AREAS_PER_USER).default([]),
  // No cap here: the import counts them with the account's own and names the limit (MAX_HABITS_PER_USER).
  habits: z.array(exportedHabitSchema),
  conversations: z.array(exportedConversationSchema).max(MAX_IMPORT_CONVERSATIONS).default([]),
  reports: z.array(exportedReportSchema).max(MAX_IMPORT_CONVERSATIONS).default([]),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export type ExportedHabit = z.infer<typeof exportedHabitSchema>;
export type ExportedGoal = z.infer<typeof exportedGoalSchema>;
export type ExportedArea = z.infer<typeof exportedAreaSchema>;
export type ExportedConversation = z.infer<typeof exportedConversationSchema>;
export type ExportedHabitDay = z.infer<typeof exportedHabitDaySchema>;

/**
 * Issue 54: a habit's rule as the preview describes it (`schedule` is its English words), so the
 * page writes it in the person's language: the current rule, or "3 times a week".
 */
const importedRuleSchema = z.object({
  recurrence: z.enum(RECURRENCES),
  customRecurrence: customRecurrenceSchema.nullable(),
  anchor: z.string(),
  frequency: habitFrequencySchema.nullable(),
});

/** What an import would bring in (the preview) or brought in, and what it could not map. */
export const importSummarySchema = z.object({
  source: z.enum(['stride', 'loop']),
  vision: z.boolean(),
  goals: z.number().int(),
  /** `existing` (issue 40): the account already has a habit of that name and schedule (decision 033). */
  habits: z.array(z.object({ name: z.string(), completions: z.number().int(), skips: z.number().int(), schedule: z.string(), rule: importedRuleSchema.optional(), existing: z.boolean().optional() })),
  /** Issue 40: habits left out because the account already had them (an import with duplicates=skip). */
  skipped: z.number().int().optional(),
  completions: z.number().int(),
  conversations: z.number().int(),
  /** One sentence per thing left out or changed ("Habit 'Walk': its reminder time was not kept."). */
  unmapped: z.array(z.string()),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;
export const importPreviewResponseSchema = z.object({ preview: importSummarySchema });
export const importResultResponseSchema = z.object({ imported: importSummarySchema });
