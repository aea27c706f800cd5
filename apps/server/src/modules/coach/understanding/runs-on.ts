import type { OfflineAnswer } from './types.js';
import { habitOf, one, type Reading } from './reading.js';
import { asks } from './sentence.js';

/** Words that say a habit runs on with no last day: "indefinitely", "forever", "with no end", "open-ended", "for the foreseeable". */
const ON_AND_ON = String.raw`(?:indefinitely|forever|for\s+ever|for\s+the\s+foreseeable(?:\s+future)?|open[-\s]?ended|ongoing|with\s+no\s+end(?:\s+date)?|without\s+(?:an?\s+)?end(?:\s+date)?|no\s+end\s+in\s+sight)`;
/** A verb of carrying on, or one of keeping a habit going ("keep X going", "let X run", "X continues", "X carries on"). */
const RUNS_ON = new RegExp(
  String.raw`\b(?:keep|let|leave|have)\b.*\b(?:going|running|on|continuing|active|ticking\s+over)\b.*\b${ON_AND_ON}|\b(?:goes|go|going|runs?|running|continues?|continuing|carr(?:y|ies)\s+on|keeps?\s+going|stays?)\b(?:\s+on)?\s+${ON_AND_ON}|\b(?:keep|let|leave|make)\b.*\s${ON_AND_ON}\s*(?:now|please|pls|thx|thanks)?[.!]*$`,
);
/** The end itself taken away: "remove the end date from X", "no end date for X", "X doesn't need an end". */
const END_TAKEN_AWAY = /\b(?:remove|drop|clear|delete|cancel|scrap|lose|take\s+(?:off|away|out)|get\s+rid\s+of|undo)\s+(?:the\s+|its\s+|that\s+)?(?:end(?:ing)?|finish|stop|last)\s+(?:date|day)\b|\bno\s+(?:more\s+)?(?:end|finish|stop)\s+(?:date|day)\b|\b(?:doesn'?t|does\s+not|don'?t)\s+need\s+(?:an?\s+)?(?:end|end\s+date|last\s+day)\b/;

/**
 * Issue 50, fifty-fifth pass: a habit with a last day told to carry on with none ("keep the course
 * going indefinitely", "let physio run on forever", "no end date for stretching now"): its end
 * taken away. A question changes nothing; a habit with no end is left to the other readers.
 */
export function runsOn(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  if (asks(r.said) || /\?\s*$/.test(r.said.original) || !(RUNS_ON.test(t) || END_TAKEN_AWAY.test(t)) || /\b(?:delete|archive|pause|skip|remind\w*)\b(?!\s+(?:the\s+|its\s+)?end)/.test(t)) return undefined;
  const { habit, answer } = habitOf(r);
  if (answer) return answer;
  if (!habit?.endDate || habit.archived) return undefined;
  return one({ name: 'updateHabit', args: { habitId: habit.id, removeEndDate: true } });
}
