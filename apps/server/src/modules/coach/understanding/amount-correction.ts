import type { OfflineAnswer } from './types.js';
import { habitOf, one, type Reading } from './reading.js';
import { dayIn, sameUnit } from './slots.js';
import { inUse } from './words.js';

// A day's figure corrected or set, for a habit that counts an amount (issue 50): out of day.ts,
// which holds the check-offs and notes, when it passed 400 lines (eighteenth session).

/**
 * "I logged too much water, it should be 4", "reading was actually 12", "water is wrong, make it
 * 5": the day's amount of a habit with a target corrected, by a number alone.
 */
const ORDINALS: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };

/**
 * Issue 50, nineteenth pass: "that's my second coffee of the day", "on my 5th glass of water": the
 * day's total said as which one this is, for the habit counting that thing (set, when it is more).
 */
function ordinalToday(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  const m = /\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|(\d{1,2})(?:st|nd|rd|th))\s+([a-z]+)(?:\s+of\s+([a-z]+))?/.exec(t);
  if (!m || r.said.question || /\?/.test(r.said.original) || /\b(?:yesterday|last|ago|week|month)\b/.test(t)) return undefined;
  const n = m[2] ? Number(m[2]) : ORDINALS[m[1]!]!;
  const words = [m[3]!, m[4]].filter((w): w is string => !!w);
  const counting = inUse(r.s).filter((h) => h.target && words.some((w) => sameUnit(h.target!.unit, w) || h.name.toLowerCase().split(/\s+/).some((x) => sameUnit(x, w))));
  const habit = counting.length === 1 ? counting[0]! : undefined;
  if (!habit || n <= (habit.amountToday ?? 0)) return undefined;
  return one({ name: 'completeHabit', args: { habitId: habit.id, total: n } });
}

/**
 * Issue 50, forty-ninth pass: "take off one glass of water", "knock 5 pages off my reading", "minus
 * one coffee, i logged it by mistake": some of today's amount taken back, for the habit counting
 * that thing (its total set to what is left), never the whole day unticked.
 */
export function amountTakenOff(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  const m =
    /\b(?:take|knock|remove|subtract|deduct|minus|undo)\s+(?:off\s+|away\s+|back\s+)?(?:the\s+last\s+)?(\d+|a|an|one|the\s+last|that|the\s+extra|my\s+last)\s+([a-z]+)/.exec(t) ??
    /\b(?:take|knock)\s+(\d+|a|an|one|the\s+last|that)\s+([a-z]+)\s+(?:off|away|back)\b/.exec(t);
  if (!m || r.said.question || /\b(?:yesterday|ago|last\s+(?:week|night)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/.test(t)) return undefined;
  const word = m[2]!;
  const counting = inUse(r.s).filter((h) => h.target && (sameUnit(h.target.unit, word) || h.name.toLowerCase().split(/\s+/).some((x) => sameUnit(x, word))));
  const named = r.habits.map((x) => x.items.filter((h) => h.target)).find((items) => items.length === 1)?.[0];
  const habit = named && (!counting.length || counting.includes(named)) ? named : counting.length === 1 ? counting[0] : undefined;
  if (!habit?.target || habit.amountToday == null || (!sameUnit(habit.target.unit, word) && !habit.name.toLowerCase().split(/\s+/).some((x) => sameUnit(x, word)))) return undefined;
  return one({ name: 'completeHabit', args: { habitId: habit.id, total: Math.max(0, habit.amountToday - (/^\d+$/.test(m[1]!) ? Number(m[1]) : 1)) } });
}

export function amountCorrection(r: Reading): OfflineAnswer | undefined {
  const ordinal = ordinalToday(r);
  if (ordinal) return ordinal;
  const t = r.said.text;
  // Issue 50: "the total was 9210", "total for water today is 9", "today's total: 12": the day's total, set, not added.
  // "water: 5", "pages - 30": a habit's name, then its day's total.
  // Issue 54: a name or unit in another language has its accents, umlauts and elisions ("boire de l'eau: 5 verres", "wasser trinken: 5 gläser").
  const colon = /^([a-z\u00e0-\u00ff][a-z\u00e0-\u00ff' -]*?)\s*[:=]\s*(\d+(?:\.\d+)?)\s*([a-z\u00e0-\u00ff]+)?\s*$/.exec(t);
  // Issue 50: "water 6", "water is at 7 today", "coffee so far 2": only the habit's name before the number, no clock or length after it.
  const bare = colon ? null : /^(?:my\s+)?([a-z][a-z ]*?)(?:\s+(?:is|at|now|so\s+far|today|total))*\s+(\d+(?:\.\d+)?)\s*([a-z]+)?(?:\s+(?:today|so\s+far|now))?\s*$/.exec(t);
  const whole = bare && r.habits.find((m) => m.start <= 3 && t.slice(m.end).trim().startsWith(t.slice(t.indexOf(bare[1]!) + bare[1]!.length).trim()));
  const counting = r.habits.map((m) => m.items.filter((h) => h.target)).find((items) => items.length === 1);
  // Issue 50, fifteenth pass: "water is at 7 glasses now": a unit after the number is allowed when it is the habit's own.
  // Only the habit's name and where it stands before the number ("i read 25 pages", "read 40 pages" are reports, added).
  const stands = !!bare && !!whole && t.slice(whole.start, whole.end) === bare[1] && /^\s+(?:is|at|now|so\s+far|total)\b/.test(t.slice(whole.end));
  const ownUnit = stands && !!bare?.[3] && !!counting?.[0]?.target && sameUnit(counting[0].target.unit, bare[3]);
  const tally = colon ?? (bare && whole && (!bare[3] || ownUnit) ? bare : null);
  if (tally) {
    const named = colon ? r.habits.find((m) => m.items.length === 1 && m.items[0]!.target)?.items[0] : counting?.[0];
    if (named) return one({ name: 'completeHabit', args: { habitId: named.id, total: Number(tally[2]) } });
  }
  // Issue 50, eighth pass: "set water to 5 for today", "make today's reading 30": a day's total set, for a habit counting an amount.
  const setDay = /^(?:set|make|put|change|update)\s+(?:my\s+|today'?s\s+|yesterday'?s\s+)?(?:[a-z]+\s+){1,3}(?:to|at)\s+(\d+(?:\.\d+)?)(?:\s*(?!for\b)([a-z]+))?\s+(?:for\s+)?(?:today|yesterday)$/.exec(t);
  const setHabit = setDay ? r.habits.map((m) => m.items.filter((h) => h.target)).find((items) => items.length === 1)?.[0] : undefined;
  // Issue 50, fifteenth pass: "make yesterday's reading 22 pages", "change monday's water to 6": the day said first, as whose the amount is.
  const ownDay = setDay ? null : /^(?:(?:actually|ok(?:ay)?|oh|so|no|sorry|oops|wait|pls|please|can\s+you|could\s+you)[,\s]+)*(?:set|make|put|change|update|correct|fix)\s+(?:my\s+)?(today|yesterday|last\s+night|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'?s)?\s+(?:[a-z]+\s+){1,3}?(?:to\s+|at\s+|=\s*)?(\d+(?:\.\d+)?)\s*([a-z]+)?$/.exec(t);
  const ownDayHabit = ownDay ? counting?.[0] : undefined;
  if (ownDay && ownDayHabit?.target && (!ownDay[3] || sameUnit(ownDayHabit.target.unit, ownDay[3]))) {
    const day = dayIn(ownDay[1]!, r.slots, 'past');
    if (day) return one({ name: 'completeHabit', args: { habitId: ownDayHabit.id, ...(day.date !== r.s.today ? { date: day.date } : {}), total: Number(ownDay[2]) } });
  }
  if (setDay && setHabit && (!setDay[2] || sameUnit(setHabit.target!.unit, setDay[2]))) {
    const day = dayIn(t, r.slots, 'past');
    return one({ name: 'completeHabit', args: { habitId: setHabit.id, ...(day && day.date !== r.s.today ? { date: day.date } : {}), total: Number(setDay[1]) } });
  }
  // Eighteenth session: "yesterday i read 22 pages, not 12": the figure said over the one logged, the day's total.
  const notThat = /\b(\d+(?:\.\d+)?)\s*([a-z]+)?\s*,?\s+not\s+(\d+(?:\.\d+)?)\b(?!\s*(?:am|pm|:))/.exec(t);
  const corrected = notThat ? (counting?.length === 1 ? counting[0] : undefined) : undefined;
  if (notThat && corrected?.target && (!notThat[2] || sameUnit(corrected.target.unit, notThat[2]))) {
    const day = dayIn(t, r.slots, 'past');
    return one({ name: 'completeHabit', args: { habitId: corrected.id, ...(day && day.date !== r.s.today ? { date: day.date } : {}), total: Number(notThat[1]) } });
  }
  const total = /\btotal\b/.test(t) && !r.said.question;
  if (!total && !/\b(?:should\s+(?:be|have\s+been|say)|(?:was|is)\s+(?:actually|really|only)|too\s+(?:much|many|few|little)|wrong|fix|correct|make\s+it|change\s+it\s+to|by\s+mistake|it\s+was\s+\d)\b/.test(t)) return undefined;
  const n =
    /\b(?:be|been|say|actually|really|only|it|to|is|was)\s+(\d+(?:\.\d+)?)\s*([a-z]+)?(?:\s+(?:today|yesterday|please))?\s*$/.exec(t.replace(/[.!?]+$/, '')) ??
    (total ? /\btotal\b.*?(?:\b(?:was|is|of|came\s+to|reached|hit)\b|:|=)\s*(\d+(?:\.\d+)?)\s*([a-z]+)?/.exec(t) : null);
  if (!n) return undefined;
  // No name: the habit whose unit is said ("I logged too many pages, it should be 10"), else "it".
  const byUnit = inUse(r.s).filter((h) => h.target && t.split(/[^a-z0-9\u00e0-\u00ff]+/).some((w) => sameUnit(h.target!.unit, w)));
  const named = !r.habits.length && byUnit.length === 1 ? { habit: byUnit[0]! } : habitOf(r, 'any', { implicit: r.pointsBack });
  if (named.answer) return named.answer;
  const habit = named.habit;
  if (!habit?.target || (n[2] && !sameUnit(habit.target.unit, n[2]) && !/^(?:today|now|please)$/.test(n[2]))) return undefined;
  const day = dayIn(t, r.slots, 'past');
  return one({ name: 'completeHabit', args: { habitId: habit.id, ...(day && day.date !== r.s.today ? { date: day.date } : {}), total: Number(n[1]) } });
}
