import { withoutRemarks } from './understanding/remarks.js';
import { swappedSlots } from './understanding/swapped.js';
import { dayReport, howItWent } from './understanding/day-report.js';
import { WEEKDAY_NAMES, formatDate, habitKindOf, isValidDate, toEpochDay, weekdayOf, writesMonthFirst } from '@stride/domain';
import type { CoachSnapshot } from './coach-snapshot.js';
import { BARE_TARGET, LASTING, SHOULD_BE_AMOUNT, TARGET_MOVED, THE_PART, addsDay, changeOf as change, looksLikeChange, renameIn } from './understanding/change.js';
import { createHabit, creationIn } from './understanding/create.js';
import { amountCorrection, amountTakenOff, doneOrNot, NOTE_DASH, NOTE_LEAD, NOTE_WORDS, notes, saysAmountOf, unsaidNote, volumeLogged } from './understanding/day.js';
import { clearHistory } from './understanding/history.js';
import { justMade } from './understanding/follow-up.js';

const UNDONE_WORDS = /\b(?:undo|untick|unmark|uncheck|didn't|did\s+not|never|not|wrong|mistake|accident\w*)\b/;
import { limitCreation, limitLogged } from './understanding/limits.js';
import { goalsAndVision } from './understanding/goals.js';
import { areasAndRoutines } from './understanding/areas.js';
import { areaItself } from './understanding/area-itself.js';
import { archiveOrRestore, destroy, endOrStop, pauseOrResume, reminders } from './understanding/lifecycle.js';
import { feelings, wish } from './understanding/plan.js';
import { cueStacking, severalTimes, slotDone } from './understanding/times-and-cues.js';
import { questions } from './understanding/questions.js';
import { habitOf, read, reply, type Pending, type Reading } from './understanding/reading.js';
import { readSaid } from './understanding/said.js';
import { skips } from './understanding/skip.js';
import { reportByParts } from './understanding/parts.js';
import { NO, YES, anotherOne, answerToPending, changedMind, correction, greeting, help, undo } from './understanding/talk.js';
import type { OfflineAnswer, OfflineContext } from './understanding/types.js';
import { inUse, quoted, shown } from './understanding/words.js';
import { asks, exclusions, joinedHabits } from './understanding/sentence.js';
import { limitADay } from './understanding/limit-a-day.js';
import { leftOut } from './understanding/left-out.js';
import { withSpokenPunctuation } from './understanding/dictation.js';
import { asWell } from './understanding/as-well.js';
import { madeWith } from './understanding/made-with.js';
import { advice, habitAdvice, offTopic } from './understanding/advice.js';
import { facts, notesAsked } from './understanding/facts.js';
import { records } from './understanding/records.js';
import { allDone, areaGroup, requestForOne } from './understanding/groups.js';
import { daysOf, weekdaysIn } from './understanding/schedule.js';
import { amountIn } from './understanding/slots.js';
import { coachFunctionNamed, coachWords } from '@stride/domain';
import { isNo } from './coach-answers.js';
import { answerCalls, callsOf } from './understanding/reading.js';
import { standingAmount } from './understanding/standing-amount.js';
import { bestGuess, doneYet, offerFor } from './understanding/fallbacks.js';
import { twoRequests } from './understanding/two-requests.js';
import { bareTime } from './understanding/bare-time.js';
import type { OfflineCall } from './understanding/types.js';
import { REWRITES } from './understanding/rewrites.js';
import { runsOn } from './understanding/runs-on.js';

export type { CoachSnapshot, SnapshotHabit } from './coach-snapshot.js';
export type { OfflineAnswer, OfflineCall, OfflineContext, OfflineMemory, PastCall } from './understanding/types.js';
export { scheduleArgs } from './understanding/schedule.js';
export { OFFLINE_INTRO } from './understanding/talk.js';

/**
 * The built-in coach used when no AI provider is configured (DECISIONS.md, Coach; issue 37): it
 * understands what people say about their habits and answers as a coach: function calls for the
 * service to run (a destroy is proposed first by the service), a question when the request is
 * unclear, or an answer from the person's own figures. The understanding is in understanding/:
 * said.ts (the plain words), mentions.ts (the names in them), slots.ts and the domain's phrase
 * reader (days, times, schedules, amounts), reading.ts (which habit, "it", asking which), and
 * one module per kind of intent. Decision 028, "The built-in coach".
 */
export function interpretOffline(message: string, s: CoachSnapshot, context: OfflineContext = {}): OfflineAnswer {
  // Issue 50, forty-ninth pass: punctuation said to a phone's dictation is written before the message is split or quoted.
  const answer = understand(withSpokenPunctuation(message), s, context);
  // The words a change could not read are the reader's own (read again without its remarks): never part of the answer.
  if (answer.kind === 'reply' && answer.unread) {
    const { unread: _unread, ...said } = answer;
    return said;
  }
  return answer;
}

/**
 * Issue 50: what the built-in coach keeps of an answer for the next message: its own memory, or,
 * for a change, the calls that undo it (kept for an undo on the next message).
 */
export function offlineMemoryOf(answer: OfflineAnswer, s: CoachSnapshot): OfflineAnswer['memory'] | undefined {
  if (answer.memory && answer.kind === 'reply') return answer.memory;
  if (answer.memory) return { ...answer.memory, ...(undoOfChanges(callsOf(answer), s) ? { undo: undoOfChanges(callsOf(answer), s) } : {}) };
  // What a reply listed, in order, for "the third one" next.
  if (answer.kind === 'reply') {
    const listed = s.habits
      .map((h) => ({ id: h.id, at: Math.max(...[`"${h.name}"`, `«${h.name}»`, `„${h.name}“`, `«\u00a0${h.name}\u00a0»`, `• ${h.name}:`].map((mark) => answer.text.indexOf(mark))) }))
      .filter((x) => x.at >= 0)
      .sort((a, b) => a.at - b.at)
      .map((x) => x.id);
    return listed.length >= 2 ? { listed } : undefined;
  }
  // Issue 50, twenty-second pass: what read-only answers were about, in order ("how are piano and spanish going" then "tick both off").
  const read = callsOf(answer);
  const about = read.every((c) => coachFunctionNamed(c.name)?.kind === 'read') ? [...new Set(read.map((c) => (c.args as { habitId?: unknown }).habitId).filter((id): id is string => typeof id === 'string'))] : [];
  if (about.length >= 2) return { listed: about };
  const back = undoOfChanges(read, s);
  return back ? { undo: back } : undefined;
}

/** The calls that put back what `calls` change (updateHabit only), from the habits as they are now; undefined when one can't be. */
function undoOfChanges(calls: OfflineCall[], s: CoachSnapshot): OfflineCall[] | undefined {
  if (!calls.length || calls.some((c) => c.name !== 'updateHabit')) return undefined;
  const back: OfflineCall[] = [];
  for (const c of calls) {
    const a = c.args as Record<string, unknown>;
    const h = s.habits.find((x) => x.id === a.habitId);
    if (!h) return undefined;
    const args: Record<string, unknown> = { habitId: h.id };
    for (const key of Object.keys(a)) {
      if (key === 'habitId') continue;
      else if (key === 'name') args.name = h.name;
      else if ((key === 'startTime' || key === 'durationMinutes') && h.startTime && h.endTime) Object.assign(args, { startTime: h.startTime, durationMinutes: ((Number(h.endTime.slice(0, 2)) * 60 + Number(h.endTime.slice(3, 5)) - Number(h.startTime.slice(0, 2)) * 60 - Number(h.startTime.slice(3, 5)) + 1440) % 1440) || 30 });
      else if (key === 'reminders') args.reminders = h.reminders ?? [];
      else if (key === 'target' || key === 'removeTarget') Object.assign(args, h.target ? { target: h.target } : { removeTarget: true });
      else if (key === 'goalId' || key === 'unlinkGoal') Object.assign(args, h.goalId ? { goalId: h.goalId } : { unlinkGoal: true });
      else if (key === 'areaId' || key === 'removeFromArea') Object.assign(args, h.areaId ? { areaId: h.areaId } : { removeFromArea: true });
      else if ((key === 'days' || key === 'recurrence') && !h.frequency && /^every week on/.test(h.schedule)) Object.assign(args, { recurrence: 'weekly', days: daysOf(h) });
      else if ((key === 'days' || key === 'recurrence') && !h.frequency && /^every day/.test(h.schedule)) Object.assign(args, { recurrence: 'daily' });
      else return undefined;
    }
    back.push({ name: 'updateHabit', args } as OfflineCall);
  }
  return back;
}

/** The person's own words (names of habits and goals, and their -ing/-ed forms): never taken for typos. */
function ownWords(s: CoachSnapshot): string[] {
  const words = [...s.habits, ...s.goals, ...(s.areas ?? [])].flatMap((x) => x.name.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length > 2);
  return words.flatMap((w) => [w, `${w.replace(/e$/, '')}ing`, `${w.replace(/e$/, '')}ed`, `${w}${w.at(-1)}ing`, `${w}${w.at(-1)}ed`, `${w}s`, `${w}es`]);
}

const GREETING = /^(?:hi|hello|hey|hiya|yo|howdy|good\s+(?:morning|afternoon|evening|day)|morning|evening|afternoon)\b(?:\s+(?:there|coach|everyone|again))?$/;
const THANKS = /^(?:thanks|thank\s+you|cheers|ta|great|awesome|cool|nice|perfect|brilliant|lovely|good\s+job)\b/;
const HELP = /^(?:help(?:\s+me)?$|what\s+can\s+you\s+(?:actually\s+|really\s+|even\s+)?do|what\s+do\s+you\s+do|what\s+are\s+you|how\s+do(?:es)?\s+(?:this|it|you)\s+work|commands|options|menu|what\s+can\s+i\s+(?:say|ask))\b/;
/** A command's first word: the message is a request even when it ends with "?". */
/** Words that open a change of a habit ("make today 6 glasses" is a log, not a change). */
const CHANGE = /^(?:move|reschedule|shift|postpone|bump|change|switch|swap|set|push|put|link|unlink|extend|lengthen|shorten|up|raise|increase|lower|reduce|allow(?:\s+myself)?|cap|limit\s+(?:my|me)|(?:cut|trim)(?=.*\bby\s)|make(?!\s+today)|bring\s+\w+\s+(?:forward|back)|update|no\s+more\s+\w+(?:\s+\w+)?\s+on|i\s+want\s+to\s+do|can\s+\w+\s+be|\w+\s+should\s+(?:be|take))\b/;
/** A wish that replaces what a habit they have does: "I want to journal 5 times a week instead" is a change of Journal. */
const INSTEAD = /\b(?:instead|from\s+now\s+on|rather\s+than|any\s*more|going\s+forward)\b/;
/** Words that say what a habit now is ("is on mon and fri now", "so it is only weekdays"). */
/** One day ahead named, with nothing of every day ("piano at 9pm tomorrow instead of the usual time"): that day's, never the schedule. */
const ONE_DAY = /^(?!.*\b(?:from|starting|onwards?|every|each|always|going\s+forward|from\s+now\s+on)\b).*\b(?:tomorrow|this\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|on\s+the\s+\d{1,2}(?:st|nd|rd|th)?)\b/;
const NOW_IS = /\b(?<!(?:just|right)\s)(?:now|from\s+now\s+on|going\s+forward|these\s+days|instead|only|any\s*more)\b|^\S+(?:\s+\S+)?\s+(?:is|are|should\s+be)\s+(?:on|at)\b/;
/** A habit's last or final day, session or class ("my last piano lesson", "the final gym session"). */
const LAST_DAY = /\b(?:last|final)\s+(?:[a-z]+\s+){0,2}?(?:day|session|lesson|class|dose|course)\b/;
const COMMAND = /^(?:skip|move|delete|pause|add|create|mark|log|remind|rename|change|archive|restore|resume|set|make|stop|end|put|take|note|unskip|cancel|turn|drop|push|bring|link|unlink|reschedule|shift|swap|finish|start|tick|untick|uncheck|check\s+off|cross\s+off|record|clear|wipe|switch|bump|extend|shorten|lengthen|lower|raise|reduce|increase)\b/;



function understand(message: string, s: CoachSnapshot, context: OfflineContext, chosenId?: string): OfflineAnswer {
  if (!chosenId) message = REWRITES.reduce((m, rewrite) => rewrite(m, s, context), message);
  const said = readSaid(message, ownWords(s), s.today, writesMonthFirst(s.locale));
  const slots = { today: s.today, dayFirst: !s.timezone.startsWith('America/') };
  const chosen = chosenId ? s.habits.find((h) => h.id === chosenId) : undefined;
  const r = read(said, s, context, slots, chosen);
  const reread = (again: string, id?: string) => understand(again, s, { ...context, memory: null }, id);
  const t = said.text;
  const { say } = coachWords(s.locale);
  const steps: ((r: Reading) => OfflineAnswer | undefined)[] = [
    (r) => answerToPending(r, reread),
    justMade,
    // Issue 50, fifty-fifth pass: "hmm no, leave it as it was" straight after a change: the change taken back.
    changedMind,
    // Issue 50: "yes but keep squash" after a proposal, "oops not piano" after several done: that one left out.
    leftOut,
    (r) => (NO.test(r.said.plain) || (isNo(r.said.original) && !/^(?:cancel|scrap|scratch)\s+(?:that|it)\b/.test(r.said.plain)) ? reply(say('leftAsItIs')) : undefined),
    // "thanks!", "ok thanks coach", "cheers": thanks, unless a request comes with it.
    (r) => ((THANKS.test(r.said.plain) || (THANKS.test(t) && !r.habits.length)) && !COMMAND.test(t) ? reply(say('welcome')) : undefined),
    (r) => (YES.test(r.said.plain) ? reply(say('yesToWhat')) : undefined),
    // Issue 50, twenty-sixth pass: asked after a greeting or a word about themselves ("hiya, first day on here. wot can u actually do?").
    (r) => (HELP.test(t) || HELP.test(t.split(/[.!?]\s+/).pop() ?? '') ? help(r, true) : undefined),
    (r) => (GREETING.test(t.replace(/[\s!.,?]+$/, '')) ? greeting(r) : undefined),
    // Issue 50, fifty-seventh pass: what was noted, asked of ("what did i jot down on monday?"): from the notes, before a day or a note is read otherwise.
    notesAsked,
    // Issue 50: advice and feelings with no habit named (whether to rest, a hard week, no energy).
    // Issue 50, twenty-eighth pass: never a wish said with its days or times ("i want to write down 3 things im grateful for after breakfast, mon wed fri").
    (r) => (r.habits.length || COMMAND.test(t) || /\b(?:sick|ill|unwell|poorly|off|pause|skip|move|delete|log|add|remind|rename|mark|done)\b/.test(t) || (r.said.wish && (weekdaysIn(t).some((d) => d.days.length) || /\b(?:every|each|daily|(?:after|before)\s+(?:breakfast|lunch|dinner|bed|work|school))\b|\b\d{1,2}(?::\d\d)?\s*(?:am|pm)\b/.test(t))) ? undefined : advice(r)),
    // Issue 50, fourth pass: a note said with its words after a colon ("for today's run write: knee sore") before any advice it holds.
    (r) => ((/:\s*\S/.test(r.said.original) && NOTE_WORDS.test(t)) || (NOTE_LEAD.test(t) && r.habits.length) || (NOTE_DASH.test(t) && r.habits.length) || unsaidNote(r) ? notes(r) : undefined),
    // Issue 50, seventh pass: a day before today's amount, a habit's last day, a goal's date: answered from the records.
    records,
    // Issue 50, third pass: advice asked about a habit ("what's a good time to meditate?"); talk about anything else.
    habitAdvice,
    (r) => allDone(r.said.text, r.s),
    // Issue 40: "at most 2 coffees a day", "I want to quit sugar"; "I had a coffee", "I slipped".
    // Issue 50: a habit they have, with its most a day said ("let me have up to 3 cups of coffee a day"): its limit changed, never a log.
    (r) => limitADay(r, reread),
    limitCreation,
    limitLogged,
    // Issue 40: "vitamins at 8am and 8pm", "I took my morning vitamins", "after breakfast, floss".
    severalTimes,
    slotDone,
    cueStacking,
    // Issue 50, forty-ninth pass: "take off one glass of water": part of today's amount, before any undo of the whole day.
    amountTakenOff,
    undo,
    asWell,
    anotherOne,
    correction,
    // Issue 50, fifty-ninth pass: "swap gym and pilates (days)": two habits trade their places in the week.
    swappedSlots,
    feelings,
    // Issue 40: "put floss in my morning routine", "done with my morning routine", "create an area called Health".
    areasAndRoutines,
    goalsAndVision,
    renameIn,
    // Issue 50, fifty-fifth pass: "keep X going indefinitely", "no end date for X": its last day taken away.
    runsOn,
    (r) => (addsDay(r) ? change(r) : undefined),
    // Issue 50, sixth pass: "read 30 pages a day from now on": a habit's daily amount changed, not a day's log.
    // "water target 6 glasses": the word "target" with an amount says it too.
    (r) => ((r.habits.length || (r.last && THE_PART.test(t))) && !asks(r.said) && ((/\b(?:a|per|each)\s+day\b|\bdaily\b/.test(t) && /\b(?:from\s+now\s+on|going\s+forward|instead|now|these\s+days|target|aim|goal|max|maximum|tops|at\s+most|no\s+more\s+than|not\s+more\s+than|up\s+to|under|allowed|allowance|allow|let\s+me\s+have|limit|change|set|raise|lower|increase|bump|alter|adjust|keep\s+(?:my\s+|the\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:at|to)|(?:get|bring)\s+(?:my\s+|the\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:up|down)\s+to|ought\s+to|supposed\s+to|rather\s+than)\b/.test(t)) || /\b(?:target|daily\s+goal)\b/.test(t) || TARGET_MOVED.test(t) || BARE_TARGET.test(t) || SHOULD_BE_AMOUNT.test(t)) && (amountIn(t) || BARE_TARGET.test(t)) && !/\b(?:today|yesterday|tonight|so\s+far|hit|reached|met)\b/.test(t) ? change(r) : undefined),
    // Issue 50: "drink 3 glasses every day", "i read 10 pages every night": the daily amount, changed or offered, never a log.
    (r) => standingAmount(r, change),
    // Issue 50: "gym is on mon and fri now", "spanish only on weekdays from now on": what a habit they have is now.
    // Issue 50, fifty-sixth pass: never a last day said with "now" ("my last yoga class is sunday now"): an end (lifecycle.ts).
    (r) => (r.habits.length && !asks(r.said) && NOW_IS.test(t) && !LAST_DAY.test(t) && !saysAmountOf(r) && (weekdaysIn(t).some((d) => d.days.length) || /\b(?:at|to)\s+\d|\d\s*(?:am|pm)\b|\d:\d\d|\b\d+\s*(?:minutes?|hours?)\b(?!\s+(?:before|after|early|earlier|later))|\bhalf\s+an\s+hour\b|\ban\s+hour\b(?!\s+(?:before|after|early|earlier|later))/.test(t)) && !/\b(?:skip|done|did|had|drank|ate|took|logged|log|note|remind\w*|notif\w*|nudge|ping|pause|delete|remove|today|yesterday|tonight)\b/.test(t) && !ONE_DAY.test(t) ? change(r) : undefined),
    (r) => (r.said.wish && r.habits.length && INSTEAD.test(t) ? change(r) : undefined),
    (r) => {
      const found = creationIn(r);
      return found && (!found.routine || r.said.wish) ? createHabit(r, found) : undefined;
    },
    reminders,
    notes,
    amountCorrection,
    // Issue 50, fourth pass: a drink said in litres or pints, for the habit counting glasses or cups.
    (r) => (UNDONE_WORDS.test(t) ? undefined : volumeLogged(r)),
    facts,
    // Issue 50, sixth pass: "did 20 mins of piano today" is a report, not a question about today.
    (r) => ((COMMAND.test(t) && !/^remind\s+me\s+(?:what|which|how|when\s+(?:is|was|did|does))\b/.test(t)) || (!asks(r.said) && /^(?:i\s+)?(?:just\s+)?(?:did|done|finished|completed|practised|practiced|played|took|went)\b/.test(t)) ? undefined : questions(r)),
    clearHistory,
    destroy,
    endOrStop,
    archiveOrRestore,
    pauseOrResume,
    skips,
    (r) => (CHANGE.test(t) ? change(r) : undefined),
    (r) => (r.said.wish ? wish(r) : undefined),
    doneOrNot,
    (r) => {
      const found = creationIn(r);
      return found ? createHabit(r, found) : undefined;
    },
    (r) => (looksLikeChange(r) ? change(r) : undefined),
    wish,
    (r) => (COMMAND.test(t) ? undefined : questions(r)),
    advice,
    // Issue 50, fiftieth pass: a habit and a time with no verb ("swim 6pm", "gym tomorrow 7pm"): a move.
    (r) => {
      const again = bareTime(r);
      return again ? reread(again) : undefined;
    },
    aboutHabit,
  ];
  // Issue 50, seventh pass: an area itself renamed or deleted, before an area is read as a group of habits.
  const areaOwn = !chosenId && !r.pending && !asks(said) ? (areaItself(r) ?? reportByParts(message, s, (part) => reread(part))) : undefined;
  if (areaOwn) return areaOwn;
  // Issue 50, third pass: "and yoga on monday", "also piano" after a request: the last request's verb for the habit now named.
  const also = !chosenId && !r.pending ? alsoFor(r) : undefined;
  if (also) {
    const again = understand(also, s, { ...context, memory: null });
    // What the last request, said again for it, answers (done, or why not: "Gym is not on Friday"), never a new habit of the follow-up's words.
    if (callsOf(again).length || (again.kind === 'reply' && again.understood !== false)) return again;
  }
  // Nineteenth session: two requests joined ("make it 10 minutes long, and also send me a reminder"): each read alone, both done.
  const two = !chosenId && !r.pending && !asks(said) ? twoRequests(t) : undefined;
  const both = two?.map((part) => callsOf(understand(part, s, context)));
  if (both?.every((calls) => calls.length)) return answerCalls(both.flat());
  // Issue 50, third pass: an area said as a group ("skip all my fitness stuff tomorrow"): the request for each of its habits it applies to.
  const group = !chosenId && !r.pending && !asks(said) && !/\b(?:in|into|to|from|out\s+of)\s+(?:my\s+|the\s+)?\w+\s+area\b/.test(t) ? areaGroup(t, s) : undefined;
  // Issue 50, fiftieth pass: a group named and nothing asked of it ("evening ones?") is a question about it, never a request for each.
  if (group && t.replace(group.words, ' ').replace(/[^a-z0-9]+/g, '') !== '') {
    // Issue 50, fifth pass: "… apart from spanish" leaves those out of the group too.
    const apart = exclusions(t, s.habits);
    const out = new Set((apart?.kept ?? []).map((h) => h.id));
    // Issue 50, eighth pass: each habit's request without the words that left the others out ("move all my fitness stuff to 6pm").
    const base = apart && apart.rest.includes(group.words) ? apart.rest : t;
    const each = group.habits.filter((h) => !out.has(h.id)).map((h) => callsOf(understand(requestForOne(base, group.words, h.name), s, { ...context, memory: null }, h.id)));
    const calls = each.flat();
    if (calls.length) return answerCalls(calls);
  }
  // Issue 50, third pass: "… everything but gym", "all my habits except piano": the request for all, those left out.
  const except = !chosenId && !r.pending && !asks(said) ? exclusions(t, s.habits) : undefined;
  if (except && /\b(?:all|every|everything|each|any)\b|\bhabits\b/.test(except.rest) && !/\b(?:delete|remove|get\s+rid|wipe|erase)\b/.test(except.rest)) {
    const kept = new Set(except.kept.map((h) => h.id));
    const answer = allDone(except.rest, s) ?? understand(except.rest, s, { ...context, memory: null });
    const whole = callsOf(answer);
    const idOf = (c: OfflineCall) => (c.args as { habitId?: unknown }).habitId;
    const each = whole.flatMap((c) => (typeof idOf(c) === 'string' || !/^(?:pauseHabits|resumeHabits)$/.test(c.name) ? [c] : inUse(s).map((h) => ({ name: c.name, args: { ...c.args, habitId: h.id } }) as OfflineCall)));
    const left = each.filter((c) => !kept.has(idOf(c) as string));
    if (left.length) return answerCalls(left);
    // Never the request for the habits left out: what was asked for all is asked again, or said back.
    return whole.length ? reply(say('nothingLeftToChange')) : answer;
  }
  // Issue 50: two or more habits joined by "and": the request read once for each habit alone.
  // Issue 50: never the habits a new goal or area is asked to take ("new area called mind, put read and journal in it").
  const joined = !chosenId && !r.pending && !asks(said) && !madeWith(t, s).habitIds.length ? joinedHabits(t, r.habits) : undefined;
  if (joined) {
    const each = joined.map(({ habit, alone }) => understand(alone, s, { ...context, memory: null }, habit.id));
    const calls = each.flatMap(callsOf);
    // A habit of them already done ("done with meditate, the dog walk and piano for today") leaves the others to do.
    if (each.every((a) => a.kind !== 'reply' || / already /.test(a.text)) && calls.length) return answerCalls(calls);
  }
  for (const step of steps) {
    const answer = step(r);
    if (!answer) continue;
    // Issue 50: a question never changes a record: it is answered, or what it may mean is offered.
    if (asks(said) && callsOf(answer).some(changes)) return questions(r) ?? doneYet(r) ?? offerFor(callsOf(answer), s);
    // Issue 50, twenty-seventh pass: a change read but for a remark beside it: read again without the remark.
    const about = answer.kind === 'reply' && answer.unread ? s.habits.find((h) => h.id === answer.unread?.habitId) : undefined;
    const plain = about && answer.kind === 'reply' && answer.unread ? (withoutRemarks(message, answer.unread.words, about.name, s.today) ?? withoutRemarks(said.text, answer.unread.words, about.name, s.today)) : undefined;
    const again = plain && answer.kind === 'reply' && answer.unread ? understand(plain, s, context, answer.unread.habitId) : undefined;
    return again && callsOf(again).length ? again : answer;
  }
  return offTopic(r) ?? bestGuess(r);
}

const changes = (c: OfflineCall) => coachFunctionNamed(c.name)?.kind !== 'read';

/** The verb that says each kind of last request again, for another habit (undefined: the words say too little). */
const VERB_OF: Record<string, (name: string, rest: string, args: Record<string, unknown>) => string | undefined> = {
  // Nineteenth session: "and for yoga as well" after a reminder, "same for tues" after one day moved.
  addReminder: (name, _rest, a) => `remind me ${String(a.minutesBefore)} minutes before ${name}${a.channel === 'email' ? ' by email' : ''}`,
  updateHabit: (name, _rest, a) => (typeof a.durationMinutes === 'number' && Object.keys(a).length === 2 ? `make ${name} ${a.durationMinutes} minutes long` : typeof a.startTime === 'string' && Object.keys(a).length === 2 ? `move ${name} to ${a.startTime}` : undefined),
  moveOccurrence: (name, rest, a) => (typeof a.startTime === 'string' && /^(?:on\s+)?(?:(?:next|this)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|^tomorrow|^(?:on\s+)?\d{4}-/.test(rest) ? `move ${name} ${rest} to ${a.startTime} just this once` : undefined),
  skipHabit: (name, rest) => `skip ${name} ${rest}`,
  completeHabit: (name, rest) => `mark ${name} done ${rest}`,
  uncompleteHabit: (name, rest) => `untick ${name} ${rest}`,
  pauseHabits: (name, rest) => `pause ${name} ${rest}`,
  archiveHabit: (name, rest) => `archive ${name} ${rest}`,
  deleteHabit: (name, rest) => `delete ${name} ${rest}`,
  restoreHabit: (name, rest) => `restore ${name} ${rest}`,
};

/**
 * Issue 50, third pass: a follow-up that names another habit and its own day or time ("and yoga
 * on monday", "also piano tomorrow", "same for tennis next week"): the last request's verb said
 * again for that habit with those words; undefined when the message is not such a follow-up.
 */
function alsoFor(r: Reading): string | undefined {
  // Nineteenth session: or "as well"/"too" after it, with no verb ("squash on the sunday as well, please").
  const lead = /^(?:and|also|plus|oh\s+and|and\s+also|same\s+(?:with|for)|ditto\s+(?:with|for))\s+/.exec(r.said.plain) ?? (/^[a-z]/.test(r.said.text) && !COMMAND.test(r.said.text) ? /\s(?:as\s+well|too)$/.exec(r.said.text) : null);
  const last = (r.context.lastCalls ?? []).filter((c) => c.outcome.ok && typeof c.args.habitId === 'string').at(-1);
  // Issue 50, tenth pass: no habit named ("and on thursday too"): the same habit, on the day said.
  const m = r.habits[0] ?? (r.habits.length ? undefined : { start: 0, end: 0, items: r.s.habits.filter((h) => h.id === last?.args.habitId) });
  if (!lead || !last || !m || m.items.length !== 1 || r.habits.length > 1 || asks(r.said) || !VERB_OF[last.name]) return undefined;
  const text = r.said.text;
  const rest = (text.slice(0, m.start) + ' ' + text.slice(m.end)).replace(/^\s*(?:oh\s+and|and|also|plus|my|the|same\s+for|for)\s+/, ' ').replace(/\b(?:as\s+well|too|also)\b/g, ' ').trim();
  if (last.name !== 'addReminder' && last.name !== 'updateHabit' && (/^(?:(?:and|also|plus|my|the|for|with)\s*)*$/.test(rest) || !/^(?:on|for|at|next|this|tomorrow|today|tonight|yesterday|until|till|from|\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day)/.test(rest))) return undefined;
  return VERB_OF[last.name]!(m.items[0]!.name, rest, last.args);
}

/** A habit named and nothing asked of it: what would you like to do with it? */
function aboutHabit(r: Reading): OfflineAnswer | undefined {
  const { habit, answer } = habitOf(r);
  if (answer) return answer;
  if (!habit) return undefined;
  // Issue 50, ninth pass: a habit's name and a new frequency or length, nothing else ("rowing 4 times a week", "yoga 40 mins"): a change.
  const m = r.habits[0];
  const after = m ? r.said.text.slice(m.end).replace(LASTING, ' ').replace(/\b(?:now|from\s+now\s+on|instead|going\s+forward)\b/g, '').replace(/^[\s:,-]+/, '').trim() : '';
  if (!asks(r.said) && (/^(?:to|at)\s+\S/.test(after) ? change(r)?.kind === 'call' : /^(?:(?:\d+|once|twice)\s+(?:times\s+)?(?:a|per)\s+(?:week|month)|every\s+(?:\d+|other)\s+days?|every\s+(?:day|weekday|night|morning|evening)|daily|(?:on\s+)?(?:weekdays|weekends)|\d+\s*(?:minutes?|mins?|hours?)(?:\s+long)?|(?:an?|one)\s+hour(?:\s+and\s+a\s+(?:half|quarter))?|half\s+an\s+hour|(?:half\s+an|an?|\d+)\s+(?:hours?|minutes?)\s+(?:earlier|later|sooner))$/.test(after))) return change(r);
  const report = dayReport(r, habit) ?? howItWent(r, habit);
  if (report) return report;
  // Issue 51: a limit or a quit habit is never one to mark done.
  const today = habit.dueToday && !habit.doneToday && habitKindOf(habit) === 'build';
  return reply(coachWords(r.s.locale).say('aboutHabit', { name: quoted(habit), schedule: shown(habit), streak: habit.completionStreak }), {
    suggestions: [today ? `Mark ${habit.name} done` : `When is ${habit.name}?`, `How is ${habit.name} going?`, today ? `Skip ${habit.name} today` : `Move ${habit.name} to 7pm`],
    memory: { pending: { about: habit.id } satisfies Pending },
  });
}

/** "today", "tomorrow", "yesterday", "2027-01-02", "Sunday" (the next one, today included) → 'YYYY-MM-DD'. */
export function parseDay(text: string, today: string): string | undefined {
  const word = text.trim().toLowerCase().replace(/^(?:on|the|this|next)\s+/, '');
  const day = toEpochDay(today);
  if (word === 'today') return today;
  if (word === 'tomorrow') return formatDate(day + 1);
  if (word === 'yesterday') return formatDate(day - 1);
  if (/^\d{4}-\d{2}-\d{2}$/.test(word)) return isValidDate(word) ? word : undefined;
  const weekday = WEEKDAY_NAMES.findIndex((name) => name.toLowerCase() === word.replace(/s$/, ''));
  if (weekday >= 0) return formatDate(day + ((weekday - weekdayOf(day) + 7) % 7));
  return undefined;
}
