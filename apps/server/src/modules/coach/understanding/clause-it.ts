import type { CoachSnapshot } from '../coach-snapshot.js';
import type { OfflineContext } from './types.js';
import { findMentions } from './mentions.js';
import { particleFirst } from './particles.js';

/**
 * Issue 50, twenty-sixth pass: "it" said for a record named in words the coach does not act on.
 * - After the last turn made a goal or an area: "put gym under it", "and move piano into it" (it
 *   is what was just made, by its name).
 * - After a clause that only tells about one habit: "spanish every weekday is too much tbh, make it
 *   mon wed fri", "squash keeps clashing w brunch, can it be 3pm instead", "gym is mostly weights
 *   now, call it weights" (the request, with the habit's name for "it").
 * Returns the message with the name in place of "it", or the message unchanged.
 */
const REQUEST = /^(?:(?:so|and|but|ok|pls|please|maybe|then)\s+)*(?:can|could|would|make|change|move|call|rename|set|put|shift|push|let'?s\s+make|switch|turn|have|bump|up|raise|increase|lower|reduce|cut|drop|bring)\b/;
const IT = /\bit\b/;

export function itAfterClause(message: string, s: CoachSnapshot, context: OfflineContext): string {
  const plain = message.toLowerCase().replace(/[’‘]/g, "'");
  const made = (context.lastCalls ?? []).filter((c) => c.outcome.ok && (c.name === 'createGoal' || c.name === 'createArea')).at(-1);
  const madeName = made ? ((made.outcome.result ?? {}) as { name?: string }).name : undefined;
  // Forty-eighth pass: or "there" ("and water the plants put there").
  const into = /\b(under|into|in|to|onto)\s+it\b/.exec(plain) ?? /\b()there\b/.exec(plain);
  if (made && madeName && into && findMentions(plain, s.habits).length) {
    const what = made.name === 'createGoal' ? `the ${madeName} goal` : `the ${madeName} area`;
    return `${message.slice(0, into.index)}${into[1] || 'in'} ${what}${message.slice(into.index + into[0].length)}`;
  }
  // Issue 50, twenty-eighth pass: the request is the clause that asks with "it", after as many clauses as lead to it ("plan the week at 6 is too early, dinners not even done. make it 7ish").
  // Issue 50, thirty-first pass: or where the request starts with no comma before it ("rowing 3x a week is too much rn make it 2").
  // Issue 50, forty-ninth pass: or asks with "can you … it" ("squash at 11 is a bit early could you push it to 1").
  const cuts = [...message.matchAll(/\s*(?:,|\s-\s|\s–\s|\s—\s|\.\s)\s*|\s+(?=(?:so\s+|pls\s+|please\s+)?(?:make|change|can|could)\s+it\b)|\s+(?=(?:so\s+)?(?:can|could|would)\s+(?:you|u)\s+(?:please\s+|just\s+)?(?:move|make|change|shift|push|put|set|switch)\s+it\b)/g)].filter((m) => m.index >= 3);
  const cut = cuts.find((m) => {
    const rest = message.slice(m.index + m[0].length).toLowerCase();
    return REQUEST.test(rest) && IT.test(rest);
  });
  if (!cut) return message;
  const [first, second] = [message.slice(0, cut.index), message.slice(cut.index + cut[0].length)];
  const secondPlain = second.toLowerCase();
  // "the spanish goal, can u call it spanish in seville", "learning area - call it study instead": a rename of that goal or area.
  const record = /^(?:the\s+|my\s+)?[a-z0-9' ]+?\s+(?:goal|area)$/i.test(first.trim()) ? /\b(?:call|rename|name)\s+it\s+(?:to\s+)?(.+?)(?:\s+(?:instead|please|pls|thanks|now))*[.!?]*$/i.exec(second) : null;
  if (record) return `rename ${first.trim()} to ${record[1]!}`;
  // Issue 50: "I took my evening vitamins last night, but I forgot to tick them off. Would you … do it now?": the tick asked for, read whole.
  if (/\bforgot\s+to\s+(?:tick|log|mark|record|add|check)\b/i.test(first)) return message;
  // Issue 50: "add a daily walk at lunch, put it in health": "it" is the new habit asked for first (create.ts), never one whose word it has.
  if (/^(?:(?:can|could)\s+(?:we|you|u)\s+)?(?:please\s+)?(?:add|create|start|set\s+up|make)\s+(?:me\s+)?(?:a|an|another|new)\s/i.test(first.trim())) return message;
  // "water is wrong, make it 5": a correction of what was just done (talk.ts), never a change of the habit.
  if (/\b(?:wrong|mistake|typo|incorrect|not\s+right|oops|meant)\b/i.test(first)) return message;
  // Nineteenth session: "the last one is thursday the 17th. can you end it after that one?": the day is in the first clause.
  if (/\b(?:that\s+(?:one|day|date|session|class)|then)\b/i.test(second) && /\d|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:tomorrow|next\s+week)\b/i.test(first)) return message;
  // Nineteenth session: "i can manage 4 rowing sessions a week instead of 3, could you bump it up": the new count is in the first clause.
  if (/\b\d+\s+[a-z]+(?:\s+sessions?)?\s+(?:a|per)\s+(?:week|day|month)\b.*\binstead\b/i.test(first) && !/\d/.test(second)) return message;
  // Issue 50, fifty-third pass: a habit put away is named too when "it" is asked back ("i really miss stretching, can you bring it back?").
  const back = /\b(?:back|restore|unarchive|revive)\b/i.test(second);
  const habits = findMentions(first.toLowerCase(), s.habits.filter((h) => back || !h.archived));
  if (habits.length !== 1 || habits[0]!.items.length !== 1 || findMentions(secondPlain, s.habits).length) return message;
  const habit = habits[0]!.items[0]!;
  // Issue 50, twenty-eighth pass: "the morning run reminder is too late, make it 20 min before": "it" is the habit's reminder.
  if (/\b(?:remin\w*|remnder\w*|notif\w*|nudge|alert|e-?mails?)\b/i.test(first) && !/\b(?:reminder|notif\w*|remind|nudge|alert|e-?mail)\b/i.test(second)) return particleFirst(second.replace(/\bit\b(?!')/i, `the ${habit.name} ${/\be-?mails?\b/i.test(first) ? 'email ' : /\bnotif\w*|\bpush\b/i.test(first) ? 'push ' : ''}reminder`));
  // A first part that only names it ("fridays run - can it be 8am this week only") goes in whole, with its day.
  const named = first.trim().split(/\s+/).length <= 4 && !/\b(?:is|are|was|keeps?|has|have|does|do|feels?|needs?|i)\b/i.test(first) ? first.trim() : habit.name;
  // "its time", "it's": never the pronoun alone.
  return second.replace(/\bit\b(?!')/i, named);
}
