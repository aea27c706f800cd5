import { ToolError, type CoachHandler } from '../coach-handler.js';
import { habitOutcome } from '../habit-for-model.js';
import { plural, quoted, serveCoachFunction } from '../coach-function-entry.js';

const handler: CoachHandler<'removeReminder'> = async (a, { owner, today, services: { habits }, words }) => {
  const current = await habits.get(owner, a.habitId);
  const kept = current.reminders.filter((r) => (a.minutesBefore !== undefined && r.minutesBefore !== a.minutesBefore) || (a.channel !== undefined && r.channel !== a.channel));
  if (kept.length === current.reminders.length) throw new ToolError(words.say(current.reminders.length ? 'noSuchReminderError' : 'noRemindersError', { x: current.name }));
  const habit = await habits.update(owner, a.habitId, { reminders: kept, scope: 'single' });
  const summary = kept.length ? words.say('remindersRemoved', { count: current.reminders.length - kept.length, name: habit.name }) : words.say('allRemindersRemoved', { name: habit.name });
  return habitOutcome(habit, today, summary);
};

export const removeReminder = serveCoachFunction('removeReminder', {
  handler,
  cues: { strong: /\b(stop|no|don'?t|remove|turn off|mute)\b.*\b(remind\w*|notif\w*|alerts?|nudges?|pings?)\b/, weak: /\b(remind\w*|notif\w*)\b/ },
  clause: (a, { habit }) => `turn off ${a.channel === 'email' ? 'the email reminders' : a.channel === 'push' ? 'the notifications' : 'the reminders'} of ${quoted(habit?.name)}`,
  clauseOfSeveral: (names) => `turn off reminders on ${plural(names.length, 'habit')} (${names.join(', ')})`,
});
