import {
  HABIT_DEPTH_TEXTS as ENGLISH_DEPTH_TEXTS,
  HABIT_MESSAGES,
  HABIT_NAME_MAX_LENGTH,
  HABITS_TEXTS as ENGLISH_HABITS_TEXTS,
  HABIT_FORM_TEXTS,
  LIMIT_TEXTS,
  QUICK_ADD_TEXTS,
  compileSchedule,
  createSchedule,
  expandScheduleDays,
  isLimit,
  toEpochDay,
  withEndDate,
  END_DATE_TEXTS,
  type HabitPhrase,
} from '@stride/domain';
import { validateHabitForm, type HabitFormValues } from './habit-form-values';
import { depthBody } from './habit-depth-fields';
import { phraseHasNoTime, phraseToFormValues } from './quick-add-values';
import { formatShortDate, formatTimeRange } from '../../lib/format-time';
import { appTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `appTexts` answers them in the account's language (issue 54). */
const ENGLISH = { QUICK_ADD_TEXTS, HABITS_TEXTS: ENGLISH_HABITS_TEXTS, HABIT_DEPTH_TEXTS: ENGLISH_DEPTH_TEXTS, HABIT_FORM_TEXTS, LIMIT_TEXTS, END_DATE_TEXTS };

/** What the preview under the Quick add box says, line by line. */
export interface QuickAddPreview {
  /** The habit's name; '' when the phrase names none. */
  name: string;
  /** '18:00–19:00', the default with a word that it is one, or 'Any time' for "3 times a week". */
  times: string;
  /** The rule in the words the dialogs print ('Every week on Mon and Thu'). */
  rule: string;
  /** 'Starts Fri 5 Jun' when the phrase names a start other than today; else null. */
  startsOn: string | null;
  /** Issue 40: 'Ends 31 Mar' when the phrase names an end; left out otherwise. */
  endsOn?: string;
  /** '20 pages a day'; null without an amount. */
  amount: string | null;
  /** 'Next: Today, Thu 11 Jun, Mon 15 Jun'; null for a habit with no fixed days. */
  next: string | null;
  /** "I didn't understand: …"; null when every word was read. */
  notUnderstood: string | null;
}

export const NEXT_DATES_SHOWN = 3;

/**
 * Up to `count` dates ('YYYY-MM-DD') the habit would have on or after `from`. Looked for in
 * widening windows: a daily habit needs days, a yearly one a year, 29 February four.
 */
export function nextDates(values: HabitFormValues, from: string, count = NEXT_DATES_SHOWN): string[] {
  const schedule = createSchedule(values.date, { startTime: values.startTime, endTime: values.endTime, recurrence: values.recurrence, customRecurrence: values.customRecurrence });
  const compiled = compileSchedule(values.endDate && values.endDate >= values.date ? withEndDate(schedule, values.endDate) : schedule);
  const first = Math.max(toEpochDay(from), toEpochDay(values.date));
  for (const span of [31, 366, 4 * 366 + 1]) {
    const days = expandScheduleDays(compiled, first, first + span);
    if (days.length >= count || span > 366) return days.slice(0, count).map((d) => d.date);
  }
  return [];
}

const dayLabel = (date: string, today: string) => (date === today ? appTexts(ENGLISH).HABITS_TEXTS.today : formatShortDate(date));

export function quickAddPreview(phrase: HabitPhrase, today: string): QuickAddPreview {
  const { QUICK_ADD_TEXTS: T, HABIT_DEPTH_TEXTS, HABIT_FORM_TEXTS: F, LIMIT_TEXTS: L, END_DATE_TEXTS: E } = appTexts(ENGLISH);
  const values = phraseToFormValues(phrase, today);
  const { target, frequency } = depthBody(values);
  const range = formatTimeRange(values.startTime, values.endTime);
  const times = frequency ? HABIT_DEPTH_TEXTS.anyTime : phraseHasNoTime(phrase) ? T.defaultTimes(range) : range;
  // The phrase's own rule when it names one (describePhraseSchedule's), in the screens' language.
  const rule = phrase.frequency
    ? HABIT_DEPTH_TEXTS.frequency(phrase.frequency)
    : phrase.recurrence
      ? F.recurrenceSummary(phrase.recurrence, phrase.customRecurrence, values.date)
      : frequency
        ? HABIT_DEPTH_TEXTS.flexibleSummary(frequency)
        : F.recurrenceSummary(values.recurrence, values.customRecurrence, values.date);
  const dates = frequency ? null : nextDates(values, today);
  return {
    name: values.name,
    times,
    rule,
    startsOn: values.date !== today ? T.startsOn(dayLabel(values.date, today)) : null,
    ...(values.endDate ? { endsOn: E.ends(values.endDate, today) } : {}),
    // Issue 51: a limit and a quit habit say what they are ("At most 2 coffees a day", "No smoking").
    amount: target ? (isLimit(target) ? L.target(target) : HABIT_DEPTH_TEXTS.target(target)) : null,
    next: dates === null ? null : dates.length ? T.nextDates(dates.map((d) => dayLabel(d, today))) : T.noNextDates,
    notUnderstood: phrase.notUnderstood.length ? T.notUnderstood(phrase.notUnderstood) : null,
  };
}

/** Why Enter would not add the phrase's habit, in words; null when it would. */
export function quickAddProblem(text: string, phrase: HabitPhrase, values: HabitFormValues): string | null {
  const { QUICK_ADD_TEXTS: T } = appTexts(ENGLISH);
  if (!text.trim()) return T.emptyText;
  if (phrase.notUnderstood.length) return T.fixNotUnderstood(phrase.notUnderstood);
  if (!values.name) return T.needsName;
  if (values.name.length > HABIT_NAME_MAX_LENGTH) return T.fixValue(HABIT_MESSAGES.nameTooLong);
  // What the dialog would refuse (an amount above the maximum, a unit too long, 8 times a week).
  const refused = Object.values(validateHabitForm(values)).find(Boolean);
  return refused ? T.fixValue(refused) : null;
}
