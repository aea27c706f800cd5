import type { AiTool } from '../../adapters/ai-provider.js';
import type { CoachLimits } from './coach-limits.js';
import type { CoachSnapshot } from './coach-snapshot.js';
import { systemPrompt } from './system-prompt.js';
import { neededFunctions, neededSize, toolsFor } from './tool-selection.js';

/** What one round of a turn sends the model besides the conversation: its instructions and records, and its tools. */
export interface RoundContext {
  system: string;
  tools: AiTool[];
}

/** Name words too common to tell a habit by ("the", "my", …): a habit is named by its other words. */
const COMMON = new Set(['the', 'my', 'a', 'an', 'and', 'of', 'to', 'for', 'in', 'on', 'at', 'no', 'after', 'before', 'every', 'day', 'daily']);

/**
 * The habits a message names: its whole name, or one of its words (of 3 letters or more, not a
 * common one) as a word of the message ("move gym to 7pm" → "Gym"; "my spanish lessons" →
 * "Spanish lessons"). A cue for what to show in full, never a decision: the model picks the record.
 */
export function habitsNamedIn(message: string, habits: CoachSnapshot['habits']): Set<string> {
  const text = message.toLowerCase().replace(/[’]/g, "'");
  const words = new Set(text.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  const named = habits.filter((h) => {
    const name = h.name.toLowerCase();
    if (text.includes(name)) return true;
    return name.split(/[^\p{L}\p{N}]+/u).some((word) => word.length >= 3 && !COMMON.has(word) && (words.has(word) || words.has(`${word}s`) || (word.endsWith('s') && words.has(word.slice(0, -1)))));
  });
  return new Set(named.map((h) => h.id));
}

/**
 * One round's context (issue 49, correctness before size): the functions the round needs first
 * (those the message names and those the model asked for, whatever their size), then the system
 * prompt in the room they leave (the habits the message and conversation name in full, the others
 * in full while the room lasts, the rest by id and name), then other functions in what is left.
 * Whatever it leaves out is one `useFunctions` (or one `getHabit`) away.
 */
export function roundContext(
  s: CoachSnapshot,
  message: string,
  { opening, recent = [], asked = [], limits, about = [] }: { opening: boolean; recent?: readonly string[]; asked?: readonly string[]; limits: Pick<CoachLimits, 'turnChars' | 'minToolChars'>; about?: readonly string[] },
): RoundContext {
  // An opening greets: no functions, the whole prompt.
  if (opening) return { system: systemPrompt(s, { opening }), tools: [] };
  const focus = habitsNamedIn(message, s.habits);
  for (const id of about) focus.add(id);
  const room = limits.turnChars - message.length - neededSize(neededFunctions(message, asked));
  const system = systemPrompt(s, { opening, room, focus });
  const budget = Math.max(limits.minToolChars, limits.turnChars - system.length - message.length);
  return { system, tools: toolsFor(message, { recent, asked, budget }) };
}
