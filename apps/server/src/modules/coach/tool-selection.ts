import { COACH_FUNCTION_LIST, COACH_FUNCTIONS, type CoachFunction } from '@stride/domain';
import type { AiTool } from '../../adapters/ai-provider.js';
import { modelToolSchema } from './tool-schemas.js';

/**
 * The coach's functions a model is given in one turn (issue 37: a turn for 20 habits, 5 goals and
 * a vision within 8,000 characters, for 4,096-token local models; every function's schema at once
 * is ~18,000). The functions a message's words call for, and those the conversation used last,
 * come first, as many as the turn's room holds; `useFunctions` names every other one, and a model
 * that calls it gets those in its next round. Words are cues, never decisions: a function given and
 * not needed costs characters, not correctness.
 */

/** Words that call for a function (lower-case English; a function with no cue in a message is still one `useFunctions` away). */
const CUES: Record<CoachFunction, RegExp> = {
  createHabit: /\b(add|create|new|start|begin|set ?up|track|habit|i want to|i'?d like to|every|daily|each|a day|a week|times a)\b/,
  updateHabit: /\b(move|change|rename|call it|resched\w*|make (it|that|them)|switch|instead|earlier|later|shift|time|mornings?|evenings?|am|pm|link|unlink|target|times a|weekdays?|weekends?|minutes|hours?|from \w+ to)\b/,
  deleteHabit: /\b(delete|remove|drop|get rid|erase|bin|trash|everything|all of)\b/,
  createGoal: /\b(goal|aim|achieve|marathon|learn|want to|by (the end|next|summer|christmas))\b/,
  updateGoal: /\bgoal\b/,
  deleteGoal: /\bgoal\b.*\b(delete|remove|drop|forget|scrap)\b|\b(delete|remove|drop|forget|scrap)\b.*\bgoal\b|\beverything\b/,
  createOrUpdateVision: /\bvision\b/,
  deleteVision: /\bvision\b.*\b(delete|remove|clear)\b|\b(delete|remove|clear)\b.*\bvision\b/,
  completeHabit: /\b(did|done|finished|completed?|log(ged)?|drank|read|ran|walked|tick|check(ed)? off|mark|went|had|took|made it|\d+ (pages|glasses|minutes|km|miles|steps|cups|reps))\b/,
  uncompleteHabit: /\b(didn'?t|did not|not done|untick|uncheck|mistake|oops|by accident|actually)\b/,
  getProgress: /\b(how am i|how did i|how'?s|how is|progress|doing|this week|last week|this month|stats|rate|report|review)\b/,
  skipHabit: /\b(skip|rest day|day off|can'?t|cannot|won'?t|sick|ill|injured|miss)\b/,
  unskipHabit: /\b(unskip|after all|not skip)\b/,
  pauseHabits: /\b(pause|holiday|vacation|trip|travel\w*|break|away|hold off|for a week|until)\b/,
  resumeHabits: /\b(resume|unpause|i'?m back|back from|restart|continue|start again)\b/,
  archiveHabit: /\b(archive|shelve|put away|hide|park)\b/,
  restoreHabit: /\b(restore|unarchive|bring back|back)\b/,
  addReminder: /\b(remind\w*|notif\w*|alert|ping|nudge|email me)\b/,
  removeReminder: /\b(remind\w*|notif\w*|alert|nudges?)\b/,
  addNote: /\b(note|felt|feel|feeling|journal|comment|write down)\b/,
  endHabit: /\b(stop|end|until|after|last|no more|quit|finish(es|ed)? on)\b/,
  getHabit: /\b(how many|how long|when|next|streak|in a row|which|what|show|tell me|list)\b|\?/,
  getGoal: /\b(goal|part of|belongs?)\b/,
  restoreDeleted: /\b(undo|restore|bring (it |that )?back|deleted|oops|by mistake)\b/,
};

/** The function that hands a model the others (not one of the coach's: it changes nothing, and never reaches a handler). */
export const MORE_FUNCTIONS = 'useFunctions';

const toolOf = (fn: (typeof COACH_FUNCTION_LIST)[number]): AiTool => ({ name: fn.name, description: fn.description, parameters: modelToolSchema(fn.args) });
/** Every function's tool, built once. */
const TOOLS = new Map<string, AiTool>(COACH_FUNCTION_LIST.map((fn) => [fn.name, toolOf(fn)]));
const sizeOf = (tool: AiTool) => JSON.stringify(tool).length;

/** The tool that asks for more functions, naming the ones not given. */
function moreTool(missing: readonly string[]): AiTool {
  return {
    name: MORE_FUNCTIONS,
    description: 'Get more functions to call in your next step, by name.',
    parameters: {
      type: 'object',
      properties: { names: { type: 'array', items: { type: 'string', enum: [...missing] } } },
      required: ['names'],
      additionalProperties: false,
    },
  };
}

/**
 * The tools for a turn within `budget` characters (as JSON): `asked` first (functions a model
 * asked for by `useFunctions`), then those the message's words call for, then those the last turn
 * used, in the registry's order; the rest named by `useFunctions`.
 */
export function toolsFor(message: string, { recent = [], asked = [], budget }: { recent?: readonly string[]; asked?: readonly string[]; budget: number }): AiTool[] {
  const text = message.toLowerCase().replace(/[’]/g, "'");
  const cued = COACH_FUNCTIONS.filter((name) => CUES[name].test(text));
  const wanted = [...new Set([...asked, ...cued, ...recent])].filter((name) => TOOLS.has(name));
  const chosen: AiTool[] = [];
  let room = budget - sizeOf(moreTool(COACH_FUNCTIONS));
  for (const name of wanted) {
    const tool = TOOLS.get(name)!;
    if (sizeOf(tool) > room) continue;
    chosen.push(tool);
    room -= sizeOf(tool);
  }
  const missing = COACH_FUNCTIONS.filter((name) => !chosen.some((t) => t.name === name));
  return missing.length ? [...chosen, moreTool(missing)] : chosen;
}

/** Every function's tool (a model asked for all it can hold), for tests and the bench's baseline. */
export const ALL_TOOLS: readonly AiTool[] = [...TOOLS.values()];
