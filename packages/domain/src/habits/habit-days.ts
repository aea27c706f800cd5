import type { Habit } from './habits.schemas.js';
import { isLimit, isPaused, isQuit } from './habit-depth.schemas.js';
import { HABIT_DEPTH_TEXTS } from '../texts/habit-depth-texts.js';
import { LIMIT_TEXTS } from '../texts/limits-texts.js';

/**
 * How a habit's day stands beyond done or not (issue 22), read from the habit as the API answers
 * it: the same tests for Today, the calendar, the nudge and the weekly review.
 */
type DayFields = Pick<Habit, 'pauses' | 'skippedDates'>;

/** The habit is in use: not archived (an archived one is hidden from Today, the calendar and the counts). */
export const isInUse = (habit: Pick<Habit, 'archivedAt'>): boolean => !habit.archivedAt;

export const isSkippedOn = (habit: Pick<Habit, 'skippedDates'>, date: string): boolean => habit.skippedDates.includes(date);

/** Skipped or paused: the occurrence neither counts nor breaks a streak, unless it is completed anyway. */
export const isExcusedOn = (habit: DayFields, date: string): boolean => isSkippedOn(habit, date) || isPaused(habit.pauses, date);

/** The amount logged on `date` (0 when nothing was), for a habit with a target. */
export const amountOn = (habit: Pick<Habit, 'amounts'>, date: string): number => habit.amounts[date] ?? 0;

/**
 * What a day of a habit says beside its name (issue 22): skipped or paused, the amount logged
 * ("5 of 8 glasses"), the period's progress ("2 of 3 this week").
 */
export function habitDayDetails(
  habit: Pick<Habit, 'pauses' | 'skippedDates' | 'target' | 'amounts' | 'frequency' | 'periodProgress'> & Partial<Pick<Habit, 'completionStreak' | 'cue'>>,
  date: string,
  done: boolean,
  /** The words in the screen's language (issue 54); English by default. */
  texts: typeof HABIT_DEPTH_TEXTS = HABIT_DEPTH_TEXTS,
): string[] {
  const out: string[] = [];
  // Issue 40: a cue in words shows beside its habit ("After I pour my coffee").
  if (habit.cue?.text) out.push(habit.cue.text);
  if (!done && isSkippedOn(habit, date)) out.push(texts.skipped);
  else if (!done && isPaused(habit.pauses, date)) out.push(texts.paused);
  // Issue 40: a quit habit says its days without ("12 days without sugar") and any slip of the day;
  // a limit says how far the day is from it ("1 of at most 2 coffees").
  if (habit.target && isQuit(habit.target)) {
    const slips = amountOn(habit, date);
    out.push(slips > 0 ? LIMIT_TEXTS.slipsToday(slips) : LIMIT_TEXTS.daysWithout(habit.completionStreak ?? 0, habit.target));
  } else if (habit.target && isLimit(habit.target)) out.push(LIMIT_TEXTS.amountOfLimit(amountOn(habit, date), habit.target));
  else if (habit.target) out.push(texts.amountOf(amountOn(habit, date), habit.target));
  if (habit.frequency && habit.periodProgress) out.push(texts.periodProgress(habit.periodProgress.done, habit.periodProgress.needed, habit.frequency.period));
  return out;
}
