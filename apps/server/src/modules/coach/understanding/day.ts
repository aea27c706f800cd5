import { WEEKDAY_NAMES, formatDate, toEpochDay, weekdayOf } from '@stride/domain';
import type { SnapshotHabit } from '../coach-snapshot.js';
import type { OfflineAnswer, OfflineCall } from './types.js';
import { answerCalls, archivedAnswer, habitOf, one, reply, type Pending, type Purpose, type Reading } from './reading.js';
import { GENERIC, stem, tokens } from './mentions.js';
import { amountIn, dayIn, noteIn, sameUnit, statesDayTotal } from './slots.js';
import { weekdaysIn } from './schedule.js';
import { ADDS_TO_NOTE, SHOWS_NOTES, NOTE_PLACED_AFTER, withEarlierNote } from './journal-words.js';
import { asks } from './sentence.js';
import { dayShown, dayText, example, inUse, isScheduledOn, quoted, shown, whenIn, wordsOf } from './words.js';

/**
 * Issue 37: what happened on a day: done ("I did my run", "I meditated", "I read 25 pages"), not
 * done after all, a note (skips are in skip.ts). Which day: a check-off looks back, a note takes
 * the nearest.
 */
const UNDONE = /\b(?:missed|(?:did\s+not|didn't|never)\s+(?:make\s+it|get|go)\s+(?:to|for)\b|did\s+not|have\s+not|has\s+not|not\s+done|uncheck|untick|unmark|un-?complete|undo\s+the\s+(?:tick|check)|(?:ticked|marked|checked|logged)\b.*\bby\s+(?:mistake|accident)|accidentally\s+(?:ticked|marked|checked)|(?:should\s+not|shouldn't)\s+have\s+(?:ticked|marked|checked)|(?:should\s+not|shouldn't|is\s+not|isn't|was\s+not|wasn't)\s+(?:meant\s+to\s+)?(?:be|have\s+been)\s+(?:ticked|marked|checked|logged)|wrongly\s+(?:ticked|marked|checked)|never\s+(?:actually\s+)?(?:did|went)|(?:take\s+(?:off|back|away)|remove|delete|clear|scrap|cancel|undo|wipe)\b.*\b(?:i\s+(?:just\s+)?(?:logged|ticked|marked|added|entered|put\s+in)))\b/;
const DONE = /\b(?:did|done|finished|finish|completed|complete|practised|practiced|trained|meditated|studied|journaled|journalled|stretched|cycled|rowed|jogged|took|taken|smashed|nailed|crushed|knocked\s+out|squeezed\s+in|fitted\s+in|got\s+(?:in|through)|managed|sorted|ticked|(?:just\s+|got\s+)?back\s+from|been\s+(?:on|to|at)\s+(?:the|my)|tick(?:ed)?(?:\s+off)?|cross(?:ed)?\s+off|check(?:ed)?\s+off|mark(?:ed)?|went\s+(?:to|for|[a-z]{3,}ing\b)|forgot\s+to\s+(?:tick|log|mark|check|record|add)|had\s+(?:my|a|an|another)|log(?:ged)?|record(?:ed)?|drank|drunk|ate|swam|ran|walked|read|hit)\b/;

/** Whether the habit's own word is said in the past ("I meditated", "journaled today", "I ran"). */
function pastOfName(r: Reading): boolean {
  const m = r.habits[0];
  if (!m) return false;
  const word = r.said.text.slice(m.start, m.end).split(/\s+/)[0]!;
  // The name as it is ("meditate", "create") is not its past, whatever its ending.
  if (m.items.some((h) => h.name.toLowerCase().split(/\s+/)[0] === word)) return false;
  return /(?:ed|ran|swam|drank|went|wrote|ate|slept|rode|took)$/.test(word) && !/^(?:need|feed|bed|red|shed|seed|speed|weed)$/.test(word);
}

/** Past tenses that are requests or states, not something done ("skipped gym", "moved piano"). */
const NOT_DONE_PAST = /^(?:need|feed|bed|red|shed|seed|speed|weed|skipped|missed|paused|moved|changed|renamed|deleted|removed|cancelled|canceled|archived|restored|stopped|ended|scheduled|planned|wanted|needed|hated|loved|liked|started|added|created|forgotten|forgot|rescheduled|shifted|swapped|unticked|unmarked)$/;

/**
 * Issue 50, third pass: any verb in the past right before the habit ("played piano", "practised my
 * spanish", "hoovered the house"): done, whatever the verb, when it is not one of a request.
 */
function pastBefore(r: Reading): boolean {
  const m = r.habits[0];
  if (!m) return false;
  const before = /\b([a-z]{3,}ed|got)\s+(?:in\s+)?(?:my\s+|the\s+|some\s+|a\s+bit\s+of\s+|a\s+quick\s+|an?\s+)?$/.exec(r.said.text.slice(0, m.start));
  if (!before) return false;
  if (before[1] === 'got') return /^\s+in\b/.test(r.said.text.slice(m.end));
  return !NOT_DONE_PAST.test(before[1]!);
}

/** Issue 50, twenty-seventh pass: the name's own verb in the past after it ("plants watered", "dog walked"): done. */
function pastAfter(r: Reading): boolean {
  const m = r.habits[0];
  if (!m) return false;
  // The name's words in another order hold the verb ("plants watered" is a mention of "Water the plants"), or it comes next.
  const said = `${r.said.text.slice(m.start, m.end)} ${/^\s+([a-z]+)/.exec(r.said.text.slice(m.end))?.[1] ?? ''}`.split(/\s+/).slice(1);
  const past = (w: string, word: string) => !NOT_DONE_PAST.test(word) && (word === `${w}ed` || word === `${w}d` || word === `${w}${w.at(-1)}ed`);
  return m.items.some((h) => h.name.toLowerCase().split(/\s+/).some((w) => w.length > 2 && said.some((word) => past(w, word))));
}

/** The habit counting this unit ("25 pages" is Read), or the one named. */
function habitForAmount(r: Reading, unit: string): { habit?: SnapshotHabit; answer?: OfflineAnswer } {
  const measured = r.s.habits.filter((h) => h.target && !h.archived);
  const byUnit = measured.filter((h) => sameUnit(h.target!.unit, unit));
  const named = r.habits.length || !byUnit.length ? habitOf(r, 'do') : {};
  // Issue 50: "read 25 pages … with my coffee": a habit named that counts another unit gives way to the one counting this.
  if (byUnit.length === 1 && (named.answer || named.habit?.target) && !(named.habit?.target && sameUnit(named.habit.target.unit, unit)) && r.habits.some((m) => m.items.includes(byUnit[0]!))) return { habit: byUnit[0] };
  if (named.answer) return named;
  if (named.habit) return { habit: named.habit };
  if (byUnit.length === 1) return { habit: byUnit[0] };
  if (byUnit.length > 1) return { answer: reply(wordsOf(r.s).say('moreThanOneCounts', { u: unit, k: byUnit.map(quoted).join(', ') }), { suggestions: byUnit.map((h) => h.name) }) };
  if (!measured.length) return { answer: reply(wordsOf(r.s).say('noAmounts')) };
  return { answer: reply(wordsOf(r.s).say('whichForAmounts', { k: measured.map((h) => `${quoted(h)} (${h.target!.quantity} ${h.target!.unit})`).join(', ') })) };
}

/** Whether the habit happens on `date`; if not, says so, offering its last day before. */
function notOn(r: Reading, h: SnapshotHabit, date: string, verb: string): OfflineAnswer | undefined {
  if (isScheduledOn(h, date)) return undefined;
  const before = [...(h.dates ?? [])].reverse().find((d) => d < date && d <= r.s.today);
  const said = { h: quoted(h), w: whenIn(r.s, date), x: shown(h) };
  // Issue 50, tenth pass: the day said next ("no wait, for sunday") is read with the request; a yes takes the last day offered.
  const offer = before && !h.timesOfDay?.length ? [{ name: 'completeHabit' as const, args: { habitId: h.id, date: before } }] : undefined;
  const memory = { pending: { message: `mark ${h.name} done`, dayAfter: true, about: h.id, ...(offer ? { offer } : {}) } satisfies Pending };
  return reply(before ? wordsOf(r.s).say('notOnWhenLast', { ...said, d: dayShown(r.s, before) }) : wordsOf(r.s).say('notOnWhen', said), before ? { suggestions: [`${verb} ${h.name} on ${dayText(before, r.s.today)}`], memory } : { memory });
}

/** Words that ask for a note: "note", "jot", "comment", "write: …", "remember for X that …". */
// Issue 50, fifty-seventh pass: the ask said after what happened, with its object between ("…, write that down").
export const NOTE_WORDS = /\b(?:note|notes|write\s+down|write\s+(?:that|this|it)\s+down|jot|comment)\b|\b(?:record|log)\s+that\s+(?!(?:as\s+)?(?:done|finished|complete)\b)(?=(?:my|i|the|it|he|she|we|they)\b)|\bwrite\s*:|\bremember\s+(?:for|on)\s+.+\bthat\s|^(?:make\s+sure\s+(?:you|to)\s+)?remember\s+that\s(?=.*\b(?:on|in|at|during|after|before|with)\s+(?:my|the|this|today|yesterday)\b)/;

/** Issue 50, nineteenth pass: "note on reading yesterday - fell asleep": the note's word, where it goes, then a dash and the note. */
export const NOTE_DASH = /^(?:(?:add|put|write|leave|make|jot)\s+(?:a\s+)?)?notes?\s+(?:on|for|to|about|under)\s+.+?\s[-–—]+\s*\S/;

/** Issue 50, eighth pass: "add to my piano from monday - scales felt smoother", "put on yesterday's run: …": a note led by where it goes. */
// Issue 50, fifty-fifth pass: or the note after "that" ("add to sunday's swim that the pool was freezing"), or the
// habit's day first and a verb of adding before a colon ("for sunday's swim add: cramp at 400m").
// Issue 50, fifty-seventh pass: "in" a day's habit before a colon ("write in friday's swim: …"), the note first and where it
// goes after ("add that the pool was cold to sunday's swim"), and words added to the note a day has ("add to the note on …").
const NOTE_LEAD_SAID = /^(?:add|put|write|log)\s+(?:this\s+)?(?:in|into)\s+(?:my\s+|the\s+)?(?:today|yesterday|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'?s)?\s+[^:]+:\s*\S|^(?:add|put|write)\s+(?:this\s+)?(?:to|onto|on|in|into)\s+(?:the|my|that|this)\s+note\s+(?:on|for|of|about|from)\s+.+?\s(?:that\s|[-–—:]\s*)\S|^(?:add|put|write|log)\s+(?:this\s+)?(?:to|on|onto|for|under)\s+(?:[^:]+:|.+?\s[-–—]+|(?:my\s+|the\s+)?(?:(?:today|yesterday|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'?s)?\s+)?[a-z]+(?:\s+[a-z]+){0,2}?\s+that\s)\s*\S|^(?:for|on|under)\s+[^:]+?\s(?:add|put|write|log|scribble|pop|stick)\s*:\s*(?!(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|weekdays|every|daily|at|on|and|\d[\d:.]*\s*(?:am|pm)?|[,&\s])+$)\S/;
export const NOTE_LEAD = new RegExp(`${NOTE_LEAD_SAID.source}|${NOTE_PLACED_AFTER.source}`);

/**
 * Issue 50, eleventh pass: a habit and a day it was done or skipped, then words after a colon or a
 * dash ("gym yesterday — squats felt heavy", "for my run this morning: windy and cold"): a note,
 * without the word. Only when the words before name nothing but the habit and its day, and the
 * words after are a few words, not a figure ("water today: 5" is a total).
 */
export function unsaidNote(r: Reading): boolean {
  const t = r.said.text;
  const m = /^(.+?)\s*(?:(?<!\d):(?!\d)|\s[-–—]+\s|[–—])\s*([a-z].*)$/.exec(t);
  const mention = r.habits.length === 1 && r.habits[0]!.items.length === 1 ? r.habits[0]! : undefined;
  if (!m || !mention || mention.end > m[1]!.length || m[2]!.split(/\s+/).length < 2 || /^\d+(?:\.\d+)?\s*[a-z]*$/.test(m[2]!)) return false;
  // Nineteenth session: "morning run: remove the reminder", "journal: resume from tomorrow": a request after the colon, never a note.
  if (/^(?:remove|delete|add|move|change|set|skip|pause|resume|unpause|rename|call|archive|restore|end|stop|finish|mark|log|untick|take|turn|make|switch|shift|push|remind|cancel|clear|wipe|every|\d)/.test(m[2]!)) return false;
  const rest = `${m[1]!.slice(0, mention.start)} ${m[1]!.slice(mention.end)}`.replace(/\b(?:for|on|my|the|today|yesterday|this\s+morning|this\s+evening|tonight|last\s+night|(?:mon|tues|wednes|thurs|fri|satur|sun)day|'?s)\b/g, '').trim();
  if (rest) return false;
  const h = mention.items[0]!;
  const date = dayIn(m[1]!, r.slots, 'past')?.date ?? r.s.today;
  return (date === r.s.today && !!h.doneToday) || !!h.completedDates?.includes(date) || !!h.skippedDates?.includes(date);
}

/** A note's words that tell of the session as over, and words that say it was not done or is still to come. */
const TOLD_DONE = /\b(?:finally|felt|got\s+through|managed|learn(?:ed|t)|nailed|smashed|did|played|practi[sc]ed|ran|swam|rode|finished|completed|couldn'?t\s+(?:focus|concentrate|get\s+into)|struggled|loved|enjoyed|pushed)\b/;
const NOT_DONE = /\b(?:didn'?t|did\s+not|not\s+(?:done|do|go)|missed|skip(?:ped)?|no\s+time|won'?t|will|going\s+to|gonna|tomorrow|later|plan(?:ned)?|want(?:ed)?\s+to)\b|\?/;

export function notes(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  // Issue 50, twenty-ninth pass: "what was that note i left on my reading": asked of its notes (facts.ts), never one written.
  if ((asks(r.said) && /^(?:what|which|when|where|show|tell|any|did|do|have|has|is|are)\b/.test(t)) || SHOWS_NOTES.test(t)) return undefined;
  const unsaid = unsaidNote(r);
  // Issue 50, tenth pass: words in quotes put on a habit's day ("put \"great session\" on monday's yoga") are its note.
  const quotedOn = /\b(?:put|add|write|stick|pop|jot)\s+["“][^"”]+["”]\s+(?:on|to|for|under|against)\s/i.test(r.said.original);
  if (!NOTE_WORDS.test(t) && !((NOTE_LEAD.test(t) || quotedOn) && r.habits.length) && !unsaid) return undefined;
  // Issue 50: several habits named ("add a note to today's water? i have been thirsty since my run"): the one beside the note's word.
  const at = r.habits.length > 1 ? t.search(/\b(?:note|notes|jot|comment|record|write)\b/) : -1;
  const clause = at >= 0 ? [t.lastIndexOf('.', at), t.lastIndexOf('?', at), t.lastIndexOf('!', at)].reduce((a, b) => Math.max(a, b)) + 1 : 0;
  const end = at >= 0 ? t.slice(at).search(/[.?!](?:\s|$)/) : -1;
  const near = at >= 0 ? r.habits.filter((m) => m.start >= clause && (end < 0 || m.start < at + end)) : [];
  // A word two names share ("water": Drink water, Water the plants): the one it ends, as a thing, not the one it opens as a verb.
  const word = near.length === 1 ? t.slice(near[0]!.start, near[0]!.end) : '';
  const nearOne = near.length !== 1 ? [] : near[0]!.items.length === 1 ? near[0]!.items : near[0]!.items.filter((h) => h.name.toLowerCase().endsWith(word));
  const { habit, answer } = nearOne.length === 1 ? { habit: nearOne[0]!, answer: undefined } : habitOf(r, 'any', { implicit: true });
  if (answer) return answer;
  const note = noteIn(r.said.original, habit?.name);
  if (!habit) return reply(wordsOf(r.s).say('whichNote', { e: example("add a note to today's run: felt strong") }));
  // Issue 50, tenth pass: the answer to "what should the note say?" is the note (read again after a colon).
  if (!note) return reply(wordsOf(r.s).say('whatNote', { e: example(`note on ${habit.name}: felt strong`) }), { memory: { pending: { message: `${r.said.original.replace(/[\s:.\-–—]+$/, '')}:`, append: true, about: habit.id } satisfies Pending } });
  const day = dayIn(t, r.slots, 'near');
  // Issue 50, eighth pass: a bare weekday on a note is the last one (notes are kept on days up to today).
  // Issue 50, thirteenth pass: with no day said and today neither done nor skipped (nor due), the note is about the last session: the latest done or skipped day of the week up to today.
  const kept = [...(habit.completedDates ?? []), ...(habit.skippedDates ?? [])].filter((d) => d <= r.s.today && toEpochDay(r.s.today) - toEpochDay(d) < 7).sort();
  const session = !day && !kept.includes(r.s.today) && !habit.dueToday ? kept.at(-1) : undefined;
  const date = day?.bareWeekday && day.date > r.s.today && !/\bnext\b/.test(t) ? formatDate(toEpochDay(day.date) - 7) : (day?.date ?? session ?? r.s.today);
  if (date > r.s.today) return reply(wordsOf(r.s).say('notesUpToToday', { d: dayShown(r.s, date) }));
  // Issue 50, fifty-seventh pass: words added to the note the day has ("add to the note on monday's swim that …") follow it.
  const said = note.replace(/^that\s+/, '');
  const words = ADDS_TO_NOTE.test(t) ? withEarlierNote(habit.recentNotes?.[date], said) : said;
  // Issue 50, fourteenth pass: a note said with a skip of a day it was on and is neither done nor skipped ("skip run today,
  // note: knee sore"): the day skipped, with its note (a note alone is kept only on a done or skipped day).
  const open = date === r.s.today ? habit.dueToday && !habit.doneToday : !(habit.completedDates ?? []).includes(date) && !(habit.skippedDates ?? []).includes(date);
  if (open && isScheduledOn(habit, date) && /\b(?:skip|skipping|rest\s+day|day\s+off|(?:take|taking)\s+.*\boff)\b/.test(t) && !/\b(?:pause|remind\w*|move|delete|remove|archive)\b/.test(t))
    return one({ name: 'skipHabit', args: { habitId: habit.id, ...(date !== r.s.today ? { date } : {}), note: words } });
  // Issue 50 (lead, fourteenth session): a note on a day it was on and is neither done nor skipped, of a habit that counts
  // nothing ("add a note to sunday's rowing: new 2k pb"): a note is kept only on a done or skipped day, and a note says
  // nothing sure of the day ("knee hurt"), so the coach asks; a yes marks the day done with the note. It was the note,
  // refused ("Mark it done or skip it first"), and the person had to say it all again.
  // Issue 50, fifty-fifth pass: the day said done before the note ("yoga ✔ note - tight hips", "finished piano, jot down: new piece"): done with its note, not asked.
  const head = t.split(/\b(?:note|notes|jot|write\s+down|comment)\b|:/)[0]!;
  // Issue 50: an amount said done before the note ("today i read 15 pages, please put in note that …"): logged, with its note.
  const counted = habit.target && habit.target.direction !== 'atMost' ? amountIn(head) : undefined;
  if (counted && sameUnit(counted.unit, habit.target!.unit) && (DONE.test(head) || pastOfName(r)) && !UNDONE.test(head) && !/\?/.test(head)) return one({ name: 'completeHabit', args: { habitId: habit.id, ...(date !== r.s.today ? { date } : {}), value: counted.value, note: words } });
  if (open && isScheduledOn(habit, date) && !habit.target && !habit.timesOfDay?.length && DONE.test(head) && !UNDONE.test(head) && !/\?/.test(head)) return one({ name: 'completeHabit', args: { habitId: habit.id, ...(date !== r.s.today ? { date } : {}), note: words } });
  // Issue 50: a note that tells of the session as over ("note on piano - finally learned the chorus", "couldnt focus at all") says it was done: done, with its note.
  if (open && isScheduledOn(habit, date) && !habit.target && !habit.timesOfDay?.length && TOLD_DONE.test(words.toLowerCase()) && !NOT_DONE.test(t)) return one({ name: 'completeHabit', args: { habitId: habit.id, ...(date !== r.s.today ? { date } : {}), note: words } });
  if (open && isScheduledOn(habit, date) && !habit.target && !habit.timesOfDay?.length) {
    const offer = [{ name: 'completeHabit' as const, args: { habitId: habit.id, ...(date !== r.s.today ? { date } : {}), note: words } }];
    return reply(wordsOf(r.s).say('noteOnOpenDay', { h: quoted(habit), w: whenIn(r.s, date) }), { suggestions: ['Yes', 'No, leave it'], memory: { pending: { offer, about: habit.id } satisfies Pending } });
  }
  return one({ name: 'addNote', args: { habitId: habit.id, ...(date !== r.s.today ? { date } : {}), note: words } });
}

export { amountCorrection, amountTakenOff } from './amount-correction.js';

/**
 * Issue 50, nineteenth pass: "did piano every day last week (mon to sun) apart from thurs": each
 * day of last week (Monday to Sunday) it was on, those said apart left out, ticked at once (days of
 * one habit: undone in a tap, as one tick is).
 */
function lastWeekEveryDay(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  // Issue 50, nineteenth pass: "walked the dog fri, sat and sun too": several days gone by, each the last of its name.
  const named = weekdaysIn(t).flatMap((d) => d.days);
  if (named.length >= 2 && DONE.test(t) && !/\blast\s+week\b|\?|\b(?:every|each|from|until|till|next)\b/.test(t) && !/^(?:did|have|has)\s+(?:i|you|we)\b/.test(r.said.original.toLowerCase()) && !UNDONE.test(t)) {
    const one = r.habits.length === 1 && r.habits[0]!.items.length === 1 ? r.habits[0]!.items[0]! : undefined;
    if (!one || one.target || one.frequency) return undefined;
    const today = toEpochDay(r.s.today);
    const dates = [...new Set(named)].map((day) => formatDate(today - ((weekdayOf(today) - WEEKDAY_NAMES.indexOf(day) + 7) % 7 || 7))).filter((d) => (one.dates ?? []).includes(d) && !(one.completedDates ?? []).includes(d)).sort();
    return dates.length ? answerCalls(dates.map((date) => ({ name: 'completeHabit', args: { habitId: one.id, date } }) as OfflineCall)) : undefined;
  }
  if (!/\blast\s+week\b/.test(t) || !/\b(?:every\s+day|each\s+day|all\s+week|daily|every\s+single\s+day)\b/.test(t) || !DONE.test(t) || /\?|^(?:did|have|has)\s+(?:i|you|we)\b/.test(r.said.original.toLowerCase()) || UNDONE.test(t)) return undefined;
  const habit = r.habits.length === 1 && r.habits[0]!.items.length === 1 ? r.habits[0]!.items[0]! : undefined;
  if (!habit || habit.target || habit.frequency) return undefined;
  const monday = toEpochDay(r.s.today) - ((weekdayOf(toEpochDay(r.s.today)) + 6) % 7) - 7;
  const apart = /\b(?:apart\s+from|except(?:\s+for)?|but\s+not|other\s+than|besides|not\s+on)\s+(.+)$/.exec(t)?.[1] ?? '';
  const left = new Set(weekdaysIn(apart).flatMap((d) => d.days));
  const dates = [0, 1, 2, 3, 4, 5, 6].map((k) => formatDate(monday + k)).filter((d) => (habit.dates ?? []).includes(d) && !left.has(WEEKDAY_NAMES[weekdayOf(toEpochDay(d))]!) && !(habit.completedDates ?? []).includes(d));
  if (!dates.length) return undefined;
  return answerCalls(dates.map((date) => ({ name: 'completeHabit', args: { habitId: habit.id, date } }) as OfflineCall));
}

export function doneOrNot(r: Reading): OfflineAnswer | undefined {
  const week = lastWeekEveryDay(r);
  if (week) return week;
  const t = r.said.text;
  const undone = UNDONE.test(t) && !/\bun-?skip\b/.test(t);
  const amount = amountIn(t);
  // Issue 50, eighth pass: the habit's own name counted ("3 coffees so far", "2 waters") is its unit too.
  const measuredUnit = amount && r.s.habits.some((h) => h.target && (sameUnit(h.target.unit, amount.unit) || sameUnit(h.name.split(/\s+/).at(-1)!, amount.unit))) ? amount : undefined;
  const logging = /\b(?:log|logged|record|add)\b/.test(t) && amount && !/\b(?:minutes?|hours?)\b/.test(amount.unit);
  // Issue 50, fiftieth pass: a habit's name asked alone ("read?", "walked the dog?") is a question about it, never a tick.
  const askedName = /\?\s*$/.test(r.said.original) && r.habits.length === 1 && (t.slice(0, r.habits[0]!.start) + t.slice(r.habits[0]!.end)).replace(/[^a-z0-9]+/g, '') === '';
  const done = !askedName && (DONE.test(t) || pastOfName(r) || pastBefore(r) || pastAfter(r) || /^(?:done|finished|completed)\b/.test(t));
  if (!r.habits.length && !r.pointsBack && !measuredUnit && !undone) {
    const other = noSuchHabit(r);
    if (other) return other;
  }
  if (!undone && !done && !measuredUnit && !logging && !/\b(?:more|another)\s+\w+/.test(t)) return undefined;
  // Issue 50: a time on a day ahead ("do read at 11pm tomorrow instead") is when it is to be, never a report of it done.
  if (!undone && /\b(?:at|to)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?\b|\d\s*(?:am|pm)\b/.test(t) && !/\b(?:did|done|finished|completed|mark(?:ed)?|tick(?:ed)?|log(?:ged)?)\b/.test(t) && (dayIn(t, r.slots, 'future')?.date ?? '') > r.s.today) return undefined;
  // "add meditate" asks for a habit; "add 5 pages" logs an amount. "Add" alone never ticks one off.
  if (/^(?:add|create|new)\b/.test(t) && !amount) return undefined;
  if (undone && !/\b(?:today|yesterday|last\s+night|after\s+all|actually|oops|mistake|accident|accidentally|wrongly|never|this\s+morning|tonight|on\s+\w+day|for\s+\w+day|last\s+\w+day|uncheck|untick|unmark|un-?complete)\b/.test(t)) return undefined;
  const purpose: Purpose = undone ? 'undo' : 'do';
  if ((measuredUnit || logging) && !undone) {
    const { habit, answer } = habitForAmount(r, amount!.unit);
    if (answer || !habit) return answer;
    if (!habit.target) return logDone(r, habit);
    // Issue 50, eighth pass: "6 glasses today, not 3": the day's total corrected.
    const day = dayIn(t, r.slots, 'past');
    // Nineteenth session: "5 more …, add them to today's total": more, added to the total, never the total.
    const added = /\b(?:more|another|extra|additional)\b|\badd\s+(?:them|it|those|these|that)\s+(?:to|onto)\b|\b(?:on\s*top|plus)\b/.test(t);
    const total = !added && (/\b(?:make\s+(?:today|it)|it\s+was|so\s+far|in\s+total|total|altogether|only|came\s+to|added\s+up\s+to|ended\s+(?:up\s+)?(?:on|at|with)|finished\s+(?:on|at|with))\b|,?\s+not\s+\d+(?:\.\d+)?\s*[a-z]*$/.test(t) || ((!day || day.date === r.s.today) && statesDayTotal(t, amount!.value, habit.amountToday)));
    const date = day?.date && day.date !== r.s.today ? { date: day.date } : {};
    return one({ name: 'completeHabit', args: { habitId: habit.id, ...date, ...(total ? { total: amount!.value } : { value: amount!.value }) } });
  }
  // Issue 50, twenty-ninth pass: "stick another 5 on" after a question about water: the habit talked about.
  const { habit, answer } = habitOf(r, purpose, { implicit: /^(?:done|finished|completed|did\s+it|mark\s+it)\b/.test(t) || (!r.habits.length && /\b(?:another|more)\s+\d/.test(t) && !!r.last?.target) });
  if (answer) return answer;
  if (!habit) return undone ? undefined : noSuchHabit(r);
  const moved = undone ? undefined : tickOnOtherDay(r, habit);
  if (moved) return moved;
  if (undone) {
    const day = dayIn(t, r.slots, 'past');
    const date = day?.date ?? r.s.today;
    return one({ name: 'uncompleteHabit', args: { habitId: habit.id, ...(date !== r.s.today ? { date } : {}) } });
  }
  // "another glass of water": one more of its unit.
  // Issue 50, eighth pass: "had another 2": that many more.
  const more = /\banother\s+(\d+(?:\.\d+)?)\b/.exec(t);
  if (habit.target && more) return one({ name: 'completeHabit', args: { habitId: habit.id, value: Number(more[1]) } });
  if (habit.target && /\b(?:another|one\s+more|a)\s+(?:glass|cup|page|\w+)\b/.test(t) && /\b(?:another|one\s+more|had\s+a|drank\s+a)\b/.test(t)) return one({ name: 'completeHabit', args: { habitId: habit.id, value: 1 } });
  return logDone(r, habit);
}

/**
 * Issue 50, sixtieth pass: "did spanish on friday not monday", "it was tuesday's, not today's": the
 * tick put on the wrong day moves to the day said first (the other untaken, when it was ticked).
 * Read from the words as written: the reading says "X not Y" as "X instead".
 */
function tickOnOtherDay(r: Reading, habit: SnapshotHabit): OfflineAnswer | undefined {
  const m = /\b((?:on\s+|last\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|yesterday|today)\s*,?\s+(?:and\s+)?not\s+((?:on\s+|last\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|yesterday|today)\b/.exec(r.said.original.toLowerCase());
  if (!m || habit.target) return undefined;
  const right = dayIn(m[1]!, r.slots, 'past')?.date;
  const wrong = dayIn(m[2]!, r.slots, 'past')?.date;
  if (!right || !wrong || right === wrong || right > r.s.today || wrong > r.s.today) return undefined;
  const dated = (date: string) => (date !== r.s.today ? { date } : {});
  const untick: OfflineCall[] = (habit.completedDates ?? []).includes(wrong) ? [{ name: 'uncompleteHabit', args: { habitId: habit.id, ...dated(wrong) } }] : [];
  return answerCalls([...untick, { name: 'completeHabit', args: { habitId: habit.id, ...dated(right) } }]);
}

/** Millilitres in one of each unit a drink is counted in (a glass and a cup are 250 ml). */
const ML: { [unit: string]: number } = { glass: 250, cup: 250, mug: 300, bottle: 500 };
const VOLUME = /\b(\d+(?:[.,]\d+)?|an?|one|two|three|four|half\s+a|a\s+half)\s*(litres?|liters?|l|ml|millilit(?:re|er)s?|pints?)\b/;

/**
 * Issue 50, fourth pass: a drink said in litres, millilitres or pints ("drank 2 litres of water",
 * "had half a litre") for a habit that counts glasses or cups: logged in the habit's own unit,
 * rounded to the nearest whole one (a glass is 250 ml), added like any other amount ("total" sets).
 */
export function volumeLogged(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  const m = VOLUME.exec(t);
  // A target or a question is not a log ("aim for 2 litres a day", "how many litres today?").
  if (!m || /\?|^(?:how|what|when|did|have|has|is|are|do|does|can|could|should|would)\b/.test(r.said.original.trim().toLowerCase())) return undefined;
  if (/\b(?:target|goal|aim|change|set|make|up|raise|lower|increase|reduce|every|a\s+day|daily|per\s+day|each\s+day|instead|remind\w*|want|try|start)\b/.test(t)) return undefined;
  const unitOf = (h: SnapshotHabit) => Object.keys(ML).find((u) => sameUnit(h.target?.unit ?? '', u));
  const counted = r.s.habits.filter((h) => h.target && !h.archived && unitOf(h));
  const named = r.habits.map((x) => x.items[0]).find((h) => h && counted.includes(h));
  const habit = named ?? (counted.length === 1 ? counted[0] : counted.find((h) => /\b(?:water|drink)/i.test(h.name)));
  if (!habit) return undefined;
  const said = m[1]!.replace(',', '.');
  const n = /^an?$|^one$/.test(said) ? 1 : /half/.test(said) ? 0.5 : ({ two: 2, three: 3, four: 4 } as Record<string, number>)[said] ?? Number(said);
  const unit = m[2]!;
  const ml = /^m/.test(unit) ? n : /^p/.test(unit) ? n * 568 : n * 1000;
  const value = Math.max(1, Math.round(ml / ML[unitOf(habit)!]!));
  const day = dayIn(t, r.slots, 'past');
  const total = /\b(?:in\s+total|total|altogether|so\s+far)\b/.test(t) || ((!day || day.date === r.s.today) && statesDayTotal(t, value, habit.amountToday));
  const date = day?.date && day.date !== r.s.today ? { date: day.date } : {};
  return one({ name: 'completeHabit', args: { habitId: habit.id, ...date, ...(total ? { total: value } : { value }) } });
}

const PAST: { [word: string]: string } = { swam: 'swim', ran: 'run', rode: 'ride', ate: 'eat', drank: 'drink', wrote: 'write', slept: 'sleep', went: 'go', did: 'do', read: 'read', lifted: 'lift', sang: 'sing', spoke: 'speak', taught: 'teach', built: 'build' };

/** The plain verb of a past tense: "swam" swim, "cycled" cycle, "hiked" hike, "jogged" jog, "walked" walk. */
function presentOf(word: string): string {
  if (PAST[word]) return PAST[word];
  const base = word.replace(/ed$/, '');
  if (/ied$/.test(word)) return word.replace(/ied$/, 'y');
  if (/([bdgmnprt])\1$/.test(base)) return base.slice(0, -1);
  const withE = `${base}e`;
  if (/(?:[^aeiou][aeiou][^aeiouwxy]e|[^aeiou](?:le|ce|ge|ve|se|ze))$/.test(withE)) return withE;
  return base;
}

/**
 * "I swam 20 laps", "went climbing", "I cycled to work": something done that is none of their
 * habits. Asked which habit it was, with the offer of a new one, never a guess.
 */
function noSuchHabit(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  // "did 30 push ups" is a report; "did I …?" a question.
  const asked = /\?\s*$/.test(r.said.plain) || /^(?:(?:did|do|have)\s+(?:i|you)|what|which|when|where|how|why|who|is|are|am)\b/.test(t);
  if (asked || r.said.negated || r.goals.length) return undefined;
  const m = /^(?:i\s+)?(?:just\s+|also\s+|finally\s+)?(?:went\s+(?:for\s+an?\s+|to\s+(?:the\s+)?)?([a-z]+?)(?:ing)?\b|did\s+(?:some\s+|an?\s+|my\s+)?(\d+\s+)?([a-z]+(?:\s+(?!today|yesterday|this|for|at|in|on|with)[a-z]+)?)|(swam|ran|rode|ate|drank|wrote|slept|sang|[a-z]{3,}ed)\b)/.exec(t);
  if (!m) return undefined;
  const verb = m[1] ? (/ing$/.test(m[0]) ? presentOf(`${m[1]}ed`) : m[1]) : m[3] ? m[3] : presentOf(m[4]!);
  if (!verb || /^(?:it|that|this|them|something|nothing|everything|well|good|great|ok|bad|wanted|needed|started|tried|decided|missed|skipped|forgot|paused|moved|changed|finished|completed|logged|marked|checked|ticked|recorded)$/.test(m[4] ?? verb)) return undefined;
  const habits = inUse(r.s);
  return reply(habits.length ? wordsOf(r.s).say('noneIsAbout', { x: verb, k: habits.map((h) => h.name).join(', ') }) : wordsOf(r.s).say('noneIsAboutAll', { x: verb }), {
    suggestions: [`Add a habit called ${verb.charAt(0).toUpperCase()}${verb.slice(1)}`],
  });
}

/**
 * "I walked the dog" names Walk to work by one of its words, but with a thing of its own after it
 * ("the dog", not "to work"): something else was done, maybe. The word that follows the one the
 * name was found by, past "the", "my" and the like; undefined when none follows or it is the
 * name's own, a number, a unit or a word that never names anything ("walked 5 km", "did my walk
 * this morning", "went for a walk").
 */
function otherThing(r: Reading, habit: SnapshotHabit): string | undefined {
  const mention = r.habits.find((m) => m.items.includes(habit));
  if (mention?.level !== 'partial') return undefined;
  const next = /^\s+(?:(?:the|a|an|my|our|his|her|their|some)\s+)?([a-z]+)\b/.exec(r.said.text.slice(mention.end));
  const word = next?.[1];
  if (!word || GENERIC.has(word) || /ly$/.test(word)) return undefined;
  const own = new Set(tokens(habit.name).map((w) => w.stem));
  if (own.has(stem(word))) return undefined;
  if (/^(?:today|yesterday|tonight|this|last|on|at|in|for|earlier|(?:mon|tues|wednes|thurs|fri|satur|sun)day|morning|evening|afternoon|night|and|but|then|with)$/.test(word)) return undefined;
  // Issue 50, sixtieth pass: where it went or what it was done on is no other thing ("took the dog round the park", "been on the rowing machine").
  if (/^(?:round|around|out|along|through|across|over|up|down|past|into|onto|off|machine|machines|class|session|lesson|practice|workout|track|pool|court|mat|bike|erg|app)$/.test(word)) return undefined;
  if (/^(?:km|k|miles?|laps?|pages?|glass(?:es)?|cups?|reps?|sets?|steps?|minutes?|mins?|hours?|hrs?|times?|home|outside|inside|again|too|already|earlier|properly|fine|well|hard|fast|slow)$/.test(word)) return undefined;
  if (habit.target && sameUnit(habit.target.unit, word)) return undefined;
  return word;
}

function logDone(r: Reading, habit: SnapshotHabit): OfflineAnswer {
  if (habit.archived) return archivedAnswer(habit, r.s);
  const other = otherThing(r, habit);
  if (other) {
    return reply(wordsOf(r.s).say('countsAs', { h: quoted(habit) }), {
      suggestions: [`Mark ${habit.name} done`],
    });
  }
  // Issue 50, thirty-first pass: "did piano b4 my 9am lecture bc exam tmr": a day said in the reason is not the day done.
  const said = dayIn(r.said.text, r.slots, 'past');
  const day = said && said.date > r.s.today ? dayIn(r.said.text.replace(/\b(?:bc|because|cos|cause|since|as)\b.*$/, ''), r.slots, 'past') : said;
  const date = day?.date ?? r.s.today;
  if (date > r.s.today) return reply(wordsOf(r.s).say('stillAheadMark', { d: dayShown(r.s, date), h: quoted(habit) }));
  const off = notOn(r, habit, date, 'Mark');
  if (off) return off;
  if (date === r.s.today && habit.doneToday && !habit.target) return reply(wordsOf(r.s).say('alreadyDoneToday', { h: quoted(habit) }));
  // Issue 50, fourteenth pass: a counted habit ticked today with some of its amount already logged ("tick off water" at 3 of
  // 8): the rest of the amount, said as such, so that an undo ("no, the other one") puts back the 3 it had, not nothing.
  const rest = date === r.s.today && habit.target && habit.target.direction !== 'atMost' && habit.amountToday ? habit.target.quantity - habit.amountToday : 0;
  return one({ name: 'completeHabit', args: { habitId: habit.id, ...(date !== r.s.today ? { date } : {}), ...(rest > 0 ? { value: rest } : {}) } });
}

/** Issue 50, fifteenth pass: an amount in the unit a named habit counts ("water is at 7 glasses now"): where the day stands, not a schedule. */
export function saysAmountOf(r: Reading): boolean {
  const amount = amountIn(r.said.text);
  return !!amount && r.habits.some((m) => m.items.some((h) => !!h.target && sameUnit(h.target.unit, amount.unit)));
}
