import type { OfflineAnswer } from './types.js';
import { reply, type Reading } from './reading.js';
import { asks } from './sentence.js';
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
  if (h && /\bnotes?\b/.test(t) && !/\b(?:add|put|write|leave|make|jot|save)\s+(?:a\s+|the\s+|my\s+)?notes?\b/.test(t)) {
    const w = wordsOf(r.s);
    const kept = Object.entries(h.recentNotes ?? {}).sort(([a], [b]) => b.localeCompare(a)).slice(0, 3);
    return reply(kept.length ? w.say('notesOn', { h: quoted(h), k: w.list(kept.map(([d, x]) => w.say('noteOnDay', { d: dayShown(r.s, d), x: w.quote(x) }))) }) : w.say('noNotesOn', { h: quoted(h) }));
  }
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
