import { coachWords, dayCount, formatPercent, habitDayViews, type HabitDayView } from '@stride/domain';
import type { CoachSnapshot } from './offline-coach.js';

/**
 * Issue 24: the questions people ask the offline coach about their own data, each answered with
 * the specific answer rather than the whole progress list. Archived habits are left out of all.
 */
type SnapshotHabit = CoachSnapshot['habits'][number];

const inUse = (s: CoachSnapshot) => s.habits.filter((h) => !h.archived);
const quoted = (h: { name: string }) => `"${h.name}"`;

/** "What's my best streak?": the longest run ever, and the longest going now when it differs. */
export function bestStreakAnswer(s: CoachSnapshot): string {
  const habits = inUse(s);
  const { say } = coachWords(s.locale);
  if (!habits.length) return say('bestNoHabits');
  const best = [...habits].sort((a, b) => b.bestStreak - a.bestStreak || b.completionStreak - a.completionStreak)[0]!;
  const current = [...habits].sort((a, b) => b.completionStreak - a.completionStreak)[0]!;
  if (best.bestStreak === 0) return say('bestNone');
  const bestText = say('bestIs', { best: best.bestStreak, name: best.name });
  if (current.completionStreak === 0) return say('bestNothingRunning', { best: bestText });
  if (current.id === best.id) return say('bestRunningNow', { best: bestText, streak: current.completionStreak });
  return say('bestLongestNow', { best: bestText, name: current.name, streak: current.completionStreak });
}

/**
 * Today's views of a habit the coach knows (issue 51, decision 051): the same view, and so the same
 * count, as Today and the Habit Tracker: a time each for a several-times-a-day habit, a limit or a
 * quit habit never one to do. None when it is not on today.
 */
export function todayViews(h: SnapshotHabit, today: string): HabitDayView[] {
  if (h.doneToday === null || h.archived) return [];
  const day = {
    target: h.target ?? null,
    frequency: h.frequency ?? null,
    completedDates: h.doneToday ? [today] : [],
    // Not due today while on: skipped or paused (the snapshot's dueToday says which).
    skippedDates: h.dueToday === false ? [today] : [],
    pauses: [],
    amounts: h.amountToday ? { [today]: h.amountToday } : {},
    completionStreak: h.completionStreak,
    timesOfDay: h.timesOfDay ?? null,
    doneTimes: h.doneTimesToday ? { [today]: h.doneTimesToday } : {},
  };
  return habitDayViews(day, today, today);
}

/** "What's left today?": today's open occurrences (a time each), earliest first; skipped, paused, limits and quit habits are not left. */
export function leftTodayAnswer(s: CoachSnapshot): string {
  const items = inUse(s).flatMap((h) => todayViews(h, s.today).map((view) => ({ h, view })));
  const { done, due } = dayCount(items.map((i) => i.view));
  const words = coachWords(s.locale);
  const { say } = words;
  if (!due && items.length) return say(items.length === 1 ? 'keptByNotDoingOne' : 'keptByNotDoing', { names: words.english ? items.map((i) => quoted(i.h)).join(' and ') : words.list(items.map((i) => quoted(i.h))) });
  if (!due) return say('nothingToday');
  // By time; a "3 times a week" habit has none that matters, so it comes last.
  const at = ({ h, view }: (typeof items)[number]) => (h.frequency ? '99:99' : (view.slotTime ?? h.startTime ?? ''));
  const open = items.filter((i) => i.view.counts && !i.view.done).sort((a, b) => at(a).localeCompare(at(b)));
  if (!open.length) return say('allDoneToday', { done });
  const list = open.map((i) => (i.h.frequency ? say('anyTime', { name: i.h.name }) : say('atTime', { name: i.h.name, time: words.time(at(i)) })));
  return say('stillToDoToday', { open: open.length, due, list: list.join(', ') });
}

/**
 * "Which habit am I slipping on?": the most occurrences missed over the last 14 days (rate
 * breaks ties); none missed is a compliment, not a made-up answer.
 */
export function slippingAnswer(s: CoachSnapshot): string {
  const rated = inUse(s).filter((h): h is SnapshotHabit & { lastTwoWeeks: { done: number; scheduled: number } } => !!h.lastTwoWeeks && h.lastTwoWeeks.scheduled > 0);
  const words = coachWords(s.locale);
  if (!rated.length) return words.say('slipNoHistory');
  const missed = (h: (typeof rated)[number]) => h.lastTwoWeeks.scheduled - h.lastTwoWeeks.done;
  const worst = [...rated].sort((a, b) => missed(b) - missed(a) || a.lastTwoWeeks.done / a.lastTwoWeeks.scheduled - b.lastTwoWeeks.done / b.lastTwoWeeks.scheduled)[0]!;
  if (missed(worst) === 0) return words.say('slipNone');
  const { done, scheduled } = worst.lastTwoWeeks;
  // Two habits of one name are told apart by their time.
  const twin = s.habits.some((h) => h.id !== worst.id && h.name.toLowerCase() === worst.name.toLowerCase());
  const name = twin ? words.say('atTime', { name: worst.name, time: words.time(worst.startTime) }) : quoted(worst);
  return words.say('slipping', { name, done, scheduled, percent: words.english ? formatPercent(done / scheduled) : words.percent(done / scheduled) });
}
