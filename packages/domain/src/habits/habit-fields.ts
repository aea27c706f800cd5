import { z } from 'zod';
import { habitFrequencySchema, habitTargetSchema } from './habit-depth.schemas.js';
import { timesOfDaySchema } from './times-of-day.js';
import { cueSchema } from './cue.js';
import { habitColorSchema } from './habit-color.js';

/**
 * A habit's attributes, one entry each (docs/decisions/043). From this list come: what create,
 * update and the import take (`input`, optional and nullable: left out it is none, or on an
 * update it stays; null removes it), the storage (a jsonb column named `column`, built by the
 * server's `habitFieldColumns`), the export file (the stored value, read back with `input`),
 * the API's answer (`answer`, from the stored value through `toAnswer`) and the coach's context
 * (`coach`). An edit of the schedule with scope 'future' adds a segment to the habit's own row,
 * so every attribute on the list stays with it without being copied.
 *
 * The rules an attribute has beyond its own value (a cue's anchor is one of the owner's habits,
 * times of day go without a target) stay with the service that checks them.
 */
interface HabitFieldDef<In extends z.ZodType, Out extends z.ZodType> {
  /** The value as create, update and the import take it (and the file holds it). */
  input: In;
  /** The value as every habits call answers it. */
  answer: Out;
  /** The jsonb column it is stored in (null: none). */
  column: string;
  /** The answer from the stored value; as stored when left out. */
  toAnswer?: (stored: z.output<In>) => z.output<Out>;
  /** Whether the coach's context holds it. */
  coach: boolean;
}

const field = <In extends z.ZodType, Out extends z.ZodType>(def: HabitFieldDef<In, Out>) => def;

export const HABIT_FIELDS = {
  /** Issue 22: an amount to reach each day ("8 glasses"); issue 40: or a limit. */
  target: field({
    input: habitTargetSchema,
    /** Issue 40: `direction` is always sent (atLeast for a target stored before it). */
    answer: z.object({ quantity: z.number(), unit: z.string(), direction: z.enum(['atLeast', 'atMost']).optional() }).nullable(),
    column: 'target',
    toAnswer: (target) => ({ ...target, direction: target.direction ?? 'atLeast' }),
    coach: true,
  }),
  /** Issue 22: "3 times a week" with no fixed days (recurrence daily). */
  frequency: field({
    input: habitFrequencySchema,
    answer: z.object({ times: z.number().int(), period: z.enum(['week', 'month']) }).nullable(),
    column: 'frequency',
    coach: true,
  }),
  /** Issue 40: several times a day ("08:00", "20:00"), sorted; none: once a day. */
  timesOfDay: field({ input: timesOfDaySchema, answer: z.array(z.string()).nullable().optional(), column: 'times_of_day', coach: true }),
  /** Issue 40: stacked after another habit and/or a cue in words ("After I pour my coffee"). */
  cue: field({
    input: cueSchema,
    answer: z.object({ afterHabitId: z.string().optional(), text: z.string().optional() }).nullable().optional(),
    column: 'cue',
    coach: false,
  }),
  /** Decision 043: one of a small named palette, drawn on Today's rows and the tracker; none: the list's colour. */
  color: field({ input: habitColorSchema, answer: habitColorSchema.nullable().optional(), column: 'color', coach: true }),
};

type Fields = typeof HABIT_FIELDS;
export type HabitFieldName = keyof Fields;
export const HABIT_FIELD_NAMES = Object.keys(HABIT_FIELDS) as HabitFieldName[];

/** Each attribute as it is stored (null: none). */
export type HabitFieldValues = { -readonly [K in HabitFieldName]: z.output<Fields[K]['input']> | null };
/** Each attribute as a body gives it: left out, null or a value. */
export type HabitFieldInput = { [K in HabitFieldName]?: z.output<Fields[K]['input']> | null | undefined };
/** Each attribute as the API answers it. */
export type HabitFieldAnswer = { [K in HabitFieldName]: z.output<Fields[K]['answer']> };
/** The attributes the coach's context holds. */
export type HabitCoachFieldName = { [K in HabitFieldName]: Fields[K]['coach'] extends false ? never : K }[HabitFieldName];

type AnyField = HabitFieldDef<z.ZodType, z.ZodType>;
const entries = () => Object.entries(HABIT_FIELDS) as Array<[HabitFieldName, AnyField]>;
const mapFields = <T>(map: (field: AnyField, name: HabitFieldName) => T) => Object.fromEntries(entries().map(([name, f]) => [name, map(f, name)]));

/** The attributes of a create or update body: each optional and nullable. */
export const habitFieldInputShape = mapFields((f) => f.input.nullish()) as { [K in HabitFieldName]: z.ZodOptional<z.ZodNullable<Fields[K]['input']>> };
/** The attributes of a habit in the export file, as stored: null when left out (a file from before one). */
export const habitFieldFileShape = mapFields((f) => f.input.nullable().default(null)) as { [K in HabitFieldName]: z.ZodDefault<z.ZodNullable<Fields[K]['input']>> };
/** The attributes of a habit as every habits call answers it. */
export const habitFieldAnswerShape = mapFields((f) => f.answer) as { [K in HabitFieldName]: Fields[K]['answer'] };
/** Each attribute's column. */
export const HABIT_FIELD_COLUMNS = mapFields((f) => f.column) as Record<HabitFieldName, string>;

/** Every attribute, null when left out: what a new habit stores (a create, an import) and what the export file holds of a row. */
export function habitFieldValues(input: HabitFieldInput): HabitFieldValues {
  return mapFields((_, name) => input[name] ?? null) as HabitFieldValues;
}

/** What an update stores: the attributes sent (null removes one); those left out stay. */
export function habitFieldsChanged(input: HabitFieldInput): Partial<HabitFieldValues> {
  return Object.fromEntries(HABIT_FIELD_NAMES.filter((name) => input[name] !== undefined).map((name) => [name, input[name]])) as Partial<HabitFieldValues>;
}

/** The stored attributes as the API answers them. */
export function habitFieldsAnswer(row: HabitFieldInput): HabitFieldAnswer {
  return mapFields((f, name) => {
    const value = row[name];
    return value === null || value === undefined ? null : f.toAnswer ? f.toAnswer(value) : value;
  }) as HabitFieldAnswer;
}

/** The attributes the coach's context holds of a habit (null for none). */
export type HabitCoachFields = { [K in HabitCoachFieldName]?: HabitFieldAnswer[K] | null };

/** The attributes the coach's context holds of a habit as answered. */
export function habitFieldsForCoach(habit: Partial<HabitFieldAnswer>): Required<HabitCoachFields> {
  return Object.fromEntries(entries().flatMap(([name, f]) => (f.coach ? [[name, habit[name] ?? null]] : []))) as Required<HabitCoachFields>;
}
