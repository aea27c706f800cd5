import type { OfflineAnswer } from './types.js';
import { habitOf, reply, type Reading } from './reading.js';
import { quoted, wordsOf } from './words.js';
import { dayIn } from './slots.js';
import { asks } from './sentence.js';

const HISTORY = /\b(?:history|records?|logs?|ticks|check-?ins|past\s+(?:days|entries)|stats|data)\b/;
const CLEAR = /\b(?:clear|clean|wipe|reset|delete|erase|remove|scrub|zero|start\s+(?:over|fresh|again)|fresh\s+start|blank)\b/;

/**
 * Issue 50, fourth pass: "clear only the history of rowing", "wipe my gym records but keep the
 * habit", "reset piano's log": every day logged up to today unticked (its completion and amount),
 * the habit and its days ahead kept. Several days are proposed by name before anything goes
 * (proposals.ts: an untick of two or more days waits for a yes). Never a delete of the habit.
 */
export function clearHistory(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  // Nineteenth session: asked politely ("would you clear the old record of pages for read?") is a request; only a question is not.
  if (!HISTORY.test(t) || !CLEAR.test(t) || asks(r.said)) return undefined;
  const { habit, answer } = habitOf(r);
  if (answer) return answer;
  if (!habit) return undefined;
  // Issue 50, sixth pass: "delete just today's water log": one day named is that day's log, not the whole history.
  const one = /\b(?:today|yesterday|tonight|this\s+morning|(?:on|last|for)\s+(?:sun|mon|tues|wednes|thurs|fri|satur)day)\b/.test(t) && !/\b(?:all|whole|entire|every|since|before)\b/.test(t) ? dayIn(t, r.slots, 'past')?.date : undefined;
  // Issue 50, twenty-eighth pass: a limit's kept days are read off its totals (never ticked): its history is what was logged.
  const dates = [...new Set([...(habit.target?.direction === 'atMost' ? [] : (habit.completedDates ?? [])), ...(habit.loggedDates ?? [])])].filter((d) => d <= r.s.today && (!one || d === one)).sort();
  if (!dates.length) return reply(wordsOf(r.s).say('nothingToClear', { h: quoted(habit) }));
  return { kind: 'calls', calls: dates.map((date) => ({ name: 'uncompleteHabit', args: { habitId: habit.id, date } })) };
}
