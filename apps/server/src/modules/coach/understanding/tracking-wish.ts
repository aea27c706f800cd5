import type { CoachSnapshot } from '../coach-snapshot.js';

/**
 * Issue 50: something to keep count of, wished for ("i'd like to track my steps", "i want to start
 * logging my mood every evening", "help me keep track of my spending"): a habit that tracks it, said
 * as "track …", never a goal to plan. A log of a habit of theirs ("i want to log my run") or of an
 * amount ("i'd like to log 3 glasses") is left as it is.
 */
const WISHED = /^((?:(?:so|ok|okay|also|and|hey|hi)[,\s]+)?(?:i\s+(?:really\s+)?(?:want|need|would\s+like|'d\s+like|am\s+going|'m\s+going)\s+to|i'?d\s+like\s+to|id\s+like\s+to|i\s+wanna|wanna|help\s+me|let\s+me|i\s+should|gonna|going\s+to)\s+(?:start\s+|begin\s+)?)(?:track(?:ing)?|log(?:ging)?|count(?:ing)?|record(?:ing)?|monitor(?:ing)?|keep(?:ing)?\s+track\s+of|keep(?:ing)?\s+a\s+(?:log|record|diary)\s+of)\s+(?!\d|a\s+(?:glass|cup|coffee)|an?\s+\w+\s+(?:for|on)\b|it\b|that\b|this\b|them\b)((?:my|the|how\s+(?:much|many|often|long))\s+)?([a-z][a-z' -]*)/i;

export function trackingWish(message: string, s: CoachSnapshot): string {
  const m = WISHED.exec(message.trim());
  if (!m) return message;
  const words = m[3]!.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2);
  // A habit of theirs named ("log my run"): their record, read as it is.
  const forms = (n: string) => [n, `${n}s`, `${n}es`, `${n.replace(/e$/, '')}ing`, `${n}${n.at(-1)}ing`];
  const theirs = s.habits.some((h) => h.name.toLowerCase().split(/[^a-z]+/).some((n) => n.length > 2 && words.some((w) => forms(n).includes(w) || n === `${w}s`)));
  // A habit of theirs to log ("i want to log my run") is a log of it; one to track is offered back by creation ("you already have …").
  if (theirs && /^(?:log|record)/i.test(message.trim().slice(m[1]!.length))) return message;
  const rest = message.trim().slice(m.index + m[0].length - m[3]!.length);
  // "how much water i drink", "how many steps i do": the thing counted.
  const how = m[2] && /^how/i.test(m[2]);
  return `track ${how ? '' : (m[2] ?? '')}${how ? rest.replace(/^([a-z][a-z ]*?)\s+(?:i|we)\s+[a-z]+(?=[\s,.!]|$)/i, '$1') : rest}`;
}
