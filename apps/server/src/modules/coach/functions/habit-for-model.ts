import { describeRecurrence, type Habit } from '@stride/domain';

/** Next occurrences the model is told of. */
const NEXT_DATES = 3;

/** "every day at 07:00" and the like, for replies. */
export function describeSchedule(habit: Pick<Habit, 'recurrence' | 'customRecurrence' | 'startTime' | 'startDate' | 'schedule'>): string {
  const rule = describeRecurrence(habit.recurrence, habit.customRecurrence, habit.schedule.segments.at(-1)?.from ?? habit.startDate);
  return `${rule.charAt(0).toLowerCase()}${rule.slice(1)} at ${habit.startTime}`;
}

/** A habit as the model needs it to talk about it and act on it next turn. */
export function habitForModel(habit: Habit, today: string) {
  return {
    id: habit.id,
    name: habit.name,
    schedule: describeSchedule(habit),
    goalId: habit.goalId,
    nextDates: habit.occurrences.filter((o) => o.date >= today).slice(0, NEXT_DATES).map((o) => o.date),
    streak: habit.completionStreak,
    doneToday: habit.completedDates.includes(today),
    ...(habit.target ? { target: habit.target, loggedToday: habit.amounts[today] ?? 0 } : {}),
    ...(habit.frequency ? { timesPerPeriod: habit.frequency, thisPeriod: habit.periodProgress } : {}),
    ...(habit.skippedDates.includes(today) ? { skippedToday: true } : {}),
    ...(habit.archivedAt ? { archived: true } : {}),
  };
}

/** The outcome of a function whose result is the one habit it changed. */
export const habitOutcome = (habit: Habit, today: string, summary: string) => ({ result: habit, summary, forModel: habitForModel(habit, today) });
