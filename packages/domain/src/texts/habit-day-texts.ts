import type { HabitTarget } from '../habits/habit-depth.schemas.js';
import { formatAmount } from './habit-depth-texts.js';
import { LIMIT_TEXTS } from './limits-texts.js';

/**
 * What one habit's day says, by kind (issue 51, docs/decisions/051): the one set of words Today,
 * the Habit Tracker, the agenda, the calendar, the details dialog and the coach use.
 */
export const HABIT_DAY_TEXTS = {
  /** The state in a word or two, beside its colour and mark. */
  state: {
    done: 'Done',
    todo: 'To do',
    missed: 'Missed',
    skipped: 'Skipped',
    paused: 'Paused',
    kept: 'Kept',
    keeping: 'So far',
    over: 'Over',
    ahead: '',
  },
  /** A quit habit's kept day and its day so far. */
  quitState: { kept: 'Kept', keeping: 'No slip', over: 'Slipped' },
  /** "3 of at most 2 coffees · over". */
  limitFigure: (logged: number, target: HabitTarget, over: boolean) => `${LIMIT_TEXTS.amountOfLimit(logged, target)}${over ? ' · over' : ''}`,
  /** A limit's day still ahead: what it allows. */
  limitAhead: (target: HabitTarget) => LIMIT_TEXTS.target(target),
  /** "No sugar": a quit habit's day ahead or kept in the past. */
  quitAhead: (target: HabitTarget) => `No ${target.unit}`,
  /** The day's progress, the one count (Today, the Habit Tracker and the coach): "6 of 8 done". */
  count: (done: number, due: number) => `${done} of ${due} done`,
  /** The Habit Tracker's stat: "6 of 8". */
  countShort: (done: number, due: number) => `${formatAmount(done)} of ${formatAmount(due)}`,
} as const;
