import type { SnapshotHabit } from '../coach-snapshot.js';
import type { OfflineAnswer, OfflineCall } from './types.js';
import { answerCalls, one, reply, type Pending, type Reading } from './reading.js';
import { asWritten, readSchedule, scheduleArgs } from './schedule.js';
import { clockList, lastDayIn, lengthIn, sameUnit } from './slots.js';
import { alreadyHave, existingFor } from './existing-habit.js';
import { example, inUse, wordsOf } from './words.js';
import { plannedHabitIn } from './plan.js';
import { areaNamedIn } from './area-named.js';
import { habitNamed } from './times-and-cues.js';
import { articled, namesExisting, namesOnly, ownThing, qualifiedName } from './name-or-new.js';

/**
 * Issue 37: making a habit. Said outright ("add a habit to …", "start tracking …", "remind me
 * to …"), or as a routine with a schedule ("take my vitamins twice a day, at 8am and 8pm", "I
 * want to start stretching every morning"). Read by the domain's reader; an end ("until the end
 * of March", "for 30 days", "a 30 day challenge"), several times of day, a goal ("for my 10k
 * goal") are the coach's. A name the person already has is never made twice without asking.
 */
const CREATE = /^(?:let\s+us\s+|go\s+ahead\s+and\s+)?(?:(?:add|create|make|set\s+up|setup|set\s+me\s+up(?:\s+with)?|start|new|begin|schedule|give\s+me|get\s+me|pop\s+in|put\s+in)\s+(?:me\s+)?(?:a\s+|an\s+|the\s+)?(?:new\s+)?(?:(daily|weekly|monthly)\s+)?habit(?:\s+for\s+me)?(?:\s+(?:of|to|called|named|for)\b)?[:\s-]*|(?:i\s+(?:would\s+like|want|need)\s+(?:a\s+)?(?:new\s+)?habit(?:\s+(?:to|called|named))?)[:\s-]*|new\s+habit[:\s-]*|(?:(?:make|add|create|start|set\s+up)\s+(?:a\s+)?)?new\s+one(?:\s*[:-]\s*|\s+(?:for|called|named)\s+(?!(?:my|the)\s+[\w\s]*goal\b|it\b|that\b|them\b))|habit[:\s]+|start\s+tracking\s+|track\s+|start\s+(?:a\s+)?(\d+)[-\s]day\s+challenge[:\s-]*|remind\s+me\s+to\s+|i\s+want\s+a\s+(?:second|another|new)\s+)/;
/** Words in front of a routine that are not its name ("I want to start stretching" is "Stretching"). */
const ROUTINE_LEAD = /^(?:(?:ok\s+|so\s+|right\s+|hmm\s+)?(?:i\s+)?think\s+i\s+(?:will|might|shall|should)\s+|i\s+am\s+(?:going\s+to|gonna|thinking\s+(?:of|about)|planning\s+(?:on|to)|keen\s+to|trying\s+to)\s+|(?:maybe|perhaps)\s+i\s+(?:will|should|could)\s+|i\s+(?:should|could|might|must)\s+|gonna\s+|going\s+to\s+|let\s+me\s+|help\s+me\s+|(?:i\s+)?(?:want|would\s+like|need|plan|am\s+going|have\s+decided|decided)\s+to\s+|i\s+will\s+|let\s+us\s+)?(?:start\s+|begin\s+|try\s+|take\s+up\s+|get\s+into\s+|pick\s+up\s+)?(?:doing\s+|taking\s+)?/;
/**
 * Issue 50, seventh pass: a cue said after the thing ("30 pushups before breakfast", "magnesium before bed", "duolingo on
 * the train"): the habit's cue, never its name.
 */
const CUE_AT =
  /,?\s*\b(?:right\s+|just\s+|straight\s+)?((?:before|after)\s+i\s+(?!am\b|have\b|will\b|can\b)[a-z]{3,}(?:\s+(?:my|the)\s+[a-z]+)?(?=\s*(?:[,.]|$|every|each|daily|on\s|at\s|in\s))|(?:before|after)\s+(?:my\s+|the\s+|i\s+)?(?:bed(?:time)?|sleep(?:ing)?|breakfast|brekkie|lunch|dinner|tea|supper|work|school|class|uni|waking\s+up|wake\s+up|getting\s+up|get\s+up|(?:morning\s+)?run|runs|gym|workouts?|training|showers?|showering|coffee|meals?|eating|brushing\s+(?:my\s+)?teeth|getting\s+home|get\s+home|commute)|with\s+(?:my\s+)?(?:breakfast|brekkie|lunch|dinner|tea|supper|meals?|coffee|food)|on\s+(?:the|my)\s+(?:train|bus|tube|commute|way\s+(?:to|home)(?:\s+from)?(?:\s+(?:work|school))?))\b/;

/** The cue said in the words, and the words without it. */
export function cueIn(body: string): { cue?: string; rest: string; at?: [number, number] } {
  const m = CUE_AT.exec(body);
  if (!m) return { rest: body };
  const rest = `${body.slice(0, m.index)} ${body.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').replace(/\s+,/g, ',').replace(/[\s,]+$/, '').trim();
  if (!/[a-z]{3,}/.test(rest.replace(/\b(?:add|create|new|habit|start|do|every|day|daily|night|morning|evening|min|mins|minutes?)\b/g, ''))) return { rest: body };
  return { cue: m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1), rest, at: [m.index, m.index + m[0].length] };
}

const DUPLICATE_WORDS = /\b(?:second|another|a\s+new\s+one|one\s+more|as\s+well|too)\b/;

/** Whether the words ask for a habit to be made, and what comes after the asking. */
export function creationIn(r: Reading): { body: string; kind?: 'daily' | 'weekly' | 'monthly'; challengeDays?: number; routine: boolean; named?: SnapshotHabit[] } | undefined {
  // Issue 50, twenty-second pass: "new one under Learning: history podcast, …": the area said before the colon goes after the habit.
  // "for the 10k goal add a long run …": the goal said first goes after the request.
  const t = r.said.text
    .replace(/^((?:(?:make|add|create|start)\s+)?(?:a\s+)?new\s+(?:one|habit))\s+(under|in|for)\s+((?:my\s+|the\s+)?[a-z][a-z ]*?)\s*[:-]\s*(.+)$/, '$1: $4, $2 $3')
    .replace(/^(for\s+(?:my|the)\s+(?:[a-z0-9']+\s+){1,4}goal)\s*[,:-]?\s+(?:i\s+(?:want|would\s+like|need)\s+to\s+)?((?:add|create|start|set\s+up|new\s+habit|new\s+one)\b.+)$/, '$2 $1')
    // "add "no sugar" as a habit", "put in cold showers as a new habit, every morning": the thing, as a habit called that.
    .replace(/^(?:please\s+)?(?:add|create|make|set\s+up|put\s+in|start)\s+(?!(?:it|that|this|them)\b)(.+?)\s+as\s+(?:a\s+|an\s+)?(?:new\s+|daily\s+|weekly\s+)?habit\b\s*(?:please\s*)?(.*)$/, (_: string, what: string, rest: string) => `add a habit called ${what}${rest ? ` ${rest}` : ''}`);
  const m = CREATE.exec(t) ?? laterCreate(t);
  if (m) {
    // Nineteenth session: "i want a new habit, please: feeding the birds …": the please is no part of the name.
    const rest = t.slice(m[0].length).replace(/\bhabit\b\s*/, '').replace(/^me\s*[:,-]\s*/, '').replace(/^[,\s]*(?:please|pls)\s*[:,-]\s*/, '');
    // "remind me to …" a habit they have is a reminder, not a new habit.
    if (/^remind/.test(m[0]) && r.habits.some((h) => h.level === 'exact' && h.start >= m[0].length)) return undefined;
    return { body: rest, kind: m[1] as 'daily' | 'weekly' | 'monthly' | undefined, ...(m[2] ? { challengeDays: Number(m[2]) } : {}), routine: false };
  }
  // Nineteenth session: a correction ("I am so sorry, I meant half past four", "wait no sorry 8:30 i meant") makes nothing new.
  if (/\bi\s+meant\b/.test(t) || /^(?:(?:i\s+am\s+)?(?:so\s+)?sorry|oops|whoops|my\s+bad|my\s+mistake)\b/.test(t)) return undefined;
  // "add physio every day until …", "add swimming on Mondays": add and a schedule, no habit of that name.
  const add = /^(?:let\s+us\s+)?(?:add|create|start|begin|set\s+up)\s+(?!(?:a\s+)?(?:note|reminder|goal)\b)(?!(?:sun|mon|tue|wed|thu|fri|sat|week))(.+)$/.exec(t);
  // A thing said with "a" or "new" ("add a gentle stretch before work") is new, even when a word of it is a habit's name.
  if (add && (hasSchedule(add[1]!, r.s.today) || (cueIn(add[1]!).cue && (!namesOutsideCue(r, t) || qualifiedName(r, t.length - add[1]!.length) || /^(?:a|an|another|new)\s+(?!(?:note|reminder|goal|glass|cup|mug|bottle|pint|coffee|more|extra|few|couple|bit)\b)/.test(add[1]!)))) && !/\b(?:to|from)\s+(?:my\s+|the\s+|its\s+)?[\w\s]*goal\b/.test(t)) return { body: add[1]!, routine: false };
  // Issue 50: "add dog walk", "let us add no sugar": a short name and nothing else is a new habit (one they have is offered by createHabit).
  const plainName = /^(?:let\s+us\s+)?(?:add|create)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:habit\s+)?(?!(?:a\s+)?(?:note|reminder|goal|area|routine|day|another|more|one|it|that|them)\b)["“‘']?([a-z][a-z' -]{1,40}?)["”’']?$/.exec(t);
  // Issue 50, thirteenth pass: a habit's name with words of its own around it ("add yoga nidra", "add gratitude journaling") is a new name too, when those words are no day, place or time.
  const inside = plainName ? r.habits.filter((h) => h.start >= t.length - plainName[1]!.length) : [];
  const extra = inside.length === 1 ? `${t.slice(t.length - plainName![1]!.length, inside[0]!.start)} ${t.slice(inside[0]!.end)}`.trim() : '';
  const longer = /^[a-z]{3,}(?:\s+[a-z]{3,})?$/.test(extra) && !/\b(?:for|from|into|under|with|too|also|again|today|tonight|tomorrow|yesterday|done|now|instead|please|pls|habit|one|more|less|earlier|later|the|your|another|second|new|extra|some|before|after|hour|hours|minutes?|mins?|nudge|reminder|ping|alert|notification|note|time|day|days|week|weeks)\b/.test(extra) && !hasSchedule(plainName![1]!, r.s.today);
  if (plainName && plainName[1]!.split(/\s+/).length <= 5 && (!inside.length || longer)) return { body: plainName[1]!, routine: false };
  // Issue 50, thirteenth pass: "start doing pushups", "begin flossing": a thing started, with no schedule, is a habit to add (every day), not a goal.
  const started = /^(?:let\s+us\s+|i\s+will\s+|i\s+am\s+going\s+to\s+|gonna\s+)?(?:start|begin)\s+(?:doing\s+|taking\s+|having\s+)?([a-z][a-z' -]{2,40})$/.exec(t);
  if (started && started[1]!.split(/\s+/).length <= 4 && !/\b(?:again|today|tonight|tomorrow|now|over|the\s+goal|a\s+goal|it|that|them|my\s+day|back|up|from|on|at|to|for|with)\b/.test(started[1]!) && !r.habits.length) return { body: started[1]!, routine: false };
  // "add meditate", "create read": a habit they have, asked for again (never a tick: "add" is not "done").
  const again = /^(?:add|create|new)\s+(?:a\s+|an\s+|my\s+|the\s+)?(.+)$/.exec(t);
  if (again && namesOnly(r, t.length - again[1]!.length)) return { body: again[1]!, routine: false, named: r.habits[0]!.items };
  // "take my vitamins twice a day, at 8am and 8pm", "I want to start stretching every morning at 6:45".
  const routine = t.replace(ROUTINE_LEAD, '');
  if (r.habits[0]?.level === 'exact' && /\binstead\b/.test(t)) return undefined;
  // Nineteenth session: "want to do 10 glasses a day instead": a new amount of a habit counting glasses, never a habit "Glasses".
  const insteadUnit = /\binstead\b/.test(t) ? /\b\d+(?:\.\d+)?\s+([a-z]+)\s+(?:a|per|each)\s+day\b/.exec(t)?.[1] : undefined;
  if (insteadUnit && r.s.habits.some((h) => h.target && sameUnit(h.target.unit, insteadUnit))) return undefined;
  // Issue 50, seventh pass: "i want to do 50 situps after my run", "start taking magnesium before bed": a lead-in and a cue make a habit (the run named in the cue is its cue).
  if ((routine !== t || /^(?:take|drink|eat|have|do)\s/.test(t)) && cueIn(routine).cue && !namesOutsideCue(r, t) && /^[a-z]/.test(routine) && !/^(?:move|change|reschedule|shift|make|set|pause|skip|delete|remove|stop|end|archive|log|mark|rename|resume)\b/.test(routine)) return { body: routine, routine: true };
  // Nineteenth session: "same for tues" names nothing new.
  if (/^(?:same|ditto|likewise)\b/.test(t)) return undefined;
  // Nineteenth session: how the week feels ("ugh it's only wednesday and it already feels like the longest week ever") is no habit.
  if (routine === t && (/^(?:it|this|that|there|ugh|so|only|why|what|today|tonight|yesterday|the\s+week|this\s+week)\b/.test(t) || /\b(?:feels?|feeling|felt|longest|worst|ever|tired|exhausted|stressed|knackered|shattered|awful|rubbish)\b/.test(t))) return undefined;
  if ((!namesExisting(r) || r.said.wish || SEVERAL_TIMES.test(routine)) && (hasSchedule(routine, r.s.today) || scheduleBeside(routine, r.s.today)) && /^[a-z]/.test(routine) && !/^(?:move|change|reschedule|shift|make|set|pause|skip|delete|remove|stop|end|archive|log|mark|rename|resume)\b/.test(routine)) {
    // Issue 50, fifty-fourth pass: a thing wanted with "a" ("i'd like a 20 min swim every weekday, remind me 10 min before") asks for it outright.
    return { body: routine, routine: !/^i\s+(?:really\s+)?(?:want|would\s+like|would\s+love|need)\s+(?:a|an)\s+\S/.test(t) };
  }
  return undefined;
}

/**
 * Nineteenth session: what led to it said first ("my grandson has given me a step counter. i want a
 * new habit called steps …"): the request's own sentence asks, from its start.
 */
function laterCreate(t: string): RegExpExecArray | null {
  for (const at of t.matchAll(/[.!?:;]+\s+(?:(?:so|and|now|then|please|could\s+you|would\s+you|can\s+you|will\s+you)\s+)*/g)) {
    const m = CREATE.exec(t.slice(at.index + at[0].length));
    if (m && !/^remind/.test(m[0])) return Object.assign([t.slice(0, at.index + at[0].length) + m[0], ...m.slice(1)], { index: 0, input: t, groups: undefined }) as RegExpExecArray;
  }
  return null;
}

/** Whether a habit they have is named outside the cue ("after my run" names Morning run only as a cue). */
function namesOutsideCue(r: Reading, t: string): boolean {
  const at = cueIn(t).at;
  return r.habits.some((h) => h.level !== 'typo' && !ownThing(r, h) && !articled(r, h) && !(at && h.start >= at[0] && h.end <= at[1]));
}
/** Several times a day: "twice a day", "at 8am and 8pm". */
const SEVERAL_TIMES = /\b(?:twice|three\s+times|\d+\s+times)\s+a\s+day\b|\bat\s+\S+\s+and\s+(?:at\s+)?\d|\d\s*(?:am|pm)\s*(?:,\s*|\s+and\s+|\s+)\d{1,2}(?::\d\d)?\s*(?:am|pm)\b/;

/** Issue 50, fifty-fourth pass: an amount of a thing each day, or one thing a day, opening the words ("eat 5 portions of fruit & veg a day", "one act of kindness a day"). */
const A_DAY = /^(?:[a-z]+\s+)?(?:(?:at\s+least|min(?:imum)?)\s+)?(?:\d+|one|a|an)\s+[a-z][a-z &+-]*?\s+(?:a|per|each)\s+day\b/;

function hasSchedule(text: string, today: string): boolean {
  if (SEVERAL_TIMES.test(text) || A_DAY.test(text)) return true;
  const phrase = readSchedule(text, today);
  return !!(phrase.recurrence || phrase.startTime || phrase.frequency) && !!phrase.name;
}

/** Issue 50, fifty-fourth pass: a schedule read once a reminder and a cue said with it are left out ("…, after lunch every weekday, remind me 5 min before"). */
function scheduleBeside(text: string, today: string): boolean {
  const plain = cueIn(reminderIn(text).rest).rest;
  return plain !== text && hasSchedule(plain, today);
}

/** Several times of day ("twice a day, at 8am and 8pm", "at 7am and 7pm"): the times, and the words without them. */
function timesOfDay(body: string): { times: string[]; rest: string } | { ask: true } | undefined {
  const many = /\b(?:twice|two\s+times|2\s+times|three\s+times|3\s+times|four\s+times|4\s+times|2x|3x|4x)\s+(?:a|per)\s+day\b,?/.exec(body);
  const at = /\bat\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\s*(?:,\s*|\s+and\s+)(?:at\s+)?(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)(?:\s*(?:,\s*|\s+and\s+)(?:at\s+)?(\d{1,2}(?::\d{2})?\s*(?:am|pm)?))?/.exec(body);
  // Eighteenth session: the times with their am/pm in a row, with or without "at" ("10am and 4pm daily", "3x a day 7am 1pm 7pm").
  const listed = at ? undefined : clockList(body);
  if (listed) return { times: listed.times, rest: (body.slice(0, listed.start) + body.slice(listed.end)).replace(many?.[0] ?? '\u0000', ' ').replace(/\s+/g, ' ').replace(/[\s,]+$/, '').trim() };
  // Issue 50, fifth pass: the count alone ("eye drops 3 times a day") gets times spread over the day, changed later if need be.
  if (!at && many) {
    const n = /twice|two|2/.test(many[0]) ? 2 : /three|3/.test(many[0]) ? 3 : 4;
    const times = { 2: ['8am', '8pm'], 3: ['8am', '2pm', '8pm'], 4: ['8am', '12pm', '4pm', '8pm'] }[n]!;
    return { times, rest: body.replace(many[0], ' ').replace(/\s+/g, ' ').replace(/[\s,]+$/, '').trim() };
  }
  if (!at) return undefined;
  const times = [at[1], at[2], at[3]].filter((x): x is string => !!x);
  let rest = body.slice(0, at.index) + body.slice(at.index + at[0].length);
  if (many) rest = rest.replace(many[0], ' ');
  return { times, rest: rest.replace(/\s+/g, ' ').replace(/[\s,]+$/, '').trim() };
}

/** Removes the end from the body: "until …", "till …", "through …", "for 30 days". */
function endIn(body: string, r: Reading, startDate: string | undefined): { endDate?: string; rest: string } {
  // Issue 50, fifth pass: the last day said as the last of the course ("…, final one on the 12th", "last pill on the 20th", "ends friday").
  // Issue 50, fifty-fourth pass: or as when what it is for ends ("… till my exams finish on the 15th", "until the term ends friday").
  const final = /,?\s*(?:and\s+)?(?:(?:the|my)\s+)?(?:(?:final|last)\s+(?:\w+\s+)?(?:one|pill|dose|day|tablet|session|time|class|lesson|capsule|drop|shot|round)s?\s+(?:is\s+|will\s+be\s+|being\s+)?|(?:(?:till|until|til|when)\s+(?:the|my|our)\s+(?:[a-z]+\s+){1,3}?)?(?:it\s+)?(?:ends?|finish(?:es)?|stops?|wraps?\s+up)\s+)(?:on\s+)?((?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+\w+)?|on\s+\d{4}-\d\d-\d\d|\d{4}-\d\d-\d\d|(?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow)\b/.exec(body);
  if (final) {
    const last = lastDayIn(`until ${final[1]!}`, r.slots) ?? lastDayIn(final[1]!, r.slots);
    if (last) return { endDate: last.date, rest: (body.slice(0, final.index) + body.slice(final.index + final[0].length)).trim() };
  }
  // Issue 50, twenty-sixth pass: a first day said after the last ("… till the end of march starting on 2027-01-04") stays.
  const until = /\b(?:until|till|til|through|thru|up\s+to)\s+(.+?)(?=\s+(?:at|every|on|from|starting|beginning)\b|[,.]|$)/.exec(body);
  if (until) {
    const last = lastDayIn(until[1]!, r.slots);
    if (last) return { endDate: last.date, rest: (body.slice(0, until.index) + body.slice(until.index + until[0].length)).trim() };
  }
  const length = /\bfor\s+(?:the\s+next\s+)?(?:\d+|a|an|one|two|three|four|six|ten|thirty)\s+(?:days?|weeks?|months?)\b/.exec(body);
  if (length) {
    const days = lengthIn(length[0])?.days;
    if (days) return { endDate: addDays(startDate ?? r.s.today, days - 1), rest: (body.slice(0, length.index) + body.slice(length.index + length[0].length)).trim() };
  }
  return { rest: body };
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The habit a cue said after follows ("after my morning run" beside Morning run), as cueStacking links it. */
function cueAnchor(r: Reading, cue: string): { afterHabitId?: string } {
  const after = /^after\s+(?:my\s+|the\s+|i\s+)?(.+)$/i.exec(cue)?.[1];
  const anchor = after ? habitNamed(inUse(r.s), after) : undefined;
  return anchor ? { afterHabitId: anchor.id } : {};
}

/** "for my 10k goal", "towards learn spanish": the goal, and the words without it. */
function goalIn(body: string, r: Reading): { goalId?: string; rest: string } {
  const lead = /^(?:for\s+)?(?:my\s+|the\s+)?([\w\s]*?\bgoal)\s*[:,-]\s*/.exec(body);
  const leadGoal = lead && r.s.goals.find((g) => lead[1]!.split(/\s+/).some((w) => w.length > 2 && w !== 'goal' && g.name.toLowerCase().split(/\s+/).includes(w)));
  if (lead && leadGoal) return { goalId: leadGoal.id, rest: body.slice(lead[0].length) };
  // Issue 50, twenty-third pass: each such phrase in turn ("… for every day for 10 minutes, its for my spanish holiday goal": the second).
  const goalOf = (m: RegExpExecArray) => (/goal|towards?/.test(m[0]) ? r.s.goals.find((g) => m[1]!.includes(g.name.toLowerCase()) || m[1]!.split(/\s+/).some((w) => w.length > 2 && w !== 'goal' && g.name.toLowerCase().split(/\s+/).includes(w))) : undefined);
  // Issue 50, thirty-second pass: "…, it is towards my goal of playing a song for mum": the "it is" goes with it.
  // Nineteenth session: "it belongs with my goal of …", "link it to the holiday spanish goal".
  // Issue 50: "…, put it under sleep better": a goal of theirs named whole needs no word "goal".
  const whole = (m: RegExpExecArray) => r.s.goals.find((g) => m[1]!.trim() === g.name.toLowerCase());
  const m = [...body.matchAll(/\b(?:(?:and\s+)?(?:put|file|add|link)\s+(?:it|that|this)\s+)?(?:(?:it\s+is|it'?s|its|that\s+is|this\s+is|it)\s+)?(?:for|towards?|toward|in|under|(?:as\s+)?part\s+of|belongs\s+(?:with|to|under)|goes\s+(?:with|towards?|under)|(?:and\s+)?link(?:ed)?\s+(?:it\s+)?(?:to|with)|tied\s+to)\s+(?:my\s+|the\s+)?([^,:.!?]*?\bgoal|[^,:.!?]+?)(?=[:,.!?]|$)/g)].find((hit) => goalOf(hit) ?? whole(hit));
  const goal = m && (goalOf(m) ?? whole(m));
  if (!m || !goal) return { rest: body };
  return { goalId: goal.id, rest: (body.slice(0, m.index) + body.slice(m.index + m[0].length)).replace(/^[:\s-]+/, '').trim() };
}

export function createHabit(r: Reading, found: NonNullable<ReturnType<typeof creationIn>>): OfflineAnswer {
  const askName = wordsOf(r.s).say('askHabitName', { e: example('Create a habit to meditate every weekday at 7am') });
  if (!found.body.trim()) return reply(askName, { memory: { pending: { message: r.said.original, append: true } satisfies Pending } });
  // Forty-eighth pass: "I want new habit for the evening": only when, no name; the name is asked (the answer says when again).
  const onlyWhen = /^(?:(?:for|in|at|on)\s+(?:the\s+|my\s+)?|the\s+|my\s+)(?:mornings?|afternoons?|evenings?|nights?|weekends?)$/;
  if (onlyWhen.test(found.body.trim())) return reply(askName, { memory: { pending: { message: r.said.original.replace(/\s+(?:for|in|at|on)\s+(?:the\s+|my\s+)?(?:mornings?|afternoons?|evenings?|nights?|weekends?)\b/i, ''), append: true } satisfies Pending } });
  // Issue 50, thirtieth pass: "…, like twenty push ups" (an amount said as roughly), "no fixed days", "1 hour each time", "area is fitness".
  const roughly = /,?\s+(?:like|about|around|roughly)\s+(\d+)\s+([a-z]+(?:\s+[a-z]+)?)\s*$/.exec(found.body);
  // Issue 50, thirty-first pass: "energy drinks, max 1 a day": a limit, in the name's own unit when none is said.
  const most = roughly ? null : /,?\s*(?:max(?:imum)?|at\s+most|no\s+more\s+than|up\s+to)\s+(\d+)(?:\s+([a-z]+))?\s+(?:a|per|each)\s+day\b/.exec(found.body);
  const loose = roughly && !/^(?:minutes?|mins?|hours?|hrs?|times?|days?|am|pm)$/.test(roughly[2]!) ? { quantity: Number(roughly[1]), unit: roughly[2]! } : most ? { quantity: Number(most[1]), unit: most[2] ?? found.body.slice(0, most.index).trim().split(/\s+/).at(-1)!, direction: 'atMost' as const } : undefined;
  const asked = (roughly && loose ? found.body.slice(0, roughly.index) : most ? found.body.replace(most[0], '') : found.body)
    // Nineteenth session: "steps, with a target of 5000 steps each day", "steps, at least 10000 a day": the amount, said after the name.
    .replace(/,?\s*\bwith\s+a\s+(?:daily\s+)?(?:target|goal)\s+of\s+(?=\d)|\b(?:at\s+least|min(?:imum)?)\s+(?=\d)/, ', ').replace(/,?\s*\b(?:no|not\s+on)\s+fixed\s+days\b|,?\s*\bany\s+days?\b(?=\s*(?:,|$))/g, '').replace(/\b(\d+(?:\.\d+)?|an?|one)\s+(hours?|minutes?|mins?)\s+(?:each\s+time|per\s+(?:time|session)|a\s+session|each\s+session|each(?=\s*(?:[,.;]|$)))\b|(?<=,\s*)(\d+(?:\.\d+)?|an?|one)\s+(hours?)\b(?!\s+(?:before|after|a\s+day))/g, (_m, n1?: string, u1?: string, n2?: string, u2?: string) => `for ${n1 ?? n2} ${u1 ?? u2}`).replace(/(?:^|[.,;]\s*)(?:the\s+)?(?:area|routine)\s*(?:is|:|=|-)\s*([a-z][a-z ]*?)\s*[.!]*$/, ' in $1 area');
  // Issue 50, thirty-second pass: a question's mark inside the request ("… at 4pm? It is towards my goal …") ends a clause, nothing more.
  const nudge = reminderIn(asked.replace(/[?!]+(?=\s|$)/g, ',').replace(/\bfrom\s+(\d{1,2}(?::\d\d)?\s*(?:am|pm))(?!\s*(?:to|till|until|-))/, 'at $1'));
  const area = areaNamedIn(nudge.rest, r);
  const goal = goalIn(area.rest, r);
  const cue = cueIn(goal.rest);
  // "20 min of duolingo …", "15 min stretching …": the length first, then the thing.
  const leadLength = /^(\d+)\s*(?:min|mins|minutes?|m)\s+(?:of\s+)?(?=[a-z]{3,})/.exec(cue.rest);
  // "practise guitar 20 mins every evening": a length said after the name, without "for".
  // Issue 50, fifty-fourth pass: "a 20 minute swim", "a 5-minute break": the length said in the singular or hyphened too.
  const withCue = (leadLength ? `${cue.rest.slice(leadLength[0].length)} for ${leadLength[1]} minutes` : cue.rest).replace(/(?<!\bfor\s)(?<=[a-z0-9],?\s)(\d{1,3})[\s-]*(?:min|mins|minutes?)\b(?!\s+(?:before|after|early|earlier|later|a\s+day|per\s+day|each\s+day))/, 'for $1 minutes');
  const several = timesOfDay(withCue);
  if (several && 'ask' in several) return reply(wordsOf(r.s).say('atWhatTimes', { e: example('take my vitamins twice a day, at 8am and 8pm') }));
  const base = several ? several.rest : withCue;
  const first = readSchedule(base, r.s.today);
  const end = endIn(base, r, first.startDate ?? undefined);
  let body = end.rest;
  // "push ups, 20 a day": a daily amount of what the name counts.
  // Issue 50, fourth pass: "eat 5 portions of veg a day": a verb, an amount of a unit of a thing, each day (name "eat veg").
  // Issue 50, fifty-fourth pass: with "at least" before the amount, and "&" in the thing ("eat at least 5 portions of fruit & veg a day").
  const counted = /^\s*([a-z]+)\s*,?\s+(\d+)\s+([a-z]+)\s+of\s+([a-z][a-z &+]*?)\s+(?:a|per|each)\s+day\b/.exec(body);
  const amountTarget = counted && !/^(?:minutes?|mins?|hours?|hrs?|times?|days?)$/.test(counted[3]!) ? { quantity: Number(counted[2]), unit: counted[3]! } : undefined;
  if (amountTarget && counted) body = body.replace(counted[0], `${counted[1]} ${counted[4]} every day`);
  // Issue 50, ninth pass: "learn 5 french words a day": a verb, an amount of a thing said in two words (name "learn french words", unit "words").
  const described = amountTarget ? null : /^\s*([a-z]+)\s+(\d+)\s+([a-z]+)\s+([a-z]+)\s+(?:a|per|each)\s+day\b/.exec(body);
  const describedTarget = described && !/^(?:of|more|extra|minutes?|mins?|hours?|times?)$/.test(described[3]!) && !/^(?:minutes?|mins?|hours?|hrs?|times?|days?)$/.test(described[4]!) ? { quantity: Number(described[2]), unit: described[4]! } : undefined;
  if (describedTarget && described) body = body.replace(described[0], `${described[1]} ${described[3]} ${described[4]} every day`);
  // Issue 50: "learn 20 new german words every day": a count of a unit with words between, each day (name "learn new german words").
  const spread = amountTarget || describedTarget ? null : /^\s*([a-z]+)\s+(\d+)\s+((?:[a-z]+\s+){1,3}?)(words|pages|steps|laps|reps|chapters|songs|pieces|exercises|problems|questions)\b(?=.*\b(?:every\s+day|each\s+day|daily|a\s+day|per\s+day|every\s+(?:morning|evening|night))\b)/.exec(body);
  const spreadTarget = spread ? { quantity: Number(spread[2]), unit: spread[4]! } : undefined;
  if (spread) body = body.replace(spread[0], `${spread[1]} ${spread[3]}${spread[4]}`);
  // Issue 50, twelfth pass: "do 100 skips a day", "100 squats a day": an amount of one thing each day, named by the thing.
  const things = amountTarget || describedTarget || spreadTarget ? null : /^\s*(?:([a-z]+)\s+)?(\d+)\s+([a-z]{3,})\s+(?:a|per|each)\s+day\b/.exec(body);
  const thingTarget = things && !/^(?:minutes?|mins?|hours?|hrs?|times?|days?|more|extra|of)$/.test(things[3]!) ? { quantity: Number(things[2]), unit: things[3]! } : undefined;
  // "walk 10000 steps a day", "swim 20 laps a day": a measure after a verb of its own is no part of the name ("Walk").
  const measure = things?.[1] && !/^(?:do|doing|complete|get|have|make)$/.test(things[1]) && /^(?:steps|laps|pages|kms?|miles|words|chapters|reps)$/.test(things[3]!);
  if (thingTarget && things) body = body.replace(things[0], measure ? `${things[1]} every day` : `${things[1] && !/^(?:do|doing|complete|get|have|make)$/.test(things[1]) ? `${things[1]} ` : ''}${things[3]} every day`);
  // Eighteenth session: "push ups 20 every day", "20 squats daily": a count of the thing the name is, each day (the name its unit).
  // Nineteenth session: "press ups, 20 every day" too (", 20 a day" is read after the name, below).
  const counts = amountTarget || describedTarget || spreadTarget || thingTarget ? null : /^\s*(?:(\d+)\s+([a-z]{3,}(?:\s+[a-z]{2,})?)|([a-z]{3,}(?:\s+[a-z]{2,})?)\s+(\d+))\s+(?=(?:every\s+day|each\s+day|daily|a\s+day|per\s+day)\b)/.exec(body) ?? /^\s*()()([a-z]{3,}(?:\s+[a-z]{2,})?)\s*,\s+(\d+)\s+(?=(?:every\s+day|each\s+day|daily)\b)/.exec(body);
  const countWords = counts ? (counts[2] ?? counts[3])! : '';
  const countTarget = counts && !/\b(?:minutes?|mins?|hours?|hrs?|times?|days?|weeks?|more|extra|of|at|on|in|for|to|am|pm)\b/.test(countWords) ? { quantity: Number(counts[1] ?? counts[4]), unit: countWords } : undefined;
  if (countTarget && counts) body = body.replace(counts[0], `${countWords} `);
  // Issue 50, thirtieth pass: "no sugar, 0 sweets a day": an amount of a thing a day after the name and a comma.
  const after = amountTarget || describedTarget || spreadTarget || thingTarget || countTarget ? null : /,\s*(\d+)\s+([a-z]{3,})\s+(?:a|per|each)\s+day\b/.exec(body);
  const afterTarget = after && !/^(?:minutes?|mins?|hours?|hrs?|times?|days?)$/.test(after[2]!) ? { quantity: Number(after[1]), unit: after[2]! } : undefined;
  if (afterTarget && after) body = body.replace(after[0], ' every day');
  // Issue 50, fifty-fourth pass: "one act of kindness a day": one thing each day is a daily habit, named by the thing.
  body = body.replace(/^\s*(?:one|a|an)\s+([a-z][a-z -]*?)\s+(?:a|per|each)\s+day\b/, '$1 every day');
  const perDay = /,?\s*(\d+)\s+(?:a|per)\s+day\b/.exec(body);
  body = perDay ? body.replace(perDay[0], ' every day') : body;
  // Issue 50, twenty-eighth pass: "3 things i am grateful for": "am" there is no clock's.
  const phrase = readSchedule(body.replace(/\bi\s+am\b/g, "i'm"), r.s.today);
  if (phrase.notUnderstood.length) return reply(wordsOf(r.s).say('didNotGetFor', { k: phrase.notUnderstood.map((w) => `"${w}"`).join(wordsOf(r.s).say('joinAnd')), e: example('Create a habit to meditate every weekday at 7am') }));
  // Issue 50, fifth pass: "do 20 pushups every morning": a bare verb and an amount is named by what it counts ("Pushups").
  const bare = phrase.target && /^(?:do|doing|complete|get|have|make|)$/i.test(phrase.name.trim()) && !/^(?:min|mins|minutes?|hours?|times?)$/.test(phrase.target.unit);
  // Eighteenth session: a name ends where its sentence does, without the asking words ("hand cream please. hands wrecked from washing").
  const named = phrase.name.split(/\s*[.!?](?:\s|$)|\s*,\s*(?=(?:track|log|count|remind|add|put|make|set|so|because|as|it\s+is|for\s+my|for\s+the)\b)/)[0]!.replace(/\b(?:please|thanks)\b/g, ' ').replace(/\s+/g, ' ').trim() || phrase.name;
  // Issue 54: a plan's habit tapped in another language is named (and counted) as its button showed it.
  const planned = plannedHabitIn(r);
  const name = planned?.name ?? (bare ? ownName(phrase.target!.unit) : ownName(asWritten(named.toLowerCase(), r.said.original)));
  if (!phrase.name && !bare) return reply(askName, { memory: { pending: { message: r.said.original, append: true } satisfies Pending } });
  const endDate = end.endDate ?? (found.challengeDays ? addDays(phrase.startDate ?? r.s.today, found.challengeDays - 1) : undefined);
  const schedule = scheduleArgs(phrase, r.s.today);
  // Issue 50, sixth pass: "on sundays at 5" is the afternoon: a bare hour of 1 to 5 is never the small hours.
  // Issue 50, thirteenth pass: 6 too ("guitar on tuesdays at 6" is 18:00), unless the words say the morning (waking, breakfast, before work).
  const small = typeof schedule.startTime === 'string' ? /^0([1-6]):(\d\d)$/.exec(schedule.startTime) : null;
  if (small && !/\b(?:am|a\.m\.?|morning|mornings|night|early|dawn|sunrise|wake|waking|breakfast|brekkie|before\s+work)\b|\d\s*am\b|\b0\d:\d\d\b/.test(r.said.text)) schedule.startTime = `${Number(small[1]) + 12}:${small[2]}`;
  // Issue 50: a bare hour beside the evening's words ("read to the kids at bedtime, 7.30", "every night at 10") is the evening's.
  const morningHour = typeof schedule.startTime === 'string' ? /^(0[1-9]|1[01]):(\d\d)$/.exec(schedule.startTime) : null;
  if (morningHour && /\b(?:evening|evenings|night|nights|nightly|bedtime|tonight|after\s+dinner|before\s+bed)\b/.test(r.said.text) && !/\b(?:am|a\.m\.?|morning|mornings|o'?clock\s+in\s+the\s+morning)\b|\d\s*am\b|\b0\d:\d\d\b/.test(r.said.text)) schedule.startTime = `${Number(morningHour[1]) + 12}:${morningHour[2]}`;
  const amount = phrase.target ?? amountTarget ?? describedTarget ?? spreadTarget ?? thingTarget ?? countTarget ?? afterTarget ?? (perDay ? { quantity: Number(perDay[1]), unit: unitOf(name) } : undefined) ?? loose;
  // Issue 54: a plan's habit counts in its button's unit.
  const inUnit = amount && planned?.unit ? { ...amount, unit: planned.unit } : amount;
  // Issue 50, thirtieth pass: "no sugar, zero sweets a day": none a day is a limit of none (quitting), never a target met by nothing.
  const target = inUnit && inUnit.quantity === 0 ? { ...inUnit, direction: 'atMost' as const } : inUnit;
  const args = {
    name,
    ...(found.kind && !phrase.recurrence ? { recurrence: found.kind } : {}),
    ...schedule,
    ...(target ? { target } : {}),
    ...(endDate ? { endDate } : {}),
    ...(goal.goalId ? { goalId: goal.goalId } : {}),
    ...(area.areaId ? { areaId: area.areaId } : {}),
    ...(cue.cue ? { cue: { ...cueAnchor(r, cue.cue), text: cue.cue } } : {}),
    ...(nudge.minutes !== undefined ? { reminders: [{ minutesBefore: nudge.minutes, channel: nudge.channel ?? ('push' as const) }] } : {}),
  };
  const existing = existingFor(r, name, found.named);
  const second = DUPLICATE_WORDS.test(r.said.text);
  const parts = several ? several.times.map((time) => timeOfDay(time, r.s.today)).filter((p) => p.t) : [];
  // Issue 40: several times of day are one habit checked off at each time (decision 034).
  const times = [...new Set(parts.map((p) => p.t))].sort();
  const fresh: OfflineCall[] = several
    ? [{ name: 'createHabit', args: { ...args, startTime: times[0]!, recurrence: args.recurrence ?? 'daily', timesOfDay: times, ...(existing.length ? { allowDuplicate: true } : {}) } }]
    : [{ name: 'createHabit', args: { ...args, ...(existing.length ? { allowDuplicate: true } : {}) } }];
  if (existing.length && !second) {
    if (several && existing.length === 1 && !existing[0]!.archived) return one({ name: 'updateHabit', args: { habitId: existing[0]!.id, timesOfDay: times } });
    const { startDate: _start, ...change } = schedule;
    return alreadyHave(r, existing, fresh, several ? undefined : { ...change, ...(target ? { target } : {}) });
  }
  return answerCalls(fresh);
}

/**
 * Issue 50, fourteenth pass: a reminder said with a new habit, anywhere in the words ("…, remind me 15 min before",
 * "… with a reminder 10 minutes before", "… and nudge me an hour before", "… with a reminder"): its minutes before
 * (0 for one at the start), and the words without it (they were read as the name and a daily amount of minutes).
 */
export function reminderIn(body: string): { minutes?: number; channel?: 'email'; rest: string } {
  const m = /\s*[,;]?\s*(?:and\s+|with\s+|plus\s+|\+\s*)?(?:a\s+|an\s+)?\b(?:(?:push\s+|(e-?mail)\s+)?(?:remind(?:er)?|nudge|ping|alert|notification|notify)(?:\s+me)?(?:\s+by\s+(e-?mail))?|send\s+me\s+a\s+(?:reminder|nudge|notification))(?:\s+(?:at\s+)?(?:(\d+|an?|one|half\s+an)\s*(minutes?|mins?|m|hours?|hrs?|h)\s+(?:before|early|ahead|beforehand|prior)(?:\s+(?:it|that|each\s+time|hand))?|before\s+(\d+|an?|one|half\s+an)\s*(minutes?|mins?|m|hours?|hrs?|h)\b|(?:at\s+the\s+start|on\s+time|when\s+it\s+starts|at\s+that\s+time)))?(?=\s*[,.;!]|\s*$|\s+(?:every|each|daily|on|at|from|starting|until|till)\b)/.exec(body) ??
    // Issue 50, nineteenth pass: "…, 15 min before" at the end, the reminder word said at the start ("remind me to put the bins out … at 8pm, 15 min before").
    /\s*[,;]\s*(\d+|an?|one|half\s+an)\s*(minutes?|mins?|m|hours?|hrs?|h)\s+(?:before|early|ahead|beforehand|prior)(?:\s+(?:it|that|each\s+time|hand))?\s*$/.exec(body);
  if (!m || m.index === 0) return { rest: body };
  // Issue 50: the order of a second language too ("remind me before 15 minutes"), and by email ("with an email reminder …").
  const [count, unit] = m.length > 5 ? [m[3] ?? m[5], m[4] ?? m[6]] : [m[1], m[2]];
  const email = m.length > 5 && (m[1] ?? m[2]) ? { channel: 'email' as const } : {};
  const n = count === undefined ? 0 : /^(?:an?|one)$/.test(count) ? 1 : /half/.test(count) ? 0.5 : Number(count);
  const minutes = unit && /^h/.test(unit) ? Math.round(n * 60) : n;
  return { minutes, ...email, rest: `${body.slice(0, m.index)} ${body.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').replace(/[\s,;]+$/, '').trim() };
}

/** Issue 50, third pass: what a daily amount counts: a unit word of the name ("how many steps I walk" counts steps), else the name. */
function unitOf(name: string): string {
  const unit = /\b(steps|pages|glasses|cups|minutes|km|miles|reps|push\s*ups|press\s*ups|sit\s*ups|squats|words|laps|litres|liters|servings|portions|calories)\b/i.exec(name)?.[1];
  return (unit ?? name).toLowerCase().slice(0, 20).trim();
}

/** A time of day and its label ("8am" → 08:00, morning). */
function timeOfDay(time: string, today: string): { t: string; label: string } {
  const t = readSchedule(`at ${time}`, today).startTime ?? '';
  return { t, label: Number(t.slice(0, 2)) < 12 ? 'morning' : Number(t.slice(0, 2)) < 17 ? 'afternoon' : 'evening' };
}

/** The habit's name without the person's own "take my", "do my", "have my" ("take my vitamins" is Vitamins). */
function ownName(words: string): string {
  // Issue 50, thirteenth pass: "practising my times tables" is "Practising times tables", "doing my physio" is "Physio".
  // Issue 50, twenty-second pass: who asked for it is no part of the name ("nurse wants me checking my blood pressure").
  const name = words
    // Issue 50, twenty-third pass: "i want a cold shower …" is "Cold shower".
    .replace(/^i\s+(?:really\s+)?(?:want|need|would\s+like|'d\s+like)\s+(?:to\s+(?:do|have|take|get)\s+)?(?=(?:a|an|some)\s+\S)/i, '')
    .replace(/^(?:(?:my|the)\s+)?(?:doctor|doc|dr|nurse|physio|gp|therapist|trainer|coach|dentist|optician|consultant)\s+(?:said|says|wants\s+me|told\s+me|recommended|recommends|suggested|suggests)\s+(?:to\s+|i\s+should\s+|that\s+i\s+should\s+)?/i, '')
    // Issue 50, thirty-first pass: "need a study block habit" is "Study block".
    .replace(/^(?:i\s+)?(?:need|want)\s+(?:a|an)\s+(?=\S)/i, '').replace(/\s+habit$/i, '')
    .replace(/^(?:take|taking|do|doing|have|having)\s+my\s+(?=\S)/i, '').replace(/^my\s+(?=[a-z]{3,})/i, '').replace(/^([a-z]{2,}ing|practi[sc]e)\s+my\s+(?=\S)/i, '$1 ').replace(/^do\s+(?:some\s+|a\s+few\s+)?(?=[a-z]{3,})/i, '').replace(/^(?:a|an|some|for|the)\s+(?=\S)/i, '').replace(/^[-–—:,\s]+/, '').replace(/\s+(?:for\s+me|please|pls|for\s+now)$/i, '')
    // Issue 50, twenty-third pass: words that joined the name to what came after it ("foam rolling , so", "vocab flashcards for ,") are no part of it.
    // Issue 50, thirtieth pass: never the "for" of what one is grateful or ready for.
    .replace(/(?:\s*[,;:–—-]\s*(?:so|and|then|but|with|for|its?|it's)?|\s+(?:so|and|then|but|with|(?<!\b(?:grateful|thankful|ready|responsible|praying|hoping)\s+)for))+\s*$/i, '');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
