import { coachTexts, coachWords } from '@stride/domain';
import type { CoachSnapshot } from '../coach-snapshot.js';
import { reply, type Pending, type Reading } from './reading.js';
import type { OfflineAnswer, OfflineCall } from './types.js';
import { inUse, quoted, shown } from './words.js';

/**
 * What the built-in coach answers when no request was read whole (moved out of offline-coach.ts,
 * nineteenth session): whether a habit asked about is done, an offer of what a question may
 * mean, and the likeliest guesses for a message read only in part.
 */

/** Issue 50: "is spanish done?", "have I ticked my vitamins": whether it is done today, from the records, changing nothing. */
export function doneYet(r: Reading): OfflineAnswer | undefined {
  if (!/\b(?:done|ticked|finished|complete|completed|logged|checked)\b/.test(r.said.text)) return undefined;
  const h = r.habits[0]?.items.length === 1 ? r.habits[0].items[0]! : undefined;
  if (!h) return undefined;
  const words = coachWords(r.s.locale);
  if (h.doneToday) return reply(words.say('doneToday', { name: quoted(h) }));
  if (!h.dueToday) return reply(words.say('notOnToday', { name: quoted(h), schedule: shown(h) }));
  return reply(h.startTime ? words.say('stillOpenAt', { name: quoted(h), time: words.time(h.startTime) }) : words.say('stillOpen', { name: quoted(h) }), { suggestions: [`Mark ${h.name} done`] });
}

/** What a question may mean, offered: done on a yes, never on the question itself. */
export function offerFor(calls: OfflineCall[], s: CoachSnapshot): OfflineAnswer {
  // A tick of today, asked back ("i did my run?"): what would be done, named.
  const one = calls.length === 1 && calls[0]!.name === 'completeHabit' ? (calls[0]!.args as { habitId?: string; date?: string; value?: number }) : undefined;
  const h = one && one.value === undefined && (!one.date || one.date === s.today) ? s.habits.find((x) => x.id === one.habitId) : undefined;
  const words = coachWords(s.locale);
  if (h?.doneToday) return reply(words.say('doneToday', { name: quoted(h) }));
  // A daily amount said of themselves ("i read 10 pages every night"): the amount offered, named.
  const set = calls.length === 1 && calls[0]!.name === 'updateHabit' ? (calls[0]!.args as { habitId?: string; target?: { quantity: number; unit: string } | null }) : undefined;
  const aimed = set?.target && Object.keys(set).length === 2 ? s.habits.find((x) => x.id === set.habitId) : undefined;
  const text = h ? words.say('offerMarkDone', { name: quoted(h) }) : aimed ? words.say('offerTarget', { name: quoted(aimed), amount: `${set!.target!.quantity} ${set!.target!.unit}` }) : words.say('offer');
  return reply(text, { suggestions: ['Yes', 'No, leave it'], memory: { pending: { offer: calls } satisfies Pending } });
}

/**
 * Issue 50: a message read only in part gets the likeliest things it may mean, to tap, not the
 * list of everything (that is for "what can you do?").
 */
export function bestGuess(r: Reading): OfflineAnswer {
  const t = r.said.text;
  const habit = r.habits[0]?.items[0] ?? (r.pointsBack ? r.last : undefined);
  const guesses: string[] = [];
  if (habit) guesses.push(`Mark ${habit.name} done`, `Skip ${habit.name} today`, `When is ${habit.name}?`);
  if (/\b(?:add|new|start|create|begin|track|want|try)\b/.test(t)) guesses.push('Add a habit to read 10 pages every night');
  if (/\b(?:remind|reminder|nudge|ping|alert)\b/.test(t)) guesses.push(`Remind me 15 minutes before ${inUse(r.s)[0]?.name ?? 'Gym'}`);
  guesses.push("What's left today?", 'How did I do this week?');
  return { kind: 'reply', text: coachTexts(r.s.locale).notUnderstood, understood: false, suggestions: guesses.slice(0, 3) };
}
