import type { Habit } from './habits.schemas.js';
import { isLimit, isPaused, isQuit, type HabitTarget } from './habit-depth.schemas.js';
import { amountOn, isSkippedOn } from './habit-days.js';
import { breaksLimit } from './limits.js';
import { isSlotDone } from './habit-slots.js';
import { HABIT_DAY_TEXTS } from '../texts/habit-day-texts.js';
import { LIMIT_TEXTS } from '../texts/limits-texts.js';
import { HABIT_DEPTH_TEXTS } from '../texts/habit-depth-texts.js';

/** The words a day's view is told in: English's modules, or the same shapes in the screens' language (issue 54). */
export interface DayViewTexts {
  HABIT_DAY_TEXTS: typeof HABIT_DAY_TEXTS;
  LIMIT_TEXTS: typeof LIMIT_TEXTS;
  HABIT_DEPTH_TEXTS: typeof HABIT_DEPTH_TEXTS;
}
const ENGLISH: DayViewTexts = { HABIT_DAY_TEXTS, LIMIT_TEXTS, HABIT_DEPTH_TEXTS };
import { TIMES_AND_CUES_TEXTS } from '../texts/times-and-cues-texts.js';

/**
 * One view of a habit's day, whatever its kind (issue 51, docs/decisions/051). Every surface that
 * shows a day of a habit (Today, the Habit Tracker's day list, the agenda, the calendar, the
 * details dialog, the coach's "left today" and summaries) reads it from here, so a limit never
 * gets a tick box on one screen and a "To do" on another, and the day has one count.
 */

/** What the habit asks: to do something (build), to keep under an amount (limit), or not at all (quit). */
export type HabitKind = 'build' | 'limit' | 'quit';
/** When in the day: once at its time, at several times (a slot each), or any time ("3 times a week"). */
export type HabitTiming = 'once' | 'slots' | 'anyTime';

/**
 * A day's state. A build habit's: done, to do, missed, skipped, paused. A limit's or a quit
 * habit's: kept (a past day at or under), keeping (today so far at or under), over (a slip for a
 * quit habit), ahead (a day still to come); skipped and paused excuse either kind.
 */
export type HabitDayState = 'done' | 'todo' | 'missed' | 'skipped' | 'paused' | 'kept' | 'keeping' | 'over' | 'ahead';

/** The colour a state is shown in: good, a warning (over a limit), a miss, or plain. */
export type HabitDayTone = 'success' | 'warning' | 'error' | 'neutral';

export interface HabitDayView {
  kind: HabitKind;
  timing: HabitTiming;
  /** The time of this slot ('08:00') for one slot of a several-times-a-day habit; null otherwise. */
  slotTime: string | null;
  state: HabitDayState;
  /** A tick box is offered: only a build habit's day. A limit logs an amount; a quit habit a slip. */
  checkable: boolean;
  /** One of the day's to-dos: counted in "N of M" and listed as left. Never a limit or a quit habit. */
  counts: boolean;
  /** Counted and done. */
  done: boolean;
  /** "3 of at most 2 coffees · over", "5 days without sugar", "5 of 8 glasses"; null when there is nothing to say. */
  figure: string | null;
  /** The state in words ("Done", "Over", "Kept"); '' when the figure says it all. */
  stateText: string;
  tone: HabitDayTone;
}

/** What the view reads of a habit (the API's answer, or one slot of it from `slotOccurrences`). */
export type DayViewHabit = Pick<Habit, 'target' | 'frequency' | 'completedDates' | 'skippedDates' | 'pauses' | 'amounts' | 'completionStreak'> &
  Partial<Pick<Habit, 'timesOfDay' | 'doneTimes'>> & { slotTime?: string | undefined };

export const habitKindOf = (habit: { target?: Pick<HabitTarget, 'direction' | 'quantity'> | null | undefined }): HabitKind =>
  isQuit(habit.target) ? 'quit' : isLimit(habit.target) ? 'limit' : 'build';

export const habitTimingOf = (habit: Pick<DayViewHabit, 'frequency' | 'timesOfDay' | 'slotTime'>): HabitTiming =>
  habit.frequency ? 'anyTime' : habit.slotTime || habit.timesOfDay?.length ? 'slots' : 'once';

const TONES: Record<HabitDayState, HabitDayTone> = {
  done: 'success',
  kept: 'success',
  over: 'warning',
  missed: 'error',
  todo: 'neutral',
  keeping: 'neutral',
  ahead: 'neutral',
  skipped: 'neutral',
  paused: 'neutral',
};

/**
 * The view of `habit` on `date`, seen on `today`. A slot of a several-times-a-day habit (a
 * `slotOccurrences` habit, with `slotTime`) is viewed as itself: its `completedDates` already say
 * whether that time is done.
 */
export function habitDayView(habit: DayViewHabit, date: string, today: string, texts: DayViewTexts = ENGLISH): HabitDayView {
  const { HABIT_DAY_TEXTS: T, LIMIT_TEXTS: L, HABIT_DEPTH_TEXTS: D } = texts;
  const kind = habitKindOf(habit);
  const timing = habitTimingOf(habit);
  const slotTime = habit.slotTime ?? null;
  const excused = isSkippedOn(habit, date) ? 'skipped' : isPaused(habit.pauses, date) ? 'paused' : null;
  if (kind === 'build') {
    const done = habit.completedDates.includes(date);
    // An any-time habit ("3 times a week") has no day it must be done on: an earlier day unticked is not missed.
    const state: HabitDayState = done ? 'done' : (excused ?? (date < today && timing !== 'anyTime' ? 'missed' : 'todo'));
    const target = habit.target;
    const figure = target ? D.amountOf(amountOn(habit, date), target) : null;
    return { kind, timing, slotTime, state, checkable: true, counts: done || !excused, done, figure, stateText: T.state[state], tone: TONES[state] };
  }
  const target = habit.target!;
  const logged = amountOn(habit, date);
  const over = date <= today && breaksLimit(target, logged);
  const state: HabitDayState = over ? 'over' : (excused ?? (date < today ? 'kept' : date === today ? 'keeping' : 'ahead'));
  let figure: string;
  if (kind === 'quit') {
    if (logged > 0 && date <= today) figure = L.slipsToday(logged);
    else if (date === today) figure = L.daysWithout(habit.completionStreak, target);
    else figure = T.quitAhead(target);
  } else figure = state === 'ahead' ? T.limitAhead(target) : T.limitFigure(logged, target, over);
  const words = kind === 'quit' && (state === 'kept' || state === 'keeping' || state === 'over') ? T.quitState[state] : T.state[state];
  // A limit's "over" is in its figure already ("3 of at most 2 coffees · over").
  const stateText = kind === 'limit' && state === 'over' ? '' : words;
  return { kind, timing, slotTime, state, checkable: false, counts: false, done: false, figure, stateText, tone: TONES[state] };
}

/**
 * The views of a whole habit's day: one per time for a several-times-a-day habit (a time is done
 * when it is in `doneTimes`, or, for a day with no times kept, when the day is completed), else one.
 */
export function habitDayViews(habit: DayViewHabit, date: string, today: string, texts: DayViewTexts = ENGLISH): HabitDayView[] {
  const times = habit.slotTime ? null : habit.timesOfDay;
  if (!times?.length) return [habitDayView(habit, date, today, texts)];
  const dayDone = habit.completedDates.includes(date);
  const others = habit.completedDates.filter((d) => d !== date);
  return times.map((time) => {
    const done = isSlotDone(habit, date, time) || (habit.doneTimes?.[date] === undefined && dayDone);
    return habitDayView({ ...habit, slotTime: time, completedDates: done ? [...others, date] : others }, date, today, texts);
  });
}

/** The name a slot goes by: "Vitamins · 08:00"; the habit's own name otherwise. */
export const dayViewName = (name: string, view: Pick<HabitDayView, 'slotTime'>): string => (view.slotTime ? TIMES_AND_CUES_TEXTS.slotName(name, view.slotTime) : name);

/**
 * The one rule for "N of M today" (issue 51): of the day's views, the counted ones (every slot of
 * a build habit, skipped and paused ones only when done anyway; never a limit or a quit habit),
 * and how many of them are done. Today, the Habit Tracker and the coach all count with it.
 */
export function dayCount(views: readonly Pick<HabitDayView, 'counts' | 'done'>[]): { done: number; due: number } {
  const counted = views.filter((v) => v.counts);
  return { done: counted.filter((v) => v.done).length, due: counted.length };
}
