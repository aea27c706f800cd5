import { MAX_REMINDERS_PER_HABIT, REMINDER_MESSAGES } from '@stride/domain';
import { ToolError, type CoachHandler } from '../coach-handler.js';
import { habitOutcome } from '../habit-for-model.js';
import { inWords } from '../reminder-words.js';

export const addReminder: CoachHandler<'addReminder'> = async (a, { owner, today, services: { habits } }) => {
  const current = await habits.get(owner, a.habitId);
  if (current.reminders.some((r) => r.minutesBefore === a.minutesBefore && r.channel === a.channel)) throw new ToolError(`"${current.name}" already reminds ${inWords(a.minutesBefore)} by ${a.channel}.`);
  if (current.reminders.length >= MAX_REMINDERS_PER_HABIT) throw new ToolError(REMINDER_MESSAGES.tooMany);
  const reminders = [...current.reminders, { minutesBefore: a.minutesBefore, channel: a.channel }].sort((x, y) => y.minutesBefore - x.minutesBefore);
  const habit = await habits.update(owner, a.habitId, { reminders, scope: 'single' });
  return habitOutcome(habit, today, `"${habit.name}" will remind you ${inWords(a.minutesBefore)} by ${a.channel === 'push' ? 'notification' : 'email'}.`);
};
