import type { CoachSnapshot } from '../coach-snapshot.js';
import { findMentions } from './mentions.js';

/**
 * Issue 50, twenty-third pass: a goal or area asked for with the habits to put in it ("make a goal
 * called "Read 12 books" and put read in it", "new area called mind, put meditate and journal in
 * it", "… with piano and spanish in it", "… and the gym should sit under it"): the words of the new record without that part, and the
 * habits named in it (each one habit of theirs), or the words as they were.
 */
export function madeWith(words: string, s: CoachSnapshot): { words: string; habitIds: string[] } {
  // Issue 50, twenty-eighth pass: "… and the gym should sit under it": the names between an "and" and the verb, from the first "and" that holds only names.
  const tail = /\s+(?:should|can|will|must|needs?\s+to|has\s+to)\s+(?:sit|go|be|live|belong|fall)\s+(?:under|in|inside|into|with)\s+(?:it|there|that)(?:\s+(?:too|as\s+well|please|pls))?[.!]*\s*$/i.exec(words);
  for (const and of tail ? words.slice(0, tail.index).matchAll(/\s*(?:[,;]\s*)?\band\s+/gi) : []) {
    const ids = namesOnly(words.slice(and.index + and[0].length, tail!.index), s);
    if (ids) return { words: words.slice(0, and.index).trim(), habitIds: ids };
  }
  const m = /(?:\s*[,;.]\s*|\s+)(?:and\s+)?(?:(?:then|also|please|pls)\s+)?(?:(?:put|add|move|stick|pop|place|include|link)\s+(.+?)\s+(?:in|into|under|to|on)\s+(?:it|there|that)|with\s+(.+?)\s+in\s+(?:it|there))(?:\s+(?:too|as\s+well|please|pls))?[.!]*\s*$/i.exec(words);
  if (!m) return { words, habitIds: [] };
  const ids = namesOnly((m[1] ?? m[2])!, s);
  return ids ? { words: words.slice(0, m.index).trim(), habitIds: ids } : { words, habitIds: [] };
}

/** The habits `named` names, when every word of it is a name or a joining word ("read and journal", "meditate, journal"; "both of mine" is not). */
function namesOnly(named: string, s: CoachSnapshot): string[] | undefined {
  const mentions = findMentions(named.toLowerCase(), s.habits.filter((h) => !h.archived));
  if (!mentions.length || mentions.some((x) => x.items.length !== 1)) return undefined;
  let rest = named.toLowerCase();
  for (const x of [...mentions].sort((a, b) => b.start - a.start)) rest = `${rest.slice(0, x.start)} ${rest.slice(x.end)}`;
  if (rest.replace(/\b(?:and|my|the|both|&|plus)\b|[,&+]/g, ' ').trim()) return undefined;
  return [...new Set([...mentions].sort((a, b) => a.start - b.start).map((x) => x.items[0]!.id))];
}

/**
 * Issue 50, fifty-fourth pass: a new area or goal asked for with its habits said otherwise: in a
 * sentence of its own after it ("new area: calm. put yoga and journal in there"), or first, with the
 * new record after them ("put yoga and journal under a new area called calm"): the message as
 * "new area called calm, put yoga and journal in it" (read by madeWith); any other message as it is.
 */
export function madeWithSaidOtherwise(message: string): string {
  const after = /^((?:please\s+)?(?:(?:make|create|add|start|set\s+up)\s+(?:me\s+)?(?:an?\s+)?)?new\s+(?:area|routine|group|goal)\b[^.!?]*?)\s*[.!]+\s+((?:and\s+)?(?:then\s+)?(?:please\s+)?(?:put|add|move|stick|pop|place|include)\s+.+?\s+(?:in|into|under)\s+(?:it|there|that)\b.*)$/i.exec(message);
  if (after) return `${after[1]}, ${after[2]}`;
  const first = /^(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:put|move|stick|pop|place|group)\s+(.+?)\s+(?:in|into|under|together\s+(?:in|under))\s+(?:an?\s+)?new\s+(area|routine|group)\s+(?:called|named)\s+(.+?)(?:\s+(?:lol|haha|pls|please|thanks|thx|ta)\b)*[\s.!]*$/i.exec(message);
  if (first) return `new ${first[2]} called ${first[3]}, put ${first[1]} in it`;
  return message;
}
