import { MAX_REMINDERS_PER_HABIT, REMINDER_MESSAGES } from '@stride/domain';
import { ToolError, type CoachHandler } from '../coach-handler.js';
import { habitOutcome } from '../habit-for-model.js';
import { inWords } from '../reminder-words.js';
import { serveCoachFunction, habitIdOf } from '../coach-function-entry.js';

const handler: CoachHandler<'addReminder'> = async (a, { owner, today, services: { habits }, words }) => {
  const current = await habits.get(owner, a.habitId);
  if (current.reminders.some((r) => r.minutesBefore === a.minutesBefore && r.channel === a.channel)) throw new ToolError(words.say('alreadyRemindsError', { x: current.name, w: inWords(a.minutesBefore, words), c: words.english ? a.channel : words.say(a.channel === 'push' ? 'byNotification' : 'byEmail') }));
  if (current.reminders.length >= MAX_REMINDERS_PER_HABIT) throw new ToolError(REMINDER_MESSAGES.tooMany);
  const reminders = [...current.reminders, { minutesBefore: a.minutesBefore, channel: a.channel }].sort((x, y) => y.minutesBefore - x.minutesBefore);
  const habit = await habits.update(owner, a.habitId, { reminders, scope: 'single' });
  return habitOutcome(habit, today, words.say('reminderAdded', { name: habit.name, when: inWords(a.minutesBefore, words), channel: words.say(a.channel === 'push' ? 'byNotification' : 'byEmail') }));
};

export const addReminder = serveCoachFunction('addReminder', {
  handler,
  // Eighteenth session: proposed with others, said in words (the proposal read "UnskipHabit \"Piano\" and skip …").
  clause: (_a, { habit, say, quoted }) => say('clauseAddReminder', { name: quoted(habit?.name) }),
  cues: { strong: /\b(remind\w*|notif\w*|alert|ping|nudge|email me)\b/ },
  undo: (call) => {
    const habitId = habitIdOf(call);
    return habitId ? { name: 'removeReminder', args: { habitId, minutesBefore: call.args.minutesBefore as number, channel: call.args.channel as 'push' | 'email' } } : undefined;
  },
  correct: (last, habitId, heard) => {
    const minutes = heard.reminderMinutes();
    if (minutes === undefined) return undefined;
    return [
      { name: 'removeReminder', args: { habitId, minutesBefore: last.args.minutesBefore as number } },
      { name: 'addReminder', args: { habitId, minutesBefore: minutes, channel: (last.args.channel as 'push' | 'email') ?? 'push' } },
    ];
  },
});
