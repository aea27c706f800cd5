import { coachWords, formatPercent } from '@stride/domain';
import type { SnapshotHabit } from '../coach-snapshot.js';
import { bestStreakAnswer, leftTodayAnswer, slippingAnswer } from '../offline-questions.js';
import type { OfflineAnswer } from './types.js';
import { goalOf, habitOf, meansGoal, one, reply, type Pending, type Reading } from './reading.js';
import { dayIn, sameUnit } from './slots.js';
import { amountText, dayText, inUse, list, nextDate, quoted } from './words.js';

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
  return [say('yourHabits'), ...r.s.habits.map((h) => (h.archived ? say('habitLineArchived', { name: h.name, schedule: h.schedule }) : `• ${h.name}: ${h.schedule}`))].join('\n');
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
  const two = h.lastTwoWeeks ? ` ${h.lastTwoWeeks.done} of ${h.lastTwoWeeks.scheduled} done over the last two weeks.` : '';
  const next = nextDate(h, r.s.today);
  const nextText = next ? ` Next: ${next === r.s.today ? 'today' : dayText(next, r.s.today)}${h.frequency ? '' : ` at ${h.startTime}`}.` : '';
  const amount = h.target ? ` Today: ${amountText(h)}.` : '';
  return `${quoted(h)}: ${h.completionStreak} in a row (best ${h.bestStreak}).${two}${amount}${nextText}`;
}

/** Today's amount of a habit with a target: "3 of 8 glasses". */
function amountAnswer(h: SnapshotHabit): OfflineAnswer {
  const reached = (h.amountToday ?? 0) >= h.target!.quantity;
  const left = h.target!.quantity - (h.amountToday ?? 0);
  return reply(`${quoted(h)} today: ${amountText(h)}${reached ? ', target reached. Well done!' : `, ${left} ${h.target!.unit} to go.`}`, about(h));
}

function when(r: Reading, h: SnapshotHabit): string {
  const next = nextDate(h, r.s.today);
  if (h.frequency) return `${quoted(h)} is ${h.schedule}: any day you like.`;
  const pause = (h.pauses ?? []).find((p) => p.to >= r.s.today);
  const paused = pause ? ` It is paused from ${dayText(pause.from, r.s.today)} to ${dayText(pause.to, r.s.today)}.` : '';
  return next ? `${quoted(h)} is next ${next === r.s.today ? 'today' : `on ${dayText(next, r.s.today)}`} at ${h.startTime} (${h.schedule}).${paused}` : `${quoted(h)} has nothing scheduled in the next two weeks (${h.schedule}).${paused}`;
}

function onDay(r: Reading, date: string): string {
  const due = inUse(r.s).filter((h) => h.frequency || (h.dates ?? []).includes(date)).filter((h) => !(h.pauses ?? []).some((p) => p.from <= date && date <= p.to));
  if (!due.length) return `Nothing is scheduled on ${dayText(date, r.s.today)}.`;
  const items = due.sort((a, b) => (a.frequency ? '99' : (a.startTime ?? '')).localeCompare(b.frequency ? '99' : (b.startTime ?? ''))).map((h) => (h.frequency ? `${quoted(h)} (any time)` : `${quoted(h)} at ${h.startTime}`));
  return `On ${dayText(date, r.s.today)}: ${list(items)}.`;
}

export function questions(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  if (!QUESTION.test(t) && !r.said.question && !/\b(?:streak|progress|left|slipping|summary)\b|^remind\s+me\s+(?:what|which|how|when)\b/.test(t)) return undefined;
  const period = /\blast\s+week\b/.test(t) ? 'last week' : /\bthis\s+month\b|\bmonth\b/.test(t) ? 'this month' : /\bthis\s+week\b|\bweek\b/.test(t) ? 'this week' : /\btoday\b/.test(t) && /\bhow\s+(?:am|did|have)\s+i\b/.test(t) ? 'today' : undefined;
  const { habit, answer } = habitOf(r);
  if (answer && !/\b(?:today|meditate)\b/.test(t)) return answer;
  if (/\b(?:vision)\b/.test(t)) return reply(showVision(r));
  if (meansGoal(r) || /\bgoals?\b/.test(t)) {
    const { goal, answer: which } = goalOf(r);
    if (which) return which;
    if (goal) {
      const linked = r.s.habits.filter((h) => h.goalId === goal.id);
      // How it goes ("how is my 10k goal going?", "how am I getting on with …", "am I on track for …"): its figures.
      if (/\b(?:going|progress|doing|getting\s+on|coming\s+along|on\s+track|shaping\s+up)\b|^how\b(?!\s+many\s+habits)/.test(t)) return one({ name: 'getGoal', args: { goalId: goal.id } });
      return reply(linked.length ? `${quoted(goal)} has ${linked.length === 1 ? 'one habit' : `${linked.length} habits`}: ${list(linked.map((h) => `${quoted(h)} (${h.schedule})`))}.` : `${quoted(goal)} has no habits yet.`, { suggestions: linked.length ? [] : [`Add a habit for my ${goal.name} goal: …`.replace(': …', '')] });
    }
    if (habit && /\bgoal\b/.test(t)) {
      const of = r.s.goals.find((g) => g.id === habit.goalId);
      return reply(of ? `${quoted(habit)} is part of ${quoted(of)}.` : `${quoted(habit)} is in no goal yet.`, about(habit));
    }
    if (/\b(?:what|which|list|show|my)\b/.test(t)) return reply(listGoals(r));
  }
  if (/\b(?:best|longest|top|highest|biggest)\s+(?:current\s+)?(?:streaks?|run)\b|\bstreak\s+record\b/.test(t) && !habit) return reply(bestStreakAnswer(r.s));
  if (/\bslipping|slacking|struggling|falling\s+behind|behind\s+on|neglecting|lagging|worst\b/.test(t)) return reply(slippingAnswer(r.s));
  if (/\bpaused\b/.test(t) && !habit) {
    const paused = inUse(r.s).filter((h) => (h.pauses ?? []).some((p) => p.to >= r.s.today));
    return reply(paused.length ? `Paused: ${list(paused.map((h) => { const p = h.pauses!.find((x) => x.to >= r.s.today)!; return `${quoted(h)} from ${dayText(p.from, r.s.today)} to ${dayText(p.to, r.s.today)}`; }))}.` : 'Nothing is paused.');
  }
  if (habit) {
    if (/\b(?:details?|everything\s+about|all\s+about)\b/.test(t)) return one({ name: 'getHabit', args: { habitId: habit.id } });
    if (period && /\bhow\b/.test(t)) return one({ name: 'getProgress', args: { period, habitId: habit.id } });
    if (/\bstreak|in\s+a\s+row|how\s+long\b|how\s+many\s+days\s+(?:since|without|clean|off)\b/.test(t)) return reply(`${quoted(habit)}: ${habit.completionStreak} in a row${habit.completionStreak === 1 ? '' : ''} (your best is ${habit.bestStreak}).${habit.freezeNote ? ` ${habit.freezeNote}.` : ''}${habit.dueToday && !habit.doneToday && habit.target?.direction !== 'atMost' ? ' It is due today: do it to keep the streak going.' : ''}`, about(habit));
    if (/\bsuccess|rate|percent/.test(t)) return reply(`${quoted(habit)}: ${habit.successRate === null ? 'nothing scheduled yet' : `${formatPercent(habit.successRate)} done`} so far.`, about(habit));
    // "how often have I made it to the gym lately", "how many times …": the last two weeks.
    if (/\bhow\s+(?:often|many\s+times)\b/.test(t) && habit.lastTwoWeeks) return reply(`${quoted(habit)}: ${habit.lastTwoWeeks.done} of ${habit.lastTwoWeeks.scheduled} done over the last two weeks.`, about(habit));
    if (habit.target && /\bhow\s+(?:many|much)\b|\benough\b|\b(?:did|have)\s+i\b/.test(t) && !/\b(?:last|ago|week|month|times)\b/.test(t)) {
      if (/\byesterday\b/.test(t)) return reply(`I can see today's amount only: ${quoted(habit)} today is ${amountText(habit)}. The calendar shows the days before.`, about(habit));
      return amountAnswer(habit);
    }
    if (/\bhow\s+many\s+times\b/.test(t) && habit.lastTwoWeeks) return reply(`${quoted(habit)}: ${habit.lastTwoWeeks.done} of ${habit.lastTwoWeeks.scheduled} done over the last two weeks.`, about(habit));
    if (/\bremind/.test(t)) return undefined;
    if (/\b(?:did\s+i|have\s+i|is\s+it\s+done)\b/.test(t)) return reply(habit.doneToday ? `Yes: ${quoted(habit)} is done today.` : habit.dueToday ? `Not yet: ${quoted(habit)} is still to do today.` : `${quoted(habit)} is not on today.`, about(habit));
    if (/\b(?:when|what\s+time|next|on\s+today|today)\b/.test(t) || /\bis\s+\w+\s+on\b/.test(t)) {
      if (/\bon\s+today\b|\btoday\?*$/.test(t) && !/\bnext\b/.test(t)) return reply(habit.dueToday ? `Yes: ${quoted(habit)} is on today at ${habit.startTime}.` : `No: ${quoted(habit)} is not on today. ${when(r, habit)}`, about(habit));
      return reply(when(r, habit), about(habit));
    }
    if (/\bhow\b.*\b(?:going|doing|getting\s+on)\b|\bhow\s+is\b|\bsafe\b/.test(t)) return reply(habitStory(r, habit), about(habit));
    if (/\b(?:tell|show)\s+me\s+about\b|^what\s+about\b/.test(t)) return reply(`${habitStory(r, habit)} ${when(r, habit)}`, about(habit));
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
  if (counting.length === 1 && !/\b(?:yesterday|last|ago|week|month)\b/.test(t)) return amountAnswer(counting[0]!);
  if (unit) return undefined;
  if (period && /\bhow\b|\bsummary|progress|so\s+far|go\b/.test(t)) return one({ name: 'getProgress', args: { period } });
  const day = dayIn(t, r.slots, 'future');
  if (day && day.date !== r.s.today && /\b(?:what|anything|have|plan)\b/.test(t)) return reply(onDay(r, day.date));
  if (/\b(?:left|remaining|still\s+to\s+do|to\s+do|due|on\s+(?:for\s+)?today|next|on\s+my\s+plate|today)\b/.test(t) && /\b(?:what|anything|is\s+there|left|remaining)\b/.test(t)) return reply(leftTodayAnswer(r.s));
  if (/\b(?:habits?)\b/.test(t) && /\b(?:what|list|show|my|are|all)\b/.test(t)) return reply(listHabits(r));
  if (/\b(?:everything|all)\b/.test(t) && /\b(?:show|list|see)\b/.test(t)) return reply([showVision(r), listGoals(r), listHabits(r)].join('\n\n'));
  if (/\b(?:progress|how\s+am\s+i\s+doing|how\s+is\s+it\s+going|streaks?|stats|statistics|report)\b/.test(t)) return reply(progress(r));
  return undefined;
}
