import { HABIT_DEPTH_TEXTS, coachWords, formatDate, habitFieldsForCoach, isExcusedOn, localToday, toEpochDay, type Habit, type HabitCoachFields } from '@stride/domain';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../auth/auth.repository.js';
import type { AreasService } from '../areas/areas.service.js';
import type { GoalsService } from '../goals/goals.service.js';
import type { HabitsService } from '../habits/habits.service.js';
import { describeSchedule, freezeNoteIn, scheduleInWords } from './functions/index.js';

type Owner = Pick<UserRow, 'id' | 'timezone' | 'firstName' | 'locale'>;

/** Days back the coach looks for "which habit am I slipping on?" (issue 24). */
export const SLIPPING_WINDOW_DAYS = 14;
/** Days ahead the coach knows of: "can you skip friday's run?" and "when is my next run?" (issue 37). */
export const AHEAD_DAYS = 14;

/**
 * A habit as the coach knows it (built-in coach and the model's context alike). The attributes of
 * the list the coach holds (habit-fields.ts: target, frequency, timesOfDay, color) come with it.
 */
export interface SnapshotHabit extends HabitCoachFields {
  id: string;
  name: string;
  /** Its first day, YYYY-MM-DD (a delete's proposal says how much history goes with it). */
  startDate?: string;
  /** In words: "every weekday at 07:00–07:30", "3 times a week, any days". */
  schedule: string;
  /** Issue 54: `schedule` in the account's language, for replies ("todos los días a las 7:00–7:30"); none for English. */
  scheduleShown?: string;
  goalId: string | null;
  /** Issue 40: the habit's area, if any. */
  areaId?: string | null;
  completionStreak: number;
  bestStreak: number;
  successRate: number | null;
  /** Null when it is not scheduled today. */
  doneToday: boolean | null;
  /** Issue 40: "A streak freeze kept your 12-day run going on Tuesday" (a freeze spent in the last week), else none. */
  freezeNote?: string | null;
  /** Issue 22: whether the habit is archived. */
  archived?: boolean;
  /** Issue 24: for the questions people ask. Scheduled today (not skipped or paused), its time, "N times a week". */
  dueToday?: boolean;
  startTime?: string;
  endTime?: string;
  /** Done and scheduled (skips and pauses left out) over the 14 days up to today; none for a flexible habit. */
  lastTwoWeeks?: { done: number; scheduled: number } | null;
  /** Issue 37: what the pages show of it, for the questions and changes people ask of the coach. */
  reminders?: { minutesBefore: number; channel: 'push' | 'email' }[];
  pauses?: { from: string; to: string }[];
  /** Scheduled dates from 14 days back to 14 days ahead (the built-in coach reads "friday's run" from them). */
  dates?: string[];
  skippedDates?: string[];
  completedDates?: string[];
  /** Issue 50, fourth pass: the days with an amount or a several-times tick logged (a history to clear). */
  loggedDates?: string[];
  /** What was logged today (a habit with a target). */
  amountToday?: number | null;
  /** Issue 50, seventh pass: what was logged on each day of the two weeks up to today (a habit with a target), for "how much water did I have on Monday". */
  amountsByDay?: Record<string, number>;
  /** Issue 50, seventh pass: its last day, YYYY-MM-DD, or null: "when do my antibiotics finish". */
  endDate?: string | null;
  /** Issue 51: the times of a several-times-a-day habit done today. */
  doneTimesToday?: string[];
  noteToday?: string | null;
  /** Issue 50, twenty-ninth pass: the notes of the two weeks up to today, by day ("what was that note i left on my reading"). */
  recentNotes?: Record<string, string>;
}

/** What the coach knows of the user, read from the database on every turn (DECISIONS.md, Coach). */
export interface CoachSnapshot {
  firstName: string;
  today: string;
  timezone: string;
  /** Issue 54: the account's locale (users.locale): the coach's language; none is English. */
  locale?: string | null;
  habits: SnapshotHabit[];
  goals: { id: string; name: string; description: string }[];
  /** Issue 40: the areas (routines) habits are grouped in. */
  areas?: { id: string; name: string }[];
  vision: { id: string; text: string } | null;
}

/** Issue 54: the schedule in the account's language (none for English, which reads `schedule`). */
function scheduleShownOf(h: Habit, locale: string | null | undefined): { scheduleShown?: string } {
  const words = coachWords(locale);
  if (words.english) return {};
  if (h.frequency) return { scheduleShown: words.say(h.frequency.period === 'week' ? 'freqWeekAnyDays' : 'freqMonthAnyDays', { n: h.frequency.times }) };
  // Several times a day are each said (scheduleInWords), with no one end time after them.
  return { scheduleShown: h.timesOfDay && h.timesOfDay.length > 1 ? scheduleInWords(h, words) : scheduleInWords(h, words, h.endTime) };
}

/** A habit as the snapshot holds it. */
export function snapshotHabit(h: Habit, today: string, locale?: string | null): SnapshotHabit {
  const scheduledToday = h.occurrences.some((o) => o.date === today);
  const counted = h.occurrences.filter((o) => o.date <= today && o.date >= formatDate(toEpochDay(today) - (SLIPPING_WINDOW_DAYS - 1)) && !isExcusedOn(h, o.date));
  return {
    id: h.id,
    name: h.name,
    startDate: h.startDate,
    schedule: h.frequency ? `${HABIT_DEPTH_TEXTS.frequency(h.frequency)}, any days` : `${describeSchedule(h)}–${h.endTime}`,
    ...scheduleShownOf(h, locale),
    goalId: h.goalId,
    areaId: h.areaId,
    completionStreak: h.completionStreak,
    bestStreak: h.bestStreak,
    successRate: h.successRate,
    doneToday: scheduledToday ? h.completedDates.includes(today) : null,
    ...habitFieldsForCoach(h),
    archived: !!h.archivedAt,
    dueToday: scheduledToday && !isExcusedOn(h, today) && !h.archivedAt,
    startTime: h.startTime,
    endTime: h.endTime,
    lastTwoWeeks: h.frequency ? null : { scheduled: counted.length, done: counted.filter((o) => h.completedDates.includes(o.date)).length },
    reminders: h.reminders,
    pauses: h.pauses,
    dates: h.occurrences.map((o) => o.date),
    skippedDates: h.skippedDates,
    completedDates: h.completedDates,
    loggedDates: [...new Set([...Object.keys(h.amounts), ...Object.keys(h.doneTimes ?? {})])].sort(),
    amountToday: h.target ? (h.amounts[today] ?? 0) : null,
    ...(h.target ? { amountsByDay: Object.fromEntries(Object.entries(h.amounts).filter(([d]) => d <= today && d >= formatDate(toEpochDay(today) - (SLIPPING_WINDOW_DAYS - 1)))) } : {}),
    endDate: h.endDate ?? null,
    ...(h.timesOfDay?.length ? { doneTimesToday: h.doneTimes?.[today] ?? [] } : {}),
    noteToday: h.notes[today] ?? null,
    recentNotes: Object.fromEntries(Object.entries(h.notes).filter(([d]) => d <= today && d >= formatDate(toEpochDay(today) - (SLIPPING_WINDOW_DAYS - 1)))),
    freezeNote: freezeNoteIn(h, today, coachWords(locale)),
  };
}

/** Reads the user's records for the coach: habits over the weeks around today, goals and the vision. */
export function createCoachSnapshots({ habits, goals, areas, clock }: { habits: HabitsService; goals: GoalsService; areas?: AreasService | undefined; clock: Clock }) {
  return async function snapshot(owner: Owner): Promise<CoachSnapshot> {
    const today = localToday(owner.timezone, clock.now());
    const day = toEpochDay(today);
    const window = habits.windowFor(owner, { from: formatDate(day - (SLIPPING_WINDOW_DAYS - 1)), to: formatDate(day + AHEAD_DAYS) });
    const [habitList, goalRows, vision, areaRows] = await Promise.all([habits.list(owner, window), goals.listGoals(owner.id), goals.getVision(owner.id), areas ? areas.list(owner) : []]);
    return {
      firstName: owner.firstName,
      today,
      timezone: owner.timezone,
      locale: owner.locale ?? null,
      habits: habitList.map((h) => snapshotHabit(h, today, owner.locale)),
      goals: goalRows.map((g) => ({ id: g.id, name: g.name, description: g.description })),
      areas: areaRows.map((a) => ({ id: a.id, name: a.name })),
      vision: vision ? { id: vision.id, text: vision.text } : null,
    };
  };
}
