import type { CoachSnapshot } from '../coach-snapshot.js';
import { findMentions } from './mentions.js';
import { answerCalls, callsOf } from './reading.js';
import type { OfflineAnswer, OfflineCall } from './types.js';

/**
 * Issue 50, fourteenth pass: a report of what was done read by its parts, not as one phrasing. The
 * message is cut at its joints (a comma, a dash, a full stop, "and", "but", "then", brackets,
 * "note:"), and each part is one of: more of the same report (a day, an amount, a length, filler:
 * "…, 30 pages", "…, this morning"), another thing done ("ran this morning and did yoga on
 * sunday": a habit of theirs named again), or a note about it ("…, felt great", "… - knee hurt",
 * "… and it was hard", "note: legs heavy", "(rainy and cold)"). The first part with the others of
 * its kind is read as a report on its own; only when it is one (a tick or an amount, nothing
 * else) are the other things done read, each alone (with "did" in front when it has no verb of
 * its own), and the note goes with the tick it follows (`completeHabit`'s `note`). Anything else
 * in a part (a request, a question, "not") leaves the message to be read whole, as before.
 */
export type Again = (text: string) => OfflineAnswer;

/** A joint between parts: punctuation, a dash, or a joining word. */
const JOINT = /\s*(?:[,;]|[.!?](?=\s|$)|\s[-–—]+\s|[–—]|\s+\(|\)\s*)\s*(?:(?:and|but|then|also|plus)\s+)*|\s+(?:and|but|then|plus|although|though)\s+(?:(?:also|then|it)\s+(?=(?:was|felt|is)\b))?|\s+(?=(?:felt|feeling|it\s+(?:was|felt))\s+[a-z])/gi;
/** Words in a part that are no note and no report: a request, a question, a "not". */
const NOT_A_NOTE = /\b(?:only|every|each|daily|weekdays?|weekends?|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)s?|jot|write|notes?|remember|comment|save|please|pls|can\s+you|could\s+you|(?:un)?tick|unmark|mark|log|(?:un)?skip|move|delete|remove|(?:un)?pause|resume|restore|archive|stop|end|start|create|make|put|push|bring|link|remind|rename|change|add|set|undo|cancel|not|didn'?t|wasn'?t|no|instead|tomorrow|tonight|next)\b|\?/i;
/** A part that is more of the report: a day, a time, an amount, a length, filler. */
const MORE_OF_IT = /^(?:(?:today|yesterday|tonight|this\s+(?:morning|afternoon|evening)|last\s+night|earlier|(?:on\s+|last\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|at\s+\S+|in\s+the\s+\w+|for\s+.+|\d+(?:[.,]\d+)?\s*[a-z]*(?:\s+(?:of\s+)?[a-z]+)?|(?:an?|half\s+an?)\s+(?:hour|mile|km|k)|all\s+of\s+(?:it|them)|in\s+total|total|so\s+far|altogether|done|finished|again|too|as\s+well|thanks|thank\s+you|cheers|yay|woo+|woohoo|phew|finally|lol|haha|x+|ok|:\)|!+)\s*)+$/i;
/** Words of taking back or correcting: never a report read by its parts. */
const TAKEN_BACK = /\b(?:not|never|didn|didnt|wasn|wasnt|haven|havent|hasn|isn|don|dont|nope|nah|wrong|wrongly|mistake|accident\w*|oops|whoops|wait|actually|undo|untick|unmark|meant|instead|sorry|should|shouldn|rather|too\s+(?:much|many|few|little)|fix|correct|total|make\s+(?:it|that)|remove|delete|take\s+(?:off|back))\b/i;
/** A note said as such: "note: …", "note that …", "notes - …". */
const NOTE_MARK = /^(?:(?:add\s+(?:a\s+)?)?notes?\s*(?::|-|that\b|saying\b)?|comment\s*:?|fyi\s*:?)\s*/i;

interface Part {
  text: string;
  /** Where the part starts in the message, and the joint before it. */
  at: number;
  joint: string;
}

function partsOf(message: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  let joint = '';
  for (const m of message.matchAll(JOINT)) {
    if (m.index === 0 || m.index! < last) continue;
    parts.push({ text: message.slice(last, m.index), at: last, joint });
    joint = m[0];
    last = m.index! + m[0].length;
  }
  parts.push({ text: message.slice(last), at: last, joint });
  return parts.filter((p) => p.text.trim() || !p.joint);
}

const idOf = (c: OfflineCall) => (c.args as { habitId?: string }).habitId;
const ticks = (calls: OfflineCall[]) => calls.length > 0 && calls.every((c) => c.name === 'completeHabit');

/** Whether the words name one of the person's habits by a whole word of its name (3 letters or more). */
function namesHabit(text: string, s: CoachSnapshot): boolean {
  const words = new Set(text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2).map((w) => PAST[w] ?? w));
  const forms = (w: string) => [w, `${w}s`, `${w}es`, `${w}ed`, `${w}d`, `${w}ing`, w.replace(/e$/, 'ing'), `${w}${w.at(-1)}ing`, `${w}${w.at(-1)}ed`];
  return s.habits.some((h) => !h.archived && h.name.toLowerCase().split(/[^a-z]+/).some((w) => w.length > 2 && !/^(?:the|and|for|with|our|your|from|into|off|out|week|day|daily|morning|evening|night)$/.test(w) && forms(w).some((f) => words.has(f))));
}

/** Whether the words are one of the person's habits' whole names and nothing else ("the dog walk", "my piano too"). */
function isWholeName(text: string, s: CoachSnapshot): boolean {
  // Issue 50, forty-ninth pass: with the day it was done on after it ("… and my antibiotics this morning").
  const bare = text.trim().toLowerCase().replace(/^(?:my|the)\s+/, '').replace(/(?:\s+(?:too|as\s+well|also|done|today|tonight|yesterday|last\s+night|this\s+(?:morning|afternoon|evening)))+$/, '');
  return findMentions(bare, s.habits.filter((h) => !h.archived)).some((m) => m.level === 'exact' && m.start === 0 && m.end === bare.length);
}

/** Pasts that are no stem and an ending. */
const PAST: Record<string, string> = { ran: 'run', swam: 'swim', rode: 'ride', wrote: 'write', drank: 'drink', ate: 'eat', slept: 'sleep', sang: 'sing', spoke: 'speak', took: 'take', went: 'go', flew: 'fly', lifted: 'lift' };
/** Openings that are no part of the report ("hey, …", "ok so …", "yay! …"). */
const OPENING = /^(?:(?:hey|hi|hiya|hello|ok(?:ay)?|so|just|yay|woo+|oh|well|right|alright|coach|update|quick\s+update|good\s+news|guess\s+what)\b[\s,!.:-]*)+/i;

/** Set while the parts are read: a part is never cut into parts again. */
let reading = false;

export function reportByParts(message: string, s: CoachSnapshot, again: Again): OfflineAnswer | undefined {
  if (reading) return undefined;
  reading = true;
  try {
    return byParts(message, s, again);
  } finally {
    reading = false;
  }
}

function byParts(message: string, s: CoachSnapshot, again: Again): OfflineAnswer | undefined {
  // Only a report as it stands: a correction, an undo or a "not" is read whole, as before.
  if (TAKEN_BACK.test(message) || /\b(?:except|apart\s+from|but\s+not|other\s+than|besides|everything|all\s+(?:my|of|the))\b/i.test(message)) return undefined;
  const said = message.trim().replace(OPENING, '');
  // A cue or a condition first ("after I pour my coffee, I meditate") is a habit stacked, not a report.
  if (/^(?:after|before|when|whenever|once|while|if|as\s+soon\s+as|every|each|until)\b/i.test(said)) return undefined;
  const parts = partsOf(said);
  if (parts.length < 2) return undefined;
  // Issue 50, twenty-third pass: a record asked for ("add a limit for energy drinks, one a day max, …") is one request, never a report in parts.
  if (/^(?:(?:can|could)\s+(?:you|u)\s+|please\s+|pls\s+)?(?:add|create|make|set(?:\s+up)?|start|new)\b.*\b(?:limit|habit|goal|area|reminder|routine|target)\b/i.test(parts[0]!.text)) return undefined;
  const head: string[] = [parts[0]!.text];
  const others: string[] = [];
  let note: string | undefined;
  let noteFrom = -1;
  for (let i = 1; i < parts.length; i++) {
    const p = parts[i]!;
    const text = p.text.trim();
    if (noteFrom >= 0) {
      // A request after the note ("…, make a note of it") leaves the message to be read whole.
      if (NOT_A_NOTE.test(text) && !namesHabit(text, s)) return undefined;
      // A note runs to the end, unless another thing done follows it.
      if (namesHabit(text, s) && ticks(callsOf(again(text)))) {
        note = said.slice(noteFrom, p.at - p.joint.length).trim();
        noteFrom = -1;
        others.push(text);
      }
      continue;
    }
    if (!text || MORE_OF_IT.test(text.replace(/[.!]+$/, ''))) {
      if (!others.length) head.push(`${/^[,;]/.test(p.joint.trim()) ? ',' : ''} ${text}`);
      continue;
    }
    const marked = NOTE_MARK.exec(text);
    if (marked && marked[0].trim() && !/^add\b/i.test(text)) {
      noteFrom = p.at + marked[0].length;
      continue;
    }
    // Issue 50, eighteenth pass: "…, piano and the dog walk": a part that is a whole name after "the" or "my" is another thing done, not a note.
    if (namesHabit(text, s) && (!/^(?:it|i|my|the|felt|was|were)\b/i.test(text) || isWholeName(text, s))) {
      others.push(text);
      continue;
    }
    if (NOT_A_NOTE.test(text) || !/[a-z]{2,}/i.test(text)) return undefined;
    // A part that is a report of its own ("slipped and had 2 smokes last night") is no note.
    if (ticks(callsOf(again(text)))) {
      others.push(text);
      continue;
    }
    noteFrom = p.at;
  }
  if (noteFrom >= 0) note = said.slice(noteFrom).trim();
  note = note?.replace(/^[\s,;:.\-–—(]+|[\s,;:.\-–—)!]+$/g, '').replace(/^(?:and|but)\s+/i, '');
  if (!note && !others.length) return undefined;
  // Issue 50, nineteenth pass: a day said once at the end goes with each thing done ("took vitamins and antibiotics both times yesterday").
  const DAYISH = /\b(?:today|tonight|yesterday|last\s+night|this\s+(?:morning|afternoon|evening)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;
  // Only when that last part names its thing without a verb of its own ("… and antibiotics both times yesterday"); "… and did yoga on sunday" keeps its day.
  const lastOwnVerb = /^(?:did|went|ran|read|drank|drunk|took|had|ate|swam|rode|played|practi[sc]ed|finished|completed|got|made|[a-z]+ed)\b/i.test((others.at(-1) ?? '').trim().replace(/^(?:(?:also|then|and|plus|i)\s+)+/i, ''));
  const tail = others.length && !note && !lastOwnVerb ? /\s+((?:both\s+times\s+|all\s+times\s+)?(?:yesterday|last\s+night|this\s+(?:morning|afternoon|evening)|tonight|(?:on\s+|last\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day))$/i.exec(others.at(-1)!.replace(/[.!]+$/, '')) : null;
  if (tail) {
    if (!DAYISH.test(head.join(''))) head.push(` ${tail[1]}`);
    for (let i = 0; i < others.length - 1; i++) if (!DAYISH.test(others[i]!)) others[i] = `${others[i]} ${tail[1]}`;
  }
  const said0 = head.join('').trim();
  // A note asked for ("add a note to …: legs felt heavy") is the note reader's, whole.
  if (/\b(?:notes?|jot|remember|write|comment|saying|says?)\b|:/i.test(said0)) return undefined;
  let first = callsOf(again(said0));
  // "gym last night. legs are dead": a habit and its day, and nothing asked, is a report of it.
  if (!ticks(first) && note && /^(?:(?:my|the)\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:today|yesterday|last\s+night|this\s+(?:morning|afternoon|evening)|(?:on\s+|last\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)$/i.test(said0) && namesHabit(said0, s)) first = callsOf(again(`did ${said0}`));
  // A day already done ("meditated this morning, very calm" when it is ticked): the note goes on it.
  if (!ticks(first) && note && !others.length) {
    // Only for words that tell of something done ("meditated this morning, very calm"), never a wish or a limit.
    if (first.length || NOT_A_NOTE.test(said0) || !/\b(?:did|done|finished|completed|went|had|ran|swam|rode|ate|drank|got|[a-z]{3,}ed)\b/i.test(said0) || /\b(?:should|would|could|like|want|less|more|max|min|at\s+most|at\s+least|a\s+day|per|start|try)\b/i.test(said0)) return undefined;
    const noted = callsOf(again(`note on ${said0}: ${note}`));
    return noted.length === 1 && noted[0]!.name === 'addNote' ? answerCalls(noted) : undefined;
  }
  if (!ticks(first)) return undefined;
  const rest: OfflineCall[] = [];
  // The first part's verb, for a thing done said without one ("took vitamins and antibiotics both times": took both).
  const verb = /^(took|had|did|finished|completed|practi[sc]ed)\s/i.exec(said0)?.[1];
  for (const text of others) {
    // Issue 50, twenty-fourth pass: and a thing of several times a day named bare ("took vitamins and antibiotics this morning": took antibiotics).
    const bare = verb && !/^(?:did|went|ran|read|drank|drunk|took|had|ate|swam|rode|played|practi[sc]ed|finished|completed|got|made|[a-z]+ed)\b/i.test(text.replace(/^(?:(?:also|then|and|plus|i)\s+)+/i, '')) && s.habits.some((h) => h.timesOfDay?.length && namesHabit(text, { ...s, habits: [h] }));
    let calls = callsOf(again(verb && ((/\b(?:both|all)\s+times\b/i.test(text) && !/^[a-z]+ed\b/i.test(text)) || bare) ? `${verb} ${text}` : text));
    if (!ticks(calls)) calls = callsOf(again(`did ${text.replace(/^(?:my|the)\s+/i, '')}`));
    // The same habit again ("I slipped and had sugar") is one report, read whole.
    if (!ticks(calls) || calls.some((c) => [...first, ...rest].some((x) => idOf(x) === idOf(c)))) return undefined;
    rest.push(...calls);
  }
  const all = [...first, ...rest];
  if (note) {
    const on = first.at(-1)!;
    on.args = { ...on.args, note } as typeof on.args;
  }
  return answerCalls(all);
}
