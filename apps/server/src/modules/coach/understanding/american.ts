/**
 * Issue 50, fifty-second pass: the way Americans write times and amounts, in the forms the readers
 * know (applied first, before the compact notation reads a "p" after a number as pages):
 * - a clock time with a bare "a" or "p" for its half of the day ("9:30p", "6:45a", "at 8p",
 *   "to 7a"): "9:30pm". A number with a colon is a time whatever follows; a bare hour is one
 *   only after a word of time ("at", "to", "by", "until", "from", "before", "after", "around"),
 *   and never where the sentence is about an amount ("bump read up to 10p" stays pages).
 * - "a quarter of 7" (a quarter before it): "a quarter to 7"; "a quarter of an hour" stays.
 * - "a couple glasses", "a couple days ago" (no "of"): "a couple of glasses".
 * - "a half hour", "a half an hour": "half an hour".
 * - "weekends off", "sundays off" after a schedule ("every day at 7, sundays off", "weekdays,
 *   weekends off"): the days left out of "every day", and nothing more where the days said
 *   already leave them out.
 */
const AMOUNT_WORDS = /\b(?:target|goal|amount|limit|pages?|read|reading|up\s+to|increase|raise|lower|reduce|cut|bump\s+\w+\s+up)\b/;
const DAY_NAME = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)days?`;
const OFF_DAYS = new RegExp(String.raw`\s*[,;]?\s*(?:with\s+|and\s+)?(?:the\s+)?((?:weekends?|${DAY_NAME})(?:\s*(?:,|and|&)\s*(?:${DAY_NAME}))*)\s+off\b(?=\s*[,.;!]|\s*$)`);

function halfOfDay(text: string): string {
  return text
    .replace(/\b(\d{1,2}:[0-5]\d)\s?([ap])\b(?!\.?\s?m\b)/g, (m, time: string, half: string) => (Number(time.split(':')[0]) <= 12 ? `${time}${half}m` : m))
    .replace(/\b(at|to|by|until|till|til|from|before|after|around|about)\s+(\d{1,2})([ap])\b(?!\.?\s?m\b)/g, (m, word: string, hour: string, half: string, _at: number, all: string) =>
      Number(hour) >= 1 && Number(hour) <= 12 && !(half === 'p' && AMOUNT_WORDS.test(all)) ? `${word} ${hour}${half}m` : m,
    );
}

function daysOff(text: string): string {
  const off = OFF_DAYS.exec(text);
  if (!off || /\b(?:take|taking|took|give|giving)\b/.test(text.slice(0, off.index))) return text;
  const rest = text.slice(0, off.index) + text.slice(off.index + off[0].length);
  const everyDay = /\b(?:every\s*day|daily)\b/.exec(rest);
  if (!everyDay) return rest;
  const end = everyDay.index + everyDay[0].length;
  return `${rest.slice(0, everyDay.index)}every day except ${off[1]}${rest.slice(end)}`;
}

/** `text` (lower case) with American times and amounts in the forms the readers know. */
export function asAmericanMeant(text: string): string {
  const t = halfOfDay(text)
    .replace(/\b(a\s+)?quarter\s+of\s+(\d{1,2})\b(?!\s*(?::|\d))/g, '$1quarter to $2')
    .replace(/\ba\s+couple\s+(?!of\b|more\b)(?=[a-z])/g, 'a couple of ')
    .replace(/\ba\s+half(?:\s+an)?\s+hour\b/g, 'half an hour');
  return daysOff(t);
}
