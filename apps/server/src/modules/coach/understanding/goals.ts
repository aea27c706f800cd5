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
const unquote = (text: string) => text.trim().replace(/^["'“‘]+|["'”’.!?]+$/g, '').trim();

export function goalsAndVision(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  const original = r.said.original;
  // Issue 50, sixth pass: "new vision: …", "vision - …", "my new vision is …", "here is my vision: …".
  const vision = /^(?:(?:set|update|change|make|write|rewrite|re-write|redo|reword|replace)\s+(?:my\s+|the\s+)?(?:new\s+)?vision\s*(?:to|as|=|is|with)?\s*:?\s*|(?:my\s+)?(?:new\s+)?vision\s*(?:is\s*:?|:|=|-)\s*|(?:here\s+is|this\s+is)\s+my\s+(?:new\s+)?vision\s*:?\s*)(.+)$/.exec(t);
  if (vision) return one({ name: 'createOrUpdateVision', args: { text: unquote(asWritten(vision[1]!, original)) } });
  const describe = /^(?:describe|update\s+the\s+description\s+of)\s+(.+?)\s+as\s*:?\s*(.+)$/.exec(t);
  if (describe && /\bgoal\b|^describe/.test(t)) {
    const { goal, answer } = goalOf(r);
    if (answer) return answer;
    if (goal) return one({ name: 'updateGoal', args: { goalId: goal.id, description: unquote(asWritten(describe[2]!, original)) } });
  }
  // Issue 50, eighth pass: "i want to set a goal of …", "lets make a goal to …", "can we add a goal: …".
  const create = /^(?:(?:(?:i\s+(?:really\s+)?(?:want|would\s+like|need|am\s+going|wanna)|let\s+us|lets|we\s+should)\s+(?:to\s+)?)?(?:add|create|new|set|make|start)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?goal\s*(?:(?:called|named|to|of)\b|:|-)?\s*|new\s+goal\s*:?\s*|my\s+(?:new\s+)?goal\s+is\s+(?:to\s+)?|i\s+(?:want|would\s+like|need|have)\s+(?:a\s+)?(?:new\s+)?goal\s*(?:of|to|called|named|:)?\s*|(?:set|make)\s+(?:it\s+)?(?:a|my)\s+goal\s+to\s+)(.+)$/.exec(t);
  if (!create) return undefined;
  const made = madeWith(create[1]!, r.s);
  const words = unquote(asWritten(made.words, original));
  const [name, description] = words.split(/\s+[-–:]\s+/, 2);
  const clean = name!.charAt(0).toUpperCase() + name!.slice(1);
  const existing = r.s.goals.find((g) => g.name.toLowerCase() === clean.toLowerCase());
  if (existing) return reply(wordsOf(r.s).say('haveGoalAlready', { g: existing.name }), { suggestions: [`Which habits are part of ${existing.name}?`] });
  if (!clean) return reply(wordsOf(r.s).say('whatGoal'));
  return one({ name: 'createGoal', args: { name: clean, ...(description ? { description: description.trim() } : {}), ...(made.habitIds.length ? { habitIds: made.habitIds } : {}) } });
}

export { notFound };
