import { WEEKDAY_NAMES, describeRecurrence, freezeNoteOf, recentFreezeDate, toEpochDay, weekdayNames, weekdayOf, type CoachWords, type Habit } from '@stride/domain';

/** Next occurrences the model is told of. */
const NEXT_DATES = 3;

/** "every day at 07:00" and the like, for replies. */
export function describeSchedule(habit: Pick<Habit, 'recurrence' | 'customRecurrence' | 'startTime' | 'startDate' | 'schedule'>): string {
  const rule = describeRecurrence(habit.recurrence, habit.customRecurrence, habit.schedule.segments.at(-1)?.from ?? habit.startDate);
  return `${rule.charAt(0).toLowerCase()}${rule.slice(1)} at ${habit.startTime}`;
}

/**
 * Issue 54: the schedule in the person's language ("todos los días a las 7:00"): English is
 * `describeSchedule` as before; elsewhere every day and weekly days are said, any other rule as
 * "on your own schedule" (the habit's screen says it in full).
 */
export function scheduleInWords(
  habit: Pick<Habit, 'recurrence' | 'customRecurrence' | 'startTime' | 'startDate' | 'schedule'> & Partial<Pick<Habit, 'frequency' | 'timesOfDay'>>,
  words: CoachWords,
  /** The end of its time (another language than English): "todos los días de 08:00 a 08:30", not "a las 08:00–08:30". */
  until?: string,
): string {
  // "3 times a week" is kept daily with no fixed days (and no time slot): said as what it is, not "every day at 09:00".
  if (habit.frequency) return words.say(habit.frequency.period === 'week' ? 'freqWeekAnyDays' : 'freqMonthAnyDays', { n: habit.frequency.times });
  // Several times a day: every time said ("every day at 08:00 and 19:00"), not the first alone.
  const times = habit.timesOfDay && habit.timesOfDay.length > 1 ? words.list(habit.timesOfDay.map((t) => words.time(t))) : undefined;
  if (words.english) return describeSchedule(times ? { ...habit, startTime: times } : habit);
  const from = habit.schedule.segments.at(-1)?.from ?? habit.startDate;
  const names = (width: 'long' | 'short') => new Map(weekdayNames(words.locale, width).map((d) => [d.day, d.name]));
  const custom = habit.customRecurrence;
  let rule: string;
  if (habit.recurrence === 'daily' || (habit.recurrence === 'custom' && custom?.frequency === 'daily' && (custom.interval ?? 1) <= 1)) rule = words.say('everyDay');
  else if (habit.recurrence === 'weekly') rule = words.say('everyWeekOn', { days: names('long').get(weekdayOf(toEpochDay(from))) ?? '' });
  else if (habit.recurrence === 'custom' && custom?.frequency === 'weekly' && (custom.interval ?? 1) <= 1 && custom.days?.length) {
    const short = names('short');
    const order = weekdayNames(words.locale, 'short').map((d) => d.day);
    const days = order.filter((d) => custom.days!.includes(WEEKDAY_NAMES[d]!)).map((d) => short.get(d)!);
    rule = words.say('everyWeekOn', { days: words.series(days) });
  } else rule = words.say('customSchedule');
  if (until !== undefined && !times) return words.say('scheduleFromTo', { rule, from: words.time(habit.startTime), to: words.time(until) });
  return words.say('scheduleAt', { rule, time: times ?? words.time(habit.startTime) });
}

/** Issue 54: `freezeNoteOf` in the person's language ("Un comodín de racha mantuvo viva tu racha de 12 días el martes"); English as before. */
export function freezeNoteIn(habit: Parameters<typeof freezeNoteOf>[0], today: string, words: CoachWords, withinDays = 7): string | null {
  if (words.english) return freezeNoteOf(habit, today, withinDays);
  const date = recentFreezeDate(habit.freezes, today, withinDays);
  if (!date) return null;
  const daily = !habit.frequency && habit.recurrence === 'daily';
  return words.say(daily ? 'freezeKeptDays' : 'freezeKeptRun', { n: habit.completionStreak, w: words.on(date, today) });
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
