import { minutesOf, toEpochDay, zonedIso } from '@stride/domain';
import { ToolError, type CoachHandler } from '../coach-handler.js';
import { describeSchedule, habitOutcome, scheduleInWords } from '../habit-for-model.js';
import { DEFAULT_DURATION_MINUTES, DEFAULT_START_TIME, endTime, recurrenceOf, withSchedulePhrase } from '../habit-schedule-args.js';
import { serveCoachFunction, madeId } from '../coach-function-entry.js';
import { correctHabitLengthOrTime } from '../update-habit/handler.js';

/** Names that read the same: case, spacing and a final plural aside ("Meditate", "meditate ", "Meditates"). */
const sameName = (a: string, b: string) => {
  const plain = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ').replace(/s$/, '');
  return plain(a) === plain(b);
};

const handler: CoachHandler<'createHabit'> = async (call, { owner, today, services: { habits }, words }) => {
  // Issue 49: the schedule as words, read before anything is looked up or made.
  const a = withSchedulePhrase(call, today, { canStart: true });
  // Asking for a habit that exists is most often asking to change it: offered, not duplicated.
  const existing = a.allowDuplicate ? undefined : (await habits.list(owner, habits.windowFor(owner, {}))).find((h) => !h.archivedAt && sameName(h.name, a.name));
  if (existing) {
    throw new ToolError(
      `You already have "${existing.name}" (${describeSchedule(existing)}). Shall I change that one instead (updateHabit with habitId ${existing.id}), or add a second one (createHabit with allowDuplicate true)? Ask which.`,
    );
  }
  if (a.endDate && a.endDate < (a.startDate ?? today)) throw new ToolError(words.say('endBeforeStart'));
  const date = a.startDate ?? today;
  const start = a.startTime ?? DEFAULT_START_TIME;
  const end = endTime(start, a.durationMinutes ?? DEFAULT_DURATION_MINUTES);
  const day = toEpochDay(date);
  // "3 times a week" has no fixed days: it is kept daily.
  const rule = (a.timesPerPeriod ? undefined : recurrenceOf(a)) ?? { recurrence: 'daily' as const, customRecurrence: null };
  const habit = await habits.create(owner, {
    name: a.name,
    description: a.description ?? '',
    startTime: zonedIso(day, minutesOf(start), owner.timezone),
    endTime: zonedIso(day, minutesOf(end), owner.timezone),
    ...rule,
    goalId: a.goalId ?? null,
    areaId: a.areaId ?? null,
    reminders: a.reminders ?? [],
    target: a.target ?? null,
    frequency: a.timesPerPeriod ?? null,
    // Issue 40: several times a day, and what it follows.
    timesOfDay: a.timesOfDay ?? null,
    cue: a.cue ?? null,
    endDate: a.endDate ?? null,
  });
  // Until a day (issue 40): the habit's end date, its schedule's end.
  if (a.endDate) return habitOutcome(habit, today, words.say('createdUntil', { name: habit.name, schedule: scheduleInWords(habit, words), day: words.day(a.endDate, today) }));
  return habitOutcome(habit, today, words.say('created', { name: habit.name, schedule: scheduleInWords(habit, words) }));
};

export const createHabit = serveCoachFunction('createHabit', {
  handler,
  cues: { strong: /\b(add|create|new|start|begin|set ?up|track|i want to|i'?d like to|twice|(\w+|\d+) times a (day|week|month))\b/, weak: /\b(habit|every|daily|each|a day|a week)\b/ },
  clause: (a, { say }) => say('clauseAddHabit', { name: String(a.name) }),
  changes: 'new',
  undo: (call) => {
    const id = madeId(call);
    return id ? { name: 'deleteHabit', args: { habitId: id } } : undefined;
  },
  habitOf: madeId,
  correct: correctHabitLengthOrTime,
});
