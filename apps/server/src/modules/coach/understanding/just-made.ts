import type { CoachSnapshot } from '../coach-snapshot.js';
import type { OfflineAnswer, OfflineCall, OfflineContext } from './types.js';
import { answerCalls, type Reading } from './reading.js';

/**
 * Issue 50, thirteenth pass: a message about the habit the coach made in its last turn, read from
 * the sentence's parts rather than whole phrasings:
 * - a scrap ("scrap that", "actually forget it", "cancel that one", "nah get rid of it", "never
 *   mind, remove it"): a lead-in of doubt, a verb of removing or forgetting, and only a pointer to
 *   what was made. It is proposed as the habit's delete (a delete always waits for a yes), where
 *   "forget it" was read as a decline of nothing and "delete that one" as a new request;
 * - a cue said after it ("every night before bed", "do it after brushing my teeth", "with breakfast
 *   pls"): the made habit's cue, where the cue was made a habit of its own ("Before bed").
 */
const DOUBT = String.raw`(?:actually|oops|whoops|sorry|hmm+|um+|erm|nah|no|nope|wait|ok(?:ay)?|oh|on\s+second\s+thoughts?|never\s*mind|nevermind|scratch\s+that|i\s+(?:have\s+)?change[d]?\s+my\s+mind|change[d]?\s+my\s+mind|my\s+bad)`;
const REMOVE = String.raw`(?:scrap|scratch|cancel|delete|remove|bin|ditch|nix|nuke|drop|kill|undo|lose|axe|get\s+rid\s+of|forget(?:\s+about)?|take\s+(?:it|that)\s+(?:off|out|away)|i\s+do\s+not\s+want|do\s+not\s+(?:add|make|bother\s+with))`;
const POINTER = String.raw`(?:it|that|this|that\s+one|this\s+one|the\s+(?:new|last)\s+one|that\s+(?:new\s+|last\s+)?habit|the\s+(?:new\s+)?habit|what\s+you\s+(?:just\s+)?(?:made|added|did))?`;
const TAIL = String.raw`(?:[\s,!.]+(?:please|pls|plz|thanks|then|actually|after\s+all|for\s+now|i\s+(?:have\s+)?change[d]?\s+my\s+mind|change[d]?\s+my\s+mind|not\s+for\s+me|i\s+do\s+not\s+(?:want|need)\s+it))*`;
const SCRAP = new RegExp(String.raw`^(?:${DOUBT}[\s,!.]+)*${REMOVE}(?:\s+${POINTER})?${TAIL}[\s!.]*$`);

/** A cue said alone: before/after a moment of the day, or with a meal. */
const CUE = /\b((?:right\s+|just\s+|straight\s+)?(?:before|after)\s+(?:(?:i|my|the|a|getting|going\s+to)\s+)?[a-z]+(?:\s+(?:up|my\s+teeth|teeth|home|out|to\s+bed|in|work|school|breakfast|lunch|dinner))?|with\s+(?:my\s+)?(?:breakfast|brekkie|lunch|dinner|tea|supper|meals?|coffee|food|morning\s+coffee))\b/;
/** What may stand around the cue: pointers to the habit, words of how often, fillers. */
const AROUND = /^(?:(?:ok(?:ay)?|oh|and|also|so|then|actually|hmm|um|right|can\s+you|could\s+you|pls|please|do|make|have|put|set|schedule|it|that|this|one|every|each|a|the|day|daily|night|nightly|morning|evening|afternoon|weekday|weekdays|should|be|is|will|i|want|would|like|to|for|please)\b[\s,]*)*$/;

function madeIds(r: Reading): string[] {
  return (r.context.lastCalls ?? []).filter((c) => c.name === 'createHabit' && c.outcome.ok).map((c) => ((c.outcome.result ?? {}) as { id?: string }).id ?? '').filter((id) => r.s.habits.some((h) => h.id === id));
}

export function justMade(r: Reading): OfflineAnswer | undefined {
  if (r.pending) return undefined;
  const ids = madeIds(r);
  if (!ids.length) return undefined;
  const plain = r.said.plain.replace(/[.!?]+$/, '').trim();
  if (SCRAP.test(plain) || SCRAP.test(r.said.text)) return answerCalls(ids.map((habitId) => ({ name: 'deleteHabit', args: { habitId } }) as OfflineCall));
  if (ids.length !== 1) return undefined;
  const t = r.said.text.replace(/[\s,.!]+(?:please|pls|plz|thanks|ta)$/, '').replace(/[.!]+$/, '').trim();
  const cue = CUE.exec(t);
  if (!cue || !AROUND.test(t.slice(0, cue.index)) || !AROUND.test(t.slice(cue.index + cue[0].length).trim())) return undefined;
  const words = cue[1]!.replace(/^(?:right|just|straight)\s+/, '');
  return answerCalls([{ name: 'updateHabit', args: { habitId: ids[0]!, cue: { text: words.charAt(0).toUpperCase() + words.slice(1) } } } as OfflineCall]);
}

/**
 * "no, the other one" after something was done to a habit: the one other habit whose name shares a
 * word with it ("tick off water" marked Drink water; the other one is Water the plants), put in
 * the message's place so the correction moves what was done there (as "sorry, I meant …" does).
 */
export function otherOne(message: string, s: CoachSnapshot, context: OfflineContext): string {
  const m = /^(?:(?:no|nope|nah|sorry|oops|wait|wrong\s+one|not\s+that\s+one|i\s+meant|meant)[\s,!.]*)*(the\s+other\s+(?:one|habit))[\s!.]*(?:pls|please)?[\s!.]*$/i.exec(message.trim());
  const last = (context.lastCalls ?? []).filter((c) => c.outcome.ok).at(-1);
  const h = m && last ? s.habits.find((x) => x.id === last.args.habitId) : undefined;
  if (!m || !h) return message;
  const words = (name: string) => name.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2 && !/^(?:the|and|for|with|my)$/.test(w));
  const others = s.habits.filter((x) => !x.archived && x.id !== h.id && words(x.name).some((w) => words(h.name).includes(w)));
  if (others.length !== 1) return message;
  return `no, I meant ${others[0]!.name}`;
}

/** " on <day>" when a listed habit is named by its place in a list of another day and the message says no day of its own. */
export function dayOfList(context: OfflineContext, message: string): string {
  const day = (context.memory as { listedDay?: string } | null | undefined)?.listedDay;
  return day && !/\b(?:today|tonight|tomorrow|yesterday|[a-z]+day|\d{1,2}(?:st|nd|rd|th)?)\b/i.test(message) ? ` on ${day}` : '';
}
