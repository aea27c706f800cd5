import { formatPercent } from '@stride/domain';
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

/** "What's left today?": today's open occurrences, earliest first; skipped or paused ones are not left. */
export function leftTodayAnswer(s: CoachSnapshot): string {
  const due = inUse(s).filter((h) => h.dueToday);
  if (!due.length) return 'Nothing is scheduled for you today. Enjoy the rest.';
  // By time; a "3 times a week" habit has none that matters, so it comes last.
  const at = (h: SnapshotHabit) => (h.frequency ? '99:99' : (h.startTime ?? ''));
  const open = due.filter((h) => !h.doneToday).sort((a, b) => at(a).localeCompare(at(b)));
  if (!open.length) return `Nothing left today: all ${due.length} done. Well done!`;
  const items = open.map((h) => (h.frequency ? `${quoted(h)} (any time)` : `${quoted(h)} at ${h.startTime}`));
  return `Still to do today (${open.length} of ${due.length}): ${items.join(', ')}.`;
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
