import { minutesOf } from '@stride/domain';
import type { SnapshotHabit } from '../coach-snapshot.js';
import type { OfflineAnswer, OfflineCall } from './types.js';
import { answerCalls, one, reply, type Reading } from './reading.js';
import { readSchedule } from './schedule.js';
import { dayIn, daysIn, rangeIn } from './slots.js';
import { nextDate, quoted, shown, whenIn, wordsOf } from './words.js';
import { sameHalfOfDay } from './change.js';

/**
 * "push my run to tomorrow", "move today's gym to this friday", "just tomorrow, walk the dog at
 * 6pm", "tennis this saturday at 12": one day of a habit moved to another day or time (issue 50,
 * moveOccurrence), its other days as they are. A plain weekday ("move gym to fridays") is a
 * change of its days, and words of every day ("every", "from now on", "from", "always") a change
 * of its schedule; a habit with no fixed days has no one day to move.
 */
export function oneDayMove(r: Reading, h: SnapshotHabit): OfflineAnswer | undefined {
  // A day's own habit, its apostrophe dropped ("saturdays tennis", "tomorrows gym"): that one day (the "s" blanked, so places hold).
  const owned = new Set<number>();
  let t = r.said.text.replace(/\b((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight)s(?=\s)/g, (whole, day: string, at: number) => {
    const next = at + whole.length + 1;
    if (!r.habits.some((m) => m.start === next || m.start === next + 3)) return whole;
    owned.add(at);
    return `${day} `;
  });
  // Issue 50, twenty-eighth pass: a day said to stay as it is ("…, tuesday stays at 6") is no part of the move (blanked, so places hold).
  t = t.replace(/(?<=[,;.]\s*|\band\s+)(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+rest|the\s+others?)\s+(?:stays?|remains?|can\s+stay|is\s+(?:fine|ok|okay|the\s+same|unchanged))\b[^,;.!?]*/g, (m) => ' '.repeat(m.length));
  // Issue 50, thirty-first pass: a time for a run of days ("push spanish to 4pm for the rest of the week", "walk the dog at 6
  // instead of 5 every day til sunday"): each of those days moved (one habit, so done at once), its other days as they are.
  const run = /\bthe\s+rest\s+of\s+(?:the|this)\s+week\b|\b(?:til|till|until|up\s+to|through)\s+(?:this\s+|next\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d{1,2}(?:st|nd|rd|th)?|tomorrow)\b/.test(t) && !/\b(?:from\s+now\s+on|always|going\s+forward|pause|skip|end|stop|finish|remind\w*)\b/.test(t) ? rangeIn(t, r.slots) : undefined;
  if (run && !h.frequency) {
    const said = /\b(?:at|to)\s+(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)(?!\s*(?:minutes?|mins?|hours?|days?|times?|x)\b)/.exec(t.replace(/\b(?:instead\s+of|rather\s+than|not)\s+(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?/g, ' '));
    const start = said ? readSchedule(`at ${said[1]}`, r.s.today).startTime : undefined;
    const dates = (h.dates ?? []).filter((d) => d >= run.from && d <= run.to && d >= r.s.today && !(d === r.s.today && h.doneToday));
    // The half of the day from the clause that says the time (never a remark's "revising all afternoon").
    const clause = t.split(/\s*[,;.]\s+/).find((part) => said && part.includes(said[0].trim())) ?? t;
    if (start && dates.length && dates.length <= 14) return answerCalls(dates.map((date) => ({ name: 'moveOccurrence', args: { habitId: h.id, date, startTime: sameHalfOfDay(start, h, clause) } }) as OfflineCall));
  }
  // "… tomorrow instead of the usual time": the usual kept, that day only.
  const once = /\b(?:just|only)\b|\bthis\s+(?:time|once)\b|\bone[-\s]off\b|\binstead\s+of\s+(?:the\s+|my\s+)?(?:usual|normal|regular)\b/.test(t);
  // "instead of" says a change of days, unless the words say one time ("tuesday instead of monday, only that week").
  if (/\b(?:every|each|from\s+now\s+on|always|from|starting|onwards?|going\s+forward|any\s*more|usually|weekly|daily|days|mornings|evenings|nights)\b/.test(t) || (!once && /\binstead\s+of\s+\S/.test(t))) return undefined;
  // Issue 50, nineteenth pass: "yoga next week has to be tuesday instead of monday, only that week": that week's day to the other.
  // Issue 50, twenty-sixth pass: "tennis on sunday this week instead of saturday": the week said between the two days.
  const swap = once ? /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:\s+(?:this|next)\s+week)?\s+instead\s+of\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/.exec(t) : null;
  if (swap) {
    const week = /\bnext\s+week\b/.test(t) ? ' next week' : '';
    const from = dayIn(`${swap[2]}${week}`, r.slots, 'future');
    const onto = dayIn(`${swap[1]}${week}`, r.slots, 'future');
    if (h.frequency && onto) return reply(wordsOf(r.s).say('noFixedDays', { h: quoted(h), x: shown(h), w: whenIn(r.s, onto.date) }));
    if (from && onto && from.date !== onto.date && from.date >= r.s.today) return one({ name: 'moveOccurrence', args: { habitId: h.id, date: from.date, newDate: onto.date } });
  }
  const days = daysIn(t, r.slots, 'future').map((d) => (owned.has(d.start) ? { ...d, bareWeekday: false } : d));
  // Issue 50, twenty-third pass: "squash this weekend 3 hrs later, just this once": the one day of that weekend it falls on.
  const weekend = !days.length && once ? /\b(this|next|the)\s+weekend\b/.exec(t) : null;
  if (weekend) {
    const ahead = (6 - new Date(`${r.s.today}T12:00:00Z`).getUTCDay() + 7) % 7;
    const saturday = new Date(Date.parse(`${r.s.today}T12:00:00Z`) + (ahead + (weekend[1] === 'next' && ahead > 0 ? 7 : 0)) * 86_400_000).toISOString().slice(0, 10);
    const sunday = new Date(Date.parse(`${saturday}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const on = (h.dates ?? []).filter((d) => d === saturday || d === sunday);
    if (on.length === 1) days.push({ date: on[0]!, start: weekend.index, end: weekend.index + weekend[0].length, text: weekend[0] });
  }
  const noFixedDays = (date: string) => reply(wordsOf(r.s).say('noFixedDays', { h: quoted(h), x: shown(h), w: whenIn(r.s, date) }));
  const time = () => oneDayTime(r, h, days, t);
  // A day to another day: "push tomorrow's gym to friday", "move saturday's tennis to sunday".
  const to = days.at(-1);
  const oneDayFirst = days.length > 1 && !days[0]!.bareWeekday;
  // Nineteenth session: the day a move goes to follows "to" ("move piano to 9pm just for tomorrow" moves tomorrow's, to 9pm).
  const toDay = to && /\b(?:to|till|until|til|onto|into)\s+(?:this\s+|next\s+|the\s+|on\s+)?$/.test(t.slice(Math.max(0, to.start - 16), to.start));
  if (/^(?:push|move|shift|bump|postpone|delay|put\s+off|reschedule)\b/.test(t) && to && (toDay || days.length > 1 || !/\bfor\s+(?:this\s+|next\s+|the\s+)?$/.test(t.slice(Math.max(0, to.start - 12), to.start))) && (!to.bareWeekday || oneDayFirst) && to.date > r.s.today) {
    if (h.frequency) return noFixedDays(to.date);
    const named = days.length > 1 && days[0]!.date !== to.date ? days[0]!.date : undefined;
    const from = named ?? (h.dueToday && !h.doneToday ? r.s.today : nextDate(h, r.s.today));
    // "move tomorrow's pilates to 8": the day said is its own day, and a time is where it goes (below).
    if (from && from !== to.date) {
      const at = time();
      return one({ name: 'moveOccurrence', args: { habitId: h.id, date: from, newDate: to.date, ...(at ? { startTime: at } : {}) } });
    }
  }
  // One day at another time: "just tomorrow, walk the dog at 6pm", "move tomorrow's pilates to 8", "tennis this saturday at 12".
  // Issue 50, twenty-eighth pass: the day said twice ("tmrws gym can it be 7pm? just tomorrow") is one day.
  const day = new Set(days.map((d) => d.date)).size === 1 ? days[0]! : undefined;
  if (!day || (day.bareWeekday && !once) || day.date < r.s.today) return undefined;
  const at = time();
  if (!at) return undefined;
  if (h.frequency) return noFixedDays(day.date);
  return one({ name: 'moveOccurrence', args: { habitId: h.id, date: day.date, startTime: at } });
}

/** The time a one-day move says, read from the words left when its days and the habit's name are taken out ("at 6pm", "to 8", "half 7"). */
function oneDayTime(r: Reading, h: SnapshotHabit, days: { start: number; end: number }[], t: string): string | undefined {
  const cut = [...days, ...r.habits.map((m) => ({ start: m.start, end: m.end }))].sort((a, b) => b.start - a.start);
  let rest = t;
  for (const c of cut) rest = `${rest.slice(0, c.start)} ${rest.slice(c.end)}`;
  rest = rest
    // A day's "s" left when the day was cut ("fridays run": "friday" and "run" cut).
    .replace(/(?<=\s|^)'?s(?=\s|$)/g, ' ')
    .replace(/\b(?:not|instead\s+of|rather\s+than)\s+(?:at\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?(?!\s*(?:min|mins|minutes?|h|hrs?|hours?)\b)/g, ' ')
    .replace(/\b(?:is|are|should\s+be|will\s+be|has\s+to\s+be|needs?\s+to\s+be|must\s+be|gonna\s+be|going\s+to\s+be|be)\b/g, ' ')
    // Issue 50, twenty-third pass: "just that day", "that week only", "can gym be at 7pm": words of the one time or the asking, never the time.
    .replace(/\b(?:that|this)\s+(?:day|week|one\s+time|time|once)\b/g, ' ')
    // Issue 50, fifty-sixth pass: the habit said as "it" or "that one" ("can u push that one to 8, just tomorrow"): never the time.
    .replace(/\b(?:it|that\s+one|this\s+one|that\s+session|that\s+class)\b(?!')/g, ' ')
    .replace(/\b(can|could|would)\s+u\b/g, '$1 you')
    .replace(/\b(?:just|only|this\s+(?:time|once)|once|one[-\s]off|instead|please|pls|then|actually|for|on|the|my|do|have|can\s+you|could\s+you|let'?s|i'?ll|i\s+will)\b/g, ' ')
    .replace(/^\W*(?:can|could|shall|may)\b(?!\s+(?:i|we|you)\b)(?:\s+(?:it|that|they)\b)?/, ' ')
    .replace(/^\W*(?:(?:can|could|shall|may)\s+(?:i|we|you)\b)?\s*(?:(?:push|move|shift|bump|postpone|delay|put\s+off|reschedule|change|make|set|put|go\s+to)\b)?/, ' ')
    .replace(/[,.!?]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:to|at)\s+/, '');
  // Issue 50, twenty-third pass: "3 hours later", "half an hour earlier": from its own time that day.
  const shifted = /^(half\s+an|an?|\d+(?:\.\d+)?)\s*(hours?|minutes?)\s+(later|earlier)$/.exec(rest);
  if (shifted && h.startTime) {
    const by = (/^half/.test(shifted[1]!) ? 0.5 : /^an?$/.test(shifted[1]!) ? 1 : Number(shifted[1])) * (/^h/.test(shifted[2]!) ? 60 : 1) * (shifted[3] === 'later' ? 1 : -1);
    const at = minutesOf(h.startTime.slice(0, 5)) + by;
    return at >= 0 && at < 1440 && Number.isInteger(at) ? `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}` : undefined;
  }
  // Nineteenth session: "client dinner tomorrow evening so gym at 7am on thu 10th. just that once": one clock time said, among remarks, is the time.
  const clocks = [...t.replace(/\b(?:not|instead\s+of|rather\s+than)\s+(?:at\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?/g, ' ').matchAll(/\b(?:at|to|be\s+at|for)\s+(\d{1,2}(?::\d\d)?\s*(?:am|pm)?|\d{1,2}:\d\d)(?!\s*(?:min|mins|minutes?|h|hrs?|hours?|days?|times?|x)\b)/g)];
  if ((!rest || rest.split(' ').length > 4) && clocks.length === 1 && /\b(?:just|only|this\s+(?:time|once)|once|one[-\s]off)\b/.test(t)) return sameHalfOfDay(readSchedule(`at ${clocks[0]![1]}`, r.s.today).startTime ?? '', h, t) || undefined;
  if (!rest || rest.split(' ').length > 4) return undefined;
  const phrase = readSchedule(/^\d{1,2}$/.test(rest) ? `at ${rest}` : /^(?:at|to)\b/.test(rest) ? rest : `at ${rest}`, r.s.today);
  if (!phrase.startTime || phrase.recurrence || phrase.notUnderstood.length || phrase.name.trim()) return undefined;
  return sameHalfOfDay(phrase.startTime, h, t);
}

