import { COACH_CATALOGS, coachWords, formatMessage } from '@stride/domain';
import type { CoachSnapshot } from './coach-snapshot.js';

type Button = keyof typeof COACH_CATALOGS.en.buttons;

/** The buttons without a value: what they show in the language is what a person may type. */
const PLAIN: readonly Button[] = ['leftToday', 'thisWeek', 'slipping', 'leaveIt', 'forWeek', 'untilSunday', 'forTwoWeeks', 'addReading', 'sleepBetter'];
/** The buttons of one habit (`{h}`), typed with its name. */
const OF_HABIT: readonly Button[] = ['markDone', 'skipToday', 'skipTomorrow', 'whenIs', 'howIsItGoing', 'moveToWeekdays', 'pauseWeek', 'endAfterToday', 'didIt', 'archive', 'remove', 'restore'];
/** The buttons of one goal (`{g}`). */
const OF_GOAL: readonly Button[] = ['goalHabits', 'addHabitForGoal'];

/** Words as a person types them on a phone: any case, accents or none, no punctuation or quotes. */
export const typedForm = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Issue 54: the built-in coach reads English, and shows its buttons in the person's language. What
 * a button says, typed ("que me queda hoy", "marcar meditar como hecho"), is the button's English
 * request, so a person who types what they were shown is read, as the tap would be. Undefined for
 * English (read as typed) and for any other words.
 */
export function typedButton(message: string, s: CoachSnapshot): string | undefined {
  const words = coachWords(s.locale);
  if (words.english) return undefined;
  const typed = typedForm(message);
  if (!typed) return undefined;
  const shown = COACH_CATALOGS[words.language].buttons;
  const english = COACH_CATALOGS.en.buttons;
  const same = (key: Button, values: Record<string, string> = {}) => typedForm(formatMessage(shown[key], values)) === typed;
  for (const key of PLAIN) if (same(key)) return formatMessage(english[key]);
  for (const habit of s.habits) {
    for (const key of OF_HABIT) if (same(key, { h: habit.name })) return formatMessage(english[key], { h: habit.name });
  }
  for (const goal of s.goals) {
    for (const key of OF_GOAL) if (same(key, { g: goal.name })) return formatMessage(english[key], { g: goal.name });
  }
  return undefined;
}
