import { CUE_TEXT_MAX_LENGTH, HABIT_NAME_MAX_LENGTH, MAX_TIMES_OF_DAY } from '@stride/domain';
import type { SnapshotHabit } from '../coach-snapshot.js';
import { asks } from './sentence.js';
import type { OfflineAnswer, OfflineCall } from './types.js';
import { answerCalls, one, reply, type Reading } from './reading.js';
import { inUse, quoted, wordsOf } from './words.js';
import { dayIn, lastDayIn } from './slots.js';

/**
 * Issue 40 parts 5 and 6 in the built-in coach (docs/decisions/034): "take my vitamins twice a day,
 * at 8am and 8pm" and "drink water at 9, 12 and 3" make (or change) a habit done at several times;
 * "I took my morning vitamins" checks off the morning time; "after breakfast, floss", "floss after
 * brushing my teeth" and "remind me to stretch after my run" stack a habit on one they have (by
 * name), else on a cue in words.
 */

const CLOCK = /\b(noon|midday|midnight|\d{1,2}(?::\d{2})?(?:\s*(?:am|pm|a\.m\.|p\.m\.))?)\b/g;
/** "at 8am and 8pm", "at 9, 12 and 3", "at 7:30, 13:00 and 19:00": a list of two or more times after "at". */
// Issue 50, nineteenth pass: a number followed by minutes or hours is no time of the list ("at 8pm, 15 min before").
// Issue 50, twenty-third pass: times with am or pm need no comma between them ("8am 2pm and 8pm").
const AT_LIST =
  /\bat\s+((?:noon|midday|\d{1,2}(?::\d{2})?(?:\s*(?:am|pm))?)(?:(?:\s*(?:,|and|&|,\s*and)\s*|\s+(?=\d{1,2}(?::\d{2})?\s*(?:am|pm)\b))(?:noon|midday|\d{1,2}(?::\d{2})?(?:\s*(?:am|pm))?)(?!\s*(?:m|min|mins|minutes?|h|hrs?|hours?)\b))+)\b(?!\s*(?:m|min|mins|minutes?|h|hrs?|hours?)\b)/;
const SEVERAL = /\b(?:twice|two\s+times|three\s+times|thrice|four\s+times|\d+\s+times)\s+(?:a|per|each)\s+day\b/;
const FILLER = /^(?:(?:please\s+)?(?:i\s+(?:want|need|would\s+like|'d\s+like|have)\s+to|i\s+should|remind\s+me\s+to|help\s+me|add(?:\s+a\s+habit)?(?:\s+to)?|create(?:\s+a\s+habit)?(?:\s+to)?|new\s+habit:?|habit:?|let's|lets)\s+)+/;

/** A clock time as people say it, read as HH:MM; a bare hour goes forward from the one before ("9, 12 and 3" → 09:00, 12:00, 15:00). */
function clockTimes(list: string): string[] | undefined {
  const out: string[] = [];
  let previous = -1;
  for (const match of list.matchAll(CLOCK)) {
    const word = match[1]!.replace(/\./g, '').replace(/\s+/g, '');
    let minutes: number;
    if (word === 'noon' || word === 'midday') minutes = 12 * 60;
    else if (word === 'midnight') minutes = 0;
    else {
      const m = /^(\d{1,2})(?::(\d{2}))?(am|pm)?$/.exec(word);
      if (!m) return undefined;
      let hour = Number(m[1]);
      const minute = Number(m[2] ?? 0);
      if (hour > 23 || minute > 59) return undefined;
      if (m[3] === 'pm' && hour < 12) hour += 12;
      if (m[3] === 'am' && hour === 12) hour = 0;
      minutes = hour * 60 + minute;
      // A bare hour: the next time of day after the one before it (1–6 is the afternoon on its own).
      if (!m[3] && !m[2] && hour <= 12) {
        if (previous >= 0) while (minutes <= previous && minutes + 12 * 60 < 24 * 60) minutes += 12 * 60;
        else if (hour >= 1 && hour <= 6) minutes += 12 * 60;
      }
    }
    if (minutes <= previous) return undefined;
    previous = minutes;
    out.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return out.length >= 2 && out.length <= MAX_TIMES_OF_DAY ? out : undefined;
}

const titled = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
/** The habit's name from the words before the times: fillers and "my" out ("take my vitamins" → "Take vitamins"). */
function nameOf(words: string): string | undefined {
  const name = words
    // Issue 50, twenty-second pass: "keep forgetting my eye drops - need them …": the thing, not the reason around it.
    .replace(/^(?:i\s+)?(?:keep|always)\s+(?:forgetting|missing)\s+(?:to\s+(?:take|do|use)\s+)?/, '')
    .replace(/\s*[-–—,;]?\s*(?:i\s+)?(?:need|have|want|got)\s+(?:to\s+(?:take|do|use)\s+)?(?:them|it|those|these)$/, '')
    .replace(FILLER, '')
    .replace(/^[-–—:,\s]+/, '')
    // "take my vitamins" is Vitamins, as the create path names it.
    .replace(/^(?:take|do|have)\s+(?:my\s+)?(?=\S)/, '')
    .replace(/\bmy\s+/g, '')
    .replace(/[,.;:!]+$/, '')
    .replace(/\s+(?:every\s+day|each\s+day|daily)$/, '')
    .trim();
  if (!name || name.length > HABIT_NAME_MAX_LENGTH || name.split(/\s+/).length > 6) return undefined;
  return titled(name);
}

const stem = (word: string) => word.replace(/(?:ing|ed|es|s)$/, '').replace(/e$/, '');
const contentWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter((w) => w.length > 2 && !/^(?:my|the|and|for|with|i'm|have|had|after|before|then|once|when|done|finished)$/.test(w))
    .map(stem);

/** The habit of theirs the words name: the longest whose every content word is among them, else the one holding every word said. */
export function habitNamed(habits: SnapshotHabit[], words: string): SnapshotHabit | undefined {
  const said = new Set(contentWords(words));
  if (!said.size) return undefined;
  const within = habits.filter((h) => {
    const own = contentWords(h.name);
    return own.length > 0 && own.every((w) => said.has(w));
  });
  if (within.length) {
    const longest = Math.max(...within.map((h) => contentWords(h.name).length));
    const best = within.filter((h) => contentWords(h.name).length === longest);
    return best.length === 1 ? best[0] : undefined;
  }
  const holding = habits.filter((h) => [...said].every((w) => contentWords(h.name).includes(w)));
  return holding.length === 1 ? holding[0] : undefined;
}

/** "Take my vitamins twice a day, at 8am and 8pm", "drink water at 9, 12 and 3": a habit at several times a day. */
/**
 * Issue 50: several times said as meals ("twice, at breakfast and dinner") or as a list after the
 * count ("three times a day: 8, 1 and 8pm"): read as the clock times they stand for.
 */
const MEALS: [RegExp, string][] = [
  [/\b(?:breakfast(?:\s*time)?|brekkie)\b/g, '8am'],
  [/\b(?:lunch(?:\s*time)?)\b/g, '1pm'],
  [/\b(?:dinner(?:\s*time)?|supper|teatime)\b/g, '7pm'],
  [/\bbed\s*time\b/g, '10pm'],
];
function asClockList(text: string): string {
  if (!/\b(?:twice|thrice|two\s+times|three\s+times|four\s+times|\d+\s+times|\d+x)\b/.test(text) && !/\bat\s+(?:breakfast|lunch|dinner|supper|bed\s*time)\s+and\b/.test(text)) return text;
  let out = text;
  for (const [meal, clock] of MEALS) out = out.replace(meal, clock);
  out = out.replace(/\b(?:with|after|before)\s+(?=\d{1,2}(?:am|pm)\b)/g, 'at ').replace(/\bat\s+at\b/g, 'at');
  return out.replace(/(\b(?:twice|thrice|(?:two|three|four|\d+)\s+times)(?:\s+(?:a|per|each)\s+day)?)\s*[:,-]?\s+(?:at\s+)?(?=(?:\d{1,2}|noon|midday)\b)/, '$1 at ');
}

export function severalTimes(r: Reading): OfflineAnswer | undefined {
  // Issue 50, twenty-second pass: "i took both my vitamins yesterday, morning and night" tells of times done, never new times.
  if (/\b(?:took|taken|had|did|done|finished|completed|forgot\s+to\s+(?:log|tick|mark|add))\b/.test(r.said.text) && !/\b(?:change|move|set|switch|make|add|create|new|start|put|shift)\b/.test(r.said.text)) return undefined;
  // Issue 50, eighth pass: "change the vitamins to 9am and 9pm": a change to a list of times is "at" them.
  const t = asClockList(r.said.text.replace(/[.!]+$/, '').trim()).replace(/^((?:change|move|set|switch|make|shift|put)\s.+?)\s+(?:to|for)\s+(?=(?:noon|midday|\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\s*(?:,|and|&))/, '$1 at ');
  const at = AT_LIST.exec(t);
  if (!at || r.said.question) return undefined;
  const times = clockTimes(at[1]!);
  if (!times) return undefined;
  const before = t.slice(0, at.index).replace(SEVERAL, '').replace(/\b(?:twice|thrice)\b/, '').replace(/[,:\s]+$/, '');
  const habits = inUse(r.s);
  const existing = habitNamed(habits, before) ?? (r.pointsBack && r.last ? r.last : undefined);
  if (existing) {
    if (existing.target || existing.frequency) return reply(wordsOf(r.s).say('cannotSetTimes', { h: quoted(existing) }));
    return one({ name: 'updateHabit', args: { habitId: existing.id, timesOfDay: times } });
  }
  // Issue 50: the asking is no part of the name ("make habit for eye drops 3 times a day at …"), and a last day said after the times is its end.
  // "take a 10 minutes break": its length, apart from its name.
  const asked = before.replace(/^(?:please\s+)?(?:add|create|make|set\s+up|start|new)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?habit\s*(?:for|of|to|called|named)?\s*[:-]?\s*/, '');
  const length = /\b(?:for\s+)?(\d{1,3})[\s-]*(?:minutes?|mins?)\b\s*/.exec(asked);
  const name = nameOf(length ? `${asked.slice(0, length.index)}${asked.slice(length.index + length[0].length)}`.replace(/\s+/g, ' ').trim() : asked);
  if (!name) return reply(wordsOf(r.s).say('whatAtTimes', { k: times.map((x) => wordsOf(r.s).time(x)).join(', ') }));
  const after = t.slice(at.index + at[0].length);
  const last = /\b(?:until|till|til|through|thru|up\s+to)\b/.test(after) ? lastDayIn(after.slice(after.search(/\b(?:until|till|til|through|thru|up\s+to)\b/)), r.slots) : undefined;
  const endDate = last && last.date >= r.s.today ? { endDate: last.date } : {};
  return one({ name: 'createHabit', args: { name, recurrence: 'daily', startTime: times[0]!, timesOfDay: times, ...endDate, ...(length ? { durationMinutes: Number(length[1]) } : {}) } });
}

const PART_OF_DAY: [RegExp, (minutes: number) => boolean][] = [
  [/\b(?:morning|breakfast|brekkie|brekky|when\s+i\s+woke\s+up)\b/, (m) => m < 12 * 60],
  [/\b(?:lunch(?:time)?|midday|noon|afternoon)\b/, (m) => m >= 11 * 60 && m < 17 * 60],
  [/\b(?:evening|night|nighttime|bedtime|tonight|dinner|supper|tea\s*time)\b/, (m) => m >= 17 * 60],
];
const DID = /\b(?:took|had|did|done|finished|completed|drank|ate|taken|check(?:ed)?\s+off|tick(?:ed)?(?:\s+off)?|cross(?:ed)?\s+off|mark(?:ed)?|forgot\s+to\s+(?:log|tick|mark|add)|log(?:ged)?)\b/;

/** "I took my morning vitamins", "evening vitamins done", "I had my 8pm pills": one time of a several-times-a-day habit. */
export function slotDone(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  // Nineteenth session: a question only as read as one ("took my morning vitamins with breakfast, gold star for me?" tells).
  if (!DID.test(t) || asks(r.said) || r.said.negated) return undefined;
  const several = inUse(r.s).filter((h) => h.timesOfDay?.length);
  if (!several.length) return undefined;
  // Issue 50, twenty-seventh pass: "mark it done, took it with breakfast" after a question about it: the habit talked about.
  const habit = habitNamed(several, t.replace(/\b(?:morning|lunch(?:time)?|midday|noon|afternoon|evening|night|nighttime|bedtime|tonight)\b/g, '')) ?? (/\b(?:it|them)\b/.test(t) && r.last?.timesOfDay?.length && !r.habits.length ? r.last : undefined) ?? r.habits.map((m) => (m.items.length === 1 ? m.items[0] : undefined)).find((h) => h && several.includes(h));
  if (!habit) return undefined;
  const times = habit.timesOfDay!;
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  // Issue 50, twenty-fourth pass: a clock time only where the person wrote one ("morning and night" reads as times for a new habit, never here).
  const clock = /\d/.test(r.said.original) ? [...t.matchAll(/\b(\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2})\b/g)].map((m) => m[1]!) : [];
  let chosen: string[];
  if (clock.length) {
    const read = clock.map((c) => clockTimes(`${c} 23:59`)?.[0]);
    chosen = times.filter((time) => read.includes(time));
  } else {
    // Issue 50, twenty-second pass: two parts of the day said ("morning and night") are both times, not the first.
    const said = r.said.original.toLowerCase();
    const parts = PART_OF_DAY.filter(([words]) => words.test(said));
    const part = parts.length === 1 ? parts[0] : undefined;
    // Issue 50, sixth pass: "took my vitamins" with no time said: the first time of today not yet done.
    const open = times.filter((time) => !(habit.doneTimesToday ?? []).includes(time));
    // Issue 50, eighth pass: "took both my vitamins", "all of today's antibiotics": every time not yet done.
    if (!part && (parts.length > 1 || /\b(?:both|all\s+(?:of\s+)?(?:my|the|its|them|today'?s)|both\s+times|all\s+\d|twice)\b/.test(t) || /\b(?:finished|done|completed)\b.*\bfor\s+(?:today|the\s+day)\b/.test(t))) {
      const day = dayIn(t, r.slots, 'past')?.date;
      const dated = day && day < r.s.today ? { date: day } : {};
      const left = dated.date ? times : open;
      if (left.length) return answerCalls(left.map((time) => ({ name: 'completeHabit', args: { habitId: habit.id, time, ...dated } }) as OfflineCall));
    }
    if (!part && (dayIn(t, r.slots, 'past')?.date ?? r.s.today) !== r.s.today) return undefined;
    if (!part) return open.length && habit.doneToday !== null ? one({ name: 'completeHabit', args: { habitId: habit.id, time: open[0]! } }) : undefined;
    chosen = times.filter((time) => part[1](toMinutes(time)));
  }
  // Issue 50: "took my 8pm antibiotics yesterday": the day said, not today.
  const day = dayIn(t, r.slots, 'past')?.date;
  const dated = day && day < r.s.today ? { date: day } : {};
  if (chosen.length === 1) return one({ name: 'completeHabit', args: { habitId: habit.id, time: chosen[0]!, ...dated } });
  if (clock.length > 1 && chosen.length > 1) return answerCalls(chosen.map((time) => ({ name: 'completeHabit', args: { habitId: habit.id, time, ...dated } }) as OfflineCall));
  if (chosen.length > 1) return reply(wordsOf(r.s).say('atTimesWhichSay', { h: quoted(habit), k: chosen.map((x) => wordsOf(r.s).time(x)).join(wordsOf(r.s).say('joinAnd')), e: `“${habit.name.toLowerCase()} at ${chosen[0]} done”` }));
  return reply(wordsOf(r.s).say('atTimesWhich', { h: quoted(habit), k: times.map((x) => wordsOf(r.s).time(x)).join(', ') }));
}

/** "after breakfast, floss" / "floss after brushing my teeth" / "remind me to stretch after my run" / "after I pour my coffee, I meditate". */
const CUE_FIRST = /^(?:(?:and\s+)?then\s+)?(?:right\s+)?after\s+(.+?),\s*(?:i\s+(?:will\s+|want\s+to\s+|should\s+|'ll\s+)?)?(.+)$/;
const CUE_LAST = /^(.+?)\s+(?:right\s+|straight\s+|just\s+)?after\s+(.+)$/;

export function cueStacking(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text.replace(/[.!]+$/, '').trim();
  if (r.said.question) return undefined;
  let what: string;
  let after: string;
  const first = CUE_FIRST.exec(t);
  const last = first ? null : CUE_LAST.exec(t);
  if (first) [what, after] = [first[2]!, first[1]!];
  else if (last) [what, after] = [last[1]!, last[2]!];
  else return undefined;
  // "I feel tired after my run", "remind me 10 minutes after it starts": not a habit to stack.
  if (!first && /^(?:i\b|i'm\b|feel|it\b|that\b|this\b|how\b|what\b|remind\s+me\s+(?!to\b)|ping|notify|tell|email)/.test(what)) return undefined;
  // Issue 50, eleventh pass: something done, said in the past ("went for a walk with the dog after work", "walked the dog after dinner"): a log, not a cue.
  if (!first && /^(?:just\s+)?(?:went|did|had|took|ran|swam|got|(?!(?:speed|breed|proceed|succeed|embed)\b)[a-z]{3,}ed)\b/.test(what)) return undefined;
  // Issue 50, fifty-fourth pass: nor a day, whatever remark follows ("won't be needed after the 20th, my sister's taking her").
  if (/^(?:it\b|that\b|this\b|the\s+(?:start|end|first|last)\b|\d|an?\s+(?:hour|minute)|the\s+\d|(?:christmas|xmas|easter|new\s+year)\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\s*(?:[,.;!]|$))/.test(after)) return undefined;
  // Issue 50, twenty-third pass: a new habit whose cue comes with its schedule after a comma ("add foam rolling after my morning run, so mon wed fri"): the creation reader's, whole.
  // Issue 50: or without the comma ("add a 20 min walk after lunch on weekdays").
  if (/^(?:(?:can|could)\s+(?:we|you)\s+)?(?:add|create|new|start|set\s+up)\b/.test(t) && (/,\s*(?:so\s+|on\s+|every\s+|at\s+|only\s+)?[^,]*\b(?:mon|tues?|wed|thu(?:rs)?|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekdays?|weekends?|every|daily|at\s+\d)\b/.test(after) || /\s(?:on|every|each)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|week\s*days?|week\s*ends?|day)\b|\s(?:daily|every\s+day)\s*$/.test(after))) return undefined;
  // Issue 50, twenty-sixth pass: "add a gratitude list straight after i meditate, for the sleep better goal": the goal said after the cue.
  const goalPhrase = /\s*,?\s*\b(?:for|in|under|towards?|part\s+of)\s+(?:my|the|our)\s+([a-z0-9' ]+?)\s+goal\b.*$/.exec(after);
  const goal = goalPhrase ? r.s.goals.find((g) => g.name.toLowerCase() === goalPhrase[1] || goalPhrase[1]!.split(/\s+/).filter((w) => w.length > 2).every((w) => g.name.toLowerCase().includes(w))) : undefined;
  if (goal && goalPhrase) after = after.slice(0, goalPhrase.index).trim();
  // Issue 50, fifty-fourth pass: or said before the cue, after the new habit ("add X 10 min a day for my spanish goal, right after piano").
  what = what.replace(/[\s,;]+$/, '');
  const goalBefore = goal ? null : /\s*,?\s*\b(?:for|in|under|towards?|part\s+of)\s+(?:my|the|our)\s+([a-z0-9' ]+?)\s+goal$/.exec(what);
  const goalFirst = goalBefore ? r.s.goals.find((g) => g.name.toLowerCase() === goalBefore[1] || goalBefore[1]!.split(/\s+/).filter((w) => w.length > 2).every((w) => g.name.toLowerCase().includes(w))) : undefined;
  if (goalFirst && goalBefore) what = what.slice(0, goalBefore.index).trim();
  const said = after.trim();
  after = after.replace(/^(?:i\s+|i've\s+|i\s+have\s+)/, '').trim();
  // Not a cue: "move gym to after work", "skip run the day after tomorrow", times and dates.
  if (/\b(?:tomorrow|today|tonight|yesterday|\d+(?:st|nd|rd|th)?|am|pm|work(?:ing)?\s+hours|next|this|week(?:end)?|month|christmas|easter|(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august|september|october|november|december)\b/.test(after) && !/\bmy\b/.test(after)) return undefined;
  if (/^(?:move|reschedule|shift|push|skip|delete|pause|archive|the\s+day)\b/.test(what)) return undefined;
  const remind = /^remind\s+me\s+to\s+/.test(what);
  const habits = inUse(r.s);
  const anchor = habitNamed(habits, after);
  const text = `After ${said.replace(/^i\b/, 'I')}`.slice(0, CUE_TEXT_MAX_LENGTH);
  const existing = habitNamed(habits.filter((h) => h.id !== anchor?.id), what.replace(/^remind\s+me\s+to\s+/, ''));
  const cue = anchor ? { afterHabitId: anchor.id, text } : { text };
  // Issue 50, fifty-fourth pass: a new thing asked for with words of its own beside a name's ("add sight reading … after piano" beside Read,
  // "add yoga nidra after my bath" beside Yoga) is made, not that habit given a cue.
  const asked = /^(?:add|create|new|start|set\s+up)\b/.test(what) ? contentWords(what.replace(/^(?:add|create|new|start|set\s+up)\s+(?:a\s+|an\s+)?(?:habit\s+)?/, '').replace(/\b\d+\s*(?:minutes?|mins?|hours?|m)\b|\b(?:a|per|each)\s+day\b|\b(?:daily|every\s+\w+|right|just|straight)\b/g, ' ')) : [];
  if (existing && !asked.some((w) => !contentWords(existing.name).includes(w))) return one({ name: 'updateHabit', args: { habitId: existing.id, cue } });
  // Issue 50, seventh pass: "15 min stretching after work": the length said first is the habit's length, not its name.
  // Issue 50, fifty-fourth pass: or after it, each day ("sight reading 10 min a day").
  // Issue 50: with a verb of spending it before ("spend 10 minutes foam rolling", "do 15 min of stretching").
  const length = /^(?:(?:spend|do|doing|have)\s+)?(\d{1,3})\s*(?:minutes?|mins?|m)\s+(?:of\s+|on\s+)?(?=[a-z]{3,})/.exec(what) ?? /\s+(?:for\s+)?(\d{1,3})\s*(?:minutes?|mins?)(?:\s+(?:a|per|each)\s+day|\s+daily)?$/.exec(what);
  const name = nameOf(length ? (length.index === 0 ? what.slice(length[0].length) : what.slice(0, length.index)) : what);
  if (!name || /^(?:i|it|that|this)$/i.test(name)) return undefined;
  return one({
    name: 'createHabit',
    args: { name, recurrence: 'daily', cue, ...((goal ?? goalFirst) ? { goalId: (goal ?? goalFirst)!.id } : {}), ...(length && Number(length[1]) > 0 ? { durationMinutes: Number(length[1]) } : {}), ...(remind ? { reminders: [{ minutesBefore: 0, channel: 'push' as const }] } : {}) },
  });
}
