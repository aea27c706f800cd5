import { formatDate, toEpochDay, weekdayOf } from '@stride/domain';
import type { CoachSnapshot, SnapshotHabit } from '../coach-snapshot.js';

/**
 * Issue 37: the person the built-in coach's tables talk to. Today is Wednesday 25 November 2026
 * (Friday is "Fri 27 Nov"). Several habits, two of them both called "Meditate" (the morning one
 * every day, the evening one on weekdays), "Run" beside "Long run", two measurable habits, a goal
 * with habits, reminders, a pause ahead, an archived habit, and a vision.
 */
export const TODAY = '2026-11-25';
const day = toEpochDay(TODAY);

/** The dates from 14 days back to 14 ahead that fall on these weekdays (0 Sunday … 6 Saturday). */
function datesOn(weekdays: number[]): string[] {
  const dates: string[] = [];
  for (let d = day - 13; d <= day + 14; d++) if (weekdays.includes(weekdayOf(d))) dates.push(formatDate(d));
  return dates;
}
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const WEEKDAYS = [1, 2, 3, 4, 5];

function habit(h: Partial<SnapshotHabit> & Pick<SnapshotHabit, 'id' | 'name' | 'schedule' | 'startTime' | 'endTime'>, weekdays: number[]): SnapshotHabit {
  const dates = datesOn(weekdays);
  const dueToday = dates.includes(TODAY);
  return {
    goalId: null,
    completionStreak: 0,
    bestStreak: 0,
    successRate: null,
    doneToday: dueToday ? false : null,
    target: null,
    archived: false,
    dueToday,
    frequency: null,
    lastTwoWeeks: { done: 0, scheduled: 0 },
    reminders: [],
    pauses: [],
    dates,
    skippedDates: [],
    completedDates: [],
    amountToday: null,
    noteToday: null,
    ...h,
  };
}

export const HABITS = {
  run: habit(
    {
      id: 'h-run',
      name: 'Run',
      schedule: 'every week on Mon, Wed and Fri at 07:00–07:45',
      startTime: '07:00',
      endTime: '07:45',
      goalId: 'g-10k',
      completionStreak: 4,
      bestStreak: 9,
      successRate: 0.8,
      reminders: [{ minutesBefore: 15, channel: 'push' }],
      lastTwoWeeks: { done: 5, scheduled: 6 },
      completedDates: ['2026-11-16', '2026-11-18', '2026-11-20', '2026-11-23'],
    },
    [1, 3, 5],
  ),
  longRun: habit(
    { id: 'h-long', name: 'Long run', schedule: 'every week on Sun at 08:00–09:30', startTime: '08:00', endTime: '09:30', goalId: 'g-10k', completionStreak: 2, bestStreak: 2, lastTwoWeeks: { done: 2, scheduled: 2 } },
    [0],
  ),
  gym: habit(
    {
      id: 'h-gym',
      name: 'Gym',
      schedule: 'every week on Tue and Thu at 18:00–19:00',
      startTime: '18:00',
      endTime: '19:00',
      completionStreak: 2,
      bestStreak: 6,
      successRate: 0.6,
      reminders: [
        { minutesBefore: 60, channel: 'email' },
        { minutesBefore: 30, channel: 'push' },
      ],
      lastTwoWeeks: { done: 3, scheduled: 4 },
    },
    [2, 4],
  ),
  meditateMorning: habit(
    { id: 'h-med-am', name: 'Meditate', schedule: 'every day at 07:00–07:10', startTime: '07:00', endTime: '07:10', completionStreak: 12, bestStreak: 12, successRate: 0.95, doneToday: true, lastTwoWeeks: { done: 14, scheduled: 14 }, completedDates: [TODAY] },
    EVERY_DAY,
  ),
  meditateEvening: habit(
    { id: 'h-med-pm', name: 'Meditate', schedule: 'every weekday at 21:00–21:15', startTime: '21:00', endTime: '21:15', completionStreak: 0, bestStreak: 3, successRate: 0.4, lastTwoWeeks: { done: 4, scheduled: 10 } },
    WEEKDAYS,
  ),
  water: habit(
    {
      id: 'h-water',
      name: 'Drink water',
      schedule: 'every day at 09:00–09:30',
      startTime: '09:00',
      endTime: '09:30',
      target: { quantity: 8, unit: 'glasses' },
      amountToday: 3,
      completionStreak: 1,
      bestStreak: 5,
      lastTwoWeeks: { done: 8, scheduled: 14 },
    },
    EVERY_DAY,
  ),
  read: habit(
    { id: 'h-read', name: 'Read', schedule: 'every day at 21:30–22:00', startTime: '21:30', endTime: '22:00', target: { quantity: 20, unit: 'pages' }, amountToday: 0, completionStreak: 6, bestStreak: 21, lastTwoWeeks: { done: 12, scheduled: 14 } },
    EVERY_DAY,
  ),
  spanish: habit(
    {
      id: 'h-spanish',
      name: 'Spanish lessons',
      schedule: 'every week on Mon and Thu at 19:00–20:00',
      startTime: '19:00',
      endTime: '20:00',
      goalId: 'g-spanish',
      completionStreak: 3,
      bestStreak: 5,
      successRate: 0.75,
      lastTwoWeeks: { done: 3, scheduled: 4 },
    },
    [1, 4],
  ),
  yoga: habit({ id: 'h-yoga', name: 'Yoga', schedule: 'every week on Sat and Sun at 09:00–10:00', startTime: '09:00', endTime: '10:00', completionStreak: 3, bestStreak: 3, lastTwoWeeks: { done: 4, scheduled: 4 } }, [0, 6]),
  walk: habit(
    {
      id: 'h-walk',
      name: 'Walk to work',
      schedule: 'every weekday at 08:30–09:00',
      startTime: '08:30',
      endTime: '09:00',
      pauses: [{ from: '2026-12-01', to: '2026-12-05' }],
      lastTwoWeeks: { done: 7, scheduled: 10 },
    },
    WEEKDAYS,
  ),
  journal: habit(
    { id: 'h-journal', name: 'Journal', schedule: '3 times a week, any days', startTime: '20:00', endTime: '20:15', frequency: { times: 3, period: 'week' }, lastTwoWeeks: null, completionStreak: 1, bestStreak: 4 },
    EVERY_DAY,
  ),
  floss: habit({ id: 'h-floss', name: 'Floss', schedule: 'every day at 22:00–22:05', startTime: '22:00', endTime: '22:05', archived: true, bestStreak: 30, dueToday: false, doneToday: null }, []),
} satisfies Record<string, SnapshotHabit>;

export const GOALS = {
  tenK: { id: 'g-10k', name: 'Run a 10k', description: 'by the spring' },
  spanish: { id: 'g-spanish', name: 'Learn Spanish', description: '' },
  sleep: { id: 'g-sleep', name: 'Sleep better', description: '' },
};

export const SNAPSHOT: CoachSnapshot = {
  firstName: 'Ada',
  today: TODAY,
  timezone: 'Europe/London',
  habits: Object.values(HABITS),
  goals: Object.values(GOALS),
  // Issue 40: two areas, named like times of day, so that words about times stay about habits.
  areas: [
    { id: 'a-morning', name: 'Morning' },
    { id: 'a-evening', name: 'Evening routine' },
  ],
  vision: { id: 'v1', text: 'A calm, strong and curious life' },
};
