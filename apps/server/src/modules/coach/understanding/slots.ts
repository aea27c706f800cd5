import { MAX_PAUSE_DAYS, findDays, formatDate, isValidDate, toEpochDay, weekdayOf, type DayTense, type NamedDay } from '@stride/domain';
import { dictatedNote } from './dictation.js';
import { NOTE_PLACED_AFTER } from './journal-words.js';

/**
 * Issue 37: the values a request carries, wherever they are written: the day ("friday's run",
 * "yesterday"), a span of days for a pause ("for a week", "from 20 December to 2 January", "this
 * weekend"), a last day ("after 15 December", "until the end of March", "for 30 days"), how long
 * before a reminder comes and how, an amount, and a note's words.
 */
export interface Slots {
  today: string;
  dayFirst: boolean;
}

const NUMBERS: { [word: string]: number } = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, 'forty-five': 45, fifty: 50, sixty: 60, ninety: 90, another: 1, couple: 2, few: 3 };
export const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?|a\s+couple\s+of|a\s+few|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|forty-five|fifty|sixty|ninety|another)`;
export const numberOf = (word: string): number => (/^\d/.test(word) ? Number(word.replace(',', '.')) : (NUMBERS[word.replace(/^a\s+(couple|few)\s+of$|^a\s+few$/, '$1')] ?? NaN));

export const addDays = (date: string, days: number) => formatDate(toEpochDay(date) + days);

export function daysIn(text: string, slots: Slots, tense: DayTense): NamedDay[] {
  return findDays(text, { today: slots.today, tense, dayFirst: slots.dayFirst });
}

/** The one day a request is about (the first named), or undefined. "wednesday next week" is next week's Wednesday. */
export function dayIn(text: string, slots: Slots, tense: DayTense): NamedDay | undefined {
  const day = daysIn(text, slots, tense)[0];
  if (!day?.bareWeekday || !/\bnext\s+week\b/.test(text)) return day;
  const monday = addDays(slots.today, ((1 - weekdayOf(toEpochDay(slots.today)) + 7) % 7) || 7);
  return { ...day, date: addDays(monday, (weekdayOf(toEpochDay(day.date)) + 6) % 7) };
}

/** "for a week", "for 3 days", "for two weeks", "a fortnight", "for a month": days counted, or undefined. */
export function lengthIn(text: string): { days: number; index: number; text: string } | undefined {
  const m =
    new RegExp(String.raw`(?:\bfor\s+|^|\s)(?:the\s+next\s+)?(${NUMBER})\s+(days?|weeks?|months?|fortnights?)\b`).exec(text) ??
    /\b(?:for\s+)?(a)\s+(fortnight)\b/.exec(text) ??
    /\b(?:for\s+)?the\s+(?:next|coming)()\s+(month|fortnight)\b/.exec(text);
  if (!m) return undefined;
  const count = m[1] ? numberOf(m[1].trim()) : 1;
  const unit = m[2]!.replace(/s$/, '');
  const days = unit === 'day' ? count : unit === 'week' ? count * 7 : unit === 'fortnight' ? count * 14 : count * 30;
  return Number.isFinite(days) && days >= 1 ? { days: Math.round(days), index: m.index, text: m[0] } : undefined;
}

/** From and to (inclusive) of a pause, or a reason it cannot be read. */
export function rangeIn(text: string, slots: Slots): { from: string; to: string } | undefined {
  const { today } = slots;
  // Issue 50, eleventh pass: "till next week", "until next week": from today to the end of this week.
  if (/\b(?:until|till|til|up\s+to|to)\s+next\s+week\b/.test(text) && !/\b(?:from|starting)\s+(?:today|tomorrow|tonight|\w+day|the\s+\d|\d|next|this)\b/.test(text)) return { from: today, to: addDays(today, (7 - weekdayOf(toEpochDay(today))) % 7) };
  if (/\bnext\s+week\b/.test(text) && !/\b(?:sun|mon|tue|wed|thu|fri|sat)\w*day\b/.test(text)) {
    const monday = addDays(today, ((1 - weekdayOf(toEpochDay(today)) + 7) % 7) || 7);
    return { from: monday, to: addDays(monday, 6) };
  }
  if (/\b(?:this\s+|the\s+|over\s+the\s+)weekend\b/.test(text)) {
    const saturday = addDays(today, (6 - weekdayOf(toEpochDay(today)) + 7) % 7);
    return { from: weekdayOf(toEpochDay(today)) === 0 ? today : saturday, to: weekdayOf(toEpochDay(today)) === 0 ? today : addDays(saturday, 1) };
  }
  // Issue 50, twenty-fifth pass: the week ends on Sunday where weeks start on Monday (everywhere but the United States, as the days are written).
  if (/\b(?:this|the\s+rest\s+of\s+the)\s+week\b/.test(text)) return { from: today, to: addDays(today, (slots.dayFirst === false ? 6 : 7) - weekdayOf(toEpochDay(today)) - (slots.dayFirst !== false && weekdayOf(toEpochDay(today)) === 0 ? 7 : 0)) };
  const days = daysIn(text, slots, 'future');
  const length = lengthIn(text);
  const fromWord = /\b(?:from|starting|beginning|as\s+of)\s*$/;
  const toWord = /\b(?:to|until|till|til|through|thru|-|–|and|up\s+to|until\s+after)\s*$/;
  let from: string | undefined;
  let to: string | undefined;
  let toDay: (typeof days)[number] | undefined;
  for (const d of days) {
    const before = text.slice(0, d.start);
    if (toWord.test(before) && (from || !fromWord.test(before))) to ??= (toDay = d).date;
    else if (fromWord.test(before) || /\bbetween\s*$/.test(before)) from ??= d.date;
    else if (!from) from = d.date;
    else to ??= (toDay = d).date;
  }
  // "from the 20th to the 3rd": a day of the month before the first one is in the month after it.
  if (from && to && to < from && toDay && /^(?:on\s+)?the\s+\d/.test(toDay.text)) to = nextMonthDay(to, from);
  if (from && !to && length) to = addDays(from, length.days - 1);
  if (!from && to) from = today;
  if (!from && length) return { from: today, to: addDays(today, length.days - 1) };
  if (from && !to) {
    // "pause gym on friday": that day; "pause everything from monday" has no end.
    if (/\b(?:from|starting|as\s+of)\b/.test(text)) return undefined;
    to = from;
  }
  if (!from || !to || to < from) return undefined;
  return { from, to };
}

/** The first date after `after` that has the same day of the month as `date` ("the 3rd" after 20 December is 3 January). */
function nextMonthDay(date: string, after: string): string {
  const day = Number(date.slice(8, 10));
  let [y, m] = after.split('-').map(Number) as [number, number];
  for (let i = 0; i < 13; i++) {
    const candidate = `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (isValidDate(candidate) && candidate > after) return candidate;
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return date;
}

export const longestPause = MAX_PAUSE_DAYS;

/**
 * The last day a habit happens: "after 15 December" and "on 10 December" (that day), "from next
 * month" (the day before), "until the end of March", "for 30 days" (counted from `start`), "at
 * the end of the year". Undefined when the text names none.
 */
export function lastDayIn(text: string, slots: Slots, start = slots.today): { date: string; start: number; end: number } | undefined {
  const length = lengthIn(text);
  if (/\b(?:next\s+month)\b/.test(text) && /\b(?:from|starting|as\s+of|beginning)\s+next\s+month\b/.test(text)) {
    const m = /\bnext\s+month\b/.exec(text)!;
    const [y, mo] = slots.today.split('-').map(Number) as [number, number];
    const firstOfNext = mo === 12 ? `${y + 1}-01-01` : `${y}-${String(mo + 1).padStart(2, '0')}-01`;
    return { date: addDays(firstOfNext, -1), start: m.index, end: m.index + m[0].length };
  }
  if (/\bafter\s+this\s+week\b/.test(text) || /\bend\s+of\s+this\s+week\b/.test(text)) {
    const m = /\bthis\s+week\b/.exec(text)!;
    return { date: addDays(slots.today, 6 - weekdayOf(toEpochDay(slots.today))), start: m.index, end: m.index + m[0].length };
  }
  for (const d of daysIn(text, slots, 'future')) {
    const before = text.slice(0, d.start);
    if (/\b(?:from|starting|as\s+of|beginning)\s*(?:on\s+)?$/.test(before)) return { date: addDays(d.date, -1), start: d.start, end: d.end };
    return { date: d.date, start: d.start, end: d.end };
  }
  if (length) return { date: addDays(start, length.days - 1), start: length.index, end: length.index + length.text.length };
  return undefined;
}

/** "15 minutes before", "an hour before", "half an hour before", "when it starts", "at the start": minutes before the start. */
export function reminderMinutesIn(text: string): number | undefined {
  if (/\b(?:when\s+(?:it|\w+)\s+(?:starts|begins)|at\s+the\s+(?:start|time)|(?<!\b(?:up|be|get|got|getting|arrive|arriving|am|is|are|was|were|there)\s)on\s+time|as\s+it\s+starts|(?:the\s+(?:moment|minute|second)|as\s+soon\s+as|right\s+when|just\s+as)\s+(?:it|\w+)\s+(?:starts|begins|kicks\s+off))\b/.test(text)) return 0;
  if (/\bhalf\s+an\s+hour\b/.test(text)) return 30;
  if (/\ba\s+quarter\s+of\s+an\s+hour\b|\bquarter\s+of\s+an\s+hour\b/.test(text)) return 15;
  const all = [...text.matchAll(new RegExp(String.raw`\b(${NUMBER})\s*(minutes?|m|hours?|h)\b(?!\s+(?:long|of|a\s+day|per|every))`, 'g'))];
  // Nineteenth session: the old value first, the new one "before … instead" after it ("5 mins isn't enough … could it come 10 mins before instead"): the one said with "before".
  const m = all.length > 1 ? (all.find((hit) => /^\s+(?:before|beforehand|ahead|early|earlier)\b/.test(text.slice(hit.index + hit[0].length))) ?? all[0]) : all[0];
  if (!m) return undefined;
  const n = numberOf(m[1]!);
  const minutes = /^h/.test(m[2]!) ? n * 60 : n;
  return Number.isFinite(minutes) && minutes >= 0 && minutes <= 1440 ? Math.round(minutes) : undefined;
}

/** "email", "by mail": email; otherwise a push notification. */
export const channelIn = (text: string): 'push' | 'email' | undefined => (/\be-?mail/.test(text) ? 'email' : /\b(?:notification|notify|push|ping|alert|buzz)/.test(text) ? 'push' : undefined);

/** An amount and its unit as written: "25 pages", "2 glasses", "a glass", "5 km", "another glass". */
export function amountIn(text: string): { value: number; unit: string; start: number; end: number } | undefined {
  // Issue 54: a unit may hold a letter with an accent or umlaut ("5 gläser", "3 páginas"): the whole word.
  const m = new RegExp(String.raw`\b(\d+(?:[.,]\d+)?(?=\s*[a-z])|${NUMBER}(?=\s))\s*(?:more\s+)?([a-z][a-z\u00e0-\u00ff]*)(?![a-z\u00e0-\u00ff])`, 'g');
  for (const hit of text.matchAll(m)) {
    const unit = hit[2]!;
    if (/^(?:minutes?|hours?|days?|weeks?|months?|times?|am|pm|of|and|to|in|at|on|for|with|the|more|less|habit|reminder|x|st|nd|rd|th)$/.test(unit)) continue;
    // Issue 50, thirteenth pass: a word of time or linking after a number is no unit ("at 6 from tomorrow", "around 7 every night").
    if (/^(?:from|until|till|by|or|every|each|a|an|instead|now|then|tomorrow|today|tonight|ish|o|oclock|sharp|please|pls|onwards|anymore|noon|midday|midnight|exactly|again|either|any|not|no|ok|okay|thanks|thx|slot|slots|start|stays?|right|yes|yeah|correct)$/.test(unit)) continue;
    // A day or a part of one after a number is no unit either ("the next one friday", "2 mornings"): a date or a time of day, never an amount of it.
    if (/^(?:(?:mon|tues?|wednes|wed|thurs?|thu|fri|satur|sat|sun)(?:day)?s?|weekends?|weekdays?|mornings?|afternoons?|evenings?|nights?|after|before|ago|later|earlier|next|last|this|these|those|that)$/.test(unit)) continue;
    // Eighteenth session: a pronoun, a verb or a word of judgement after a number starts a remark, never a unit ("6 is too early", "half five i have a thing", "8am tmrw, im on a late").
    if (/^(?:is|are|was|were|be|been|i|im|me|my|our|your|we|you|u|he|she|it|its|they|them|his|her|their|there|theres|late|early|so|but|too|as|if|got|have|has|had|do|does|did|would|will|can|could|should|all|only|just|max|min)$/.test(unit)) continue;
    const value = numberOf(hit[1]!.trim());
    if (Number.isFinite(value) && value > 0) return { value, unit, start: hit.index, end: hit.index + hit[0].length };
  }
  return undefined;
}

/** Units the same thing ("glass" and "glasses", "km" and "kilometres", "litre" and "liters"). */
export function sameUnit(a: string, b: string): boolean {
  const plain = (u: string) =>
    u
      .toLowerCase()
      .replace(/^kilomet(?:re|er)s?$/, 'km')
      .replace(/^kms$/, 'km')
      .replace(/^lit(?:re|er)s?$/, 'l')
      .replace(/^(?:min|mins|minutes?)$/, 'minute')
      // One and many alike: "glass" and "glasses", "page" and "pages", "box" and "boxes".
      .replace(/(?<=(?:s|x|z|ch|sh))es$|(?<!s)s$/, '');
  return plain(a) === plain(b);
}

/** The words of a note: after a colon, or "saying …", "that …", quoted. */
export function noteIn(original: string, habitName?: string): string | undefined {
  // Issue 50, tenth pass: the ask said after the note's words (", add as note", "- save it as a note") is not the note.
  return dictatedNote(noteWords(original, habitName))?.replace(/\s*[,;–—-]?\s*(?:(?:pls|please)\s+)?(?:add|put|save|keep|log|pop|stick)\s+(?:(?:that|this|it)\s+)?(?:as|in|into|to)\s+(?:a\s+|the\s+|my\s+)?notes?(?:\s+(?:pls|please))?[.!]*$/i, '') || undefined;
}

function noteWords(original: string, habitName?: string): string | undefined {
  // Issue 50, sixteenth pass: in single quotes too ("add the note 'hips tight'"), a quote being one that opens after a space, not an apostrophe ("monday's").
  const quoted = /["“]([^"”]+)["”]/.exec(original) ?? /(?:^|\s)['‘]([^'’]+)['’](?=$|[\s.,!?])/.exec(original);
  if (quoted) return quoted[1]!.trim();
  // Issue 50, ninth pass: what happened, then "put that in a note": the words before the ask.
  // Issue 50, eleventh pass: "…, note that", "…, jot it down", "…, make a note of that" too.
  // Issue 50, fifty-seventh pass: "…, write that down"; and the note said before where it goes ("add that X to sunday's swim").
  const placed = NOTE_PLACED_AFTER.exec(original.trim());
  if (placed) return placed[1]!.trim();
  const kept = /^(.+?)\s*,?\s+(?:write\s+(?:that|this|it)\s+down|(?:put|add|save|write|stick|pop|keep)\s+(?:that|this|it)\s+(?:in|into|as|down\s+as|on)\s+(?:a\s+|the\s+)?notes?|(?:note|jot)\s+(?:that|this|it)(?:\s+down)?|make\s+a\s+note\s+of\s+(?:that|this|it))(?:\s+(?:pls|please|thx|thanks|ta))?[.!]*$/i.exec(original.trim());
  if (kept) return kept[1]!.trim();
  // Issue 50, thirty-second pass: "Would you kindly add a note to this morning's run? The new shoes pinched …": the sentence after the ask.
  const next = /\bnote\s+(?:to|on|for|about|against)\s+[^?.!:"“]+[?.!]\s+([A-Za-z].+)$/.exec(original.trim());
  if (next) return next[1]!.trim().replace(/[.!]+$/, '');
  // Issue 50, thirtieth pass: "note for morning run today knee was hurting a bit": the words after the day.
  // Eighteenth session: any verb before it, as dictated ("wright a note on my run today legs felt heavy", "add a note two piano for yesterday um finally …").
  const after = /^(?:(?:um+\s+|so\s+)?[a-z]+\s+)?(?:a\s+)?note\s+(?:for|on|to|two|too|about)\s+[a-z' ]+?\s+(?:today|yesterday|tonight|this\s+morning|last\s+night|on\s+[a-z]+day)\s*[,:-]?\s+([a-z].*)$/i.exec(original.trim());
  if (after && !/^(?:that|saying)\b/i.test(after[1]!)) return after[1]!.trim().replace(/^(?:(?:um+|uh+|erm+|so)\b[,\s]*)+/i, '').replace(/\s+(?:full\s+stop|period)$/i, '').replace(/[.!]+$/, '');
  // Issue 50, forty-ninth pass: the day before the habit's name ("write a note on yesterdays piano learned the chorus"): the words after the name.
  const name = habitName?.toLowerCase().split(/\s+/).map((w) => w.replace(/[^a-z0-9]/g, '')).filter(Boolean).join(String.raw`\s+`);
  const dayFirst = name ? new RegExp(String.raw`^(?:(?:um+\s+|so\s+)?[a-z]+\s+)?(?:a\s+)?note\s+(?:for|on|to|two|too|about)\s+(?:today|yesterday|tonight|this\s+morning|last\s+night|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'?s)?\s+(?:my\s+|the\s+)?${name}\s*[,:-]?\s+([a-z].*)$`, 'i').exec(original.trim()) : null;
  if (dayFirst && !/^(?:that|saying)\b/i.test(dayFirst[1]!)) return dayFirst[1]!.trim().replace(/[.!]+$/, '');
  // Eighteenth session: the habit and its day said first, then "put a note" and the note's words ("for yoga on monday can you put a note the new teacher was really good").
  const put = /^(?:for|on)\s+.+?\b(?:put|add|write|leave|make|jot)\s+(?:a\s+|the\s+)?note\s+(?!(?:on|for|to|about|under|in|that|saying|of)\b)([a-z].+)$/i.exec(original.trim());
  if (put) return put[1]!.trim().replace(/[.!]+$/, '');
  // Nineteenth session: the day told first, then "add a note" and its words ("run was rough today. add a note knee felt weird around 3k").
  const bare = /(?:^|[.!?]\s+)(?:(?:pls|please|can\s+you|could\s+you)\s+)?(?:add|put|write|leave|make|jot)\s+(?:a\s+|the\s+)?note\s*[,:-]?\s+(?!(?:on|for|to|about|under|in|that|saying|of|two|too|against)\b)([a-z].+)$/i.exec(original.trim());
  if (bare) return bare[1]!.trim().replace(/[.!]+$/, '');
  // Issue 50, thirteenth pass: the ask first, then the note after a comma ("add a note to meditation, mind was busy").
  const led = /^(?:(?:pls|please|can\s+you|could\s+you)\s+)?(?:(?:add|put|write|leave|make|jot|stick|pop)\s+(?:a\s+|the\s+)?)?note\s+(?:to|on|for|about|under|in)\s+[^,;:]+[,;]\s*([^,;:].*)$/i.exec(original.trim());
  if (led) return led[1]!.trim().replace(/[.!]+$/, '');
  // Issue 50, tenth pass: the colon of a time ("new record 7:45 for 2k") does not lead a note.
  const colon = /(?<!\d):(?!\d)\s*(.+)$/.exec(original);
  if (colon) return colon[1]!.trim().replace(/[.!]+$/, '');
  // "reading" leads a note only before its words in quotes or after a colon ("note on reading yesterday - …" names the habit).
  const saying = /\b(?:saying|that says|reading(?=\s*[:"“])|that)\s+(.+)$/i.exec(original);
  // A note never starts with the dash or colon that led to it ("note on reading - finished chapter one").
  if (saying) return saying[1]!.trim().replace(/^[-–—:,]+\s*/, '').replace(/[.!]+$/, '') || undefined;
  const dash = /\s[-–—]\s*(.+)$/.exec(original);
  if (dash) return dash[1]!.trim();
  return undefined;
}

const CLOCK = String.raw`\d{1,2}(?::[0-5]\d)?\s*(?:am|pm)\b|\d{1,2}:[0-5]\d\b`;

/**
 * Eighteenth session: two to four times of the clock in a row, each with its am/pm or minutes,
 * joined by "and", commas or nothing ("7am and 9pm", "10am and 4pm daily", "7am 1pm 7pm"): several
 * times a day. Never a span ("7am to 9am", "6-7pm" are one time and its end).
 */
export function clockList(text: string): { times: string[]; start: number; end: number } | undefined {
  const m = new RegExp(String.raw`(?:\bat\s+)?(${CLOCK})((?:\s*(?:,\s*|\s*[+&]\s*|\s+and\s+|\s+)(?:at\s+)?(?:${CLOCK})){1,3})(?!\s*(?:-|to\b|till\b|until\b))`).exec(text);
  if (!m) return undefined;
  const times = [...m[0].matchAll(new RegExp(CLOCK, 'g'))].map((x) => x[0].replace(/\s+/g, ''));
  return new Set(times).size === times.length ? { times, start: m.index, end: m.index + m[0].length } : undefined;
}

/** A reason after a comma or "because" ("skip today's run, my knee hurts"): kept as the day's note. */
export function reasonIn(original: string): string | undefined {
  const m = /(?:,\s*|\s+(?:because|as|since|cause)\s+)((?:my|i|it|the|feeling|too|sick|ill|tired|busy|away|travel)[^,]*)$/i.exec(original);
  return m ? m[1]!.trim().replace(/[.!?]+$/, '') : undefined;
}

/**
 * Issue 50, eleventh pass: an amount said with "today" as a report of the day ("i had 3 cups of
 * coffee today", "drank 6 glasses of water today", "thats 6 glasses for today") states the day's
 * total, not a few more: set, when something is already logged today and the number is not below
 * it (below it, or with nothing logged yet, it is added, as the project's tables expect). A few
 * more said as such ("more", "another", "again", "just had", "x2", "log …") stays an increment, as
 * does a part of the day ("this morning", "at lunch") or a past day.
 */
export function statesDayTotal(text: string, value: number, loggedToday: number | null | undefined): boolean {
  if (!loggedToday || value < loggedToday) return false;
  if (!/\b(?:today|for\s+the\s+day)\b/.test(text) || /\b(?:this\s+(?:morning|afternoon|evening)|tonight|at\s+(?:lunch|12:30|breakfast|dinner)|yesterday|last\s+night)\b/.test(text)) return false;
  if (/\b(?:more|another|extra|again|also|too|additional|just|plus|on\s+top)\b|\+|\bx\s?\d/.test(text)) return false;
  return !/^(?:please\s+)?(?:log|add|record|put|enter|track)\b/.test(text);
}
