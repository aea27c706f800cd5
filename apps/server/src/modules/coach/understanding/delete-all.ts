import type { OfflineAnswer, OfflineCall } from './types.js';
import { answerCalls, reply, type Pending, type Reading } from './reading.js';
import { example, quoted, wordsOf } from './words.js';
import { exclusions } from './sentence.js';

/**
 * Issue 37: deleting records by kind ("delete all my habits", "delete my goals", "delete all my
 * habits and goals", "delete my vision"), and "delete everything", which is asked first: everything
 * may mean their habits, their goals or both ("Everything? Your 12 habits, your 3 goals, or
 * both?"), and each choice to tap is itself such a request. The calls go to the service, which
 * proposes them as one question and deletes nothing before a yes.
 */
const EVERYTHING = /\b(?:everything|all\s+of\s+(?:it|them)|all\s+my\s+(?:stuff|data|things))\b/;
const VERB = String.raw`(?:delete|remove|erase|get\s+rid\s+of|bin|scrap|ditch|trash|kill|wipe|clear|destroy|drop|forget)`;
const KIND = String.raw`(?:habits?|goals?|vision)`;
const LEAD = String.raw`(?:(?:all|every|each)\s+(?:of\s+)?)?(?:my\s+|the\s+)?`;
/** A delete of kinds: "delete all my habits", "wipe my goals", "delete all my habits and goals". */
const KINDS = new RegExp(String.raw`\b${VERB}\s+(${LEAD}${KIND}(?:\s*(?:,|and|&)\s*${LEAD}${KIND})*)\b`);

interface Kinds {
  habits: boolean;
  goals: boolean;
  vision: boolean;
}

/** The delete calls for these kinds of record (every habit, archived ones too; every goal; the vision). */
function callsFor(r: Reading, kinds: Kinds): OfflineCall[] {
  return [
    ...(kinds.habits ? r.s.habits.map((h) => ({ name: 'deleteHabit' as const, args: { habitId: h.id } })) : []),
    ...(kinds.goals ? r.s.goals.map((g) => ({ name: 'deleteGoal' as const, args: { goalId: g.id } })) : []),
    ...(kinds.vision && r.s.vision ? [{ name: 'deleteVision' as const, args: {} }] : []),
  ];
}

function deleteOf(r: Reading, kinds: Kinds): OfflineAnswer {
  const list = callsFor(r, kinds);
  if (list.length) return answerCalls(list);
  const w = wordsOf(r.s);
  const named = [kinds.habits && w.say('kindHabits'), kinds.goals && w.say('kindGoals'), kinds.vision && w.say('kindVision')].filter(Boolean).join(w.say('orWord'));
  return reply(w.say('noKindToDelete', { x: named }));
}


/** "Everything? Your 12 habits, your goal "Learn Spanish", or both?" with the three answers to tap. */
function askEverything(r: Reading): OfflineAnswer {
  const { habits, goals, vision } = r.s;
  const w = wordsOf(r.s);
  if (!habits.length && !goals.length && !vision) return reply(w.say('nothingAtAllToDelete'));
  const goalText = goals.length === 1 ? w.say('yourGoalNamed', { g: quoted(goals[0]!) }) : w.say('yourGoalsCount', { n: goals.length });
  const visionText = vision ? ` ${w.say('visionStays', { e: example('delete my vision') })}` : '';
  const memory = { pending: { everything: true } satisfies Pending };
  if (habits.length && goals.length) {
    return reply(`${w.say('everythingBoth', { k: habits.length === 1 ? w.say('oneHabitCount') : w.say('habitsCount', { n: habits.length }), g: goalText })}${visionText}`, {
      suggestions: ['Delete all my habits', 'Delete my goals', 'Delete all my habits and goals'],
      memory,
    });
  }
  const only = habits.length ? { text: habits.length === 1 ? w.say('allOneHabit') : w.say('allHabitsCount', { n: habits.length }), say: 'Delete all my habits' } : goals.length ? { text: goalText, say: 'Delete my goals' } : { text: w.say('yourVision'), say: 'Delete my vision' };
  return reply(`${w.say('everythingIs', { k: only.text })}${habits.length || goals.length ? visionText : ''} ${w.say(habits.length || goals.length ? 'deleteThemQ' : 'deleteItQ')}`, { suggestions: [only.say, 'No, leave it'], memory });
}

/** A delete of every record of a kind, or of "everything" (asked first); undefined when the words name no kind. */
export function deleteKinds(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  // Issue 50: a delete of all with some left out ("except …", "apart from …"): all but those, proposed by name.
  const except = exclusions(t, r.s.habits);
  if (except && (EVERYTHING.test(except.rest) || /\b(?:all|every|each)\b|\bhabits\b/.test(except.rest))) {
    const kept = new Set(except.kept.map((h) => h.id));
    const list = r.s.habits.filter((h) => !kept.has(h.id)).map((h) => ({ name: 'deleteHabit' as const, args: { habitId: h.id } }));
    return list.length ? answerCalls(list) : reply(wordsOf(r.s).say('nothingLeftToDelete'));
  }
  const m = KINDS.exec(t);
  const words = m?.[1] ?? '';
  const kinds: Kinds = { habits: /\bhabits\b|\b(?:all|every|each)\b.*\bhabit\b/.test(words), goals: /\bgoals\b|\b(?:all|every|each)\b.*\bgoal\b/.test(words), vision: /\bvision\b/.test(words) };
  if (kinds.habits || kinds.goals || (kinds.vision && /^(?:my\s+|the\s+)?vision$/.test(words))) return deleteOf(r, kinds);
  if (!EVERYTHING.test(t)) return undefined;
  // "Delete everything" asked twice (or said as the answer) is everything, the vision too.
  if (r.pending?.everything) return deleteOf(r, { habits: true, goals: true, vision: true });
  return askEverything(r);
}

/** The answer to "Everything? …, or both?": "both", "all of it", "just the habits"; undefined for anything else. */
export function everythingAnswer(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  if (/^(?:both|both\s+of\s+them|habits\s+and\s+goals)$/.test(t)) return deleteOf(r, { habits: true, goals: true, vision: false });
  if (/^(?:everything|all(?:\s+of\s+(?:it|them))?|the\s+lot)$/.test(t)) return deleteOf(r, { habits: true, goals: true, vision: true });
  if (/^(?:(?:just|only)\s+)?(?:the\s+|my\s+)?habits(?:\s+only)?$/.test(t)) return deleteOf(r, { habits: true, goals: false, vision: false });
  if (/^(?:(?:just|only)\s+)?(?:the\s+|my\s+)?goals(?:\s+only)?$/.test(t)) return deleteOf(r, { habits: false, goals: true, vision: false });
  if (/^(?:yes|yeah|yep|sure|ok(?:ay)?)\b/.test(t)) return reply(wordsOf(r.s).say('whichKinds'), { suggestions: ['Delete all my habits', 'Delete my goals', 'Delete all my habits and goals'], memory: { pending: { everything: true } satisfies Pending } });
  return undefined;
}
