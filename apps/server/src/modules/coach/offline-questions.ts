import { dayCount, formatPercent, habitDayViews, type HabitDayView } from '@stride/domain';
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
  if (!habits.length) return 'You have no habits yet, so no streaks. Create one and I will keep count.';
  const best = [...habits].sort((a, b) => b.bestStreak - a.bestStreak || b.completionStreak - a.completionStreak)[0]!;
  const current = [...habits].sort((a, b) => b.completionStreak - a.completionStreak)[0]!;
  if (best.bestStreak === 0) return 'No streak yet: complete a habit today to start one.';
  const bestText = `Your best streak is ${best.bestStreak} in a row, on ${quoted(best)}`;
  if (current.completionStreak === 0) return `${bestText}. Nothing is running right now: complete one today to start again.`;
  if (current.id === best.id) return `${bestText}, and it is running now at ${current.completionStreak}.`;
  return `${bestText}. The longest running now is ${quoted(current)} at ${current.completionStreak}.`;
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
  if (!due && items.length) return `Nothing to do today: ${items.map((i) => quoted(i.h)).join(' and ')} ${items.length === 1 ? 'is' : 'are'} kept by not doing.`;
  if (!due) return 'Nothing is scheduled for you today. Enjoy the rest.';
  // By time; a "3 times a week" habit has none that matters, so it comes last.
  const at = ({ h, view }: (typeof items)[number]) => (h.frequency ? '99:99' : (view.slotTime ?? h.startTime ?? ''));
  const open = items.filter((i) => i.view.counts && !i.view.done).sort((a, b) => at(a).localeCompare(at(b)));
  if (!open.length) return `Nothing left today: all ${done} done. Well done!`;
  const list = open.map((i) => (i.h.frequency ? `${quoted(i.h)} (any time)` : `${quoted(i.h)} at ${at(i)}`));
  return `Still to do today (${open.length} of ${due}): ${list.join(', ')}.`;
}

/**
 * "Which habit am I slipping on?": the most occurrences missed over the last 14 days (rate
 * breaks ties); none missed is a compliment, not a made-up answer.
 */
export function slippingAnswer(s: CoachSnapshot): string {
  const rated = inUse(s).filter((h): h is SnapshotHabit & { lastTwoWeeks: { done: number; scheduled: number } } => !!h.lastTwoWeeks && h.lastTwoWeeks.scheduled > 0);
  if (!rated.length) return 'There is not enough history yet to tell: nothing was scheduled in the last two weeks.';
  const missed = (h: (typeof rated)[number]) => h.lastTwoWeeks.scheduled - h.lastTwoWeeks.done;
  const worst = [...rated].sort((a, b) => missed(b) - missed(a) || a.lastTwoWeeks.done / a.lastTwoWeeks.scheduled - b.lastTwoWeeks.done / b.lastTwoWeeks.scheduled)[0]!;
  if (missed(worst) === 0) return 'You are not slipping on anything: every habit was done as scheduled over the last two weeks.';
  const { done, scheduled } = worst.lastTwoWeeks;
  // Two habits of one name are told apart by their time.
  const twin = s.habits.some((h) => h.id !== worst.id && h.name.toLowerCase() === worst.name.toLowerCase());
  return `${quoted(worst)}${twin ? ` at ${worst.startTime}` : ''} is slipping: ${done} of ${scheduled} done over the last two weeks (${formatPercent(done / scheduled)}). A smaller version, or a better time, can help you restart it.`;
}
