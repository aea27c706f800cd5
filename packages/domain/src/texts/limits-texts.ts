import { toEpochDay, weekdayOf } from '../habits/civil-date.js';
import type { HabitTarget } from '../habits/habit-depth.schemas.js';
import { dayInWords } from '../habits/recurrence-summary.js';
import { recentFreezeDate } from '../habits/limits.js';
import { formatAmount } from './habit-depth-texts.js';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const plural = (n: number, one: string, many: string) => `${formatAmount(n)} ${n === 1 ? one : many}`;

/**
 * When a freeze was spent, as people say it: "yesterday", "on Tuesday" within the last week,
 * else "on Tue 3 Nov".
 */
export function freezeDayInWords(date: string, today: string): string {
  const ago = toEpochDay(today) - toEpochDay(date);
  if (ago === 1) return 'yesterday';
  if (ago >= 2 && ago <= 6) return `on ${WEEKDAYS[weekdayOf(toEpochDay(date))]!}`;
  return `on ${dayInWords(date, today)}`;
}

/** Texts of limits, quitting and streak freezes (issue 40, docs/decisions/032). */
export const LIMIT_TEXTS = {
  // The habit form.
  kindLabel: 'Kind',
  kinds: { atLeast: 'At least', atMost: 'At most', quit: 'Quit' },
  kindHelp: {
    atLeast: 'Done when your entries reach the amount ("8 glasses").',
    atMost: 'Kept while the day stays at or under the amount ("at most 2 coffees").',
    quit: 'Every day without a slip is kept; your streak is the days since the last one.',
  },
  quitLabel: 'Quit: no …',
  quitPlaceholder: 'sugar, smoking, snacks',
  quitRequired: 'Say what you are quitting, in at most 20 characters, like "sugar".',
  limitQuantityRequired: 'Enter a limit from 0 to 1,000,000.',
  limitNeedsSetDays: 'A limit is kept on set days: choose Daily, Weekly, Monthly or Custom under Recurrence.',

  // Today and the Habit Tracker.
  /** "1 of at most 2 coffees". */
  amountOfLimit: (logged: number, target: HabitTarget) => `${formatAmount(logged)} of at most ${formatAmount(target.quantity)} ${target.unit}`,
  /** "12 days without sugar". */
  daysWithout: (days: number, target: HabitTarget) => `${plural(days, 'day', 'days')} without ${target.unit}`,
  /** A quit habit's day with a slip logged. */
  slipsToday: (slips: number) => (slips === 1 ? 'Slipped once' : `Slipped ${formatAmount(slips)} times`),
  overLimit: 'Over the limit',
  /** The row's button that logs one to a limit habit. */
  logSlip: 'Log a slip',
  /** Said after "Log a slip" to screen readers: which habit. */
  logSlipFor: (name: string) => `for ${name}`,
  logOne: (target: HabitTarget) => `Log 1 ${target.unit}`,
  /** Said after the habit's name on its main button. */
  logsOne: (target: HabitTarget) => `logs 1 to today's ${target.unit}`,
  logsSlip: 'logs a slip',
  slipLogged: (name: string) => `Slip logged for ${name}.`,
  oneLogged: (name: string, logged: number, target: HabitTarget) => `${name}: ${LIMIT_TEXTS.amountOfLimit(logged, target)}.`,
  target: (target: HabitTarget) => (target.quantity === 0 ? `No ${target.unit}` : `At most ${formatAmount(target.quantity)} ${target.unit} a day`),

  // Streak freezes: Today, the details dialog and the coach.
  freezesBanked: (n: number) => (n === 0 ? 'No streak freezes banked' : `${n} streak ${n === 1 ? 'freeze' : 'freezes'} banked`),
  freezesHelp: 'Every 7 times in a row earn a streak freeze (2 at most). A missed day spends one, and your streak goes on.',
  /** "A streak freeze kept your 12-day run going on Tuesday". */
  freezeSpent: (run: number, date: string, today: string, daily = true) =>
    `A streak freeze kept your ${daily ? `${run}-day run` : `run of ${run}`} going ${freezeDayInWords(date, today)}`,
  freezeSpentShort: (date: string, today: string) => `Streak freeze used ${freezeDayInWords(date, today)}`,
} as const;

/**
 * "A streak freeze kept your 12-day run going on Tuesday": the latest freeze spent in the last
 * `withinDays` days, in words (Today, the details dialog and the coach); null when there is none.
 */
export function freezeNoteOf(
  habit: { freezes?: { usedDates: readonly string[] } | undefined; completionStreak: number; recurrence?: string; frequency?: unknown },
  today: string,
  withinDays = 7,
): string | null {
  const date = recentFreezeDate(habit.freezes, today, withinDays);
  return date ? LIMIT_TEXTS.freezeSpent(habit.completionStreak, date, today, !habit.frequency && habit.recurrence === 'daily') : null;
}
