import { formatDate, toEpochDay, weekdayOf } from '@stride/domain';
import type { SnapshotHabit } from '../coach-snapshot.js';
import type { OfflineAnswer } from './types.js';
import { reply, type Reading } from './reading.js';
import { quoted, wordsOf } from './words.js';

/**
 * Issue 50, thirteenth pass: a question about a counted habit over a span of days ("any cigarettes
 * this week?", "how many coffees have i had this week", "did i smoke at all this month"): the total
 * of the days the snapshot holds (the two weeks up to today), with how the days went against the
 * target or limit. A quit or limit is found by its unit or a word of its thing as well as by its
 * name ("cigs", "smoked" find No smoking). Read only as a question; never a change.
 */
const SMOKING = /\b(?:cigs?|cigarettes?|fags?|smok\w*|vap\w*)\b/;
const WINDOW = 14;

/** The first day of the span said, or undefined: this week (from Monday), last week, this month, the last N days. */
function spanStart(t: string, today: string): { from: string; to: string; key: 'spanThisWeek' | 'spanLastWeek' | 'spanThisMonth' | 'spanLastDays'; d?: number } | undefined {
  const day = toEpochDay(today);
  const monday = day - ((weekdayOf(day) + 6) % 7);
  if (/\b(?:this|the)\s+(?:past\s+)?week\b|\bso\s+far\s+this\s+week\b|\ball\s+week\b/.test(t) && !/\bpast\s+week\b/.test(t)) return { from: formatDate(monday), to: today, key: 'spanThisWeek' };
  if (/\blast\s+week\b/.test(t)) return { from: formatDate(monday - 7), to: formatDate(monday - 1), key: 'spanLastWeek' };
  if (/\b(?:this|the)\s+month\b/.test(t)) return { from: `${today.slice(0, 8)}01`, to: today, key: 'spanThisMonth' };
  const n = /\b(?:last|past)\s+(\d{1,2})\s+days\b/.exec(t) ?? (/\b(?:past|last)\s+(?:7\s+days|week)\b/.test(t) ? ['', '7'] : null);
  if (n) return { from: formatDate(day - Number(n[1]) + 1), to: today, key: 'spanLastDays', d: Number(n[1]) };
  return undefined;
}

/** The counted habit the words are about: by name, by its unit, or by a word of smoking for a quit of it. */
function countedIn(r: Reading): SnapshotHabit | undefined {
  const named = r.habits.flatMap((m) => m.items).filter((h) => h.target);
  if (named.length === 1) return named[0];
  const counted = r.s.habits.filter((h) => h.target && !h.archived);
  const stem = (w: string) => w.toLowerCase().replace(/(?:es|s)$/, '');
  const words = r.said.text.split(/[^a-z]+/).map(stem);
  const byUnit = counted.filter((h) => words.includes(stem(h.target!.unit)) || h.name.toLowerCase().split(/\s+/).some((w) => w.length > 3 && words.includes(stem(w))));
  if (byUnit.length === 1) return byUnit[0];
  const smoke = SMOKING.test(r.said.text) ? counted.filter((h) => SMOKING.test(`${h.name} ${h.target!.unit}`.toLowerCase())) : [];
  return smoke.length === 1 ? smoke[0] : undefined;
}

export function amountOverSpan(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  if (!/\b(?:how\s+(?:many|much|is|was|am|are|did|have)|hows|any|did\s+i|have\s+i|was\s+i|were|total|count)\b/.test(t)) return undefined;
  const span = spanStart(t, r.s.today);
  const h = span ? countedIn(r) : undefined;
  if (!span || !h?.amountsByDay) return undefined;
  const first = [span.from, h.startDate ?? span.from].sort().at(-1)!;
  if (toEpochDay(r.s.today) - toEpochDay(first) >= WINDOW || first > span.to) return undefined;
  const days: string[] = [];
  for (let d = toEpochDay(first); d <= toEpochDay(span.to); d++) days.push(formatDate(d));
  const amounts = days.map((d) => h.amountsByDay![d] ?? 0);
  const n = amounts.reduce((a, b) => a + b, 0);
  const target = h.target!;
  const { say } = wordsOf(r.s);
  const said = { h: quoted(h), w: say(span.key, { d: span.d ?? days.length }), n, u: target.unit, m: target.quantity, d: days.length };
  if (target.direction === 'atMost' && target.quantity === 0) return reply(n ? say('spanQuit', { ...said, o: amounts.filter((a) => a > 0).length }) : say('spanClean', said));
  if (target.direction === 'atMost') {
    const over = amounts.filter((a) => a > target.quantity).length;
    return reply(over ? say('spanOver', { ...said, o: over }) : say('spanWithin', said));
  }
  return reply(say('spanTarget', { ...said, o: amounts.filter((a) => a >= target.quantity).length }));
}
