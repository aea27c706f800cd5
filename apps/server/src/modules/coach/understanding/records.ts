import { isValidDate } from '@stride/domain';
import type { SnapshotHabit } from '../coach-snapshot.js';
import type { OfflineAnswer } from './types.js';
import { goalOf, habitOf, meansGoal, reply, type Reading } from './reading.js';
import { asks } from './sentence.js';
import { dayIn } from './slots.js';
import { amountOverSpan } from './spans.js';
import { dayShown, quoted, shown, whenIn, wordsOf } from './words.js';
import type { CoachSnapshot } from '../coach-snapshot.js';

/**
 * Issue 50, seventh pass: questions the snapshot could not answer before, answered from the
 * records, never changing one: an amount on a day before today ("how many pages did i read
 * yesterday", "did i go over on coffee on monday"), a habit's last day ("when do the antibiotics
 * finish"), a goal's date (kept in its description, "By 2027-04-30").
 */
const ASKING = /^(?:what|whats|what's|when|whens|when's|how|is|are|did|do|does|has|have|which|any)\b|\?$/;
const ENDING = /\b(?:(?:am|will)\s+i\s+(?:be\s+)?(?:finally\s+)?(?:done|finished|through)\s+with|finish(?:es)?|end(?:s|ing)?|ends?\s+date|last\s+day|final\s+day|stop(?:s|ping)?|run\s+(?:out|until|till)|over|done\s+by|until\s+when|how\s+(?:long|much\s+longer|many\s+(?:more\s+)?days)\s+(?:left|is\s+left|to\s+go|more))\b/;
const DUE = /\b(?:due|deadline|by\s+when|target\s+date|when\b.*\bby|date\s+(?:for|on|of)|when\s+(?:do|should|must)\s+i\s+(?:reach|hit|finish|achieve))\b|\bby\s*\?*$/;

function asked(r: Reading): boolean {
  return asks(r.said) || ASKING.test(r.said.text.trim());
}

/** "25 of 20 pages, target reached", "3 cups (your limit is 2), 1 over". */
function amountOn(h: SnapshotHabit, date: string, s: CoachSnapshot): string {
  const t = h.target!;
  const n = h.amountsByDay?.[date] ?? 0;
  const { say, unit } = wordsOf(s);
  const said = { h: quoted(h), w: whenIn(s, date), n, u: unit(n, t.unit), m: t.quantity };
  if (t.direction === 'atMost' && t.quantity === 0) return n ? say('amountQuit', said) : say('amountClean', said);
  if (t.direction === 'atMost') return n > t.quantity ? say('amountOver', { ...said, o: n - t.quantity }) : say('amountWithin', said);
  return n >= t.quantity ? say('amountReached', said) : say('amountShort', { ...said, o: t.quantity - n });
}

export function records(r: Reading): OfflineAnswer | undefined {
  if (!asked(r)) return undefined;
  const t = r.said.text;
  const today = r.s.today;

  // A goal's date, from its description.
  if (meansGoal(r) && DUE.test(t)) {
    const { goal, answer } = goalOf(r);
    if (answer) return answer;
    if (goal) {
      const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(goal.description)?.[1];
      if (iso && isValidDate(iso)) return reply(wordsOf(r.s).say('dueBy', { g: quoted(goal), d: dayShown(r.s, iso) }));
      return reply(goal.description ? wordsOf(r.s).say('noDateSetAbout', { g: quoted(goal), x: goal.description }) : wordsOf(r.s).say('noDateSet', { g: quoted(goal) }));
    }
  }

  // Issue 50, thirteenth pass: a counted habit over a span of days ("any cigarettes this week?").
  const span = amountOverSpan(r);
  if (span) return span;
  // Issue 50, twenty-ninth pass: "how many pages did i get thru on monday": the habit that counts the unit said.
  const counting = r.habits.length ? undefined : r.s.habits.find((x) => !x.archived && x.target && new RegExp(String.raw`\b${x.target.unit.toLowerCase().replace(/e?s$/, '')}(?:e?s)?\b`).test(t));
  const h = r.habits.find((m) => m.items.length === 1)?.items[0] ?? counting ?? habitOf(r).habit;
  if (!h) return undefined;

  // A habit's last day.
  // Issue 50, twenty-seventh pass: "is it still on pause? until when" asks of the pause (facts.ts), not of its last day.
  if (ENDING.test(t) && !/\b(?:streak|in\s+a\s+row|since|paused|pause|on\s+hold|on\s+a\s+break)\b/.test(t) && !h.target) {
    if (h.endDate) {
      const said = { h: quoted(h), d: dayShown(r.s, h.endDate), n: (h.dates ?? []).filter((d) => d >= today && d <= h.endDate!).length };
      return reply(wordsOf(r.s).say(h.endDate < today ? 'endsOnOver' : h.endDate === today ? 'endsOnLastDay' : 'endsOnLeft', said));
    }
    return reply(wordsOf(r.s).say('noEndDateGoesOn', { h: quoted(h), x: shown(h) }));
  }

  // An amount on a day before today.
  if (h.target && h.amountsByDay) {
    const day = dayIn(t, r.slots, 'past');
    if (day && day.date < today && /\b(?:how\s+(?:many|much)|how\s+(?:did|was)\s+i|did\s+i|was\s+i|have\s+i|were|go\s+over|under|over|hit|reach|meet|make|enough|target|limit|total)\b/.test(t)) return reply(amountOn(h, day.date, r.s));
  }
  return undefined;
}
