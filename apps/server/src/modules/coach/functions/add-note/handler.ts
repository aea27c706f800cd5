import { ToolError, onDay, type CoachHandler } from '../coach-handler.js';
import { habitOutcome } from '../habit-for-model.js';
import { serveCoachFunction } from '../coach-function-entry.js';

/** A note goes on a done or skipped day (as on the page), or any day of a habit counting an amount: an open day is not marked done for it. */
const handler: CoachHandler<'addNote'> = async (a, { owner, today, services: { habits }, words }) => {
  const date = a.date ?? today;
  const current = await habits.get(owner, a.habitId);
  const on = words.english ? onDay(date, today) : words.on(date, today);
  let habit;
  if (current.skippedDates.includes(date)) habit = await habits.skip(owner, a.habitId, date, a.note);
  else if (current.completedDates.includes(date)) habit = await habits.complete(owner, a.habitId, { date, note: a.note });
  // Issue 50, fourth pass: a habit that counts an amount keeps its note on any day up to today, the
  // day's amount left as it is (none logged stays 0): done exactly when that amount reaches the target.
  else if (current.target && date <= today) habit = await habits.complete(owner, a.habitId, { date, total: current.amounts[date] ?? 0, note: a.note });
  else throw new ToolError(words.say('notesGoOn', { x: current.name, w: on }));
  return habitOutcome(habit, today, words.say('noted', { name: habit.name, on, note: a.note }));
};

export const addNote = serveCoachFunction('addNote', {
  handler,
  // Eighteenth session: proposed with others, said in words (the proposal read "UnskipHabit \"Piano\" and skip …").
  clause: (_a, { habit, say, quoted }) => say('clauseAddNote', { name: quoted(habit?.name) }),
  cues: { strong: /\b(note|journal|felt|write down)\b/, weak: /\b(feel|feeling|comment)\b/ },
  changes: 'day',
});
