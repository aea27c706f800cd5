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

/**
 * Words that call for a function (lower-case English; a function with no cue in a message is still
 * one `useFunctions` away): `strong` words name it ("remind me" → addReminder), `weak` ones only
 * may ("until" may end a habit, or make one that ends). Strong ones are given first.
 */
const CUES: Record<CoachFunction, { strong: RegExp; weak?: RegExp }> = {
  createHabit: { strong: /\b(add|create|new|start|begin|set ?up|track|i want to|i'?d like to|twice|(\w+|\d+) times a (day|week|month))\b/, weak: /\b(habit|every|daily|each|a day|a week)\b/ },
  updateHabit: { strong: /\b(move|change|rename|call it|resched\w*|make (it|that|them)|switch|instead|earlier|later|shift|push (it|back))\b/, weak: /\b(time|mornings?|evenings?|\d\s*(am|pm)|link|unlink|target|weekdays?|weekends?|minutes|hours?)\b/ },
  deleteHabit: { strong: /\b(delete|remove|drop|get rid|erase|bin|trash)\b/, weak: /\b(everything|all of)\b/ },
  createGoal: { strong: /\b(goal|aim|achieve|i want to)\b/, weak: /\b(marathon|learn|by (the end|next|summer|christmas))\b/ },
  updateGoal: { strong: /\b(rename|change|call)\b.*\bgoal\b/, weak: /\bgoal\b/ },
  deleteGoal: { strong: /\bgoal\b.*\b(delete|remove|drop|forget|scrap)\b|\b(delete|remove|drop|forget|scrap)\b.*\bgoal\b/, weak: /\beverything\b/ },
  createOrUpdateVision: { strong: /\bvision\b/ },
  deleteVision: { strong: /\bvision\b.*\b(delete|remove|clear)\b|\b(delete|remove|clear)\b.*\bvision\b/ },
  completeHabit: { strong: /\b(did|done|finished|completed?|log(ged)?|drank|ran|walked|tick(ed)?|check(ed)? off|mark|went to|made it|\d+ (pages|glasses|minutes|km|miles|steps|cups|reps))\b/, weak: /\b(read|had|took)\b/ },
  uncompleteHabit: { strong: /\b(didn'?t|did not|not done|untick|uncheck|by mistake|by accident)\b/, weak: /\b(oops|actually)\b/ },
  getProgress: { strong: /\b(how am i|how did i|how'?s|how is|progress|how .* going|this week|last week|this month|stats|rate|report|review)\b/, weak: /\bdoing\b/ },
  skipHabit: { strong: /\b(skip|rest day|day off|sick|ill|injured)\b/, weak: /\b(can'?t|cannot|won'?t|miss)\b/ },
  unskipHabit: { strong: /\b(unskip|after all|not skip)\b/ },
  pauseHabits: { strong: /\b(pause|holiday|vacation|trip|travel\w*|away|break)\b/, weak: /\b(hold off|for a week|until)\b/ },
  resumeHabits: { strong: /\b(resume|unpause|i'?m back|back from)\b/, weak: /\b(restart|continue|start again)\b/ },
  archiveHabit: { strong: /\b(archive|shelve|put away|park)\b/, weak: /\bhide\b/ },
  restoreHabit: { strong: /\b(restore|unarchive|bring back)\b/, weak: /\bback\b/ },
  addReminder: { strong: /\b(remind\w*|notif\w*|alert|ping|nudge|email me)\b/ },
  removeReminder: { strong: /\b(stop|no|don'?t|remove|turn off|mute)\b.*\b(remind\w*|notif\w*|alerts?|nudges?|pings?)\b/, weak: /\b(remind\w*|notif\w*)\b/ },
  addNote: { strong: /\b(note|journal|felt|write down)\b/, weak: /\b(feel|feeling|comment)\b/ },
  endHabit: { strong: /\b(stop|end|no more|quit|last day|finish(es|ed)? on)\b/, weak: /\b(until|after|last)\b/ },
  getHabit: { strong: /\b(how many|how long|when|next|streak|in a row|show me|tell me about)\b/, weak: /\b(which|what|list)\b|\?/ },
  getGoal: { strong: /\b(part of|belongs?)\b|\bgoal\b.*\?/, weak: /\bgoal\b/ },
  restoreDeleted: { strong: /\b(undo|undelete|bring (it |that )?back)\b/, weak: /\b(restore|deleted|oops)\b/ },
  createArea: { strong: /\b(area|routine|group)\b.*\b(add|create|new|start|make|called)\b|\b(add|create|new|start|make)\b.*\b(area|routine|group)\b/, weak: /\b(area|routine)\b/ },
  completeArea: { strong: /\b(done|did|finished|completed?)\b.*\b(routine|area)\b|\b(routine|area)\b.*\b(done|finished)\b/, weak: /\b(routine|area|all of)\b/ },
  getArea: { strong: /\b(what'?s|what is|show|list)\b.*\b(routine|area)\b/, weak: /\b(routine|area)\b/ },
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
 * asked for by `useFunctions`), then those the message's words name, those the last turn used, and
 * those its words may mean, each the smaller first; the rest named by `useFunctions`.
 */
export function toolsFor(message: string, { recent = [], asked = [], budget }: { recent?: readonly string[]; asked?: readonly string[]; budget: number }): AiTool[] {
  const text = message.toLowerCase().replace(/[’]/g, "'");
  // The smallest first: a message's specific function ("remind" → addReminder) before the broad ones that may fill the room.
  const bySize = (names: readonly string[]) => names.filter((name) => TOOLS.has(name)).sort((a, b) => sizeOf(TOOLS.get(a)!) - sizeOf(TOOLS.get(b)!));
  const strong = bySize(COACH_FUNCTIONS.filter((name) => CUES[name].strong.test(text)));
  // Words that only may mean a function: the one they point at most often first ("every … every" → createHabit).
  const hits = (name: CoachFunction) => text.match(new RegExp(CUES[name].weak?.source ?? '$^', 'g'))?.length ?? 0;
  const weak = bySize(COACH_FUNCTIONS.filter((name) => hits(name) > 0)).sort((a, b) => hits(b as CoachFunction) - hits(a as CoachFunction));
  const wanted = [...new Set([...asked, ...strong, ...bySize(recent), ...weak])];
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
