import { formatDate, toEpochDay } from '@stride/domain';
import type { OfflineAnswer } from './types.js';
import { reply, type Reading } from './reading.js';
import { asks } from './sentence.js';
import { dayIn } from './slots.js';
import { SHOWS_NOTES } from './journal-words.js';
import { dayShown, inUse, quoted, shown, whenIn, wordsOf } from './words.js';

/**
 * Issue 50, third pass: plain questions of fact the other readers did not answer: when a habit
 * was last done, whether it is paused, how many habits there are. Read as questions, so they
 * never change a record.
 */
export function facts(r: Reading): OfflineAnswer | undefined {
  if (!asks(r.said)) return undefined;
  const t = r.said.text;
  const h = r.habits.find((m) => m.items.length === 1)?.items[0];
  if (h && /^when\s+(?:did|was)\s+i\s+last\b|\blast\s+time\s+i\b|^when\s+was\s+(?:the\s+)?last\b/.test(t)) {
    const last = [...(h.completedDates ?? [])].filter((d) => d <= r.s.today).sort().at(-1);
    return reply(last ? wordsOf(r.s).say('lastDid', { h: quoted(h), w: whenIn(r.s, last) }) : wordsOf(r.s).say('neverDone', { h: quoted(h) }));
  }
  // Issue 50, twenty-ninth pass: "what was that note i left on my reading the other day": its notes of the last two weeks, latest first.
  if (h && /\bnotes?\b/.test(t) && !/\b(?:add|put|write|leave|make|jot|save)\s+(?:a\s+|the\s+|my\s+)?notes?\b/.test(t)) return notesAsked(r);
  if (h && /\b(?:paused|on\s+(?:pause|hold)|on\s+a\s+break)\b/.test(t)) {
    const pause = (h.pauses ?? []).find((p) => p.to >= r.s.today);
    return reply(pause ? wordsOf(r.s).say('isPaused', { h: quoted(h), a: dayShown(r.s, pause.from), b: dayShown(r.s, pause.to) }) : wordsOf(r.s).say('isNotPaused', { h: quoted(h), x: shown(h) }));
  }
  if (!r.habits.length && /^how\s+many\s+habits\b/.test(t)) {
    const active = inUse(r.s);
    const archived = r.s.habits.length - active.length;
    return reply(wordsOf(r.s).say(archived ? 'youHaveHabitsArchived' : 'youHaveHabits', { n: active.length, m: archived }));
  }
  return undefined;
}

/** Issue 50, fifty-seventh pass: what was written asked of, in the past ("what did i jot down", "anything noted"). */
const WROTE = /\b(?:notes?|noted|jotted|wrote|written)\b|\bdid\s+i\s+(?:note|jot|write)\b/;

/**
 * Issue 50, fifty-seventh pass: a question about notes, answered from them before any reader takes
 * its day or its habit for something else (a day's amounts, a day's plan, a note to write): a
 * habit's note of the day said, or its latest notes; with no habit, every note of the day said.
 */
export function notesAsked(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  // Issue 50: "would you please note that …?" asks for a note, never what the notes say.
  if (!SHOWS_NOTES.test(t) && !(asks(r.said) && WROTE.test(t) && !/\b(?:would|could|can|will)\s+(?:you|u)\s+(?:please\s+|kindly\s+)?(?:note|jot|write|add|put|record)\b/.test(t))) return undefined;
  const w = wordsOf(r.s);
  const said = dayIn(t, r.slots, 'past');
  // A bare weekday asked of is the last one (notes are kept on days up to today).
  const day = said && said.bareWeekday && said.date > r.s.today ? formatDate(toEpochDay(said.date) - 7) : said?.date;
  const h = r.habits.find((m) => m.items.length === 1)?.items[0];
  if (h) {
    const all = Object.entries(h.recentNotes ?? {}).filter(([d]) => d <= r.s.today);
    const that = day ? all.filter(([d]) => d === day) : [];
    const kept = (that.length ? that : all).sort(([a], [b]) => b.localeCompare(a)).slice(0, 3);
    return reply(kept.length ? w.say('notesOn', { h: quoted(h), k: w.list(kept.map(([d, x]) => w.say('noteOnDay', { d: dayShown(r.s, d), x: w.quote(x) }))) }) : w.say('noNotesOn', { h: quoted(h) }));
  }
  if (r.habits.length || !day || day > r.s.today) return undefined;
  const kept = inUse(r.s).flatMap((x) => (x.recentNotes?.[day] ? [w.say('noteOfHabit', { h: quoted(x), x: w.quote(x.recentNotes[day]) })] : []));
  return reply(kept.length ? w.say('notesOnDay', { d: dayShown(r.s, day), k: w.list(kept) }) : w.say('noNotesOnDay', { d: dayShown(r.s, day) }));
}
