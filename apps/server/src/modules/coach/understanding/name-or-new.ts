import type { Reading } from './reading.js';
import { sameUnit } from './slots.js';

/**
 * Issue 50: whether words that hold a habit's name are about that habit or name a new thing ("add
 * gratitude journaling" beside Journal, "walk 10k steps every day" beside Walk the dog, "drink a
 * green smoothie" beside Drink water, "a 20 minute swim" beside Swim club). Read by create.ts.
 */

/**
 * Issue 50: a habit's name with a word of its own in front, opening what is added ("add gratitude journaling before bed"
 * beside Journal, "add evening yoga after work"): a name of its own, never that habit.
 */
export function qualifiedName(r: Reading, from: number): boolean {
  const t = r.said.text;
  return r.habits.some((h) => h.start > from && /^(?:[a-z]{3,}\s+){1,2}$/.test(t.slice(from, h.start)) && !/\b(?:the|my|your|more|some|extra|another|second|new|again|also|too|to|for|from|into|with|before|after|and|then|just|only|please|pls|back)\b/.test(t.slice(from, h.start)));
}

/** Whether the words from `from` on are one of the person's habits' names and nothing else. */
export function namesOnly(r: Reading, from: number): boolean {
  const m = r.habits[0];
  return !!m && m.start === from && m.end === r.said.text.length;
}

export function namesExisting(r: Reading): boolean {
  // Issue 50, sixth pass: "drink a green smoothie every other day" names a new thing: a name's one word followed by
  // a thing of its own ("a/an/some …") is not that habit ("drink" is not Drink water).
  return r.habits.some((h) => h.level !== 'typo' && !ownThing(r, h) && !ownAmount(r, h) && !otherVerb(r, h) && !articled(r, h));
}

/** Issue 50: a name's one word followed by an amount of something that habit does not count ("walk 10k steps every day" beside Walk the dog): not that habit. */
function ownAmount(r: Reading, h: Reading['habits'][number]): boolean {
  const t = r.said.text;
  const unit = /^\s+(?:\d[\d,.]*k?|one|two|three|four|five|six|ten|twenty|fifty|a\s+hundred)\s+([a-z]+)/.exec(t.slice(h.end))?.[1];
  if (h.level === 'exact' || /\s/.test(t.slice(h.start, h.end)) || !unit || /^(?:min(?:ute)?s?|hours?|hrs?|times?|am|pm|x|more|extra|of)$/.test(unit)) return false;
  return h.items.every((x) => !x.target || !sameUnit(x.target.unit, unit));
}

/**
 * Issue 50, fifty-fourth pass: a part of a name said as a thing of its own, with "a" and maybe its length ("i'd like a 20 minute
 * swim every weekday" beside Swim club, "an easy jog on sundays" beside Jog with Ben): a new habit, never that one.
 */
export function articled(r: Reading, h: Reading['habits'][number]): boolean {
  return h.level !== 'exact' && /\b(?:a|an)\s+(?:(?:\d+|one|two|five|ten|fifteen|twenty|thirty|forty|sixty)[\s-]*(?:min(?:ute)?s?|hours?|hrs?)\s+|(?:quick|short|long|little|easy|gentle|brisk|daily|proper|good|nice)\s+)*$/.test(r.said.text.slice(0, h.start));
}

/** Words that open a request about a habit they have: never a new habit's own verb. */
const REQUEST_VERB = /^(?:move|change|reschedule|shift|make|set|pause|skip|delete|remove|stop|end|archive|log|mark|rename|resume|restore|did|done|finished|add|create|new|start|put|push|bring|take|call|link|unlink|remind|note|untick|tick|drop|cancel|swap|switch|when|what|how|is|was|shorten|lengthen|extend|bump|postpone|delay|cut|reduce|increase|raise|lower|up|trim|keep|leave|clear|wipe|finish|complete|missed|skipped)$/;

/**
 * Issue 50, eighth pass: a name's later words after a verb of its own opening the sentence ("brush the dog every other
 * day" beside Walk the dog): a new habit, not that one.
 */
function otherVerb(r: Reading, h: Reading['habits'][number]): boolean {
  if (h.level !== 'partial') return false;
  const verb = /^([a-z]+)\s+(?:the\s+|my\s+)?$/.exec(r.said.text.slice(0, h.start))?.[1];
  if (!verb || REQUEST_VERB.test(verb)) return false;
  // Only with a new habit's schedule right after the name, and nothing of a change ("shorten the run to 20 min").
  const after = r.said.text.slice(h.end);
  if (!/^\s+(?:every|each|daily|twice|once|\d+\s+times|on\s+\w+days?\b|at\s+\d)/.test(after) || /\b(?:to|from|by|until|till|instead|now|anymore|any\s+more)\b/.test(after)) return false;
  return h.items.every((x) => {
    const words = x.name.toLowerCase().split(/\s+/);
    return words.length > 1 && !words.includes(verb) && !r.said.text.slice(h.start, h.end).includes(words[0]!);
  });
}

/** A name's one word followed by a thing of its own ("drink a green smoothie"): not that habit. */
export function ownThing(r: Reading, h: Reading['habits'][number]): boolean {
  const t = r.said.text;
  return h.level !== 'exact' && !/\s/.test(t.slice(h.start, h.end)) && /^\s+(?:a|an|some|more)\s+(?!glass|cup|bottle|litre|pint)\w/.test(t.slice(h.end)) && h.items.every((x) => !new RegExp(`\\b${(t.slice(h.end).trim().split(/\s+/)[1] ?? '').replace(/\W/g, '')}\\b`, 'i').test(x.name));
}
