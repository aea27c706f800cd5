import type { CoachSnapshot, SnapshotHabit } from '../coach-snapshot.js';
import type { OfflineContext } from './types.js';

/**
 * Issue 50, twelfth pass: a follow-up that is only a schedule ("at 5pm", "every night at 10 pls",
 * "on mon wed and fri", "3x a week", "for 20 mins") after a habit was just made or changed: a change
 * of that habit, said with its name. Every word must be a word of when, how often or how long, so a
 * follow-up naming anything else is read as itself. Never while the coach waits for an answer of
 * its own (a pending question reads the message first).
 */
const WHEN_WORD = new RegExp(
  String.raw`^(?:on|at|by|around|about|every|each|other|day|days|daily|nightly|week|weeks|weekly|fortnightly|month|monthly|` +
    String.raw`mornings?|afternoons?|evenings?|nights?|tonight|noon|midday|lunch(?:time)?|bedtime|weekdays?|weekends?|weeknights?|` +
    String.raw`(?:mon|tues|tue|wednes|wed|thurs|thur|thu|fri|satur|sat|sun)(?:days?|s)?|mon|tue|wed|thu|fri|sat|sun|` +
    String.raw`and|&|or|plus|times?|a|an|per|twice|once|x|\d+x|\d+|\d{1,2}[:.]\d\d(?:am|pm)?|\d{1,2}(?:am|pm)|am|pm|ish|` +
    String.raw`in|the|from|for|minutes?|mins?|min|hours?|hrs?|hr|h|half|quarter|past|to|o'?clock|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|` +
    String.raw`fifteen|twenty|thirty|forty|forty-five|sixty|long|only|just)$`,
);
const LEAD = /^(?:(?:oh|and|also|ok|okay|hmm|um|erm|so|then|yeah|yea|yep|yes|sure|probably|maybe|i\s+guess|i\s+think|i\s+would\s+say|i'd\s+say|let's\s+say|lets\s+say|say)\b[\s,.!]*)+/;
/**
 * Issue 50, fifty-eighth pass: an answer said loosely ("evenings, maybe 20 mins", "most mornings, like 5 mins", "every other
 * day is probably realistic", "fridays after work"): the hedges and the verdict on it are no part of it; "most" is every; after
 * or before work, beside the days, is that part of the day.
 */
const loosely = (fragment: string) =>
  fragment
    .replace(/\s*,?\s*\b(?:(?:is|sounds|seems|feels|would\s+be|should\s+be)\s+(?:probably\s+|about\s+|more\s+)?(?:realistic|doable|fine|good|best|enough|ok|okay|right|manageable)|i\s+guess|i\s+think|i\s+reckon|i\s+suppose|should\s+do|would\s+work|works|or\s+so)\b/g, '')
    .replace(/\b(?:maybe|like|say|probably|roughly)\s+(?=\d+\s*(?!(?:am|pm|o'?clock|ish)\b)[a-z]{3,}|a\s|an\s|every|each|on\s|twice|once)/g, '')
    .replace(/\bmost\s+(?=(?:week)?(?:days|nights|mornings|evenings|afternoons)\b)/g, '')
    // Only beside days or a time of its own ("fridays after work"): a cue said alone is the made habit's cue (just-made.ts).
    .replace(/^(.*\S.*?)\s+after\s+work\b/, '$1 evening')
    .replace(/^(.*\S.*?)\s+before\s+work\b/, '$1 morning')
    .replace(/\s+/g, ' ')
    .trim();
const TAIL = /(?:[\s,.!]+(?:pls|plz|please|thanks|thank\s+you|ta|cheers|instead|then|actually|now|from\s+now\s+on|if\s+that's\s+ok|if\s+possible))+[\s.!]*$/;

/** The habit the last turn made or changed (one only), if any. */
function justTouched(s: CoachSnapshot, context: OfflineContext): SnapshotHabit | undefined {
  const ids = new Set<string>();
  for (const c of context.lastCalls ?? []) {
    if (!c.outcome.ok) continue;
    if (c.name === 'createHabit') ids.add(String(((c.outcome.result ?? {}) as { id?: string }).id));
    else if (c.name === 'updateHabit' && typeof c.args.habitId === 'string') ids.add(c.args.habitId);
  }
  return ids.size === 1 ? s.habits.find((h) => ids.has(h.id)) : undefined;
}

/** Whether `fragment` is only words of when, how often or how long, with at least one that says something. */
const onlyWhen = (fragment: string) => {
  const words = fragment.split(/[\s,]+/).filter(Boolean);
  // Something of when, how often or how long must be there: a weekday, a part of the day, a frequency, a clock time or a length.
  return words.length > 0 && words.every((w) => WHEN_WORD.test(w)) && /day|night|morning|evening|afternoon|week|once|twice|noon|lunch|hour|min|am\b|pm\b|:|\dx|\bx\b|(?:^|\s)(?:mon|tue|wed|thu|fri|sat|sun)/.test(fragment);
};

/** Words that say a schedule is the habit's from now on, not one day's. */
const FROM_NOW = /\b(?:every|each|daily|nightly|weekly|a\s+day|a\s+week|per\s+week|per\s+day|weekdays|weekends|weeknights|(?:mon|tues|wednes|thurs|fri|satur|sun)days|(?:mon|tue|wed|thu|fri|sat|sun)-(?:mon|tue|wed|thu|fri|sat|sun)|instead|from\s+now(?:\s+on)?|now|\d+x)\b/;

/**
 * `message` as a change of a habit, when it is only a schedule: after a habit was just made or
 * changed ("at 5pm"), or after a habit's own name with words that say it is from now on ("gym
 * mon-fri", "read for 45 minutes each night", "piano 4 days a week"); else `message` unchanged.
 */
export function scheduleFollowUp(message: string, s: CoachSnapshot, context: OfflineContext): string {
  const plain = message.toLowerCase().replace(/[’‘]/g, "'").trim();
  // Issue 50, thirteenth pass: "add saturday as well", "include sundays too" about the habit talked about: its days, with these added.
  const days = /^(?:(?:and|also|oh\s+and|ok)\s+)?(?:add|include|plus|put\s+it\s+on|do\s+it\s+on)\s+(?:on\s+)?((?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?)(?:\s*(?:,|and|&)\s*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?))*)(?:\s+(?:as\s+well|too|also))?[.!]*$/.exec(plain);
  const about = (context.memory as { pending?: { about?: string } } | null | undefined)?.pending?.about;
  const talked = justTouched(s, context) ?? s.habits.find((x) => x.id === (about ?? context.lastHabitId));
  if (days && talked && !talked.archived) return `put ${talked.name} on ${days[1]} too`;
  // Issue 50, twenty-fourth pass: "k add 5 more then", "another 2", "log 3 more" after a habit with an amount was talked about: that much more of it.
  const moreOf = /^(?:(?:ok|okay|k+|and|so|right|cool)\b[\s,.!]*)*(?:(?:add|log|put\s+down|plus|make\s+that|and)\s+)?(?:another\s+(\d+(?:\.\d+)?|one|two|three|four|five|six|a\s+couple)|(\d+(?:\.\d+)?|one|two|three|four|five|six|a\s+couple)\s+more)(?:\s+(?:then|please|pls|too|on\s+top|as\s+well))*[.!]*$/.exec(plain);
  if (moreOf && talked?.target && !talked.archived) return `log ${(moreOf[1] ?? moreOf[2])!} more ${talked.target.unit} of ${talked.name}`;
  if ((context.memory as { pending?: unknown } | null | undefined)?.pending) return message;
  const led = habitLed(plain, s);
  if (led) return led;
  const h = justTouched(s, context);
  if (!h) return message;
  const fragment = loosely(plain.replace(LEAD, '').replace(TAIL, '').replace(/[.!]+$/, '').trim()).replace(/^[\s,]+|[\s,]+$/g, '');
  if (!onlyWhen(fragment)) return message;
  // "and sundays", "fridays too": days added to the ones it has.
  const more = /^(?:and|also|plus)\b/.test(plain) || /\b(?:too|as\s+well)[.!]*$/.test(plain);
  return `change ${h.name} ${fragment.replace(/^to\s+/, '')}${more && /(?:mon|tue|wed|thu|fri|sat|sun)|weekend/.test(fragment) ? ' too' : ''}`;
}

/** "gym mon-fri", "read for 45 minutes each night": a habit's whole name first, then only a schedule said as from now on. */
function habitLed(plain: string, s: CoachSnapshot): string | undefined {
  const h = s.habits
    .filter((x) => !x.archived)
    .sort((a, b) => b.name.length - a.name.length)
    .find((x) => new RegExp(`^(?:my\\s+|the\\s+)?${x.name.toLowerCase().replace(/[^a-z0-9 ]/g, '.')}(?:\\s+habit)?\\s`).test(plain));
  if (!h) return undefined;
  const rest = plain.replace(new RegExp(`^(?:my\\s+|the\\s+)?${h.name.toLowerCase().replace(/[^a-z0-9 ]/g, '.')}(?:\\s+habit)?\\s+`), '').replace(/[.!]+$/, '').trim();
  if (!FROM_NOW.test(rest)) return undefined;
  let fragment = rest.replace(TAIL, '').trim();
  // A length said with the every-day words the habit already has ("for 45 minutes each night"): the length alone.
  if (/\d\s*(?:minutes?|mins?|hours?|hrs?)\b/.test(fragment) && /^every day/.test(h.schedule)) fragment = fragment.replace(/\b(?:each|every|a|per)\s+(?:day|night|evening|morning)\b|\b(?:daily|nightly)\b/g, '').replace(/\s+/g, ' ').trim();
  // A range of days with a dash ("mon-fri") is read later as its days.
  if (!onlyWhen(fragment.replace(/\b((?:mon|tue|wed|thu|fri|sat|sun)\w*)\s*-\s*(?=(?:mon|tue|wed|thu|fri|sat|sun))/g, '$1 '))) return undefined;
  return `change ${h.name} ${fragment.replace(/^to\s+/, '')}`;
}
export { dayOfList, justMade, otherOne } from './just-made.js';
