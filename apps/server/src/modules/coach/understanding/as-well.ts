import type { OfflineAnswer, OfflineCall } from './types.js';
import { answerCalls, type Reading } from './reading.js';
import { asks } from './sentence.js';

const minutesOf = (time: string | undefined) => (time ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) : undefined);

/**
 * Issue 50: "pilates as well", "same for yoga", "and tennis too" after a request: the last calls
 * again, for the habit now named (one call each, as the service proposes several). Issue 50,
 * twenty-third pass: a length changed by an amount ("add 10 mins to piano", then "same for
 * spanish") changes the other habit's own length by that amount, not to the first one's.
 */
export function asWell(r: Reading): OfflineAnswer | undefined {
  const last = (r.context.lastCalls ?? []).filter((c) => c.outcome.ok && typeof c.args.habitId === 'string');
  if (!last.length || !r.habits.length || asks(r.said)) return undefined;
  let rest = r.said.text;
  for (const m of [...r.habits].sort((a, b) => b.start - a.start)) rest = rest.slice(0, m.start) + ' ' + rest.slice(m.end);
  rest = rest.replace(/[.,!]/g, ' ').replace(/\b(?:as\s+well|too|also|the\s+same|same|for|with|and|my|the|please|pls|thanks|do|that|to|ok|oh|plus)\b/g, ' ').trim();
  // The reader takes a leading "and" off the text: "and piano" after "mark spanish done" is read from the plain words.
  if (rest || !/\b(?:as\s+well|too|also|same|and)\b/.test(r.said.plain)) return undefined;
  const others = r.habits.filter((m) => m.items.length === 1).map((m) => m.items[0]!).filter((h) => !last.some((c) => c.args.habitId === h.id));
  if (!others.length) return undefined;
  const firstId = last[0]!.args.habitId;
  const again = last.filter((c) => c.args.habitId === firstId);
  // A length said as more or less ("add 10 mins to piano"): the same difference for each.
  const by = (r.context.memory as { byMinutes?: unknown } | null | undefined)?.byMinutes;
  return answerCalls(
    others.flatMap((h) =>
      again.map((c) => {
        const length = c.args.durationMinutes;
        const own = minutesOf(h.endTime) !== undefined && minutesOf(h.startTime) !== undefined ? (minutesOf(h.endTime)! - minutesOf(h.startTime)! + 1440) % 1440 : undefined;
        const relative = c.name === 'updateHabit' && typeof length === 'number' && typeof by === 'number' && own !== undefined && own + by >= 5;
        return { name: c.name, args: { ...c.args, habitId: h.id, ...(relative ? { durationMinutes: own + by } : {}) } } as OfflineCall;
      }),
    ),
  );
}
