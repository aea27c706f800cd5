import type { SnapshotHabit } from '../coach-snapshot.js';
import type { OfflineAnswer, OfflineCall } from './types.js';
import { answerCalls, type Reading } from './reading.js';
import { daysOf } from './schedule.js';
import { asks } from './sentence.js';

/**
 * Issue 50, fifty-ninth pass: two habits' places in the week traded ("swap gym and pilates",
 * "switch yoga with tennis days", "can we flip the run and swim times round"): each takes the
 * other's days ("days"), the other's time ("time", "slot"), or both when neither is said. Read
 * only when the message is the verb, the two habits and such words: anything else said is left to
 * the other readers. A habit done N times a week, with no days of its own, trades no days.
 */
const VERB = /^(?:(?:can|could)\s+(?:you|we|i)\s+|(?:pls|please|let'?s|lets|i\s+want\s+to|i'?d\s+like\s+to)\s+)*(?:swap|switch|trade|flip|exchange)\b/;
/** Words that may stand around the two names and say nothing more. */
const FILLER = new Set(['and', 'with', 'n', '&', 'the', 'my', 'their', 'them', 'round', 'around', 'over', 'pls', 'please', 'thanks', 'of', 's', 'both', 'between', 'places', 'place', 'spots']);
const DAY_WORDS = /^(?:days?|weekdays?)$/;
const TIME_WORDS = /^(?:times?|timings?|slots?|hours?)$/;

export function swappedSlots(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  const verb = VERB.exec(t);
  if (!verb || asks(r.said) || r.habits.length !== 2 || r.habits.some((m) => m.items.length !== 1)) return undefined;
  const [a, b] = r.habits.map((m) => m.items[0]!) as [SnapshotHabit, SnapshotHabit];
  if (a.id === b.id) return undefined;
  // What is left once the verb and the two names are taken out: only filler and the words of what is traded.
  if (a.archived || b.archived || r.habits.some((m) => m.start < verb[0].length)) return undefined;
  let rest = t;
  for (const m of [...r.habits].sort((x, y) => y.start - x.start)) rest = `${rest.slice(0, m.start)} ${rest.slice(m.end)}`;
  rest = rest.slice(verb[0].length);
  const words = rest.toLowerCase().replace(/'s\b/g, ' ').match(/[a-z&]+/g) ?? [];
  if (words.some((w) => !FILLER.has(w) && !DAY_WORDS.test(w) && !TIME_WORDS.test(w))) return undefined;
  const saysDays = words.some((w) => DAY_WORDS.test(w));
  const saysTimes = words.some((w) => TIME_WORDS.test(w));
  const days = saysDays || !saysTimes;
  const times = saysTimes || !saysDays;
  const calls: OfflineCall[] = [];
  for (const [h, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const args: Record<string, unknown> = { habitId: h.id };
    if (days) {
      if (h.frequency || other.frequency) return undefined;
      const theirs = daysOf(other, r.s.today);
      if (!theirs.length) return undefined;
      if (theirs.join() !== daysOf(h, r.s.today).join()) Object.assign(args, theirs.length === 7 ? { recurrence: 'daily' } : { recurrence: 'weekly', days: theirs });
    }
    if (times && other.startTime && other.startTime !== h.startTime) args.startTime = other.startTime;
    if (Object.keys(args).length > 1) calls.push({ name: 'updateHabit', args } as OfflineCall);
  }
  return calls.length ? answerCalls(calls) : undefined;
}
