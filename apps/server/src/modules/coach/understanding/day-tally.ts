import type { CoachSnapshot } from '../coach-snapshot.js';
import { sameUnit } from './slots.js';

/**
 * Issue 50, sixtieth pass: a day's amount told as a story rather than as a number to log. Two
 * kinds: a count said as which one it is ("coffee number 3", "glass no. 4"), which is the day's
 * total so far; and a day told in parts ("2 glasses at breakfast and
 * another 2 at lunch", "had 3 cups before work and one more after"), which add up to the day's
 * total. Both are read only for a word that is a unit, or the last word of the name, of a habit
 * that counts an amount; the message is given back as that total said plainly ("3 coffees so
 * far", "had 4 glasses … in total"), for the readers of amounts. A question is left as it is.
 */
const SMALL: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const NUM = String.raw`(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten)`;

const DAY_WORDS = /\b(?:today|yesterday|last\s+night|tonight|(?:on\s+|last\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/gi;

const numberOf = (word: string): number => SMALL[word.toLowerCase()] ?? Number(word);

/** The words that count something for a habit with an amount: its unit and the last word of its name. */
function countWords(s: CoachSnapshot): string[] {
  return s.habits.filter((h) => h.target && !h.archived).flatMap((h) => [h.target!.unit, h.name.toLowerCase().split(/\s+/).at(-1)!]);
}

const counts = (word: string, units: string[]) => units.some((u) => sameUnit(u, word));

/** "coffee number 3", "glass no. 4", "that's cup #2": "3 coffee so far" (a count said as which one; "my 3rd coffee" is read by amount-correction.ts). */
function whichOne(message: string, units: string[]): string {
  const m = /\b(?:(?:my|the|this|that's|thats|that\s+is)\s+)?([a-z]+)\s+(?:number|no\.|#)\s*(\d{1,2})\b(?:\s+(?:of\s+the\s+day|today))?/i.exec(message);
  if (!m || !counts(m[1]!, units)) return message;
  return `${message.slice(0, m.index)}${m[2]} ${m[1]} so far${message.slice(m.index + m[0].length)}`;
}

/** "had 2 coffees before 10 and another after lunch yesterday": "had 3 coffees in total yesterday". */
function inParts(message: string, units: string[]): string {
  const first = new RegExp(String.raw`(?<!\b(?:another|more|extra)\s+)\b${NUM}\s+((?:[a-z]+\s+of\s+)?([a-z]+))\b`, 'gi');
  for (const m of message.matchAll(first)) {
    if (!counts(m[3]!, units) && !(m[2]!.includes(' of ') && counts(m[2]!.split(/\s+/)[0]!, units))) continue;
    let total = numberOf(m[1]!);
    let rest = message.slice(m.index + m[0].length);
    const more = new RegExp(String.raw`\s*,?\s+(?:and|then|plus)\s+(?:then\s+)?(?:(?:had|drank|drunk|read|did)\s+)?(?:another\s+${NUM}|${NUM}\s+more|another(?:\s+one)?|one\s+more)\b`, 'i');
    let added = false;
    for (let part = more.exec(rest); part; part = more.exec(rest)) {
      total += part[1] ? numberOf(part[1]) : part[2] ? numberOf(part[2]) : 1;
      rest = rest.slice(0, part.index) + rest.slice(part.index + part[0].length);
      added = true;
    }
    if (!added || !Number.isFinite(total)) continue;
    // The parts' own times ("before work", "after lunch") say nothing of the total; the day said anywhere does.
    const days = rest.match(DAY_WORDS) ?? [];
    return `${message.slice(0, m.index)}${total} ${m[2]} in total${days.map((d) => ` ${d}`).join('')}`;
  }
  return message;
}

/** The message with a count said as which one, or a day said in parts, as the day's total. */
export function dayTally(message: string, s: CoachSnapshot): string {
  if (/\?/.test(message)) return message;
  const units = countWords(s);
  if (!units.length) return message;
  return inParts(whichOne(message, units), units);
}
