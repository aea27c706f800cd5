import { COACH_FUNCTION_LIST, COACH_FUNCTIONS, type CoachFunction } from '@stride/domain';
import type { AiTool } from '../../adapters/ai-provider.js';
import { COACH_FUNCTIONS_SERVED } from './functions/index.js';
import { modelArgsOf, modelToolSchema } from './tool-schemas.js';

/**
 * The coach's functions a model is given in one turn (issue 37: a turn for 20 habits, 5 goals and
 * a vision within 8,000 characters, for 4,096-token local models; every function's schema at once
 * is ~18,000). The functions a message's words call for, and those the model asked for, are always
 * given (issue 49: correctness before size); those the conversation used last and those the words
 * may mean as the room holds; `useFunctions` names every other one, and a model that calls it gets
 * those in its next round. Words are cues, never decisions: a function given and not needed costs
 * characters, not correctness.
 */

/**
 * Words that call for each function (its `cues`, in its folder): `strong` words name it, `weak`
 * ones only may. Strong ones are given first.
 */
const cuesOf = (name: CoachFunction) => COACH_FUNCTIONS_SERVED[name].cues;

/** The function that hands a model the others (not one of the coach's: it changes nothing, and never reaches a handler). */
export const MORE_FUNCTIONS = 'useFunctions';

const toolOf = (fn: (typeof COACH_FUNCTION_LIST)[number]): AiTool => ({ name: fn.name, description: fn.description, parameters: modelToolSchema(modelArgsOf(fn)) });
/** Every function's tool, built once. */
const TOOLS = new Map<string, AiTool>(COACH_FUNCTION_LIST.map((fn) => [fn.name, toolOf(fn)]));
/** A tool's characters as the provider adapter sends it (wrapped, strict when asked, a comma between): what a turn's room is counted in. */
const sizeOf = (tool: AiTool) => JSON.stringify({ type: 'function', function: { ...tool, strict: true } }).length + 1;
const wordsOf = (message: string) => message.toLowerCase().replace(/[’]/g, "'");
// The smallest first: a message's specific function ("remind" → addReminder) before the broad ones.
const bySize = (names: readonly CoachFunction[]) => [...names].sort((a, b) => sizeOf(TOOLS.get(a)!) - sizeOf(TOOLS.get(b)!));

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

/** A name of the registry's (a model may ask for one it made up). */
export const isCoachFunction = (name: string): name is CoachFunction => TOOLS.has(name);

/**
 * The functions a round must hold, whatever their size (issue 49): `asked` (by `useFunctions`)
 * and those the message's words name. A function left out for want of room is a turn that cannot
 * do its job; the context shrinks instead (system-prompt.ts, `room`).
 */
export function neededFunctions(message: string, asked: readonly string[] = []): CoachFunction[] {
  const text = wordsOf(message);
  const strong = bySize(COACH_FUNCTIONS.filter((name) => cuesOf(name).strong.test(text)));
  return [...new Set([...asked.filter(isCoachFunction), ...strong])];
}

/** Characters the needed functions take as sent, with `useFunctions` (at its largest) beside them. */
export function neededSize(needed: readonly string[]): number {
  return needed.reduce((sum, name) => sum + sizeOf(TOOLS.get(name)!), sizeOf(moreTool(COACH_FUNCTIONS)));
}

/**
 * The tools for a round: every needed function (`neededFunctions`), then, within `budget`
 * characters (as JSON, the needed ones counted), those the last turn used and those the message's
 * words may mean, each the smaller first; the rest named by `useFunctions`, one round away.
 */
export function toolsFor(message: string, { recent = [], asked = [], budget }: { recent?: readonly string[]; asked?: readonly string[]; budget: number }): AiTool[] {
  const text = wordsOf(message);
  const needed = neededFunctions(message, asked);
  // Words that only may mean a function: the one they point at most often first ("every … every" → createHabit).
  const hits = (name: CoachFunction) => text.match(new RegExp(cuesOf(name).weak?.source ?? '$^', 'g'))?.length ?? 0;
  const weak = bySize(COACH_FUNCTIONS.filter((name) => hits(name) > 0)).sort((a, b) => hits(b) - hits(a));
  const chosen: AiTool[] = needed.map((name) => TOOLS.get(name)!);
  let room = budget - neededSize(needed);
  for (const name of new Set([...bySize(recent.filter(isCoachFunction)), ...weak])) {
    const tool = TOOLS.get(name)!;
    if (chosen.includes(tool) || sizeOf(tool) > room) continue;
    chosen.push(tool);
    room -= sizeOf(tool);
  }
  const missing = COACH_FUNCTIONS.filter((name) => !chosen.some((t) => t.name === name));
  return missing.length ? [...chosen, moreTool(missing)] : chosen;
}

/** Every function's tool (a model asked for all it can hold), for tests and the bench's baseline. */
export const ALL_TOOLS: readonly AiTool[] = [...TOOLS.values()];
