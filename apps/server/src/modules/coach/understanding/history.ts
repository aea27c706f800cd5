import { formatDate, toEpochDay } from '@stride/domain';
import type { OfflineAnswer } from './types.js';
import { habitOf, one, reply, type Reading } from './reading.js';
import { quoted, wordsOf } from './words.js';
import { dayIn } from './slots.js';
import { asks } from './sentence.js';

const HISTORY = /\b(?:history|records?|logs?|ticks|check-?ins|past\s+(?:days|entries)|stats|data)\b/;
const CLEAR = /\b(?:clear|clean|wipe|reset|delete|erase|remove|scrub|zero|start\s+(?:over|fresh|again)|fresh\s+start|blank)\b/;

/**
 * Issue 50, fourth pass: "clear only the history of rowing", "wipe my gym records but keep the
 * habit", "reset piano's log": the habit's whole history up to today cleared (clearHistory:
 * check-offs, amounts, notes, skips; the habit and its days ahead kept), proposed before anything
 * goes and undone like a delete. One day named is that day's log unticked. Never a delete.
 */
export function clearHistory(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  // Nineteenth session: asked politely ("would you clear the old record of pages for read?") is a request; only a question is not.
  if (!HISTORY.test(t) || !CLEAR.test(t) || asks(r.said)) return undefined;
  const { habit, answer } = habitOf(r);
  if (answer) return answer;
  if (!habit) return undefined;
  // Issue 50, sixth pass: "delete just today's water log": one day named is that day's log, not the whole history.
  const day = /\b(?:today|yesterday|tonight|this\s+morning|(?:on|last|for)\s+(?:sun|mon|tues|wednes|thurs|fri|satur)day)\b/.test(t) && !/\b(?:all|whole|entire|every|since|before)\b/.test(t) ? dayIn(t, r.slots, 'past')?.date : undefined;
  if (day) {
    // Issue 50, twenty-eighth pass: a limit's kept days are read off its totals (never ticked): its history is what was logged.
    const logged = (habit.target?.direction === 'atMost' ? [] : (habit.completedDates ?? [])).includes(day) || (habit.loggedDates ?? []).includes(day);
    return logged ? one({ name: 'uncompleteHabit', args: { habitId: habit.id, date: day } }) : reply(wordsOf(r.s).say('nothingToClear', { h: quoted(habit) }));
  }
  // The whole history (clearHistory, proposed first and undone like a delete), also what lies before the two weeks the coach sees.
  const seen = [...(habit.completedDates ?? []), ...(habit.loggedDates ?? []), ...(habit.skippedDates ?? []), ...Object.keys(habit.recentNotes ?? {})].some((d) => d <= r.s.today);
  const older = !!habit.startDate && habit.startDate < formatDate(toEpochDay(r.s.today) - 13);
  if (!seen && !older) return reply(wordsOf(r.s).say('nothingToClear', { h: quoted(habit) }));
  return one({ name: 'clearHistory', args: { habitId: habit.id } });
}
