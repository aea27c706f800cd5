import { MAX_REMINDERS_PER_HABIT, REMINDER_MESSAGES } from '@stride/domain';
import { ToolError, type CoachHandler } from './coach-handler.js';
import { habitOutcome } from './habit-for-model.js';

/** "15 min before", "1 h before", "at the start". */
export const inWords = (minutes: number) => (minutes === 0 ? 'at the start' : minutes % 60 === 0 ? `${minutes / 60} h before` : `${minutes} min before`);

export const addReminder: CoachHandler<'addReminder'> = async (a, { owner, today, services: { habits } }) => {
  const current = await habits.get(owner, a.habitId);
  if (current.reminders.some((r) => r.minutesBefore === a.minutesBefore && r.channel === a.channel)) throw new ToolError(`"${current.name}" already reminds ${inWords(a.minutesBefore)} by ${a.channel}.`);
  if (current.reminders.length >= MAX_REMINDERS_PER_HABIT) throw new ToolError(REMINDER_MESSAGES.tooMany);
  const reminders = [...current.reminders, { minutesBefore: a.minutesBefore, channel: a.channel }].sort((x, y) => y.minutesBefore - x.minutesBefore);
  const habit = await habits.update(owner, a.habitId, { reminders, scope: 'single' });
  return habitOutcome(habit, today, `"${habit.name}" will remind you ${inWords(a.minutesBefore)} by ${a.channel === 'push' ? 'notification' : 'email'}.`);
};

export const removeReminder: CoachHandler<'removeReminder'> = async (a, { owner, today, services: { habits } }) => {
  const current = await habits.get(owner, a.habitId);
  const kept = current.reminders.filter((r) => (a.minutesBefore !== undefined && r.minutesBefore !== a.minutesBefore) || (a.channel !== undefined && r.channel !== a.channel));
  if (kept.length === current.reminders.length) throw new ToolError(current.reminders.length ? `"${current.name}" has no such reminder.` : `"${current.name}" has no reminders.`);
  const habit = await habits.update(owner, a.habitId, { reminders: kept, scope: 'single' });
  const what = kept.length ? `${current.reminders.length - kept.length} of its reminders` : 'all its reminders';
  return habitOutcome(habit, today, `Removed ${what} from "${habit.name}"; the habit stays.`);
};
