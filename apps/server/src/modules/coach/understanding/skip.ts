import { WEEKDAY_NAMES, toEpochDay, weekdayOf } from '@stride/domain';
import { AHEAD_DAYS, type SnapshotHabit } from '../coach-snapshot.js';
import type { OfflineAnswer, OfflineCall } from './types.js';
import { answerCalls, archivedAnswer, habitOf, one, reply, type Pending, type Reading } from './reading.js';
import { dayIn, rangeIn, reasonIn } from './slots.js';
import { dayShown, dayText, example, isScheduledOn, quoted, shown, weekdayIn, whenIn, whenText, wordsOf } from './words.js';

/**
 * Issue 37: a day off a habit. Today or a day gone by is a skip (a rest day, the streak kept); a
 * day to come is a skip too (the server keeps it free as a one-day pause: no reminder, streak
 * kept), so "can you skip friday's run?" is the next Friday Run is on, "skip gym next week" every
 * day of next week Gym is on, "I can't run tomorrow" tomorrow's. A day it is not on is said, with
 * its days and the next one it is on. A plain weekday in a request to skip is the coming one;
 * "I skipped", "missed", "last" look back.
 */
const SKIP = /\btake\s+(?:today|tomorrow|tonight|the\s+day|(?:on\s+)?(?:this\s+|next\s+)?\w+day|on\s+\d{4}-\d\d-\d\d)\s+off\b(?!.*\bschedule\b)|\b(?:skip|skipping|skipped|skipp|miss|missing|rest\s+day|day\s+off|off\s+today|is\s+off|take\s+(?:a|the)\s+day\s+off|cannot\s+make\s+it|can\s+not\s+make\s+it|will\s+not\s+make\s+it|not\s+able\s+to|no\s+\w+(?:\s+\w+){0,2}\s+(?:today|tonight|tomorrow|this\s+(?:morning|evening|weekend)|next\s+(?:week|weekend)|on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)|on\s+\d{4}-\d\d-\d\d|(?:on\s+|this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)|give\s+me\s+a\s+rest\s+day|cancell?ed|called\s+off|not\s+(?:doing|going\s+to|making|up\s+for)\s+(?:\w+\s+){0,3}?(?:today|tonight|tomorrow|this\s+(?:morning|afternoon|evening|weekend)|next\s+(?:week|weekend)|on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)|on\s+\d{4}-\d\d-\d\d|(?:on\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day))\b/;
/** "I can't run tomorrow", "I'm not going to make spanish tomorrow": words in front of the habit that say it will not happen. */
const WONT = /\b(?:cannot|can\s+not|will\s+not|not\s+going\s+to|unable\s+to|not\s+able\s+to)\s+(?:(?:do|go|make|get|fit|manage)(?:\s+(?:it|in|to|for|the|my|a))*\s+)?(?:my\s+|the\s+)?$/;
/** Words that look back: the day named is one gone by ("I skipped my run on monday", "missed last friday"). */
const LOOKS_BACK = /\b(?:skipped|missed|did\s+not|was\s+(?:ill|sick|away))\b/;

/** A request to skip a day (or undo one): the words, or "I can't <habit> …". */
function asksSkip(r: Reading): boolean {
  const t = r.said.text;
  if (/\bun-?skip/.test(t) || SKIP.test(t)) return true;
  const m = r.habits[0];
  return !!m && WONT.test(t.slice(0, m.start));
}

/**
 * Issue 50, sixtieth pass: "mark it as skipped" just after a past day of that habit was told of
 * ("didn't make it to gym on thursday, was ill"): that day, kept with the last turn's call.
 */
function dayJustTalkedOf(r: Reading, habitId: string): string | undefined {
  const call = (r.context.lastCalls ?? []).filter((c) => c.args.habitId === habitId && typeof c.args.date === 'string').at(-1);
  const date = call?.args.date as string | undefined;
  return date && date < r.s.today ? date : undefined;
}

export function skips(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  const unskip = /\bun-?skip/.test(t);
  if (!asksSkip(r)) return undefined;
  const { habit, answer } = habitOf(r, 'do', { implicit: /^(?:skip|unskip)\b/.test(t) || r.pointsBack });
  if (answer) return answer;
  if (!habit) return /^(?:skip|unskip)\b/.test(t) ? reply(wordsOf(r.s).say('whichToSkip', { e: example('skip Run today') })) : undefined;
  if (habit.archived) return archivedAnswer(habit, r.s);
  const tense = unskip || LOOKS_BACK.test(t) ? 'past' : 'future';
  const range = unskip ? undefined : rangeIn(t, r.slots);
  if (range && range.from !== range.to) return skipDays(r, habit, range);
  const day = dayIn(t, r.slots, tense);
  let date = day?.date ?? (r.pointsBack ? dayJustTalkedOf(r, habit.id) : undefined) ?? r.s.today;
  if (unskip) return one({ name: 'unskipHabit', args: { habitId: habit.id, ...(date !== r.s.today ? { date } : {}) } });
  // "skip friday's run" when Run is every other Friday: the next Friday it is on.
  if (day?.bareWeekday && date > r.s.today && !isScheduledOn(habit, date)) date = (habit.dates ?? []).find((d) => d > date && weekdayOf(toEpochDay(d)) === weekdayOf(toEpochDay(date))) ?? date;
  const off = notOn(r, habit, date, day?.bareWeekday === true);
  if (off) return off;
  const dateArg = date !== r.s.today ? { date } : {};
  if (date > r.s.today) return one({ name: 'skipHabit', args: { habitId: habit.id, ...dateArg } });
  const note = reasonIn(r.said.original);
  return one({ name: 'skipHabit', args: { habitId: habit.id, ...dateArg, ...(note ? { note } : {}) } });
}

/** Whether the habit is on `date` and free to skip; if not, says why (with its days and the next day it is on). */
function notOn(r: Reading, h: SnapshotHabit, date: string, weekday: boolean): OfflineAnswer | undefined {
  const pause = (h.pauses ?? []).find((p) => p.from <= date && date <= p.to);
  if (pause) return reply(wordsOf(r.s).say('alreadyPaused', { h: quoted(h), w: whenIn(r.s, date), a: dayShown(r.s, pause.from), b: dayShown(r.s, pause.to) }));
  if ((h.skippedDates ?? []).includes(date)) return reply(wordsOf(r.s).say('alreadySkipped', { h: quoted(h), w: whenIn(r.s, date) }));
  if (isScheduledOn(h, date)) return undefined;
  const ahead = date >= r.s.today;
  const other = ahead ? (h.dates ?? []).find((d) => d > r.s.today && !(h.pauses ?? []).some((p) => p.from <= d && d <= p.to)) : [...(h.dates ?? [])].reverse().find((d) => d < date);
  const day = weekday ? `${WEEKDAY_NAMES[weekdayOf(toEpochDay(date))]!}s` : whenText(date, r.s.today);
  const w = wordsOf(r.s);
  const onDay = w.english ? day.replace(/^on\s+/, '') : weekday ? w.say('onWeekdays', { d: weekdayIn(r.s, dayText(date, r.s.today).slice(0, 3)) }) : whenIn(r.s, date);
  const said = { h: quoted(h), d: onDay, x: shown(h), o: other ? dayShown(r.s, other) : '' };
  return reply(w.say(!other ? 'notOnDayIs' : ahead ? 'notOnDayNext' : 'notOnDayLast', said), other ? { suggestions: [`Skip ${h.name} on ${dayText(other, r.s.today)}`] } : {});
}

/** Every day of a span the habit is on ("skip gym next week", "yoga's cancelled this weekend"); a span past what the coach sees is offered as a pause. */
function skipDays(r: Reading, h: SnapshotHabit, range: { from: string; to: string }): OfflineAnswer {
  const span = wordsOf(r.s).english ? `${dayText(range.from, r.s.today)} to ${dayText(range.to, r.s.today)}` : wordsOf(r.s).say('spanDays', { a: dayShown(r.s, range.from), b: dayShown(r.s, range.to) });
  if (toEpochDay(range.to) - toEpochDay(r.s.today) > AHEAD_DAYS || range.from < r.s.today) {
    const offer: OfflineCall = { name: 'pauseHabits', args: { habitId: h.id, from: range.from < r.s.today ? r.s.today : range.from, to: range.to } };
    return reply(wordsOf(r.s).say('tooManyToSkip', { h: quoted(h), k: span }), {
      suggestions: ['Yes', 'No, leave it'],
      memory: { pending: { offer: [offer], about: h.id } satisfies Pending },
    });
  }
  const paused = (d: string) => (h.pauses ?? []).some((p) => p.from <= d && d <= p.to);
  const days = (h.dates ?? []).filter((d) => d >= range.from && d <= range.to && !paused(d) && !(h.skippedDates ?? []).includes(d) && (d > r.s.today || !(h.completedDates ?? []).includes(d)));
  if (!days.length) return reply(wordsOf(r.s).say('noDayToSkip', { h: quoted(h), k: span, x: shown(h) }));
  return answerCalls(days.map((date) => ({ name: 'skipHabit', args: { habitId: h.id, ...(date !== r.s.today ? { date } : {}) } })));
}
