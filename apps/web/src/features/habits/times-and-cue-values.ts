import { CUE_TEXT_MAX_LENGTH, LOCAL_TIME_PATTERN, MAX_TIMES_OF_DAY, TIMES_FORM_TEXTS, type Habit } from '@stride/domain';
import { appTexts } from '../../lib/i18n/app-texts';

/**
 * Issue 40 in the habit form (decision 034): several times a day, typed as "08:00, 20:00", and a
 * cue in the person's words ("After I pour my coffee"). A cue's anchor habit is kept as it was
 * (set by the coach or the API).
 */
export interface TimesAndCueValues {
  /** "08:00, 20:00"; empty for once a day. */
  timesText?: string;
  /** The cue's words; empty for none. */
  cueText?: string;
  /** The cue's anchor: the habit this one follows (none for null). */
  cueAfterHabitId?: string | null;
  /** The habit being edited (it cannot follow itself); none when creating. */
  habitId?: string;
}

export type TimesAndCueErrors = Partial<Record<'timesOfDay' | 'cue', string>>;

/** The fields' words in English (domain); `appTexts` answers them in the account's language (issue 54). */
const ENGLISH = { TIMES_FORM_TEXTS };

/** The times typed, sorted; null for none; undefined when they are not valid. */
export function timesOf(text: string | undefined): string[] | null | undefined {
  const parts = (text ?? '')
    .split(/[,\s]+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (/^\d:\d\d$/.test(p) ? `0${p}` : p));
  if (!parts.length) return null;
  if (parts.length > MAX_TIMES_OF_DAY || new Set(parts).size !== parts.length || !parts.every((p) => LOCAL_TIME_PATTERN.test(p))) return undefined;
  return parts.sort();
}

export function validateTimesAndCue(values: TimesAndCueValues): TimesAndCueErrors {
  const { TIMES_FORM_TEXTS: T } = appTexts(ENGLISH);
  const errors: TimesAndCueErrors = {};
  if (timesOf(values.timesText) === undefined) errors.timesOfDay = T.timesInvalid;
  if ((values.cueText ?? '').trim().length > CUE_TEXT_MAX_LENGTH) errors.cue = T.cueTooLong;
  return errors;
}

/** The body's timesOfDay and cue. */
export function timesAndCueBody(values: TimesAndCueValues): { timesOfDay: string[] | null; cue: { afterHabitId?: string; text?: string } | null } {
  const text = (values.cueText ?? '').trim();
  const anchor = values.cueAfterHabitId ?? undefined;
  const cue = text || anchor ? { ...(anchor ? { afterHabitId: anchor } : {}), ...(text ? { text } : {}) } : null;
  return { timesOfDay: timesOf(values.timesText) ?? null, cue };
}

/** The form's values of a habit. */
export const timesAndCueValuesOf = (habit: Pick<Habit, 'id' | 'timesOfDay' | 'cue'>): TimesAndCueValues => ({
  habitId: habit.id,
  timesText: habit.timesOfDay?.join(', ') ?? '',
  cueText: habit.cue?.text ?? '',
  cueAfterHabitId: habit.cue?.afterHabitId ?? null,
});
