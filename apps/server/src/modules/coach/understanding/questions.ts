import { coachWords, formatPercent, toEpochDay } from '@stride/domain';
import type { SnapshotHabit } from '../coach-snapshot.js';
import { bestStreakAnswer, leftTodayAnswer, slippingAnswer } from '../offline-questions.js';
import type { OfflineAnswer, OfflineCall } from './types.js';
import { answerCalls, goalOf, habitOf, meansGoal, one, reply, type Pending, type Reading } from './reading.js';
import { dayIn, sameUnit } from './slots.js';
import { amountIn, dayShown, dayText, inUse, nextDate, quoted, shown, whenIn, wordsOf } from './words.js';
import type { CoachSnapshot } from '../coach-snapshot.js';

/**
 * Issue 24, 37: the questions people ask about their own days, answered with the figures
 * (offline-questions.ts for the whole-list ones), or by the read functions (getProgress,
 * getHabit, getGoal) whose summaries say the rest. An answer about one habit quotes its name, so
 * "move that one to 7am" next means it.
 */
const QUESTION = /^(?:what|which|when|how|is|are|am|did|do|does|have|has|tell|show|list|give|any|anything|where|who)\b|\?$/;

export const about = (h: SnapshotHabit) => ({ memory: { pending: { about: h.id } satisfies Pending } });

export function listHabits(r: Reading): string {
  const { say } = coachWords(r.s.locale);
  if (!r.s.habits.length) return say('listNoHabits');
  return [say('yourHabits'), ...r.s.habits.map((h) => (h.archived ? say('habitLineArchived', { name: h.name, schedule: shown(h) }) : `• ${h.name}: ${shown(h)}`))].join('\n');
}
export function listGoals(r: Reading): string {
  const { say } = coachWords(r.s.locale);
  if (!r.s.goals.length) return say('listNoGoals');
  return [say('yourGoals'), ...r.s.goals.map((g) => `• ${g.name}${g.description ? `: ${g.description}` : ''}`)].join('\n');
}
export const showVision = (r: Reading) => (r.s.vision ? coachWords(r.s.locale).say('visionIs', { text: r.s.vision.text }) : coachWords(r.s.locale).say('noVision'));

export function progress(r: Reading): string {
  const words = coachWords(r.s.locale);
  const { say } = words;
  if (!r.s.habits.length) return say('progressNoHabits');
  const lines = r.s.habits.map((h) => {
    const rate = h.successRate === null ? say('rateNone') : say('rateDone', { percent: words.english ? formatPercent(h.successRate) : words.percent(h.successRate) });
    const line = h.doneToday === null ? 'progressLine' : h.doneToday ? 'progressLineDone' : 'progressLineDue';
    return say(line, { name: h.name, streak: h.completionStreak, best: h.bestStreak, rate });
  });
  const best = [...r.s.habits].sort((a, b) => b.completionStreak - a.completionStreak)[0]!;
  const cheer = best.completionStreak > 0 ? say('cheer', { name: best.name, streak: best.completionStreak }) : say('cheerStart');
  return [say('yourProgress'), ...lines, cheer].join('\n');
}

/** One habit in a few figures: its streak, the last two weeks, what is next. */
function habitStory(r: Reading, h: SnapshotHabit): string {
  const w = wordsOf(r.s);
  const two = h.lastTwoWeeks ? w.say('storyTwo', { n: h.lastTwoWeeks.done, m: h.lastTwoWeeks.scheduled }) : '';
  const next = nextDate(h, r.s.today);
  const day = next === r.s.today ? w.say('today') : next && (w.english ? dayText(next, r.s.today) : dayShown(r.s, next));
  const nextText = next ? (h.frequency ? w.say('storyNext', { d: day! }) : w.say('storyNextAt', { d: day!, t: w.time(h.startTime) })) : '';
  const amount = h.target ? w.say('storyToday', { x: amountIn(h, r.s) }) : '';
  return [w.say('storyHead', { h: quoted(h), n: h.completionStreak, m: h.bestStreak }), two, amount, nextText].filter(Boolean).join(' ');
}

/** Today's amount of a habit with a target: "3 of 8 glasses". */
function amountAnswer(h: SnapshotHabit, s: Pick<CoachSnapshot, 'locale' | 'today'>): OfflineAnswer {
  const w = wordsOf(s);
  const t = h.target!;
  const n = h.amountToday ?? 0;
  // Issue 50, eighteenth pass: a limit's day is within it or over it, never "1 cups to go".
  if (t.direction === 'atMost') {
    const said = { h: quoted(h), w: whenIn(s, s.today), n, u: w.unit(n, t.unit), m: t.quantity };
    const text = t.quantity === 0 ? w.say(n ? 'amountQuit' : 'amountClean', said) : w.say(n > t.quantity ? 'amountOver' : 'amountWithin', { ...said, o: n - t.quantity });
    return reply(text, about(h));
  }
  const left = t.quantity - n;
  return reply(w.say(n >= t.quantity ? 'amountTodayReached' : 'amountTodayLeft', { h: quoted(h), x: amountIn(h, s), n: left, u: w.unit(left, t.unit) }), about(h));
}

function when(r: Reading, h: SnapshotHabit): string {
  const next = nextDate(h, r.s.today);
  const w = wordsOf(r.s);
  if (h.frequency) return w.say('whenAnyDay', { h: quoted(h), x: shown(h) });
  const pause = (h.pauses ?? []).find((p) => p.to >= r.s.today);
  const paused = pause ? ` ${w.say('pausedFromTo', { a: dayShown(r.s, pause.from), b: dayShown(r.s, pause.to) })}` : '';
  const on = next === r.s.today ? w.say('today') : next && (w.english ? `on ${dayText(next, r.s.today)}` : whenIn(r.s, next));
  return `${next ? w.say('whenNext', { h: quoted(h), w: on!, t: w.time(h.startTime), x: shown(h) }) : w.say('nothingNextTwoWeeks', { h: quoted(h), x: shown(h) })}${paused}`;
}

function onDay(r: Reading, date: string): OfflineAnswer {
  const due = inUse(r.s).filter((h) => h.frequency || (h.dates ?? []).includes(date)).filter((h) => !(h.pauses ?? []).some((p) => p.from <= date && date <= p.to));
  const w = wordsOf(r.s);
  if (!due.length) return reply(w.say('nothingOnDay', { d: dayShown(r.s, date) }));
  const sorted = due.sort((a, b) => (a.frequency ? '99' : (a.startTime ?? '')).localeCompare(b.frequency ? '99' : (b.startTime ?? '')));
  const items = sorted.map((h) => (h.frequency ? w.say('anyTime', { name: h.name }) : w.say('atTime', { name: h.name, time: w.time(h.startTime) })));
  // Issue 50, thirteenth pass: what was listed, and for which day ("skip the second one" is that day's).
  return reply(w.say('onDayList', { d: dayShown(r.s, date), k: w.list(items) }), { memory: { listed: sorted.map((h) => h.id), listedDay: date } });
}

/**
 * A past day as it went ("what did i do yesterday", "what did i get done on monday"): the habits
 * done that day, then those that were on and not done (neither skipped nor paused), from the days
 * the snapshot holds (the two weeks up to today). Listed, so "tick the second one" is that day's.
 */
function doneOnDay(r: Reading, date: string): OfflineAnswer {
  const w = wordsOf(r.s);
  const done = r.s.habits.filter((h) => (h.completedDates ?? []).includes(date));
  const missed = inUse(r.s).filter((h) => !done.includes(h) && !h.frequency && (h.dates ?? []).includes(date) && !(h.skippedDates ?? []).includes(date) && !(h.pauses ?? []).some((p) => p.from <= date && date <= p.to));
  const d = dayShown(r.s, date);
  const head = done.length ? w.say('doneOnDay', { d, k: w.list(done.map((h) => quoted(h))) }) : w.say('nothingDoneOnDay', { d });
  const text = missed.length ? `${head} ${w.say('notDoneOnDay', { k: w.list(missed.map((h) => quoted(h))) })}` : head;
  return reply(text, { memory: { listed: [...done, ...missed].map((h) => h.id), listedDay: date } });
}

export function questions(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  if (!QUESTION.test(t) && !r.said.question && !/\b(?:streak|progress|left|slipping|summary)\b|^remind\s+me\s+(?:what|which|how|when)\b/.test(t)) return undefined;
  const period = /\blast\s+week\b/.test(t) ? 'last week' : /\bthis\s+month\b|\bmonth\b/.test(t) ? 'this month' : /\bthis\s+week\b|\bweek\b/.test(t) ? 'this week' : /\btoday\b/.test(t) && /\bhow\s+(?:am|did|have)\s+i\b/.test(t) ? 'today' : undefined;
  // Nineteenth session: "do i still have a stretching habit somewhere?": an archived one said so, with the way back (then "bring it back").
  const still = /^(?:do|have)\s+i\s+(?:still\s+)?(?:got\s+|have\s+)?(?:a|an|my|the|that)\s+/.test(t) && r.habits.length === 1 && r.habits[0]!.items.length === 1 ? r.habits[0]!.items[0]! : undefined;
  if (still?.archived) return reply(wordsOf(r.s).say('archivedAlready', { h: quoted(still), x: still.name }), { suggestions: [`Restore ${still.name}`], ...about(still) });
  const found = habitOf(r);
  const { answer } = found;
  // Issue 50, eighteenth pass: no habit named, but the unit one counts ("how long have i been off cigarettes": No smoking).
  const byUnit = !r.habits.length && !found.habit ? inUse(r.s).filter((h) => h.target && t.split(/\W+/).some((w) => w.length > 2 && sameUnit(h.target!.unit, w))) : [];
  const habit = found.habit ?? (byUnit.length === 1 ? byUnit[0] : undefined);
  if (answer && !/\b(?:today|meditate)\b/.test(t)) return answer;
  if (/\b(?:vision)\b/.test(t)) return reply(showVision(r));
  if (meansGoal(r) || /\bgoals?\b/.test(t)) {
    const { goal, answer: which } = goalOf(r);
    if (which) return which;
    if (goal) {
      const linked = r.s.habits.filter((h) => h.goalId === goal.id);
      // How it goes ("how is my 10k goal going?", "how am I getting on with …", "am I on track for …"): its figures.
      if (/\b(?:going|progress|doing|getting\s+on|coming\s+along|on\s+track|shaping\s+up)\b|^how\b(?!\s+many\s+habits)/.test(t)) return one({ name: 'getGoal', args: { goalId: goal.id } });
      const said = { g: quoted(goal), n: linked.length, k: wordsOf(r.s).list(linked.map((h) => `${quoted(h)} (${shown(h)})`)) };
      return reply(linked.length ? wordsOf(r.s).say(linked.length === 1 ? 'goalHasOne' : 'goalHasMany', said) : wordsOf(r.s).say('goalNoHabits', { name: goal.name }), { suggestions: linked.length ? [] : [`Add a habit for my ${goal.name} goal: …`.replace(': …', '')] });
    }
    if (habit && /\bgoal\b/.test(t)) {
      const of = r.s.goals.find((g) => g.id === habit.goalId);
      return reply(of ? `${quoted(habit)} is part of ${quoted(of)}.` : `${quoted(habit)} is in no goal yet.`, about(habit));
    }
    if (/\b(?:what|which|list|show|my)\b/.test(t)) return reply(listGoals(r));
  }
  if (/\b(?:best|longest|top|highest|biggest)\s+(?:current\s+)?(?:streaks?|run)\b|\bstreak\s+record\b/.test(t) && !habit) return reply(bestStreakAnswer(r.s));
  if (/\bslipping|slacking|struggling|falling\s+behind|behind\s+on|neglecting|lagging|worst\b/.test(t)) return reply(slippingAnswer(r.s));
  if (/\bpaused\b|\bon\s+(?:pause|hold)\b/.test(t) && !habit) {
    const paused = inUse(r.s).filter((h) => (h.pauses ?? []).some((p) => p.to >= r.s.today));
    const w = wordsOf(r.s);
    return reply(paused.length ? w.say('pausedList', { k: w.list(paused.map((h) => { const p = h.pauses!.find((x) => x.to >= r.s.today)!; return w.say('pausedItem', { h: quoted(h), a: dayShown(r.s, p.from), b: dayShown(r.s, p.to) }); })) }) : w.say('nothingPaused'));
  }
  if (habit) {
    // Each habit named, in order: answered for each, and listed, so "tick the second one" next is the second named.
    const asked = [...new Map([...r.habits].sort((a, b) => a.start - b.start).filter((m) => m.items.length === 1).map((m) => [m.items[0]!.id, m.items[0]!] as const)).values()];
    const listed = { memory: { listed: asked.map((h) => h.id) } };
    if (/\b(?:details?|everything\s+about|all\s+about)\b/.test(t)) return one({ name: 'getHabit', args: { habitId: habit.id } });
    if (period && /\bhow\b/.test(t)) {
      // Issue 50, twenty-second pass: "how are piano and spanish going this week": each named, none dropped.
      const named = [...new Set(r.habits.filter((m) => m.items.length === 1).map((m) => m.items[0]!.id))];
      if (named.length > 1) return answerCalls(named.map((habitId) => ({ name: 'getProgress', args: { period, habitId } }) as OfflineCall));
      return one({ name: 'getProgress', args: { period, habitId: habit.id } });
    }
    // Issue 50: "what are my streaks for piano and spanish?": each one's, never the last named alone.
    const streak = (h: typeof habit) => `${wordsOf(r.s).say('streakLine', { h: quoted(h), n: h.completionStreak, m: h.bestStreak })}${h.freezeNote ? ` ${h.freezeNote}.` : ''}${h.dueToday && !h.doneToday && h.target?.direction !== 'atMost' ? ` ${wordsOf(r.s).say('dueKeepStreak')}` : ''}`;
    if (/\bstreak|in\s+a\s+row|how\s+long\b|how\s+many\s+days\s+(?:since|without|clean|off)\b/.test(t)) return asked.length >= 2 ? reply(asked.map(streak).join('\n'), listed) : reply(streak(habit), about(habit));
    if (/\bsuccess|rate|percent/.test(t)) return reply(coachWords(r.s.locale).say('rateSoFar', { h: quoted(habit), x: habit.successRate === null ? coachWords(r.s.locale).say('rateNone') : coachWords(r.s.locale).english ? `${formatPercent(habit.successRate)} done` : coachWords(r.s.locale).say('rateDone', { percent: coachWords(r.s.locale).percent(habit.successRate) }) }), about(habit));
    // "how often have I made it to the gym lately", "how many times …": the last two weeks.
    if (/\bhow\s+(?:often|many\s+times)\b/.test(t) && habit.lastTwoWeeks) return reply(wordsOf(r.s).say('twoWeeksDone', { h: quoted(habit), n: habit.lastTwoWeeks.done, m: habit.lastTwoWeeks.scheduled }), about(habit));
    if (habit.target && /\bhow\s+(?:many|much)\b|\benough\b|\b(?:did|have)\s+i\b|\bi\s+(?:logged|added|entered)\b|\bgo\s+in\b/.test(t) && !/\b(?:last|ago|week|month|times)\b/.test(t)) {
      if (/\byesterday\b/.test(t)) return reply(wordsOf(r.s).say('todayOnly', { h: quoted(habit), x: amountIn(habit, r.s) }), about(habit));
      return amountAnswer(habit, r.s);
    }
    if (/\bhow\s+many\s+times\b/.test(t) && habit.lastTwoWeeks) return reply(wordsOf(r.s).say('twoWeeksDone', { h: quoted(habit), n: habit.lastTwoWeeks.done, m: habit.lastTwoWeeks.scheduled }), about(habit));
    if (/\bremind/.test(t)) return undefined;
    // Issue 50, ninth pass: "did i do piano yesterday", "did i make it to the gym on monday": that day, from the days done.
    // Twenty-fifth session: "how was gym yesterday?", "how was my run on monday": the same.
    const past = /\b(?:did\s+i|have\s+i|was\s+it|were|did\s+(?:my|the))\b|^how\s+was\b/.test(t) ? dayIn(t, r.slots, 'past') : undefined;
    if (past && past.date < r.s.today && habit.completedDates && !habit.target) {
      const done = habit.completedDates.includes(past.date);
      const key = /^how\b/.test(t) ? (done ? 'wentThatDay' : 'notWentThatDay') : done ? 'doneThatDay' : 'notDoneThatDay';
      return reply(wordsOf(r.s).say(key, { h: quoted(habit), w: whenIn(r.s, past.date) }), about(habit));
    }
    // Issue 50, sixtieth pass: "is rowing done for the week yet?", "have i done enough gym this week": the week's figures, not today's.
    if (period === 'this week' && /\b(?:done|ticked|finished|complete|enough|on\s+track|behind)\b/.test(t) && !past) return one({ name: 'getProgress', args: { period, habitId: habit.id } });
    // Issue 50, eleventh pass: "is my spanish done for today", "are the vitamins ticked", "did my run get logged": whether it is done.
    if (/\b(?:did\s+i|have\s+i|is\s+it\s+done)\b/.test(t) || (/^(?:is|are|was|has|did)\b/.test(t) && /\b(?:done|ticked|logged|completed?|finished|checked|marked)\b/.test(t) && !past)) return reply(wordsOf(r.s).say(habit.doneToday ? 'isDoneToday' : habit.dueToday ? 'stillToDoHabit' : 'notOnTodayPlain', { h: quoted(habit) }), about(habit));
    // Issue 50, ninth pass: "how is my water looking today": a habit counting an amount, today's figures.
    if (habit.target && /^how\b/.test(t) && /\b(?:looking|going|doing|getting\s+on|coming\s+along)\b/.test(t) && /\b(?:today|looking|so\s+far)\b/.test(t) && !/\b(?:yesterday|last|ago|week|month)\b/.test(t)) return amountAnswer(habit, r.s);
    // Issue 50, sixteenth pass: "is pilates tomorrow?", "do i have gym on friday": whether it is on that day, yes or no, and when it is next if not.
    const ahead = /^(?:is|are|do\s+i\s+have|have\s+i\s+got|is\s+there|will\s+(?:i\s+have|there\s+be))\b/.test(t) && !habit.frequency ? dayIn(t, r.slots, 'future') : undefined;
    if (ahead && ahead.date > r.s.today) {
      const on = (habit.dates ?? []).includes(ahead.date) && !(habit.pauses ?? []).some((p) => p.from <= ahead.date && ahead.date <= p.to);
      const w = wordsOf(r.s);
      // English "is on tomorrow", "is on Fri 11 Dec"; the other languages' own "el vie, 11 dic", "mañana".
      const day = w.english ? dayShown(r.s, ahead.date) : whenIn(r.s, ahead.date);
      return reply(on ? w.say('onThatDayAt', { h: quoted(habit), w: day, t: w.time(habit.startTime) }) : w.say('notOnThatDay', { h: quoted(habit), w: day, x: when(r, habit) }), about(habit));
    }
    // Issue 50, forty-eighth pass: "why is journal not showing this week?", "why journal is not there": when it is next, with the pause that hides it.
    if (/^why\b/.test(t) && /\b(?:not|no|never|missing|gone|disappear\w*|hidden|vanish\w*)\b/.test(t)) return reply(when(r, habit), about(habit));
    // Issue 50, twenty-ninth pass: "what time do i run and meditate on fridays?": each one named, in order (then "the second one").
    // Issue 50, fiftieth pass: with the one day asked about kept (never "on fridays"), so "skip the 2nd one" next is that day's.
    const askedDay = /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|every|each|weekdays|weekends)\b/.test(t) ? undefined : dayIn(t, r.slots, 'future')?.date;
    if (asked.length >= 2 && /\b(?:when|what\s+time|what\s+times)\b/.test(t)) return reply(asked.map((h) => when(r, h)).join(' '), { memory: { listed: asked.map((h) => h.id), ...(askedDay && askedDay > r.s.today ? { listedDay: askedDay } : {}) } });
    // Issue 50, fiftieth pass: "water today?", "coffee today": a habit counting an amount, asked with only the day, is its figure.
    if (habit.target && /\btoday\?*$/.test(t) && !/\b(?:when|what\s+time|next|on|is|are|do|does)\b/.test(t)) return amountAnswer(habit, r.s);
    if (/\b(?:when|what\s+time|next|on\s+today|today)\b/.test(t) || /\bis\s+\w+\s+on\b/.test(t)) {
      if (/\bon\s+today\b|\btoday\?*$/.test(t) && !/\bnext\b/.test(t)) return reply(habit.dueToday ? wordsOf(r.s).say('onTodayAt', { h: quoted(habit), t: wordsOf(r.s).time(habit.startTime) }) : wordsOf(r.s).say('notOnTodayThen', { h: quoted(habit), x: when(r, habit) }), about(habit));
      return reply(when(r, habit), about(habit));
    }
    // Nineteenth session: "tell me about my gym and my tennis": each one named, in order (then "the first one" is Gym).
    const story = (h: typeof habit) => `${habitStory(r, h)} ${when(r, h)}`;
    if (/\bhow\b.*\b(?:going|doing|getting\s+on)\b|\bhow\s+is\b|\bsafe\b/.test(t)) return asked.length >= 2 ? reply(asked.map((h) => habitStory(r, h)).join('\n'), listed) : reply(habitStory(r, habit), about(habit));
    if (/\b(?:tell|show)\s+me\s+about\b|^what\s+about\b/.test(t)) return asked.length >= 2 ? reply(asked.map(story).join('\n'), listed) : reply(story(habit), about(habit));
    return undefined;
  }
  if (answer) {
    // "did I meditate today?" about two habits of that name: both answered.
    const twins = r.habits[0]?.items ?? [];
    return reply(twins.map((h) => `${quoted(h)} at ${h.startTime}: ${h.doneToday ? 'done' : h.dueToday ? 'not done yet' : 'not on today'}`).join('; ') + '.');
  }
  // "how many pages did I get through today": the habit that counts that unit.
  const unit = /\bhow\s+(?:many|much)\s+(?:more\s+)?([a-z]+)/.exec(t)?.[1];
  const counting = unit ? inUse(r.s).filter((h) => h.target && sameUnit(h.target.unit, unit)) : [];
  if (counting.length === 1 && !/\b(?:yesterday|last|ago|week|month)\b/.test(t)) return amountAnswer(counting[0]!, r.s);
  if (unit) return undefined;
  if (period && /\bhow\b|\bsummary|progress|so\s+far|go\b/.test(t)) return one({ name: 'getProgress', args: { period } });
  // Issue 50 (lead, twelfth session): what was done on a past day, not what was on it.
  // Issue 50, eighteenth pass: "which habits did i miss yesterday": the same day's account, what was not done listed after what was.
  // Twenty-fifth session: also with the "did" left out ("what i do yesterday?"), and a day asked how it went ("how did yesterday go", "how was my monday").
  const doneDay = /^how\s+(?:did|was)\s+(?:my\s+)?(?:yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day|last\s+night)(?:\s+go)?\s*[?!.]*$|^how\s+did\s+i\s+(?:do|get\s+on)\s+(?:yesterday|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*[?!.]*$/.test(t) || /^what\s+(?:(?:did|have)\s+)?i\s+(?:do|done|get\s+done|got\s+done|complete|completed|finish|finished|tick(?:\s+off)?|ticked(?:\s+off)?|manage|managed)\b|^what\s+(?:got|did\s+i\s+get)\s+done\b|^(?:which|what)\s+(?:habits?\s+|ones?\s+)?(?:did|have)\s+i\s+(?:miss|missed|skip|skipped|forget|forgot|not\s+do)\b/.test(t) ? dayIn(t, r.slots, 'past') : undefined;
  if (doneDay && doneDay.date < r.s.today && toEpochDay(r.s.today) - toEpochDay(doneDay.date) < 14) return doneOnDay(r, doneDay.date);
  const day = dayIn(t, r.slots, 'future');
  if (day && day.date !== r.s.today && /\b(?:what|anything|have|plan)\b/.test(t)) return onDay(r, day.date);
  // Issue 50, eleventh pass: "what have i done today", "what did i get done today": each habit with today's state.
  if (/^what\s+(?:have|did)\s+i\s+(?:done|do|get\s+done|completed?|finished|ticked(?:\s+off)?)\b/.test(t) && !/\b(?:yesterday|last|week|month)\b/.test(t)) return reply(progress(r));
  if (/\b(?:left|remaining|still\s+to\s+do|to\s+do|due|on\s+(?:for\s+)?today|next|on\s+my\s+plate|today)\b/.test(t) && /\b(?:what|anything|is\s+there|left|remaining)\b/.test(t)) return reply(leftTodayAnswer(r.s));
  if (/\b(?:habits?)\b/.test(t) && /\b(?:what|list|show|my|are|all)\b/.test(t)) return reply(listHabits(r));
  if (/\b(?:everything|all)\b/.test(t) && /\b(?:show|list|see)\b/.test(t)) return reply([showVision(r), listGoals(r), listHabits(r)].join('\n\n'));
  if (/\b(?:progress|how\s+am\s+i\s+doing|how\s+is\s+it\s+going|streaks?|stats|statistics|report)\b/.test(t)) return reply(progress(r));
  return undefined;
}
