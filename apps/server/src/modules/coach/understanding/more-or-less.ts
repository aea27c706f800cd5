import type { CoachSnapshot, SnapshotHabit } from '../coach-snapshot.js';
import { findMentions } from './mentions.js';
import { ASKS_OPINION } from './sentence.js';

/**
 * Issue 50, fifty-third pass: a habit's amount or count made smaller or bigger with a bare number,
 * as people hedge it ("maybe bring coffee down to 1?", "could we drop reading to 15", "take it down
 * to 2", "let's say 4 for water", "can we go up to 5 for rowing?"). The number has no unit, no
 * "am"/"pm" and no colon: for a habit with a daily amount it is that amount ("change Coffee target
 * to 1"), for one done N times a week it is N ("change Rowing to 2 times a week"). A habit with
 * neither is left alone (its number may be a time). Advice asked ("should I lower water to 6?")
 * is never turned into a request.
 */
const VERB = String.raw`(?:lower|reduce|drop|cut|trim|raise|increase|up|bump(?:\s+up)?|bring(?:\s+(?:it|that)\s+(?:down|up)|\s+down|\s+up)?|take(?:\s+(?:it|that)\s+(?:down|up)|\s+down|\s+up)?|go\s+(?:down|up)|come\s+down|knock(?:\s+(?:it|that))?(?:\s+down)?|(?:drop|cut)\s+(?:it|that)(?:\s+(?:down|back))?)`;
/** A number, and after it at most the habit's unit or "a day"/"a week" and words of hedging. */
const NUMBER = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|twice)(?:\s+([a-z]+))?(?:\s+(?:a|per)\s+(?:day|week))?`;
// Issue 50, fifty-ninth pass: a reason after a comma or dash ("…, no time for 3 anymore", "- too much with work") is the person's own.
const REASON = String.raw`(?:\s*[,;]\s*|\s+[-–—]\s+)(?:no|not|too|cos|coz|cause|because|since|bc|as|what\s+with|can'?t|cant|don'?t|dont|just\s+(?:can'?t|cant|don'?t|dont)|work|life|busy|it'?s|i'?m|i'?ve|lol|haha)\b[^?]*`;
const END = String.raw`(?:\s+(?:instead|for\s+now|for\s+a\s+bit|for\s+a\s+while|for\s+the\s+moment|please|pls|maybe|then|i\s+think|honestly|tbh|right\s+now|at\s+the\s+moment))*(?:${REASON})?\s*[?.!]*$`;
/** Where a verb of more or less, and a number, are said: the costly reading of names is done only then. */
const SAYS_MORE_OR_LESS = new RegExp(String.raw`\b${VERB}|\b(?:down|up)\s+to\b|\blet'?s\s+(?:say|do|go\s+with|make)\b|\b(?:make|set)\s+(?:it|that)\b`);
const SAYS_NUMBER = new RegExp(String.raw`\b(?:${NUMBER.slice(1, NUMBER.indexOf(")"))})\b`);
/** "lower water to 6": the verb just before the habit's name. */
const VERB_BEFORE_NAME = new RegExp(String.raw`\b${VERB}\s+(?:the\s+|my\s+)?$`);
/** "… water down to 6": what follows the habit's name. */
const TO_NUMBER_AFTER_NAME = new RegExp(String.raw`^(?:\s+(?:target|goal|amount|limit|one|count))?(?:\s+(?:down|up|back))?\s+to\s+${NUMBER}${END}`);
/** "rowing down to 2", "reading up to 25 pages": the direction said with no verb, straight after the habit's name. */
const DIRECTION_AFTER_NAME = new RegExp(String.raw`^\s+(?:down|up)\s+to\s+${NUMBER}${END}`);
const WORDS: Record<string, number> = { twice: 2, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20 };

function request(h: SnapshotHabit, n: number, unit: string | undefined): string | undefined {
  const own = (u: string) => !!h.target && h.target.unit.toLowerCase().replace(/e?s$/, '') === u.replace(/e?s$/, '');
  if (unit && !own(unit) && !/^(?:times?|sessions?|a|per|days?|weeks?)$/.test(unit)) return undefined;
  if (h.target) return `change ${h.name} target to ${n}`;
  if (h.frequency?.period === 'week') return `change ${h.name} to ${n} times a week`;
  return undefined;
}

/** `message` as the plain request for a habit's new amount or count, when it says one with a bare number; else `message`. */
export function moreOrLess(message: string, s: CoachSnapshot): string {
  const plain = message.toLowerCase().replace(/[’‘]/g, "'").trim();
  if (ASKS_OPINION.test(plain) || /\bwhat\s+if\b|\b(?:today|yesterday|tonight)\b/.test(plain)) return message;
  // "water is wrong, make it 5": a correction of what was logged (talk.ts), never a new amount.
  if (/\b(?:wrong|mistake|typo|incorrect|not\s+right|oops|meant|actually\s+it\s+was)\b/.test(plain)) return message;
  if (!SAYS_MORE_OR_LESS.test(plain) || !SAYS_NUMBER.test(plain)) return message;
  const habits = findMentions(plain, s.habits.filter((h) => !h.archived));
  // A name two habits share ("water"): the one that counts something, when only one does.
  const counting = habits.length === 1 ? habits[0]!.items.filter((x) => x.target || x.frequency?.period === 'week') : [];
  const h = habits.length === 1 && habits[0]!.items.length === 1 ? habits[0]!.items[0]! : counting.length === 1 ? counting[0]! : undefined;
  if (!h) return message;
  const name = plain.slice(habits[0]!.start, habits[0]!.end);
  const at = plain.lastIndexOf(name);
  const after = plain.slice(at + name.length);
  // "lower water to 6", "drop reading down to 15": the verb, the habit, then the number.
  // Issue 50, fifty-ninth pass: or the habit first, then only "down to"/"up to" and the number ("rowing down to 2").
  const before = plain.slice(0, at).trim();
  const named = VERB_BEFORE_NAME.test(plain.slice(0, at)) ? TO_NUMBER_AFTER_NAME.exec(after) : !before || /^(?:(?:can|could)\s+(?:we|you|i)|(?:and|so|ok|okay|right)|(?:can|could)\s+(?:we|you)\s+(?:put|have))?\s*(?:the\s+|my\s+)?$/.test(before) ? DIRECTION_AFTER_NAME.exec(after) : null;
  // "… rowing, can we go down to 2?", "let's say 10 for reading", "make it 3 for coffee": the number with no habit beside the verb.
  const bare = named ? null : new RegExp(String.raw`\b(?:${VERB}\s+to|let'?s\s+(?:say|do|go\s+with|make\s+it)|(?:how\s+about|what\s+about)|(?:make|set)\s+(?:it|that)(?:\s+to)?)\s+${NUMBER}(?:\s+(?:for|on|with)\s+(?:the\s+|my\s+)?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})?${END}`).exec(plain);
  const m = named ?? bare;
  if (!m) return message;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : WORDS[m[1]!]!;
  if (!n || /^(?:am|pm|o'?clock|oclock|ish)$/.test(m[2] ?? '') || /:\d/.test(m[0])) return message;
  return request(h, n, m[2]) ?? message;
}
