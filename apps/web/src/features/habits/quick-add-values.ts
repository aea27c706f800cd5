import { habitKindOf, minutesOf, type HabitPhrase, type HabitTarget } from '@stride/domain';
import type { HabitFormValues } from './habit-form-values';

/**
 * What Quick add assumes for anything the phrase leaves out, so one word ("Meditate") is already a
 * habit: every day from today, at 09:00 for 30 minutes. Nine o'clock rather than the Create dialog's
 * 07:00 because an unnamed time is more often a daytime task than an early-morning routine; both are
 * a guess the person sees in the preview before pressing Enter.
 */
export const QUICK_ADD_DEFAULTS = { startTime: '09:00', durationMinutes: 30 } as const;

const DAY_MINUTES = 24 * 60;

/** 'HH:MM' `minutes` after (or, negative, before) `time`, round the clock. */
function shiftTime(time: string, minutes: number): string {
  const total = (((minutesOf(time) + minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The start and end a phrase comes to: both as written ("6-7pm"); a start with its length ("at 7
 * for 45 min") or the default 30 minutes; only an end ("until 8am") counted back the same way; only
 * a length ("20 minutes") from the default start. An end at or before the start ends the next day,
 * as everywhere in the app.
 */
function timesOf(phrase: HabitPhrase): { startTime: string; endTime: string; defaulted: boolean } {
  const length = phrase.durationMinutes && phrase.durationMinutes > 0 ? Math.min(phrase.durationMinutes, DAY_MINUTES) : QUICK_ADD_DEFAULTS.durationMinutes;
  if (phrase.startTime && phrase.endTime) return { startTime: phrase.startTime, endTime: phrase.endTime, defaulted: false };
  if (phrase.startTime) return { startTime: phrase.startTime, endTime: shiftTime(phrase.startTime, length), defaulted: false };
  if (phrase.endTime) return { startTime: shiftTime(phrase.endTime, -length), endTime: phrase.endTime, defaulted: false };
  const startTime: string = QUICK_ADD_DEFAULTS.startTime;
  return { startTime, endTime: shiftTime(startTime, length), defaulted: true };
}

/** The form's Kind for a phrase's target (decision 051's kinds: build, limit, quit). */
const TARGET_KINDS = { build: 'atLeast', limit: 'atMost', quit: 'quit' } as const;
const targetKindOf = (target: HabitTarget) => TARGET_KINDS[habitKindOf({ target })];

/** Whether the phrase named no time of day (the preview says the default is a guess). */
export const phraseHasNoTime = (phrase: HabitPhrase) => timesOf(phrase).defaulted;

/**
 * The Create dialog's values for a phrase, with QUICK_ADD_DEFAULTS for what it leaves out: Enter
 * sends these through the dialog's own `toCreateBody`, and More options opens the dialog with them,
 * so both ways make the same habit.
 */
export function phraseToFormValues(phrase: HabitPhrase, today: string): HabitFormValues {
  const { startTime, endTime } = timesOf(phrase);
  // "3 times a week" has no fixed days: the habit is kept daily, as the dialog does. A custom rule
  // the reader could not fill in is no rule at all.
  const custom = !phrase.frequency && phrase.recurrence === 'custom' ? phrase.customRecurrence : null;
  const recurrence = phrase.frequency ? 'daily' : phrase.recurrence === 'custom' ? (custom ? 'custom' : 'daily') : (phrase.recurrence ?? 'daily');
  return {
    name: phrase.name.trim(),
    description: '',
    date: phrase.startDate ?? today,
    startTime,
    endTime,
    recurrence,
    customRecurrence: custom,
    goalId: null,
    reminders: [],
    // Issue 51: "at most 2 coffees a day" a limit, "quit smoking" a quit habit (the form's Kind).
    target: phrase.target ? { quantity: String(phrase.target.quantity), unit: phrase.target.unit, kind: targetKindOf(phrase.target) } : null,
    frequency: phrase.frequency ? { times: String(phrase.frequency.times), period: phrase.frequency.period } : null,
    // Issue 40: "until the end of March", "for 3 weeks", "a 30-day challenge".
    ...(phrase.endDate ? { endDate: phrase.endDate } : {}),
  };
}
