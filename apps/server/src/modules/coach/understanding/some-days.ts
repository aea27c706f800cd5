import { WEEKDAY_NAMES, formatDate, toEpochDay, weekdayOf } from '@stride/domain';
import type { SnapshotHabit } from '../coach-snapshot.js';
import type { OfflineAnswer, OfflineCall } from './types.js';
import { reply, type Pending, type Reading } from './reading.js';
import { daysOf, weekdaysIn } from './schedule.js';
import { dayShown, list, quoted, wordsOf } from './words.js';

/** Days said as ones that come back ("on weekends", "at the weekend", "on fridays", "every saturday"). */
const SOME_DAYS = /\b(?:on|at|over)\s+(?:the\s+)?weekends?\b|\bweekends\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|\b(?:every|each)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/;

/**
 * Issue 50, fifty-fifth pass: a habit's time moved ("half an hour later", "an hour earlier") on only
 * some of its days ("on weekends", "on fridays"). A habit keeps one time for all its days, so its
 * time is never changed for all of them: the next of those days are offered, moved once each.
 * `answer` is the change read for the habit; undefined when it is not a time moved on some days.
 */
export function timeForSomeDays(r: Reading, h: SnapshotHabit, answer: OfflineAnswer): OfflineAnswer | undefined {
  if (answer.kind !== 'call' || answer.name !== 'updateHabit') return undefined;
  const args = answer.args as Record<string, unknown>;
  const time = args.startTime;
  if (typeof time !== 'string' || Object.keys(args).some((k) => k !== 'habitId' && k !== 'startTime') || !SOME_DAYS.test(r.said.text)) return undefined;
  const named = [...new Set(weekdaysIn(r.said.text).flatMap((d) => d.days))];
  const current = daysOf(h, r.s.today);
  if (!named.length || named.length >= current.length || !named.every((d) => current.includes(d))) return undefined;
  const today = toEpochDay(r.s.today);
  const next = named.map((d) => ({ d, date: formatDate(today + ((WEEKDAY_NAMES.indexOf(d) - weekdayOf(today) + 7) % 7)) })).sort((a, b) => a.date.localeCompare(b.date));
  const dates = next.map((x) => x.date);
  const offer = dates.map((date) => ({ name: 'moveOccurrence', args: { habitId: h.id, date, startTime: time } }) as OfflineCall);
  const w = wordsOf(r.s);
  return reply(w.say('timeForSomeDays', { h: quoted(h), t: time, d: list(next.map((x) => x.d.slice(0, 3))), w: dates.map((date) => dayShown(r.s, date)).join(w.say('joinAnd')) }), {
    suggestions: ['Yes', 'No, leave it'],
    memory: { pending: { offer, about: h.id } satisfies Pending },
  });
}
