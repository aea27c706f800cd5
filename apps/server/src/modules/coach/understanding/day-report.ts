import type { SnapshotHabit } from '../coach-snapshot.js';
import type { OfflineAnswer } from './types.js';
import { one, type Reading } from './reading.js';
import { dayIn } from './slots.js';

/** Words of asking, planning or not doing: never a report of a day done. */
const asksOrPlans = /\b(?:will|going\s+to|gonna|next|plan|planning|should|skip|skipped|missed|miss|cancel\w*|move|moved|pause|paused|not|no|never|did\s+not|could\s+not|can\s+not)\b/;

/**
 * Issue 50, twenty-seventh pass: a habit told with a day it was on, in the past, and something
 * that happened ("squash w my brother sunday, he won obvs", "gym last night with jo, brutal"):
 * done that day. Only a day before today on which it was planned and not yet done, with a word
 * of the past or of company, and nothing asked or planned.
 */
export function dayReport(r: Reading, habit: SnapshotHabit): OfflineAnswer | undefined {
  const t = r.said.text;
  if (asksOrPlans.test(t) || r.said.question || habit.archived || habit.target) return undefined;
  const day = dayIn(t, r.slots, 'past');
  if (!day || day.date >= r.s.today || !habit.dates?.includes(day.date) || habit.completedDates?.includes(day.date) || habit.skippedDates?.includes(day.date)) return undefined;
  if (!/\b(?:with|w|was|were|won|lost|beat|had|got|went|did|felt|killed|smashed|loved|great|good|brutal|tough|hard|easy|fun|[a-z]{3,}ed)\b/.test(t)) return undefined;
  return one({ name: 'completeHabit', args: { habitId: habit.id, date: day.date } });
}

/**
 * Issue 50, thirty-first pass: how it went, told of a day it is on ("spanish went rly well today
 * finally got the subjunctive 🙌"): done that day, with the words as its note (a note is kept on a
 * done day); only a day up to today on which it is planned, and nothing asked or planned.
 */
export function howItWent(r: Reading, habit: SnapshotHabit): OfflineAnswer | undefined {
  const t = r.said.text;
  if (asksOrPlans.test(t) || r.said.question || habit.archived || habit.target || habit.timesOfDay?.length) return undefined;
  if (!/\b(?:went|was|felt|been)\s+(?:\w+\s+)?(?:well|great|good|amazing|brilliant|fine|ok|okay|badly|bad|awful|rough|hard|tough|easy)\b/.test(t)) return undefined;
  const date = dayIn(t, r.slots, 'past')?.date ?? r.s.today;
  if (date > r.s.today || !habit.dates?.includes(date)) return undefined;
  const note = r.said.original.trim().replace(/[\s.!]+$/, '');
  const done = date === r.s.today ? !!habit.doneToday : !!habit.completedDates?.includes(date);
  const on = date === r.s.today ? {} : { date };
  return one(done ? { name: 'addNote', args: { habitId: habit.id, ...on, note } } : { name: 'completeHabit', args: { habitId: habit.id, ...on, note } });
}
