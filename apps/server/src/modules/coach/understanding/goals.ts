import type { OfflineAnswer } from './types.js';
import { goalOf, notFound, one, reply, type Reading } from './reading.js';
import { asWritten } from './schedule.js';
import { wordsOf } from './words.js';
import { madeWith } from './made-with.js';

/**
 * Issue 37: goals and the vision: "add goal Run a marathon", "my goal is to sleep 8 hours", "new
 * goal: Save £1000 - by June", "describe my 10k goal as: …", "set my vision to …", "my vision is …".
 * Deleting them is in lifecycle.ts, questions about them in questions.ts.
 */
/** When a goal is to be reached by, said after its name ("by april", "by next summer", "in 2027", "before christmas", "this year"). */
const BY_WHEN = /\s*,?\s+(?:(?:by|before|in|for|until|till)\s+(?:the\s+)?(?:end\s+of\s+)?(?:next\s+|this\s+)?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|autumn|fall|winter|christmas|xmas|easter|year|month|\d{4})(?:\s+\d{4})?|(?:this|next)\s+(?:year|month|summer|spring|autumn|winter))[\s.!]*$/i;
const unquote = (text: string) => text.trim().replace(/^["'“‘]+|["'”’.!?]+$/g, '').trim();

export function goalsAndVision(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  const original = r.said.original;
  // Issue 50, sixth pass: "new vision: …", "vision - …", "my new vision is …", "here is my vision: …".
  const vision = /^(?:(?:set|update|change|make|write|rewrite|re-write|redo|reword|replace)\s+(?:my\s+|the\s+)?(?:new\s+)?vision\s*(?:to|as|=|is|with)?\s*:?\s*|(?:i\s+want\s+)?my\s+vision\s+to\s+(?:read|say|be)\b[^:'"“‘]*[:,]?\s*|(?:my\s+)?(?:new\s+)?vision\s*(?:is\s*:?|:|=|-)\s*|(?:here\s+is|this\s+is)\s+my\s+(?:new\s+)?vision\s*:?\s*)(.+)$/.exec(t);
  if (vision) return one({ name: 'createOrUpdateVision', args: { text: unquote(asWritten(vision[1]!, original)) } });
  // Issue 50, twenty-eighth pass: words added to the vision ("keep my vision but tack this on the end - and …", "add to my vision: …").
  const more = /\bvision\b/.test(t) && /\b(?:add|append|tack|stick|put|extend|include)\b/.test(t) && !/\b(?:replace|rewrite|new\s+vision|change\s+my\s+vision\s+to)\b/.test(t) ? (/(?:\s[-–—]+\s*|:\s*)(.+)$/.exec(original) ?? /\bvision\s+that\s+(.+?)(?:[.!?]\s.*)?$/i.exec(original)) : null;
  if (more && r.s.vision) {
    const added = unquote(more[1]!);
    const base = r.s.vision.text.trim().replace(/[.!]+$/, '');
    return one({ name: 'createOrUpdateVision', args: { text: /^and\b/i.test(added) ? `${base}, ${added}.` : `${base}. ${added.charAt(0).toUpperCase()}${added.slice(1)}.` } });
  }
  const describe = /^(?:describe|update\s+the\s+description\s+of)\s+(.+?)\s+as\s*:?\s*(.+)$/.exec(t);
  if (describe && /\bgoal\b|^describe/.test(t)) {
    const { goal, answer } = goalOf(r);
    if (answer) return answer;
    if (goal) return one({ name: 'updateGoal', args: { goalId: goal.id, description: unquote(asWritten(describe[2]!, original)) } });
  }
  // Issue 50, eighth pass: "i want to set a goal of …", "lets make a goal to …", "can we add a goal: …".
  const CREATE = /^(?:(?:(?:i\s+(?:really\s+)?(?:want|would\s+like|need|am\s+going|wanna)|let\s+us|lets|we\s+should)\s+(?:to\s+)?)?(?:add|create|new|set|make|start)\s+(?:me\s+|myself\s+)?(?:a\s+|an\s+)?(?:new\s+)?goal\s*(?:(?:called|named|to|of)\b|:|-)?\s*|new\s+goal\s*:?\s*|my\s+(?:new\s+)?goal\s+is\s+(?:to\s+)?|i\s+(?:want|would\s+like|need|have)\s+(?:a\s+)?(?:new\s+)?goal\s*(?:of|to|called|named|:)?\s*|(?:set|make)\s+(?:it\s+)?(?:a|my)\s+goal\s+to\s+)(.+)$/;
  // Issue 50, twenty-eighth pass: one sentence of several asks for it ("ok doing my big planning thing. new goal for next year: read 24 books. just the goal for now").
  const create = CREATE.exec(t) ?? t.split(/(?<=[.!?])\s+/).map((sentence) => CREATE.exec(sentence.replace(/[.!?]+$/, ''))).find(Boolean);
  if (!create) return undefined;
  // "new goal for next year: …", "goal by june - …": the words after the colon are its name.
  const made = madeWith(create[1]!.replace(/^(?:for|by|before)\s+[^:]{1,30}:\s*/, ''), r.s);
  const words = unquote(asWritten(made.words, original));
  const [name, description] = words.split(/\s+[-–:]\s+/, 2);
  const clean = name!.charAt(0).toUpperCase() + name!.slice(1);
  // Issue 50, fifty-fourth pass: a goal they have, asked for with a date to reach it by ("run a 10k by april", "sleep better this year"), is the one they have.
  const undated = clean.replace(BY_WHEN, '').toLowerCase();
  const existing = r.s.goals.find((g) => g.name.toLowerCase() === clean.toLowerCase() || g.name.toLowerCase() === undated);
  if (existing) return reply(wordsOf(r.s).say('haveGoalAlready', { g: existing.name }), { suggestions: [`Which habits are part of ${existing.name}?`] });
  if (!clean) return reply(wordsOf(r.s).say('whatGoal'));
  return one({ name: 'createGoal', args: { name: clean, ...(description ? { description: description.trim() } : {}), ...(made.habitIds.length ? { habitIds: made.habitIds } : {}) } });
}

export { notFound };
