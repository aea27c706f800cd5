import { minutesOf, type WeekdayName } from '@stride/domain';
import type { SnapshotHabit } from '../coach-snapshot.js';
import type { OfflineAnswer } from './types.js';
import { goalOf, habitOf, meansGoal, notFound, one, reply, type Pending, type Reading } from './reading.js';
import { oneDayMove } from './one-day.js';
import { timeForSomeDays } from './some-days.js';
import { asWritten, daysOf, readSchedule, scheduleArgs, sortDays, weekdaysIn } from './schedule.js';
import { NUMBER, amountIn, clockList, numberOf, sameUnit } from './slots.js';
import { example, list, quoted, weekdayIn, wordsOf } from './words.js';

/**
 * Issue 37: changing a habit the person has: its name, time, days ("from tuesdays to
 * wednesdays" swaps one day and keeps the rest), length, amount, goal. The habit is found by
 * name or "it"; the new schedule is read by the domain's reader from the words after it.
 */
const CHANGE_VERB = /\b(?:extend|lengthen|shorten|move|moving|change|changing|reschedule|shift|switch|swap|put|make|set|push|bring|can|should|could|want|do|have|update|link|add|also|drop|take|no\s+more|not\s+on|remove)\b/;

/** "rename X to Y", "call X Y", "change the name of X to Y": the new name (as written). */
export function renameIn(r: Reading): OfflineAnswer | undefined {
  // Issue 50: "call gym Strength from now on", "can gym be called Strength", "call it Lifting", "let us call it …".
  // Issue 50, sixth pass: "change piano's name only, to Keys": the scope word after "name" is not part of it.
  const t = r.said.text.replace(/"/g, '').replace(/\s+(?:from\s+now\s+on|instead|now|going\s+forward)$/, '').replace(/\bname\s*,?\s*(?:only|just)\s*,?\s+(to|into)\b/, 'name $1');
  const it = /^(?:call|name|rename)\s+(?:it|that|this)\s+(?:to\s+)?(.+)$/.exec(t) ?? /^(?:it|that)\s+should\s+be\s+called\s+(.+)$/.exec(t);
  if (it && r.last && r.habits.every((h) => h.start >= t.length - it[1]!.length - 1)) return one({ name: 'updateHabit', args: { habitId: r.last.id, name: capitalised(asWritten(it[1]!.replace(/^["']|["'.!]$/g, '').trim(), r.said.original.replace(/"/g, ''))) } });
  // Issue 50, sixteenth pass: the new name in quotes ("call walk the dog "evening stroll" from now on"): the quotes say where it starts.
  // Issue 50, thirty-second pass: names in single quotes ("call my 'Plan the week' habit 'Sunday planning'"), politely asked, a reason after.
  const original = r.said.original.trim().replace(/(^|\s)['‘]([^'’]+)['’](?=$|[\s.,!?;])/g, '$1"$2"');
  const asked = original.replace(/^(?:(?:would|could)\s+you\s+be\s+so\s+kind\s+as\s+to|i\s+(?:should|would|'d)\s+like\s+to|(?:could|would|can)\s+you(?:\s+(?:please|kindly|possibly))*|kindly)\s+/i, '').replace(/\s*[,;]\s+[^"”]*$/, '').replace(/[?]+$/, '');
  const quotedName = /^(?:(?:can|could|shall)\s+(?:we|i|you)\s+|let\s+us\s+|let's\s+|please\s+|pls\s+)?(?:call|name|rename|re-name)\s+(?:my\s+|the\s+)?"([^"]+)"(?:\s+habit)?\s+(?:to\s+|as\s+|into\s+)?["“]([^"”]+)["”]\s*(?:from\s+now\s+on|instead|now|going\s+forward|please|pls)?[.!]*$/i.exec(asked) ??
    /^(?:(?:can|could|shall)\s+(?:we|i|you)\s+|let\s+us\s+|let's\s+|please\s+|pls\s+)?(?:call|name|rename|re-name)\s+(?:my\s+|the\s+)?(.+?)\s+(?:to\s+|as\s+|into\s+)?["“]([^"”]+)["”]\s*(?:from\s+now\s+on|instead|now|going\s+forward|please|pls)?(?=[\s.,!?]|$)/i.exec(original);
  // Nineteenth session: "could we call 'Read' something cosier? like 'Reading before bed'": the name offered after "like".
  const offered = quotedName ? null : /\bcall\s+(?:my\s+)?["“]([^"”]+)["”](?:\s+habit)?\s+something\s+[a-z]+(?:\s+[a-z]+)?[?.!,]*\s+(?:like|maybe|perhaps|say|how\s+about|e\.g\.)\s+["“]([^"”]+)["”]/i.exec(original);
  const quotedHabit = quotedName ? r.habits.find((x) => x.level === 'exact' && x.items.length === 1 && r.said.text.slice(x.start, x.end) === quotedName[1]!.toLowerCase()) : undefined;
  if (quotedName && quotedHabit) return one({ name: 'updateHabit', args: { habitId: quotedHabit.items[0]!.id, name: capitalised(quotedName[2]!.trim()) } });
  const offeredHabit = offered ? r.s.habits.filter((h) => h.name.toLowerCase() === offered[1]!.trim().toLowerCase()) : [];
  if (offered && offeredHabit.length === 1) return one({ name: 'updateHabit', args: { habitId: offeredHabit[0]!.id, name: capitalised(offered[2]!.trim()) } });
  const m =
    /^(?:rename|re-name)\s+(.+?)\s+(?:to|as|into)\s+(.+)$/.exec(t) ??
    /^(?:can|could)\s+(.+?)\s+be\s+(?:called|renamed?(?:\s+to)?)\s+(.+)$/.exec(t) ??
    (/\s(?:from\s+now\s+on|instead)$/.test(r.said.text) ? /^call\s+(.+?)\s+(?!every|each|on|at)(.+)$/.exec(t) : null) ??
    /^(?:change|update)\s+the\s+name\s+of\s+(.+?)\s+to\s+(.+)$/.exec(t) ??
    // Issue 50: "change the sleep goal's name to X", "can we call the dog walk 'Evening walk'", "let us name reading 'Books'".
    /^(?:change|update|switch)\s+(?:the\s+|my\s+)?(.+?)(?:'s|s')?\s+name\s+(?:to|into)\s+(.+)$/.exec(t) ??
    /^(?:change|update|switch|rename)\s+((?:my\s+|the\s+)?goal\s+.+?)\s+(?:to|into)\s+(.+)$/.exec(t) ??
    // Issue 50, fifth pass: "change my sleep goal to Sleep 8 hours": a goal named before the word "goal".
    /^(?:change|update|switch|rename)\s+((?:my\s+|the\s+)?[a-z0-9][\w ]*?\s+goal)\s+(?:to|into)\s+(.+)$/.exec(t) ??
    /^(?:(?:can|could|shall)\s+(?:we|i|you)\s+|let\s+us\s+|let's\s+|please\s+|i\s+want\s+to\s+|i'd\s+like\s+to\s+)?(?:call|name|rename|re-name)\s+(.+?)\s+(?:to\s+|as\s+)?['‘“](.+?)['’”]?$/.exec(t) ??
    // Issue 50, fourteenth pass: "i want to call mum daily at 6am" names none of theirs: a wish to add, not a rename.
    (r.habits.length || r.goals.length || !r.said.wish ? /^(?:(?:can|could|shall)\s+(?:we|i|you)\s+|let\s+us\s+|let's\s+|i\s+want\s+to\s+|i'd\s+like\s+to\s+)(?:call|name|rename)\s+(.+?)\s+(?:to\s+|as\s+)?(?!every|each|on|at)(.+)$/.exec(t) : null) ??
    /^call\s+((?:my|the)\s+.+?)\s+(?!every|each|on|at)(.+)$/.exec(t) ??
    calledByName(r, t) ??
    changedToName(r, t) ??
    /^(.+?)(?:\s+habit)?\s+(?:should|could|can|will|must|needs?\s+to)\s+be\s+called\s+(.+)$/.exec(t);
  // Issue 50, twelfth pass: "rename tennis" and no new name: what it should be called, read with the answer.
  // Issue 50, forty-ninth pass: "change the name of my sleep goal", "change piano's name" too; a goal's named with the answer as a goal's.
  const bare = m ? null : (/^(?:rename|re-name|(?:change|update)\s+the\s+name\s+of)\s+(?:my\s+|the\s+)?(.+?)(?:\s+habit)?(?:\s+(?:please|pls))?$/.exec(t) ?? /^(?:change|update)\s+(?:my\s+|the\s+)?(.+?)(?:'s|s)?\s+name(?:\s+(?:please|pls))?$/.exec(t));
  const goalAlone = bare && /\sgoal$/.test(bare[1]!) ? r.goals.find((x) => x.items.length === 1 && bare[1]!.startsWith(t.slice(x.start, x.end)))?.items[0] : undefined;
  if (goalAlone) return reply(wordsOf(r.s).say('whatToCallIt', { h: quoted(goalAlone) }), { memory: { pending: { message: `rename the ${goalAlone.name} goal to`, append: true } satisfies Pending } });
  const alone = bare ? r.habits.find((x) => x.level === 'exact' && x.items.length === 1 && t.slice(x.start, x.end) === bare[1]) : undefined;
  if (alone) return reply(wordsOf(r.s).say('whatToCallIt', { h: quoted(alone.items[0]!) }), { memory: { pending: { message: `rename ${alone.items[0]!.name} to`, append: true } satisfies Pending } });
  if (!m) return undefined;
  // Eighteenth session: days and times are a schedule, never a name ("switch morning run to tues thurs and sat pls" renamed it "Tuesday thursday and saturday please").
  if (/^(?:(?:on|and|or|the|every|each|only|please|then|instead|now|at|from|\d[\d:.]*\s*(?:am|pm)?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekdays?|weekends?|mornings?|evenings?|nights?|daily|weekly)\s*)+$/.test(m[2]!.split(/\s*[,;]\s+|[.?!]+(?:\s+|$)|\s+(?:because|since|as|cos|cuz|coz|so)\s+/)[0]!.replace(/[,.!?]/g, ' ').trim())) return undefined;
  // The split whose left side names something: "rename walk to work to Commute" tries each " to ".
  const splits = [...t.matchAll(/\s(?:to|as|into)\s/g)].map((s) => [t.slice(0, s.index), t.slice(s.index + s[0].length)] as const);
  // As written, with a capital first letter as a new habit gets ("rename read to reading" is "Reading").
  // Issue 50, twenty-eighth pass: the name in quotes, or up to a reason after a comma ("… called 'read before bed' instead, its always at night anyway").
  // Nineteenth session: or up to a question's mark or a remark ("… to walk rufus? that is his name", "… to walk biscuit, thats his name").
  const newName = (words: string) => capitalised(asWritten(words.replace(/^(?:just|simply)\s+(?=\S)/, '').replace(/^['‘]([^'’]+)['’].*$/, '$1').split(/\s*[,;]\s+|[.?!]+(?:\s+|$)|\s+(?:that|this|it)\s+is\s+(?:his|her|their|what|the\s+(?:dog|cat))\b|\s+(?:because|since|cos|cuz)\b/)[0]!.replace(/^(?:habit|goal)\s+/, '').replace(/^["']|["'.!]$/g, '').trim(), r.said.original.replace(/"/g, '')).replace(/^["']|["']$/g, ''));
  const goalWanted = /\bgoal\b/.test(m[1]!) || /^goal\b/.test(m[2]!);
  if (goalWanted || (r.goals.length && (!r.habits.length || meansGoal(r)))) {
    const { goal, answer } = goalOf(r);
    if (answer) return answer;
    if (!goal) return notFound(r, 'goal', m[1]!.replace(/^(?:the|my)\s+|\s+goal$/g, ''));
    return one({ name: 'updateGoal', args: { goalId: goal.id, name: newName(m[2]!) } });
  }
  const byName = r.habits.filter((h) => h.start < (m.index ?? 0) + m[1]!.length + 8);
  for (const [left, right] of splits.length ? splits : [[m[1]!, m[2]!] as const]) {
    const mention = byName.find((h) => h.level === 'exact' && new RegExp(`\\b${r.said.text.slice(h.start, h.end).replace(/[^a-z0-9 ]/g, '.')}$`).test(left.trim()));
    if (mention && mention.items.length === 1) return one({ name: 'updateHabit', args: { habitId: mention.items[0]!.id, name: newName(right) } });
  }
  const { habit, answer } = habitOf(r);
  if (answer) return answer;
  if (!habit) return notFound(r, 'habit', asWritten(m[1]!.replace(/^(?:the|my)\s+(?:habit\s+)?/, ''), r.said.original));
  return one({ name: 'updateHabit', args: { habitId: habit.id, name: newName(m[2]!) } });
}

/**
 * Issue 50: a clock time said without am or pm ("yoga at 20 past 7", "make it quarter to 9") keeps
 * the half of the day the habit is in now: 19:20 for an evening habit, not 07:20. "am" alone is
 * the verb ("I am so sorry, I meant half past four"): an hour's am is read with its number.
 */
export function sameHalfOfDay(time: string, h: Pick<SnapshotHabit, 'startTime'> | undefined, said: string): string {
  if (!h?.startTime || /\b(?:a\.m\.?|p\.m\.?|morning|mornings|evening|evenings|night|tonight|noon|midday|afternoon|breakfast|lunch|dinner|o'?clock\s+in)\b|\d\s*(?:am|pm)\b|\b(?:0\d|1[3-9]|2[0-3]):\d{2}\b/.test(said)) return time;
  const hour = Number(time.slice(0, 2));
  if (h.startTime >= '12:00' && hour >= 1 && hour < 12) return `${String(hour + 12).padStart(2, '0')}${time.slice(2)}`;
  // Issue 50, sixth pass: "tennis at 2" is the afternoon: a bare hour of 1 to 5 is never the small hours, unless the habit is there now.
  if (hour >= 1 && hour <= 5 && h.startTime >= '06:00') return `${String(hour + 12).padStart(2, '0')}${time.slice(2)}`;
  return time;
}

/**
 * Issue 50, ninth pass: "call" with a habit's whole name right after it, then a new name that is no schedule:
 * a rename (a name that is none of theirs after "call" is a new habit, read elsewhere).
 */
function calledByName(r: Reading, t: string): RegExpExecArray | null {
  if (!/^call\s/.test(t)) return null;
  const h = r.habits.find((m) => m.level === 'exact' && m.start === 5 && m.items.length === 1);
  const rest = h ? t.slice(h.end).trim() : '';
  if (!h || !rest || /^(?:every|each|on|at|in|before|after|for|daily|weekly|twice|once|today|tomorrow|tonight|back|off|it|that)\b/.test(rest)) return null;
  return Object.assign([t, t.slice(5, h.end), rest], { index: 0, input: t, groups: undefined }) as RegExpExecArray;
}

/** Words of a schedule, a length or an amount: what "change X to …" says when it is no new name. */
const NOT_A_NAME = /^(?:every|each|other|on|at|in|the|a|an|and|or|to|for|from|until|till|only|just|instead|now|per|times?|once|twice|daily|weekly|nightly|monthly|days?|weeks?|months?|weekdays?|weekends?|weeknights?|mornings?|afternoons?|evenings?|nights?|noon|midday|lunch(?:time)?|am|pm|half|quarter|past|minutes?|mins?|hours?|hrs?|long|earlier|later|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tue|wed|thu|fri|sat|sun|glass(?:es)?|cups?|mugs?|pages?|steps?|km|miles?|litres?|liters?|ml|reps?|sets?|times|goal|target|limit|area|max|less|more|fewer|no|not|\d[\d:.]*(?:am|pm|x)?)$/;

/**
 * Issue 50, twelfth pass: "change <a habit's whole name> to <words>" where the words hold a name,
 * not only a schedule, a length or an amount ("change plan the week to sunday planning"): a rename.
 */
function changedToName(r: Reading, t: string): RegExpExecArray | null {
  const verb = /^(?:change|switch|update)\s+(?:my\s+|the\s+)?/.exec(t);
  if (!verb) return null;
  const h = r.habits.find((m) => m.level === 'exact' && m.start === verb[0].length && m.items.length === 1);
  const rest = h ? /^\s+(?:to|into)\s+(.+)$/.exec(t.slice(h.end))?.[1] : undefined;
  if (!h || !rest || /\b(?:goal|area|routine|reminders?|notif\w*|email|push)\b/.test(rest)) return null;
  const words = rest.split(/[\s,]+/).filter(Boolean);
  if (!words.some((w) => /^[a-z]{3,}$/.test(w) && !NOT_A_NAME.test(w))) return null;
  return Object.assign([t, t.slice(verb[0].length, h.end), rest], { index: 0, input: t, groups: undefined }) as RegExpExecArray;
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Where the words about the change start: after the habit's name, or after "it"/"that". */
/** Issue 50, fifty-fifth pass: a verb of lasting before a length, after the habit's name ("lasts 45 mins", "class runs 2 hrs", "goes on for an hour"). */
export const LASTING = /^\s*(?:(?:class|session|sesh|lesson|practi[cs]e|workout)\s+)?(?:(?:now|will|should|is\s+going\s+to|gonna)\s+)?(?:lasts?|takes?|runs?|goes\s+on|goes|go\s+on|go)\s+(?:for\s+)?(?=\d|(?:an?|one)\s+hour|half\s+an\s+hour)/;

function restAfter(r: Reading): string {
  const t = r.said.text;
  const mention = r.habits[0];
  let rest = mention ? t.slice(mention.end) : (/\b(?:it|that(?:\s+one)?|this(?:\s+one)?|the\s+habit)\b(.*)$/.exec(t)?.[1] ?? t.replace(/^\S+\s*/, ''));
  rest = rest.replace(/^\s+(?:in\s+the\s+(?:morning|afternoon|evening)|at\s+night)(?=\s+to\b)/, '');
  // Issue 50, nineteenth pass: "pilates is only 45 mins now", "gym needs to be 7pm": the verb of being before the new value.
  // Issue 50, twenty-ninth pass: "to fridays after work, like 6", "say 9pm": about a time is that time; after work is the evening.
  rest = rest.replace(/,?\s+(?:like|about|around|say|roughly)\s+(\d{1,2}(?::\d\d)?(?:\s*(?:am|pm))?)\b/, ' at $1').replace(/\bafter\s+work\b/, 'in the evening');
  // Issue 50, twenty-eighth pass: "tmrws gym can it be 7pm": the question's words before the new value.
  rest = rest.replace(/^\s*(?:can|could|would|will)\s+(?:it|that|they)\s+(?:be\s+|go\s+|happen\s+)?(?=\S)/, ' ');
  // Issue 50, twenty-eighth pass: "yoga and pilates need to move to 8pm": the verb of having to move before where to.
  rest = rest.replace(/^\s*(?:(?:both|all|each)\s+)?(?:needs?|has|have|got)\s+to\s+(?:move|go|shift|change|be\s+moved|be\s+changed)\s+(?=to\b|at\b)/, ' ');
  // Issue 50, fifty-fifth pass: a verb of lasting before the new length ("swim lasts 45 mins", "the class runs 2 hrs now", "goes on for an hour").
  rest = rest.replace(LASTING, ' ');
  rest = rest.replace(/^\s*(?:(?:is|are|only|just|really|should\s+be|will\s+be|has\s+to\s+be|needs?\s+to\s+be|must\s+be|gonna\s+be|going\s+to\s+be)\s+)+(?=\S)/, ' ');
  // Issue 50, fifteenth pass: "tennis is at 11 now, not 10": what it was, said after what it is, is not part of the change.
  // Issue 50, sixteenth pass: the days it was on too, however written ("instead of tue/thu").
  // Issue 50, thirty-first pass: a time it was, said before a remark ("to 8 instead of 7, cant get up lol").
  rest = rest.replace(/(\S)\s+(?:instead\s+of|rather\s+than)\s+(?:at\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?(?=\s*,)/, '$1');
  rest = rest.replace(/(\S)\s*[,;]?\s+(?:not|instead\s+of|rather\s+than)\s+(?:at\s+|on\s+)?(?:\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?|(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?s?(?:\s*[/,&]\s*|\s+and\s+|\s+)?)+)$/, '$1');
  return rest.replace(/\bso\s+(?:it|that)\s+is\b|\b(?:it|that)\s+is\s+only\b|\b(?:is|are)\s+(?:on|at)\b/g, (m) => (/\bon$/.test(m) ? 'on' : /\bat$/.test(m) ? 'at' : ' ')).replace(/\b(?:instead|please|actually|also|just|now|only|rather|from\s+now\s+on|going\s+forward|these\s+days|be|should|take|long|habit|session|sessions|lessons?|schedule|fixed\s+days|(?:start|begin)s?(?=\s+(?:at|from|in|on)\b))\b/g, ' ').replace(/\s+/g, ' ').trim();
}

const formatClock = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

const dayNames = (days: WeekdayName[], r?: Reading) => (r && !wordsOf(r.s).english ? wordsOf(r.s).list(days.map((d) => weekdayIn(r.s, d, 'short'))) : list(days.map((d) => d.slice(0, 3))));

/** A day swapped, added or dropped, keeping the other days: "from tuesdays to wednesdays", "add saturday to gym", "no more gym on thursdays". */
function dayEdit(r: Reading, h: SnapshotHabit): OfflineAnswer | undefined {
  const t = r.said.text;
  const named = weekdaysIn(t).filter((d) => d.days.length === 1);
  if (h.frequency) return undefined;
  const current = daysOf(h, r.s.today);
  const update = (days: WeekdayName[], more: { startTime?: string } = {}) => one({ name: 'updateHabit', args: { habitId: h.id, recurrence: 'weekly', days: sortDays(days), ...more } });
  // Issue 50, ninth pass: weekdays said as more, with a word of addition (too, as well, also, plus): those days added to the ones it has.
  const more = weekdaysIn(t).flatMap((d) => d.days);
  if (more.length && /\b(?:too|as\s+well|also|plus|additionally|in\s+addition)\b/.test(t) && !/\b(?:drop|remove|no\s+more|not\s+on|without|instead|only|just)\b/.test(t)) {
    const union = [...new Set([...current, ...more])];
    if (union.length > current.length) return update(union);
  }
  if (!named.length) return undefined;
  if (named.length === 2 && !/\b(?:and|&)\b/.test(t.slice(named[0]!.end, named[1]!.index))) {
    const [a, b] = [named[0]!.days[0]!, named[1]!.days[0]!];
    const between = t.slice(named[0]!.end, named[1]!.index);
    // "Y instead of X" names the new day first; "from X to Y", "X for Y", "swap X with Y" the old one.
    const [from, to] = /instead\s+of/.test(between) ? [b, a] : [a, b];
    // Issue 50, fifty-ninth pass: "from sunday morning to sunday evening": the same day, so its time moves, not its days.
    if (from === to) return undefined;
    if (!current.includes(from)) return reply(wordsOf(r.s).say('notOnNow', { h: quoted(h), d: weekdayIn(r.s, from), k: dayNames(current, r) }));
    // Nineteenth session: "move tennis from saturdays to fridays at 6:30pm": the new time said with the new day.
    const clock = /\b(\d{1,2}(?::\d\d)?\s*(?:am|pm)|\d{1,2}:\d\d|noon)\b/.exec(t.slice(named[1]!.end));
    const at = clock ? readSchedule(`at ${clock[1]}`, r.s.today).startTime : undefined;
    const more = at ? { startTime: sameHalfOfDay(at, h, t) } : {};
    if (current.includes(to)) return update(current.filter((d) => d !== from), more);
    return update(current.map((d) => (d === from ? to : d)), more);
  }
  if (named.length !== 1) return undefined;
  const day = named[0]!.days[0]!;
  if (/\b(?:drop|remove|take|no\s+more|not\s+on|without|skip\s+every|off)\b/.test(t)) {
    if (!current.includes(day)) return reply(wordsOf(r.s).say('notOnDays', { h: quoted(h), d: weekdayIn(r.s, day), k: dayNames(current, r) }));
    const kept = current.filter((d) => d !== day);
    return kept.length ? update(kept) : reply(wordsOf(r.s).say('onlyDay', { d: weekdayIn(r.s, day), h: quoted(h), e: example(`archive ${h.name}`) }));
  }
  if (/\b(?:add|also|too|as\s+well|plus|extra)\b/.test(t)) {
    if (current.includes(day)) return reply(wordsOf(r.s).say('alreadyOnDay', { h: quoted(h), d: weekdayIn(r.s, day), k: dayNames(current, r) }));
    return update([...current, day]);
  }
  return undefined;
}

/** "I want to go to the gym on saturdays too", "can I do yoga on fridays as well": a day more for a habit they have, never a new habit. */
export const addsDay = (r: Reading) =>
  r.habits.length > 0 &&
  // Issue 50, fifth pass: a day gone by ("last thursday too, forgot to log it") is a log, not a day added.
  !/\blast\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:forgot\s+to\s+(?:log|tick|mark|record)|did|went|hit|got\s+in)\b|^(?:i\s+)?(?:also\s+)?[a-z]{3,}ed\b|\b(?:i|also)\s+(?:just\s+|also\s+)?(?!(?:wanted|needed|added)\b)[a-z]{3,}ed\b/.test(r.said.text) && /\b(?:too|as\s+well|also|additionally|in\s+addition)\b/.test(r.said.text) && !/\b(?:second|another|new\s+habit|separate)\b/.test(r.said.text) && weekdaysIn(r.said.text).some((d) => d.days.length >= 1 && d.days.length < 7);

/** "push gym back an hour", "30 minutes earlier", "an hour later". */
function shift(r: Reading, h: SnapshotHabit): OfflineAnswer | undefined {
  const m = new RegExp(String.raw`\b(?:by\s+)?(half\s+an|${NUMBER})\s+(hours?|minutes?)\s+(earlier|later|sooner)\b|\b(back|forward|later|earlier)\s+(?:by\s+)?(half\s+an|${NUMBER})\s+(hours?|minutes?)\b`).exec(r.said.text);
  if (!m || !h.startTime) return undefined;
  const amount = m[1] ?? m[5]!;
  const unit = m[2] ?? m[6]!;
  const direction = m[3] ?? m[4]!;
  const minutes = (/half/.test(amount) ? 0.5 : numberOf(amount)) * (/^h/.test(unit) ? 60 : 1);
  const sign = /earlier|sooner|forward/.test(direction) ? -1 : 1;
  return one({ name: 'updateHabit', args: { habitId: h.id, startTime: formatClock(minutesOf(h.startTime) + sign * minutes) } });
}

/** How long a habit takes now, from its start and end times (30 minutes when they are not known). */
function durationOf(h: SnapshotHabit): number {
  if (!h.startTime || !h.endTime) return 30;
  const minutes = (minutesOf(h.endTime) - minutesOf(h.startTime) + 1440) % 1440;
  return minutes || 30;
}

/** "make my run 30 minutes longer", "gym half an hour shorter", "extend yoga by 15 minutes", "cut reading by 10 mins". */
function lengthen(r: Reading, h: SnapshotHabit): OfflineAnswer | undefined {
  const t = r.said.text;
  const by = String.raw`(half\s+an|an?|${NUMBER})\s+(hours?|minutes?)`;
  const m =
    new RegExp(String.raw`\b${by}\s+(longer|shorter|more|less|extra)\b`).exec(t) ??
    new RegExp(String.raw`\b(?:extend|lengthen|shorten|cut|trim|reduce|increase)\b.*?\bby\s+${by}`).exec(t) ??
    new RegExp(String.raw`\b(?:add|take)\s+${by}\s+(?:to|onto|off|from)\b`).exec(t);
  if (!m) return undefined;
  const shorter = /\b(?:shorter|less|shorten|cut|trim|reduce|take)\b/.test(t);
  const longer = /\b(?:longer|more|extra|extend|lengthen|increase|add)\b/.test(t);
  if (shorter === longer) return undefined;
  const minutes = (/half/.test(m[1]!) ? 0.5 : numberOf(m[1]!.replace(/^an?$/, 'one'))) * (/^h/.test(m[2]!) ? 60 : 1);
  if (!Number.isFinite(minutes) || minutes <= 0) return undefined;
  const now = durationOf(h);
  const next = Math.round(now + (shorter ? -minutes : minutes));
  if (next < 5) return reply(wordsOf(r.s).say('tooShort', { h: quoted(h), n: now, m: minutes }));
  if (next > 720) return reply(wordsOf(r.s).say('tooLong', { h: quoted(h), n: now }));
  // Issue 50, twenty-third pass: kept for "same for spanish": the other habit's length changed by as much.
  return one({ name: 'updateHabit', args: { habitId: h.id, durationMinutes: next } }, { memory: { byMinutes: shorter ? -minutes : minutes } });
}

/** A daily amount set or removed: "set water to 10 glasses", "remove the target from reading". */
/** "target to 10", "daily goal 6": a number alone after the word, at the end. */
/** Issue 50, fifty-fourth pass: a habit's amount said as what it should be ("read should be at least 30 pages", "coffee has to be no more than 3"): its daily amount, not a log. */
export const SHOULD_BE_AMOUNT = /\b(?:should|must|needs?\s+to|has\s+to|ought\s+to)\s+be\s+(?:at\s+(?:least|most)|no\s+(?:more|less|fewer)\s+than|min(?:imum)?|max(?:imum)?|up\s+to)\s+\d/;
export const BARE_TARGET = /\b(?:target|daily\s+goal|limit|max(?:imum)?)\s+(?:to\s+|of\s+|=\s*|at\s+|is\s+|now\s+|(?:should|will|needs?\s+to|has\s+to)\s+be\s+|becomes?\s+)*(\d+(?:\.\d+)?)\s*(?:now|from\s+now\s+on|instead|pls|please)?\s*$/;

/** Issue 50, fifty-fifth pass: the unit itself changed ("count reading in chapters now, 1 a day", "measure juice in ml instead: 300 a day", "cups instead of mugs"). */
const NEW_UNIT = /\b(?:track|count|measure|log|record|keep|do)\w*\s+(?:(?:it|this|that|them|(?:my|the)\s+\w+|\w+)\s+)?in\s+([a-z]+)\b|\bin\s+([a-z]+)\s+(?:instead|now|from\s+now\s+on|going\s+forward|rather\s+than)\b|\b([a-z]+)\s+instead\s+of\s+[a-z]+\b/;

function targetEdit(r: Reading, h: SnapshotHabit, rest: string): OfflineAnswer | undefined {
  const t = r.said.text;
  if (/\b(?:remove|drop|no|without|delete|clear)\s+(?:the\s+|its\s+|a\s+)?(?:target|amount|goal\s+amount)\b|\bno\s+more\s+target\b/.test(t)) return one({ name: 'updateHabit', args: { habitId: h.id, removeTarget: true } });
  if (/\b(?:today|yesterday|so\s+far|it\s+was)\b/.test(t)) return undefined;
  // Issue 50, fifteenth pass: "water is at 7 glasses now", "i'm on 5 glasses": where the day stands, not a new daily amount.
  if (/\b(?:now|currently|at\s+the\s+moment|right\s+now)\b|\b(?:is|am|i'?m|are)\s+(?:at|on|up\s+to)\s+\d/.test(t) && !/\b(?:a|per|each)\s+day\b|\bdaily\b|\b(?:target|goal|limit|aim|max(?:imum)?|min(?:imum)?|at\s+(?:least|most)|should|want|change|set|make|raise|lower|bump|up\s+it|increase|reduce)\b/.test(t)) return undefined;
  // Issue 50: "allow myself 3 coffees a day", "up it to 10": the number said before the habit's own name, or alone after a verb of more or less.
  const own = h.name.toLowerCase().split(/\s+/).filter((w) => w.length > 2);
  const before = new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s+(?:more\s+|fewer\s+|less\s+)?(\w+)`).exec(t);
  const namedAmount = before && h.target && own.some((w) => before[2]!.startsWith(w.replace(/e?s$/, ''))) ? { value: Number(before[1]), unit: h.target.unit } : undefined;
  // Issue 50, seventh pass: "change water target to 10": a bare number after the word "target" is in the habit's own unit.
  const bareTarget = h.target ? BARE_TARGET.exec(t) : null;
  // Issue 50, twelfth pass: "coffee limit to 3 a day", "change water to 10 a day": a number a day, bare, is in the habit's own unit.
  const perDay = h.target ? /^(?:to\s+|at\s+)?(?:(?:max(?:imum)?|at\s+most|no\s+more\s+than|min(?:imum)?|at\s+least|only)\s+)?(\d+(?:\.\d+)?)\s+(?:a|per|each)\s+day$/.exec(rest) : null;
  const amount = (perDay && h.target ? { value: Number(perDay[1]), unit: h.target.unit } : undefined) ?? amountIn(rest) ?? namedAmount ?? (bareTarget && h.target ? { value: Number(bareTarget[1]), unit: h.target.unit } : undefined);
  // Issue 50, twenty-first pass: "squash at 1 this sunday" has no unit ("this" is none).
  if (!amount || /^(?:minutes?|hours?|half|quarter|goals?|areas?|routines?|this|thi|that|the|next|on|at|in|to|for|every|each|tomorrow|today|tonight|am|pm|lot|lots|bit|little|while|few|new|one|day|week|month)$/.test(amount.unit)) return undefined;
  const unitSaid = NEW_UNIT.exec(t)?.slice(1).find(Boolean);
  if (h.target && !sameUnit(h.target.unit, amount.unit) && !/target/.test(t) && !own.some((w) => amount.unit.startsWith(w.replace(/e?s$/, ''))) && !(unitSaid && sameUnit(unitSaid, amount.unit))) return undefined;
  const unit = h.target && (sameUnit(h.target.unit, amount.unit) || own.some((w) => amount.unit.startsWith(w.replace(/e?s$/, '')))) ? h.target.unit : amount.unit;
  return one({ name: 'updateHabit', args: { habitId: h.id, target: { quantity: amount.value, unit, ...(h.target?.direction ? { direction: h.target.direction } : {}) } } });
}

/** Linked to a goal, or taken out of one: "link gym to my 10k goal", "take spanish lessons out of its goal". */
function goalEdit(r: Reading, h: SnapshotHabit): OfflineAnswer | undefined {
  const t = r.said.text;
  if (!/\bgoal\b/.test(t) && !r.goals.some((g) => g.level === 'exact')) return undefined;
  if (/\b(?:out\s+of|unlink|remove\s+from|off|detach|from)\b.*\bgoal\b|\bunlink\b/.test(t)) return one({ name: 'updateHabit', args: { habitId: h.id, unlinkGoal: true } });
  if (!/\b(?:link|add|put|attach|part\s+of|belongs?|move|to|towards?|under)\b/.test(t)) return undefined;
  // Issue 50, eighth pass: the goal is the one named apart from the habit ("link spanish to the sleep goal": not the Spanish goal).
  const own = r.habits.filter((m) => m.items.some((x) => x.id === h.id));
  const apart = r.goals.filter((g) => !own.some((m) => g.start < m.end && m.start < g.end));
  const { goal, answer } = goalOf(apart.length ? { ...r, goals: apart } : r);
  if (answer) return answer;
  // Issue 50, twelfth pass: "link squash to a goal" with no goal named: which one, read with the answer.
  if (!goal && /\b(?:to|towards?|under)\s+(?:a|one\s+of\s+my|some)\s+goals?\b/.test(t) && r.s.goals.length) return reply(wordsOf(r.s).say('whichGoalFor', { h: quoted(h), k: r.s.goals.map((g) => `"${g.name}"`).join(', ') }), { suggestions: r.s.goals.slice(0, 3).map((g) => g.name), memory: { pending: { message: `link ${h.name} to the goal`, append: true } satisfies Pending } });
  if (!goal) return undefined;
  return one({ name: 'updateHabit', args: { habitId: h.id, goalId: goal.id } });
}

/** Whether the words ask to change a habit (and something names it). */
export const looksLikeChange = (r: Reading) => CHANGE_VERB.test(r.said.text) || /\b(?:half\s+an|an?|\d+)\s*(?:hours?|minutes?)\s+(?:later|earlier)\b|\b(?:to|at)\s+\d|\b(?:needs?\s+to|has\s+to|should|must|will|gonna|going\s+to)\s+be\s+\d/.test(r.said.text);

export function changeHabit(r: Reading, h: SnapshotHabit): OfflineAnswer {
  const moved = oneDayMove(r, h);
  if (moved) return moved;
  const edited = goalEdit(r, h) ?? dayEdit(r, h) ?? shift(r, h) ?? lengthen(r, h);
  // Issue 50, fifty-fifth pass: a time moved on some of its days only ("on weekends") is offered for the next of them, never made its time.
  if (edited) return timeForSomeDays(r, h, edited) ?? edited;
  const rest = restAfter(r);
  // Issue 50, fourteenth pass: "make meditate twice a day", "yoga 3 times a day at 7, 1 and 7": done at several times of the day.
  const several = /\b(twice|two\s+times|2\s*(?:times|x)|three\s+times|3\s*(?:times|x))\s+(?:a|per|each)\s+day\b/.exec(r.said.text);
  if (several && !h.target && !h.frequency) {
    const said = [...r.said.text.slice(several.index + several[0].length).matchAll(/\b(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\b/g)].map((m) => readSchedule(`at ${m[1]}`, r.s.today).startTime).filter((x): x is string => !!x);
    const n = /^(?:twice|two|2)/.test(several[1]!) ? 2 : 3;
    const times = [...new Set(said.length === n ? said : n === 2 ? ['08:00', '20:00'] : ['08:00', '14:00', '20:00'])].sort();
    return one({ name: 'updateHabit', args: { habitId: h.id, timesOfDay: times } });
  }
  // Eighteenth session: a habit done at several times given its new times in a row ("vitamins 7am and 9pm now").
  const listed = h.timesOfDay?.length && !several ? clockList(r.said.text) : undefined;
  if (listed) return one({ name: 'updateHabit', args: { habitId: h.id, timesOfDay: listed.times.map((x) => readSchedule(`at ${x}`, r.s.today).startTime).filter((x): x is string => !!x).sort() } });
  const target = targetEdit(r, h, rest);
  if (target) return target;
  // Issue 50, thirty-first pass: "rowing 3x a week is too much, make it 2": a habit kept N times a week, a bare count is its new N.
  const count = h.frequency ? /^(?:to\s+)?(\d{1,2})$/.exec(rest) : null;
  if (count && h.frequency && Number(count[1]) >= 1 && Number(count[1]) <= (h.frequency.period === 'week' ? 7 : 31)) return one({ name: 'updateHabit', args: { habitId: h.id, timesPerPeriod: { times: Number(count[1]), period: h.frequency.period } } });
  // Issue 50, twelfth pass: "make it 8 instead" of a habit with a time and no amount: that hour, in the half of the day it is in.
  const bareHour = !h.target && h.startTime ? /^(?:to\s+|at\s+|for\s+)?(\d{1,2})$/.exec(rest) : null;
  if (bareHour && Number(bareHour[1]) >= 1 && Number(bareHour[1]) <= 23) return one({ name: 'updateHabit', args: { habitId: h.id, startTime: sameHalfOfDay(`${bareHour[1]!.padStart(2, '0')}:00`, h, r.said.text) } });
  const exampleText = wordsOf(r.s).say('forExampleOr', { e: example(`Move ${h.name} to 7:30am`), x: example(`Move ${h.name} to weekdays`) });
  const lengthOnly = /^(?:to\s+|at\s+)?(?:(?:an?|one)\s+hour(?:\s+and\s+a\s+half)?|half\s+an\s+hour|\d+(?:\.\d+)?\s*(?:minutes?|hours?|h|m))$/.exec(rest);
  // Nineteenth session: "make piano 30 minutes each evening": a length said without "for", beside other words, is the length.
  const lengthed = rest.replace(/(?<!\b(?:for|back|forward|forwards|by|up|than|of)\s)(?<![\d:.])\b(\d+(?:\.\d+)?\s*(?:minutes?|hours?)|(?:an?|one)\s+hour)\b(?!\s+(?:before|after|earlier|later|early|late|a\s+day|per\s+day|each\s+day|ahead|from|of|less|more|longer|shorter))/, 'for $1');
  const phrase = readSchedule(lengthOnly ? `for ${rest.replace(/^(?:to|at)\s+/, '')}` : lengthed, r.s.today);
  // Issue 50, fifty-first pass: a word for a sitting of it said after its name ("the piano practice", "my yoga class", "the spanish sesh") is part of the name.
  const leftover = phrase.name.replace(/\b(?:to|be|on|at|do|it|my|the|a|go|gym|time|sessions?|sesh|practi[cs]e|class|lessons?|routine|games?|match|doing|in|from|for|so|that|one)\b/gi, '').trim();
  const unread = [...phrase.notUnderstood, ...(leftover && !/^[^a-z]*$/i.test(leftover) ? [phrase.name] : [])];
  if (unread.length) return { kind: 'reply', text: wordsOf(r.s).say('didNotGet', { k: unread.map((w) => `"${w}"`).join(wordsOf(r.s).say('joinAnd')), x: exampleText }), unread: { habitId: h.id, words: unread } };
  const { startDate: _startDate, ...change } = scheduleArgs(phrase, r.s.today);
  // Issue 50, twenty-eighth pass: "from next week spanish at 1pm", "gym at 7 starting monday": the new times or days from that day on.
  const lead = /^(?:from|starting(?:\s+from)?|as\s+of|beginning)\s+(?!now\b)[a-z0-9 -]{3,20}?(?=\s*,?\s*(?:my\s+|the\s+)?$)/.exec(r.said.text.slice(0, r.habits[0]?.start ?? 0))?.[0];
  const from = phrase.startDate ?? (lead ? readSchedule(lead, r.s.today).startDate : null);
  if (from && from > r.s.today && (change.startTime !== undefined || change.durationMinutes !== undefined || change.recurrence !== undefined || change.days !== undefined)) Object.assign(change, { from });
  if (/\bfixed\s+days\b/.test(r.said.text) && h.frequency) Object.assign(change, { fixedDays: true });
  // Issue 50, twenty-fifth pass: "move it" then "to 8pm from now on": the answer is read with the request, for this habit.
  if (!Object.keys(change).length) return reply(wordsOf(r.s).say('whenShouldHappen', { h: quoted(h), x: exampleText }), { memory: { pending: { message: `${/^(?:move|change|shift|push|reschedule|put)\b/.test(r.said.text) ? r.said.text.split(/\s+/)[0] : 'move'} ${h.name}`, append: true, about: h.id } satisfies Pending } });
  if (typeof change.startTime === 'string' && partOfDayKept(r.said.text, h)) {
    delete change.startTime;
    if (change.recurrence === 'daily' && /^every day\b/.test(h.schedule)) delete change.recurrence;
  }
  if (typeof change.startTime === 'string') change.startTime = sameHalfOfDay(change.startTime, h, r.said.text);
  return one({ name: 'updateHabit', args: { habitId: h.id, ...change } });
}

/**
 * Nineteenth session: "make piano half an hour each evening": a part of the day said with no clock
 * time, when the habit is already in it, keeps its time (the evening says when it is, not a change).
 */
function partOfDayKept(text: string, h: SnapshotHabit): boolean {
  const part = /\b(?:each|every|in\s+the|of\s+an?|most)\s+(morning|afternoon|evening|night)s?\b|\b(mornings|afternoons|evenings|nights)\b/.exec(text);
  if (!part || !h.startTime || /\d\s*(?:am|pm)\b|\b\d{1,2}:\d\d\b|\b(?:at|to)\s+\d|\b(?:noon|midnight|earlier|later)\b/.test(text)) return false;
  const hour = Number(h.startTime.slice(0, 2));
  const ranges: Record<string, [number, number]> = { morning: [4, 12], afternoon: [12, 17], evening: [17, 23], night: [19, 24] };
  const [from, to] = ranges[(part[1] ?? part[2]!).replace(/s$/, '')]!;
  return hour >= from && hour < to;
}

/** Issue 50, fifty-fifth pass: the word for the daily amount moved to a number ("sugar cap down to 2 spoons", "steps target up to 9000"). */
export const TARGET_MOVED = /\b(?:target|daily\s+goal|limit|cap|max(?:imum)?|min(?:imum)?|allowance|quota)\s+(?:(?:up|down|back|lowered|raised|dropped|cut)\s+)?(?:to|at|of)\s+\d/;

/** Issue 50, eighth pass: a part of the habit talked about ("set the target to 15 pages", "make its time 7pm"): that habit, not named again. */
export const THE_PART = /^(?:set|change|make|raise|lower|up|bump|drop|put)\s+(?:the|its)\s+(?:daily\s+)?(?:target|goal\s+amount|limit|time|length|duration|days)\b/;

/** A change of the habit the words name (or "it"). */
export function changeOf(r: Reading): OfflineAnswer | undefined {
  // Issue 50, seventeenth pass: "link piano to the spanish holiday goal": a name inside the goal's words is the goal's, not a habit asked about.
  const outsideGoals = /\bgoal\b/.test(r.said.text) ? r.habits.filter((m) => !r.goals.some((g) => g.start < m.end && m.start < g.end)) : r.habits;
  if (outsideGoals.length && outsideGoals.length < r.habits.length) r = { ...r, habits: outsideGoals };
  const { habit, answer } = habitOf(r, 'any', { implicit: /^(?:make|change|set|move)\s+(?:it|that)\b/.test(r.said.text) || THE_PART.test(r.said.text) });
  if (answer || habit) return answer ?? changeHabit(r, habit!);
  // "move Swimming to 7am": a name that is none of theirs is said back, with theirs.
  const named = /^(?:move|reschedule|shift|change|switch)\s+(?:the\s+|my\s+)?(?:habit\s+)?(.+?)\s+(?:to|at|on)\s/.exec(r.said.text)?.[1];
  return named && !r.goals.length ? notFound(r, 'habit', asWritten(named, r.said.original)) : undefined;
}
