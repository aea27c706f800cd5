import type { CoachSnapshot } from '../coach-snapshot.js';
import type { OfflineContext } from './types.js';
import { dayOfList, otherOne, scheduleFollowUp } from './follow-up.js';
import { itAfterClause } from './clause-it.js';
import { frontedRecord } from './fronted.js';
import { hedgedRequest } from './hedged.js';
import { areaInTheirName, inTheirNames } from './other-words.js';
import { madeWithSaidOtherwise } from './made-with.js';
import { entryAsNote } from './journal-words.js';
import { dayTally } from './day-tally.js';
import { trackingWish } from './tracking-wish.js';

const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, sixth: 6, '6th': 6, seventh: 7, '7th': 7, eighth: 8, '8th': 8, ninth: 9, '9th': 9, tenth: 10, '10th': 10 };
const ORDINAL_REF = /\b(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|seventh|7th|eighth|8th|ninth|9th|tenth|10th|last)\s+(?:one|habit|of\s+(?:them|those))\b|\bnumber\s+(\d{1,2})\b/i;
const MADE_REF = /\b(?:that|the)\s+(?:last\s+)?(?:new\s+)?(?:one|habit)\s+(?:i\s+(?:just\s+)?(?:made|added|created|set\s+up)|you\s+(?:just\s+)?(?:made|added|created|set\s+up))\b|\b(?:the\s+)?(?:new|last)\s+one\s+i\s+(?:made|added|created)\b|\bthe\s+one\s+i\s+just\s+(?:made|added|created)\b/i;

/**
 * Issue 50: the conversation's references in words: "the third one" after a list (what the
 * coach's last reply listed, kept as its memory), "the one I just made" (the habit the last turn
 * made): the message with the habit's name in their place.
 */
export function withReferences(message: string, s: CoachSnapshot, context: OfflineContext): string {
  const listed = (context.memory as { listed?: string[] } | null | undefined)?.listed;
  const ordinal = ORDINAL_REF.exec(message);
  if (ordinal && listed?.length) {
    const word = ordinal[1]?.toLowerCase();
    const n = word === 'last' ? listed.length : word ? ORDINALS[word]! : Number(ordinal[2]);
    const habit = s.habits.find((h) => h.id === listed[n - 1]);
    // Issue 50, fiftieth pass: the day is looked for in the words around the place named ("the 2nd one" says no day).
    const around = message.slice(0, ordinal.index) + message.slice(ordinal.index + ordinal[0].length);
    if (habit) return message.slice(0, ordinal.index) + habit.name + message.slice(ordinal.index + ordinal[0].length) + dayOfList(context, around);
  }
  // "both", "them both" after two habits were listed or asked about: the two by name.
  if (listed?.length === 2) message = message.replace(/\b(tick|check)\s+(both\s+of\s+them|them\s+both|both)\s+off\b/i, '$1 off $2');
  // Never "both my vitamins", "both times": the two times of one habit.
  const both = listed?.length === 2 ? /\b(?:both\s+of\s+them|them\s+both|the\s+two\s+of\s+them|both(?!\s+(?:my|times|the|of\s+(?:my|the)|doses|slots)\b))\b/i.exec(message) : null;
  const pair = both ? listed!.map((id) => s.habits.find((h) => h.id === id)?.name) : [];
  if (both && pair.every(Boolean)) return `${message.slice(0, both.index)}${pair.join(' and ')}${message.slice(both.index + both[0].length)}`;
  const justMade = (context.lastCalls ?? []).some((c) => c.name === 'createHabit' && c.outcome.ok);
  const made = MADE_REF.exec(message) ?? (justMade ? /\b(?:that|the)\s+(?:last|new|latest)\s+(?:one|habit)\b|\bthat\s+new\s+one\b/i.exec(message) : null);
  if (made) {
    const ids = (context.lastCalls ?? []).filter((c) => c.name === 'createHabit' && c.outcome.ok).map((c) => ((c.outcome.result ?? {}) as { id?: string }).id);
    const habit = s.habits.find((h) => ids.includes(h.id)) ?? [...s.habits].filter((h) => !h.archived && h.startDate).sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? ''))[0];
    if (habit) return message.slice(0, made.index) + habit.name + message.slice(made.index + made[0].length);
  }
  return message;
}

/**
 * The message put, step by step, into the words the readers know, before it is read (each step
 * leaves alone what it does not read): records called by the person's own words named by their
 * names, a new area or goal's habits said otherwise put after it, a hedged request said plainly, a record said before its verb put after it, "it" after a
 * clause, references to what was said, "the other one", and a schedule's follow-up.
 */
export const REWRITES: ((message: string, s: CoachSnapshot, context: OfflineContext) => string)[] = [
  // Issue 50, fifty-seventh pass: "my journal entry for piano" is piano's note, never the habit Journal.
  (m) => entryAsNote(m),
  (m, s) => inTheirNames(m, s.habits, s.goals),
  (m, s) => areaInTheirName(m, s.areas ?? []),
  madeWithSaidOtherwise,
  // Issue 50, sixtieth pass: "coffee number 3", "2 glasses at breakfast and another at lunch": the day's total.
  (m, s) => dayTally(m, s),
  (m, s) => hedgedRequest(m, s),
  // Issue 50: "i'd like to track my steps": a habit tracking it, never a goal.
  (m, s) => trackingWish(m, s),
  (m, s) => frontedRecord(m, s),
  itAfterClause,
  withReferences,
  otherOne,
  scheduleFollowUp,
];
