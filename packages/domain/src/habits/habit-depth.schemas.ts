import { z } from 'zod';
import { formatDate, isValidDate, toEpochDay } from './civil-date.js';

/**
 * Issue 22: what a habit can be beyond a fixed slot done or not done: an amount to reach, a number
 * of times per week or month, rest days (skips) and holidays (pauses), notes, and an archive.
 * The rules that count them are in `streaks.ts` and docs/decisions/023.
 */
export const HABIT_NOTE_MAX_LENGTH = 500;
export const HABIT_UNIT_MAX_LENGTH = 20;
export const MAX_HABIT_VALUE = 1_000_000;
export const MAX_PAUSE_DAYS = 365;
export const FREQUENCY_PERIODS = ['week', 'month'] as const;
export type FrequencyPeriod = (typeof FREQUENCY_PERIODS)[number];
/** The most days a period can have: N may not ask for more completions than that. */
export const PERIOD_MAX_DAYS: Record<FrequencyPeriod, number> = { week: 7, month: 31 };

export const HABIT_DEPTH_MESSAGES = {
  valueInvalid: `value must be a number from 0 to ${MAX_HABIT_VALUE.toLocaleString('en-GB')}.`,
  totalInvalid: `total must be a number from 0 to ${MAX_HABIT_VALUE.toLocaleString('en-GB')}.`,
  quantityInvalid: `target.quantity must be a number from 0 to ${MAX_HABIT_VALUE.toLocaleString('en-GB')}.`,
  /** Issue 40 (docs/decisions/032): 0 only makes sense as a limit ("no sugar"); an at-least target of 0 is always met. */
  quantityZeroAtLeast: 'target.quantity must be above 0 for an atLeast target; 0 is a quit habit: send direction atMost.',
  directionInvalid: 'target.direction must be atLeast or atMost.',
  limitWithFrequency: 'A limit (target.direction atMost) is kept day by day: send it without frequency.',
  unitInvalid: `target.unit must be 1 to ${HABIT_UNIT_MAX_LENGTH} characters.`,
  timesInvalid: 'frequency.times must be a whole number from 1 to the number of days in the period (7 a week, 31 a month).',
  periodInvalid: 'frequency.period must be week or month.',
  noteTooLong: `note must be at most ${HABIT_NOTE_MAX_LENGTH} characters.`,
  pauseOrder: 'pause.to must not be before pause.from.',
  pauseTooLong: `A pause can last at most ${MAX_PAUSE_DAYS} days.`,
  noTarget: 'This habit has no target: complete it without a value, or give it a target first.',
  valueAndTotal: 'Send either value (added to the day) or total (the day’s new total), not both.',
  futureSkip: 'You can only skip an occurrence that is today or in the past.',
  skipDone: 'This occurrence is already completed: undo the completion to skip it.',
  archived: 'This habit is archived: restore it to change it.',
} as const;

const dateSchema = z.string({ error: 'Dates must be real calendar dates written YYYY-MM-DD.' }).refine(isValidDate, {
  error: 'Dates must be real calendar dates written YYYY-MM-DD.',
});

/** A logged amount: a finite number from 0 to 1,000,000. */
const amount = (message: string) => z.number({ error: message }).refine(Number.isFinite, { error: message }).min(0, { error: message }).max(MAX_HABIT_VALUE, { error: message });
export const habitValueSchema = amount(HABIT_DEPTH_MESSAGES.valueInvalid);
export const habitTotalSchema = amount(HABIT_DEPTH_MESSAGES.totalInvalid);

/**
 * Issue 40: `atLeast` (the default, and what a target without a direction means) is done on a day
 * when the day's entries reach `quantity`; `atMost` is a limit, kept while the day's total stays at
 * or under it, and `atMost` 0 is a quit habit ("no sugar"). docs/decisions/032.
 */
export const TARGET_DIRECTIONS = ['atLeast', 'atMost'] as const;
export type TargetDirection = (typeof TARGET_DIRECTIONS)[number];

/** "8 glasses", "20 pages", "30 minutes": done on a day when the day's entries add up to `quantity`; or a limit ("at most 2 coffees"). */
export const habitTargetSchema = z
  .object({
    quantity: z
      .number({ error: HABIT_DEPTH_MESSAGES.quantityInvalid })
      .refine(Number.isFinite, { error: HABIT_DEPTH_MESSAGES.quantityInvalid })
      .min(0, { error: HABIT_DEPTH_MESSAGES.quantityInvalid })
      .max(MAX_HABIT_VALUE, { error: HABIT_DEPTH_MESSAGES.quantityInvalid }),
    unit: z
      .string({ error: HABIT_DEPTH_MESSAGES.unitInvalid })
      .trim()
      .min(1, { error: HABIT_DEPTH_MESSAGES.unitInvalid })
      .max(HABIT_UNIT_MAX_LENGTH, { error: HABIT_DEPTH_MESSAGES.unitInvalid }),
    direction: z.enum(TARGET_DIRECTIONS, { error: HABIT_DEPTH_MESSAGES.directionInvalid }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.quantity === 0 && value.direction !== 'atMost') ctx.addIssue({ code: 'custom', path: ['quantity'], message: HABIT_DEPTH_MESSAGES.quantityZeroAtLeast });
  });
export type HabitTarget = z.infer<typeof habitTargetSchema>;

/** The target's direction: a target stored before issue 40 has none and means at least. */
export const targetDirection = (target: Pick<HabitTarget, 'direction'> | null | undefined): TargetDirection => target?.direction ?? 'atLeast';
/** A limit: kept while the day's total stays at or under the quantity. */
export const isLimit = (target: Pick<HabitTarget, 'direction'> | null | undefined): boolean => !!target && targetDirection(target) === 'atMost';
/** A quit habit: a limit of 0 ("no sugar"); any amount logged is a slip. */
export const isQuit = (target: Pick<HabitTarget, 'direction' | 'quantity'> | null | undefined): boolean => isLimit(target) && target!.quantity === 0;

/** "3 times a week": any `times` completions in the period meet it; no fixed days. */
export const habitFrequencySchema = z
  .object({
    times: z.number({ error: HABIT_DEPTH_MESSAGES.timesInvalid }).int({ error: HABIT_DEPTH_MESSAGES.timesInvalid }).min(1, { error: HABIT_DEPTH_MESSAGES.timesInvalid }),
    period: z.enum(FREQUENCY_PERIODS, { error: HABIT_DEPTH_MESSAGES.periodInvalid }),
  })
  .superRefine((value, ctx) => {
    if (value.times > PERIOD_MAX_DAYS[value.period]) ctx.addIssue({ code: 'custom', path: ['times'], message: HABIT_DEPTH_MESSAGES.timesInvalid });
  });
export type HabitFrequency = z.infer<typeof habitFrequencySchema>;

/** A holiday: the habit's occurrences from `from` to `to` (inclusive) are paused. */
export const pauseSchema = z
  .object({ from: dateSchema, to: dateSchema })
  .superRefine((value, ctx) => {
    if (!isValidDate(value.from) || !isValidDate(value.to)) return;
    const days = toEpochDay(value.to) - toEpochDay(value.from) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: HABIT_DEPTH_MESSAGES.pauseOrder });
    else if (days > MAX_PAUSE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: HABIT_DEPTH_MESSAGES.pauseTooLong });
  });
export type Pause = z.infer<typeof pauseSchema>;

export const noteSchema = z.string({ error: HABIT_DEPTH_MESSAGES.noteTooLong }).trim().max(HABIT_NOTE_MAX_LENGTH, { error: HABIT_DEPTH_MESSAGES.noteTooLong });

/** `POST /api/habits/{id}/skip`: a rest day that neither breaks the streak nor counts. */
export const skipHabitBodySchema = z.object({ date: dateSchema, note: noteSchema.optional() });
export type SkipHabitBody = z.input<typeof skipHabitBodySchema>;
/** `DELETE /api/habits/{id}/skip`. */
export const unskipHabitBodySchema = z.object({ date: dateSchema });

/** `POST` / `DELETE /api/habits/{id}/pause` and `/api/habits/pause` (every habit). */
export const pauseBodySchema = pauseSchema;
export type PauseBody = z.input<typeof pauseBodySchema>;

/** Merges overlapping and touching ranges, earliest first. */
export function mergePauses(pauses: readonly Pause[]): Pause[] {
  const sorted = [...pauses].sort((a, b) => a.from.localeCompare(b.from));
  const out: Pause[] = [];
  for (const pause of sorted) {
    const last = out[out.length - 1];
    if (last && toEpochDay(pause.from) <= toEpochDay(last.to) + 1) {
      if (pause.to > last.to) last.to = pause.to;
    } else out.push({ ...pause });
  }
  return out;
}

/** The pauses with the days of `range` taken out (a range inside one splits it in two). */
export function subtractPause(pauses: readonly Pause[], range: Pause): Pause[] {
  const from = toEpochDay(range.from);
  const to = toEpochDay(range.to);
  const out: Pause[] = [];
  for (const pause of pauses) {
    const a = toEpochDay(pause.from);
    const b = toEpochDay(pause.to);
    if (b < from || a > to) {
      out.push(pause);
      continue;
    }
    if (a < from) out.push({ from: pause.from, to: formatDate(from - 1) });
    if (b > to) out.push({ from: formatDate(to + 1), to: pause.to });
  }
  return out;
}

/** Whether `date` ('YYYY-MM-DD') falls in one of the pauses. */
export function isPaused(pauses: readonly Pause[], date: string): boolean {
  return pauses.some((p) => p.from <= date && date <= p.to);
}
