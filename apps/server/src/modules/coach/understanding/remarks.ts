import { normalise } from './language.js';

/**
 * Issue 50, twenty-seventh pass: a change said with a remark beside it ("can piano be at 8 in the
 * evening from now on, bedtime keeps running late", "just this thursday can pilates be 8.30pm?
 * swapping with my partner. back to normal after", "piano every day is too much tbh. mon wed fri
 * only, same time"). When the change was read but for some words, the clauses that hold those
 * words are left out and the rest is read again, for the same habit. Nothing read is lost: only
 * clauses holding words the change could not read go, and what is left must still say something.
 */

/** Words that say nothing on their own in a clause the change could not read. */
const SMALL = new Set(['can', 'could', 'it', 'be', 'is', 'are', 'at', 'to', 'the', 'a', 'an', 'on', 'in', 'of', 'and', 'or', 'so', 'i', 'my', 'for', 'with', 'just', 'from']);

/** The clauses of a message: split after a comma, a semicolon or a sentence's end, and at a dash between words. */
const clausesOf = (message: string) => message.split(/(?<=[,;.?!])\s+|\s+[-–—]\s+/).map((c) => c.trim()).filter(Boolean);

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9':]+/g)?.map((w) => w.replace(/:$/, '')) ?? [];

/** Words of the day and of counts: what "instead of" replaces that the change reads itself ("instead of mondays", "instead of 3"). */
const READ_ITSELF = /\d|\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tue|wed|thu|fri|sat|sun|weekdays?|weekends?|days?|daily|weeks?|weekly|times?|twice|once|minutes?|mins?|hours?|hrs?)\b/i;

/**
 * Issue 50, fifty-ninth pass: the old slot named after the new value ("at 8pm instead of lunch",
 * "at 6am rather than at bedtime"): "instead of" and what it names, up to the clause's end, are left
 * out when those are words the change could not read and no day, count or length is among them.
 */
export function withoutOldNamed(message: string, unread: readonly string[]): string {
  const unreadWords = new Set(unread.flatMap((part) => wordsOf(part)).filter((w) => !SMALL.has(w)));
  return message.replace(/\s+(?:instead\s+of|rather\s+than)\s+([^,;.!?]+?)(?=\s*(?:[,;.!?]|$))/gi, (whole, named: string) => {
    const words = wordsOf(named).filter((w) => !SMALL.has(w));
    return words.length && !READ_ITSELF.test(named) && words.every((w) => unreadWords.has(w)) ? '' : whole;
  });
}

/**
 * The message without the clauses that hold the words the change could not read (`unread`, as the
 * change said them back), the habit's name put first when it went with them; undefined when
 * nothing would be left out, or nothing left.
 */
export function withoutRemarks(message: string, unread: readonly string[], habitName: string, today: string): string | undefined {
  const replaced = withoutOldNamed(message, unread);
  if (replaced !== message) return withoutRemarks(replaced, unread, habitName, today) ?? replaced;
  // Issue 50, thirty-first pass: a remark with no comma before it, at the end ("cut piano to 10 mins pls no time w/ revision").
  const plainMessage = message.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ').trim();
  // Never the words a preposition leads to ("move gym to every blue moon": the change's own, not a remark).
  const tail = unread.map((part) => part.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ').trim()).find((part) => part.split(/\s+/).length >= 2 && plainMessage.endsWith(part) && !/\b(?:to|at|on|for|by|until|till|from|in|every|each|into|after|before)$/.test(plainMessage.slice(0, -part.length).trim()));
  // Cut where the tail's words start in the message as written (its punctuation and shorthand are not the tail's).
  const written = [...message.matchAll(/[a-z0-9']+/gi)];
  const at = tail ? written[written.length - tail.split(/\s+/).length]?.index : undefined;
  const clauses = tail && at !== undefined ? [...clausesOf(message.slice(0, at)), tail] : clausesOf(message);
  if (clauses.length < 2) return undefined;
  // Each unread part by its words that say something ("this week", "12:30"); a clause holds it when it holds all of them, as written or as read ("half 12").
  // A number alone is no remark (it is the change's own, left unread by what came after it).
  const missing = unread.flatMap((part) => part.split(/\s*[,;.!?]\s*/)).map((part) => wordsOf(part).filter((w) => !SMALL.has(w))).filter((words) => words.some((w) => /[a-z]/.test(w)));
  if (!missing.length) return undefined;
  const holds = (clause: string) => {
    const words = new Set(wordsOf(`${clause} ${normalise(clause.toLowerCase(), today)}`));
    return missing.some((part) => part.every((w) => words.has(w)));
  };
  const kept = clauses.filter((clause) => !holds(clause));
  if (!kept.length || kept.length === clauses.length) return undefined;
  const rest = kept.join(' ').replace(/[,;\s]+$/, '');
  if (!wordsOf(rest).some((w) => !SMALL.has(w))) return undefined;
  // The habit named again when the clause that named it went ("piano every day is too much tbh. mon wed fri only").
  const own = wordsOf(habitName).filter((w) => w.length > 2);
  return own.some((w) => wordsOf(rest).includes(w)) ? rest : `${habitName} ${rest}`;
}
