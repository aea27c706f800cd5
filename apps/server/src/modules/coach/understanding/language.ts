import { formatDate, isValidDate, toEpochDay, weekdayOf } from '@stride/domain';
import { asFirstLanguage } from './second-language.js';
import { compactNotation } from './notation.js';
import { asDictationMeant } from './dictation.js';
import { asAmericanMeant } from './american.js';

/**
 * Issue 50: the sentence read before any intent looks at it. What people type on a phone says
 * numbers in words ("twenty minutes", "a dozen"), times the British way ("quarter to 9", "half 7",
 * "twenty past 6"), a weekday with its date ("friday the 18th", "fri 18th"), thousands with a
 * comma ("9,210"), and shorthand ("wk", "b4", "brekkie"). Each comes out here as the one form the
 * readers after it know ("8:45", "on 2026-12-18", "9210"), so they read every wording of it.
 * The lemmas, negation, coordination, exclusion and scope of a request are in sentence.ts.
 */

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const UNIT = Object.keys(UNITS).join('|');
const TEN = Object.keys(TENS).join('|');
/** Units of an amount or a length: a number before one is not an hour of the clock. */
const AMOUNT_UNITS = String.raw`(?:minutes?|mins?|hours?|hrs?|glass(?:es)?|cups?|pages?|times?|days?|weeks?|months?|k|km|kilometres?|miles?|steps?|reps?|push\s*ups?|pushups|litres?|liters?|ml|cigarettes?|coffees?|pills?|tablets?|words?|chapters?|sessions?|laps?|lengths?|sets?|servings?|portions?|drinks?|units?|calories?|kcal|kg|lbs?|pounds?)\b`;
/** What a number counts: a number before one of these is a count, "one" elsewhere ("that one") is not. */
const COUNTED = String.raw`(?:minutes?|mins?|hours?|hrs?|glass(?:es)?|cups?|pages?|times?|days?|weeks?|months?|pm|am|o\s*'?\s*clock|oclock|k|km|kilometres?|miles?|steps?|reps?|push\s*ups?|pushups|litres?|liters?|ml|cigarettes?|coffees?|pills?|tablets?|words?|chapters?|sessions?|laps?|lengths?|sets?|servings?|portions?|squares?|drinks?|beers?|units?|calories?|kcal|kg|lbs?|pounds?|euros?|dollars?|quid|more|less|fewer|in\s+the|at\s+night|tonight|tomorrow)`;

function numberWord(words: string): number | undefined {
  const parts = words.split(/[\s-]+/);
  if (parts.length === 1) return UNITS[parts[0]!] ?? TENS[parts[0]!];
  if (parts.length === 2 && TENS[parts[0]!] !== undefined && (UNITS[parts[1]!] ?? 10) < 10) return TENS[parts[0]!]! + UNITS[parts[1]!]!;
  return undefined;
}

/** "twenty five minutes" → "25 minutes", "a dozen" → "12", "half an hour" stays (the readers know it). */
function numbers(text: string): string {
  let t = text
    .replace(/\ba\s+dozen\b/g, '12')
    .replace(/\bhalf\s+a\s+dozen\b/g, '6')
    .replace(/\b(\d{1,3}(?:,\d{3})+)(?!\d)/g, (m) => m.replace(/,/g, ''));
  t = t.replace(new RegExp(String.raw`\b((?:${TEN})(?:[\s-](?:${UNIT}))?|${UNIT})\b(?=\s+${COUNTED}\b|\s*$|\s*[,.!?]|\s+(?:and|or|to|past|of|every|each|daily|a\s+day|per|please|thanks|instead|now)\b)`, 'g'), (m, words: string, offset: number, all: string) => {
    const before = all.slice(Math.max(0, offset - 12), offset);
    // "that one", "the one", "no one", "one of them", "one more thing": not a count.
    if (words === 'one' && (/\b(?:that|this|the|which|no|any|every|each|last|first|second|third|fourth|fifth|next|previous|other|new|old|same)\s+$/.test(before) || /^one\s+(?:of|more\s+thing)\b/.test(all.slice(offset)))) return m;
    const n = numberWord(words);
    return n === undefined ? m : String(n);
  });
  return t;
}

/** The clock the British way: "quarter to 9" → "8:45", "half 7" → "7:30", "twenty past 6" → "6:20", "ten to 8" → "7:50". */
function clock(text: string): string {
  const hour = (h: string) => Number(h);
  const at = (h: number, m: number) => `${h}:${String(m).padStart(2, '0')}`;
  return text
    .replace(/\b(?:a\s+)?quarter\s+(?:to|til|till)\s+(\d{1,2})\b/g, (_, h: string) => at(hour(h) === 1 ? 12 : hour(h) - 1, 45))
    .replace(/\b(?:a\s+)?quarter\s+(?:past|after)\s+(\d{1,2})\b/g, (_, h: string) => at(hour(h), 15))
    // Nineteenth session: "half nine in the morning" (read "half 9am" by now): 9:30am.
    .replace(/\bhalf\s+(?:past\s+)?(\d{1,2})\s*(am|pm)\b/g, (_, h: string, half: string) => `${at(hour(h), 30)}${half}`)
    .replace(new RegExp(String.raw`\bhalf\s+(?:past\s+)?(\d{1,2})\b(?!\s*(?:${AMOUNT_UNITS}|:|\d))`, 'g'), (_, h: string) => at(hour(h), 30))
    .replace(new RegExp(String.raw`\b(\d{1,2})\s+(?:minutes\s+)?(?:past|after)\s+(\d{1,2})\b(?!\s*(?:${AMOUNT_UNITS}))`, 'g'), (m, n: string, h: string) => (Number(n) < 60 ? at(hour(h), Number(n)) : m))
    .replace(new RegExp(String.raw`\b(\d{1,2})\s+(?:minutes\s+)?(?:to|til|till)\s+(\d{1,2})\b(?!\s*(?:${AMOUNT_UNITS}|:|\d))`, 'g'), (m, n: string, h: string, offset: number, all: string) =>
      // "from 5 to 7" is a span, "10 to 8" a time: a time counts in fives below 30 and has no "from" or "between" before it.
      Number(n) < 30 && Number(n) % 5 === 0 && !/\b(?:from|between)\s+$/.test(all.slice(Math.max(0, offset - 10), offset)) ? at(hour(h) === 1 ? 12 : hour(h) - 1, 60 - Number(n)) : m,
    )
    // Eighteenth session: the minutes in words after an hour ("at ten thirty", "make that eight thirty", "at 7 forty five", "six oh five").
    .replace(new RegExp(String.raw`\b(at|to|till|until|from|by|around|for|before|after|about|it|that|make|be|is|now)\s+(${UNIT}|\d{1,2})\s+(oh\s+(?:five|${UNIT})|fifteen|(?:twenty|thirty|forty|fifty)(?:[\s-](?:five))?|ten)\b(?!\s*(?:${AMOUNT_UNITS}|:|\d))`, 'g'), (m, word: string, h: string, mm: string) => {
      const hour = UNITS[h] ?? Number(h);
      const minutes = mm.startsWith('oh') ? UNITS[mm.replace(/^oh\s+/, '')] : numberWord(mm);
      return hour >= 1 && hour <= 23 && minutes !== undefined && minutes < 60 ? `${word} ${at(hour, minutes)}` : m;
    })
    // Issue 50, third pass: a clock time said as two numbers after a word of time ("to six fifteen", "at 7 45").
    .replace(new RegExp(String.raw`\b(at|to|till|until|from|by|around|for|before|after|about|it|that|make|be|is|now)\s+(${UNIT}|\d{1,2})\s+(\d{2})\b(?!\s*(?:${AMOUNT_UNITS}|:|\d))`, 'g'), (m, word: string, h: string, mm: string) => {
      const hour = UNITS[h] ?? Number(h);
      return hour >= 1 && hour <= 23 && Number(mm) < 60 ? `${word} ${at(hour, Number(mm))}` : m;
    })
    // Issue 50, sixth pass: a clock time with a dot, as British people type it ("to 6.45", "7.30pm").
    .replace(/\b(at|to|till|until|from|by|around|before|after|about|it|that|make|be|is)\s+(\d{1,2})\.([0-5]\d)\b(?![.,]?\d)(?!\s*(?:km|k|miles?|kg|lbs?|litres?|liters?|l|pounds?|euros?|dollars?|quid|%))/g, (m, word: string, h: string, mm: string) => (Number(h) <= 23 ? `${word} ${h}:${mm}` : m))
    .replace(/\b(\d{1,2})\.([0-5]\d)\s*(am|pm)\b/g, '$1:$2$3')
    .replace(/\b(\d{1,2})\s*o\s*'?\s*clock\b/g, '$1:00')
    // Issue 50, eighth pass: an hour with its part of the day ("7 in the morning", "9 at night", "3 in the afternoon").
    .replace(/\b(\d{1,2}(?::[0-5]\d)?)\s+(?:in\s+the\s+morning|am\b)/g, (m, h: string) => (Number(h.split(':')[0]) <= 12 ? `${h}am` : m))
    .replace(/\b(\d{1,2}(?::[0-5]\d)?)\s+(?:in\s+the\s+(?:afternoon|evening)|at\s+night)/g, (m, h: string) => (Number(h.split(':')[0]) >= 1 && Number(h.split(':')[0]) <= 11 ? `${h}pm` : m))
    .replace(/\bmid\s*day\b/g, 'noon');
}

const WEEKDAY = String.raw`(?:sun|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat)(?:day|nesday|sday|rsday|urday)?`;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*`;

/** The next date (today or after) on this day of the month, in `month` (0-11) when given. */
function dayOfMonth(today: string, day: number, month?: number): string | undefined {
  const start = toEpochDay(today);
  for (let d = start; d < start + 400; d++) {
    const date = formatDate(d);
    if (Number(date.slice(8, 10)) === day && (month === undefined || Number(date.slice(5, 7)) === month + 1)) return date;
  }
  return undefined;
}

/** "friday the 18th", "fri 18th", "friday 18 december": the date itself (the weekday only confirms it). */
function weekdayWithDate(text: string, today: string): string {
  const pattern = new RegExp(String.raw`\b(?:on\s+)?(${WEEKDAY})\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?(?:\s+(?:of\s+)?(${MONTH}))?\b(?!\s*(?::|am|pm|minutes?|hours?|times?))`, 'g');
  return text.replace(pattern, (m, weekday: string, day: string, month: string | undefined) => {
    const n = Number(day);
    if (n < 1 || n > 31) return m;
    const monthIndex = month ? MONTHS.indexOf(month.slice(0, 3)) : undefined;
    const date = dayOfMonth(today, n, monthIndex);
    if (!date) return m;
    const wanted = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].indexOf(weekday.slice(0, 3));
    // The weekday and the date disagree ("monday the 18th" when the 18th is a friday): left for the readers to ask.
    if (weekdayOf(toEpochDay(date)) !== wanted) return m;
    return `on ${date}`;
  });
}

/**
 * Nineteenth session: "thursday week" (British: the Thursday after the coming one), with the date
 * said after it or not ("thursday week, the 17th"): that date.
 */
function weekdayWeek(text: string, today: string): string {
  const pattern = new RegExp(String.raw`\b(?<!(?:every|each|this|next|last|a|per)\s+)(?:on\s+)?(${WEEKDAY})\s+week\b(?:\s*,?\s*(?:the\s+)?(\d{1,2})(?:st|nd|rd|th))?`, 'g');
  return text.replace(pattern, (m, weekday: string, said: string | undefined) => {
    const wanted = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].indexOf(weekday.slice(0, 3));
    const start = toEpochDay(today);
    let day = start + 1;
    while (weekdayOf(day) !== wanted) day++;
    const date = formatDate(day + 7);
    return said && Number(said) !== Number(date.slice(8, 10)) ? m : `on ${date}`;
  });
}

const DAY_ORDINALS = ['fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
/** Nineteenth session: a day of the month in words ("the seventeenth", "the twenty-first of january"): in figures ("the 17th"). */
function dayOrdinals(text: string): string {
  const suffix = (n: number) => (n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th');
  const small: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4 };
  const value = (w: string): number | undefined => {
    const [tens, unit] = w.split(/[\s-]+/) as [string, string | undefined];
    if (unit) return (tens === 'twenty' ? 20 : tens === 'thirty' ? 30 : NaN) + (small[unit] ?? DAY_ORDINALS.indexOf(unit) + 5);
    if (tens === 'thirtieth') return 30;
    return small[tens] ?? (DAY_ORDINALS.includes(tens) ? DAY_ORDINALS.indexOf(tens) + 5 : undefined);
  };
  const words = String.raw`(?:(?:twenty|thirty)[\s-](?:first|second|third|fourth|${DAY_ORDINALS.slice(0, 5).join('|')})|thirtieth|${DAY_ORDINALS.join('|')}|first|second|third|fourth)`;
  return text.replace(new RegExp(String.raw`\bthe\s+(${words})\b(?!\s+(?:one|ones|habit|time|thing|week|of\s+(?:them|those|these)|day))`, 'g'), (m, w: string, offset: number, all: string) => {
    const n = value(w);
    // "the first", "the second" are a list's (the first one) unless a month follows.
    if (n === undefined || Number.isNaN(n) || n > 31 || (n <= 4 && !new RegExp(String.raw`^\s+(?:of\s+)?${MONTH}`).test(all.slice(offset + m.length)))) return m;
    return `the ${n}${suffix(n)}`;
  });
}

const NTH: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: -1 };

/** Issue 50, third pass: "the first saturday of the month", "last friday in january", "2nd sunday of next month": that date. */
function nthWeekday(text: string, today: string): string {
  const pattern = new RegExp(String.raw`\b(every\s+)?(?:on\s+)?(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+(${WEEKDAY})\s+(?:of|in)\s+(?:the\s+)?(month|this\s+month|next\s+month|${MONTH})\b`, 'g');
  return text.replace(pattern, (m, every: string | undefined, nth: string, weekday: string, month: string) => {
    // "the last friday of the month" in a schedule ("add budget review on …", "move water to …") is a monthly day, not one date.
    if (every || (/month$/.test(month) && !/^(?:this|next)/.test(month) && !/\b(?:skip|skipping|miss|missing|off|pause|note|did|done|log|logged|not|cancel|cancelled)\b/.test(text))) return m;
    const wanted = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].indexOf(weekday.slice(0, 3));
    const now = toEpochDay(today);
    const [y, mo] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1];
    const inMonth = (year: number, m0: number): string | undefined => {
      const days: number[] = [];
      for (let d = 1; d <= 31; d++) {
        const date = `${year + Math.floor(m0 / 12)}-${String((m0 % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        if (!isValidDate(date)) break;
        if (weekdayOf(toEpochDay(date)) === wanted) days.push(toEpochDay(date));
      }
      const n = NTH[nth]!;
      const day = n === -1 ? days.at(-1) : days[n - 1];
      return day === undefined ? undefined : formatDate(day);
    };
    let date: string | undefined;
    if (/month$/.test(month)) {
      date = /^next/.test(month) ? inMonth(y, mo + 1) : inMonth(y, mo);
      if (!/^(?:this|next)/.test(month) && date && toEpochDay(date) < now) date = inMonth(y, mo + 1);
    } else {
      const index = MONTHS.indexOf(month.slice(0, 3));
      date = inMonth(index < mo ? y + 1 : y, index);
      if (date && toEpochDay(date) < now) date = inMonth(y + 1, index);
    }
    return date ? `on ${date}` : m;
  });
}

/** A weekday's short name, in full. */
const FULL_DAY: Record<string, string> = { mon: 'monday', tue: 'tuesday', wed: 'wednesday', thu: 'thursday', fri: 'friday', sat: 'saturday', sun: 'sunday' };

const SHORTHAND: [RegExp, string | ((...m: string[]) => string)][] = [
  // Issue 50, nineteenth pass: "4x a wk" is a week, "tmrw" tomorrow, "mon n thurs" and.
  [/\b(a|per|each|this|next|last|one)\s+wk\b/g, '$1 week'],
  // Eighteenth session: "3x wk", "twice wk": a count a week.
  [/\b(\d+\s*x|twice|once)\s+wk\b/g, '$1 a week'],
  // Eighteenth session: a weekday's short name just before a time of the clock is that day ("meal prep sun 4pm").
  ...(['monday=mon', 'tuesday=tues?', 'wednesday=weds?', 'thursday=thu(?:rs?)?', 'friday=fri', 'saturday=sat', 'sunday=sun'].map((pair): [RegExp, string] => {
    const [day, short] = pair.split('=') as [string, string];
    return [new RegExp(String.raw`\b${short}\s+(?=\d{1,2}(?::\d\d)?\s*(?:am|pm)\b)`, 'g'), `${day}s `];
  })),
  [/\bwks?\b/g, 'weeks'],
  [/\b(?:tmrw|tmrow|tmr|tmoz|tomoz|2moro|2morrow|tomoro|tommorow|tommorrow|tomorow)(s?)\b/g, 'tomorrow$1'],
  [/(?<=[a-z])\s+n\s+(?=[a-z])/g, ' and '],
  // Issue 50, twenty-fourth pass: "yday", "yest", "thru", "rn" (right now), a lone "k" or "kk" in front for ok.
  [/\b(?:yday|ydy|yest|yesterdy|yesteday|yestrday|yesturday|ystday|ytd)\b/g, 'yesterday'],
  // "had 2 glasses yesterday that i did not log", "read 10 pages that i never logged": a log of what was not logged, never an undo.
  [/(?<=\S)\s*,?\s+(?:that\s+|which\s+)?(?:i\s+)?(?:did\s+not|never|forgot\s+to|have\s+not|had\s+not)\s+(?:log(?:ged)?|add(?:ed)?|record(?:ed)?|mark(?:ed)?|put\s+in|tick(?:ed)?(?:\s+off)?|enter(?:ed)?)(?:\s+(?:it|that|them|in))?(?:\s+yet)?(?=\s*$|\s*[,.!]|\s+(?:so|but|and|oops|sorry)\b)/g, ''],
  [/\bthru\b/g, 'through'],
  // Issue 50, twenty-sixth pass: "wot", "wat", "shld", "cld", "wld".
  [/\b(?:wot|wat|wht)\b/g, 'what'],
  [/\b(?:shld|shud)\b/g, 'should'],
  [/\bcld\b/g, 'could'],
  [/\bwld\b/g, 'would'],
  [/\brn\b/g, 'right now'],
  [/^k+(?=[\s,.!])/, 'ok'],
  // Issue 50, twenty-second pass: a time written the British way ("8.15", "5.30pm"), never an amount ("1.5 litres", "2.25 km": a unit follows).
  [/\b([01]?\d|2[0-3])\.([0-5]\d)(\s*(?:am|pm))?(?=\s*$|\s*[,;!?]|\.(?:\s|$)|\s+(?:every|each|daily|on|at|pls|please|tomorrow|today|tonight|and|then|in|for|from|until|till|instead|now|sharp|ish|o'?clock|not|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekdays?|weekends?)\b)/g, '$1:$2$3'],
  // Issue 50, twenty-eighth pass: "7ish", "half 6-ish", "7.30ish": about that time is that time.
  [/\b(\d{1,2}(?::\d\d)?(?:\s*(?:am|pm))?)\s*-?ish\b/g, '$1'],
  [/\bb4\b/g, 'before'],
  // Issue 50, fifty-ninth pass: "from sunday morning to sunday evening": the same day on both sides, so only its time moves, to the part of the day said.
  [/\bfrom\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\s+(?:morning|afternoon|evening|night|lunch(?:time)?)s?\s+to\s+(?:the\s+)?\1s?\s+(?=(?:morning|afternoon|evening|night)s?\b)/g, 'to the '],
  // Issue 50, fifty-ninth pass: a part of the day, then a bare hour ("sunday evening, 6", "the morning 7 pls"): that hour in that part of the day.
  [/\b(morning|afternoon|evening|night)(s?)\s*,?\s*(at\s+|about\s+|around\s+)?(\d{1,2})(?::([0-5]\d))?(?=\s*(?:[,.!?]|$|o'?clock\b|pls\b|please\b|sharp\b|instead\b|from\s+now\b|now\b))/g, (m: string, part: string, plural: string, _at: string | undefined, hour: string, minutes: string | undefined) => {
    const h = Number(hour);
    const pm = part !== 'morning';
    const ok = part === 'morning' ? h >= 4 && h <= 11 : part === 'afternoon' ? h >= 1 && h <= 6 : part === 'evening' ? h >= 4 && h <= 11 : h >= 7 && h <= 11;
    return ok ? `${part}${plural} at ${h}${minutes ? `:${minutes}` : ''}${pm ? 'pm' : 'am'}` : m;
  }],
  // Issue 50, fifty-ninth pass: a bound, then the time meant ("before 7, like 6:45", "after 6 - say 6:30", "by 8 so maybe 7:40"): that time.
  [/\b(?:before|after|by|around|about|from)\s+\d{1,2}(?::\d\d)?(?:\s*(?:am|pm))?\s*(?:,|-|–)?\s*(?:so\s+)?(?:like|say|maybe|probably|prob|e\.?g\.?|i\.?e\.?|roughly|so)\s+(\d{1,2}(?::\d\d)?(?:\s*(?:am|pm))?|(?:half|quarter\s+(?:past|to))\s+\d{1,2})\b/g, '$1'],
  // Nineteenth session: "10k steps", "2.5k words": thousands.
  [/\b(\d+(?:\.\d+)?)\s*k\s+(?=steps|words|calories|kcal)/g, (_m: string, n: string) => `${Math.round(Number(n) * 1000)} `],
  // Nineteenth session: "every single day", "each and every day", "7 days a week": every day; "incl weekends" after it says nothing more.
  [/\bevery\s+single\s+day\b|\beach\s+and\s+every\s+day\b|\b7\s+days\s+a\s+week\b|\bseven\s+days\s+a\s+week\b/g, 'every day'],
  [/\b(?:weekends?|saturdays?\s+and\s+sundays?)\s+included\b/g, 'including weekends'],
  [/(\bevery\s*day\b[^,.]*?)\s*,?\s*\(?(?:incl(?:uding|\.)?|inc\.?|even)\s+(?:the\s+)?weekends?\)?/g, '$1'],
  // Nineteenth session: "20 minutes instead of 15": the length said first is the new one.
  [/\b(\d+\s*(?:minutes?|mins?|hours?))\s+(?:not|instead\s+of|rather\s+than)\s+\d+\b(?!\s*(?:am|pm|:|minutes?|mins?|hours?))/g, '$1 instead'],
  // Nineteenth session (Indian English): "today itself", "from this week itself": the day, said with emphasis; "upto"; "from now onwards"; "timing"; "3 times daily".
  [/(?<!\bby)\s+itself\b/g, ''],
  [/\bupto\b/g, 'until'],
  [/\bfrom\s+now\s+onwards?\b/g, 'from now on'],
  [/\btimings?\b/g, 'time'],
  [/\b(\d+\s+times|twice|once|three\s+times)\s+daily\b/g, '$1 a day'],
  [/\s+(?:na|yaar|yar|no\s+yaar)(?=\s*[.,!?]|\s*$|\s+(?:i|and|so|but|pls|please)\b)/g, ''],
  [/\bprepone\b/g, 'move'],
  // Nineteenth session: "12 noon", "12 midday": noon; "2 x a week": 2 times a week; "30 pages sun": on sunday.
  [/\b12(?::00)?\s*(?:noon|midday)\b/g, 'noon'],
  [/\b(\d+)\s*x\s+(?=(?:a|per|each)\s+(?:day|week|month)\b)/g, '$1 times '],
  // Never a clock's minutes and a day ("at 7:15 mon wed fri": those days, as said).
  [/(?<![\d:.])\b(\d+(?:\.\d+)?\s+(?!(?:mon|tue|wed|thu|fri|sat|sun|am|pm)\b)[a-z]+)\s+(mon|tue|wed|thu|fri|sat|sun)\b(?!day)/g, (_m: string, amount: string, day: string) => `${amount} on ${FULL_DAY[day]}`],
  // Issue 50: "i can only do piano after 8 these days": when it is done now, said as when it can be.
  [/^(?:i\s+)?can\s+only\s+(?:do|make|manage|fit\s+in|get\s+to)\s+(?:my\s+|the\s+)?([a-z][a-z ]*?)\s+(?:after|from)\s+(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)(?:\s+(?:these\s+days|now(?:adays)?|from\s+now\s+on))?$/g, 'move $1 to $2'],
  // Issue 50: "two further glasses", "a further eight pages": more of it, as "more" and "another" say.
  [/\ba\s+further\s+(?=\d|one\b|two\b|three\b|four\b|five\b|six\b|seven\b|eight\b|nine\b|ten\b)/g, 'another '],
  [/\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+further\s+(?=[a-z])/g, '$1 more '],
  // Issue 50: a part of the day said without "the" ("at 8 in evening", "in 9 evening", as a second language says it).
  [/\bin\s+(\d{1,2}(?::\d\d)?)\s+(morning|evening|afternoon|night)\b/g, 'at $1 in the $2'],
  [/\bin\s+(morning|evening|afternoon|night)\b/g, 'in the $1'],
  // Nineteenth session: "take journal off pause", "off hold": resume it.
  [/\btake\s+(.+?)\s+off\s+(?:pause|hold)\b/g, 'resume $1'],
  // Nineteenth session: "once a fortnight", "every fortnight", "fortnightly": every 2 weeks.
  [/\b(?:once\s+(?:a|every)|every|each)\s+fortnight\b|\bfortnightly\b/g, 'every 2 weeks'],
  // Nineteenth session: "going fwd", "moving forward", "from here on": from now on.
  [/\b(?:going|moving)\s+(?:fwd|forward)\b|\bfrom\s+here\s+on(?:wards)?\b/g, 'from now on'],
  // Nineteenth session: a length said in words ("half an hour", "an hour n a half", "a quarter of an hour"), in minutes.
  [/\b(?:an?|one)\s+hour\s+(?:and|n|&)\s+a\s+half\b|\b(?:one|1)\s+and\s+a\s+half\s+hours?\b/g, '90 minutes'],
  [/\bthree\s+quarters\s+of\s+an\s+hour\b/g, '45 minutes'],
  [/\b(?:a\s+)?quarter\s+of\s+an\s+hour\b/g, '15 minutes'],
  [/\bhalf\s+an\s+hour\b/g, '30 minutes'],
  // Issue 50, fifty-ninth pass: "3 times a week instead of fixed days", "rather than on set days": the count, on any days.
  [/\s*,?\s*\b(?:instead\s+of|rather\s+than|not)\s+(?:on\s+)?(?:the\s+)?(?:fixed|set|specific|particular|certain|same)\s+days\b/g, ''],
  // Issue 50, fifty-ninth pass: "a full hour", "the whole hour": an hour, said with weight.
  [/\b(?:a|the|one)\s+(?:full|whole|entire)\s+hour\b/g, 'an hour'],
  // Issue 50, thirty-second pass: "7.20 a.m.", "8 p.m.", "beforehand".
  [/\b([ap])\.\s?m\b\.?/g, '$1m'],
  [/\bbeforehand\b/g, 'before'],
  // Issue 50, thirty-first pass: "2hrs", "45mins".
  [/\b(\d+(?:\.\d+)?)\s*hrs?\b/g, '$1 hours'],
  [/\bbrekkie\b|\bbrekky\b/g, 'breakfast'],
  [/\barvo\b/g, 'afternoon'],
  // Issue 50, tenth pass: pet names of the dog ("walked the doggo").
  [/\b(?:doggo|doggy|doggie|pooch)\b/g, 'dog'],
  [/\bcigs?\b|\bciggies?\b|\bciggy\b/g, 'cigarettes'],
  [/\bnightly\b/g, 'every night'],
  // Issue 50, fiftieth pass: "daily 6:45", "daily 7am": every day, at that time.
  [/\bdaily\s+(?=(?:at\s+)?(?:\d{1,2}:\d\d|\d{1,2}\s*(?:am|pm))\b)/g, 'every day '],
  [/\bnite\b/g, 'night'],
  [/\beve\b/g, 'evening'],
  [/\bmornin\b/g, 'morning'],
  [/\bevery\s*day\b/g, 'every day'],
  [/\beveryday\b/g, 'every day'],
  [/\b(?:2day|tday)\b/g, 'today'],
  [/\bl8r\b/g, 'later'],
  [/\bsec\b/g, 'second'],
  [/\bnxt\b/g, 'next'],
  [/\bthurs?\b(?!day)/g, 'thursday'],
  [/\btues\b(?!day)/g, 'tuesday'],
  [/\bweds\b(?!day)/g, 'wednesday'],
  // Nineteenth session: "not sat", "instead of mon": a weekday's short name after a word that sets days apart
  // (fiftieth pass: or a follow-up's "same for fri", "and sun").
  [/\b(not|instead\s+of|rather\s+than|from|except|but|this|next|last|on|every|til|till|until|by|before|after|same\s+for(?:\s+\w+)?|ditto\s+for|and|also)\s+(mon|tue|wed|thu|fri|sat|sun)\b(?!day)/g, (_m: string, word: string, day: string) => `${word} ${FULL_DAY[day]}`],
  // Issue 50, thirty-first pass: "thu fri n sat": "sat" after another day is Saturday, never the verb.
  [/(\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sun)(?:[a-z]*day)?\s*(?:,|and|&|\+|or|-|to|through|thru)?\s*)sat\b/g, '$1saturday'],
];

/**
 * Issue 50, eighth pass: a day said by how long ago it was ("2 days ago", "a couple of days ago",
 * "the day before yesterday") as its date, and "last night" as yesterday.
 */
function daysAgo(text: string, today: string): string {
  const on = (n: number) => `on ${formatDate(toEpochDay(today) - n)}`;
  return text
    .replace(/\b(?:on\s+)?the\s+day\s+before\s+yesterday\b/g, () => on(2))
    // Nineteenth session: "the day after tomorrow".
    .replace(/\b(?:on\s+)?the\s+day\s+after\s+tomorrow\b|\bovermorrow\b/g, () => on(-2))
    .replace(/\b(?:on\s+)?(\d{1,2}|a\s+couple\s+of|a\s+few|a|one)\s+days?\s+ago\b/g, (m, n: string) => {
      const count = /^\d/.test(n) ? Number(n) : /couple/.test(n) ? 2 : /few/.test(n) ? 3 : 1;
      return count >= 1 && count <= 31 ? on(count) : m;
    })
    .replace(/\blast\s+night\b/g, 'yesterday');
}

/** Forty-eighth pass: "from 12 to 16 december", "between the 3rd and 5th of jan": the month said once, for both days. */
function monthOfBoth(text: string): string {
  return text.replace(new RegExp(String.raw`\b(from|between)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(to|till|until|and|-)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTH})\b`, 'g'), '$1 $2 $5 $3 $4 $5');
}

/** The sentence with its numbers, times, dates and shorthand in the forms the readers know; `monthFirst`: "12/5" is 5 December (the region writes it so). */
export function normalise(text: string, today: string, monthFirst = false): string {
  let t = compactNotation(monthOfBoth(asAmericanMeant(asDictationMeant(text))), today, monthFirst);
  for (const [pattern, replacement] of SHORTHAND) t = typeof replacement === 'string' ? t.replace(pattern, replacement) : t.replace(pattern, replacement);
  t = numbers(t);
  t = asFirstLanguage(t);
  t = clock(t);
  t = daysAgo(t, today);
  t = dayOrdinals(t);
  t = weekdayWeek(t, today);
  t = nthWeekday(t, today);
  t = weekdayWithDate(t, today);
  return t.replace(/\s+/g, ' ').trim();
}
