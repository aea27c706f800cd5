import type { OfflineAnswer } from './types.js';
import { findMentions } from './mentions.js';
import { one, reply, type Reading } from './reading.js';
import { asWritten } from './schedule.js';
import { wordsOf } from './words.js';
import { madeWith } from './made-with.js';
import type { CoachSnapshot } from '../coach-snapshot.js';

/**
 * Issue 40 (decision 031): areas and routines in the person's words. "create an area called
 * Health", "start a morning routine"; "put floss in my morning routine", "take floss out of my
 * morning routine"; "done with my morning routine", "I did my whole evening routine"; "what's in
 * my evening routine?". An area is named by its name with or without "routine" or "area".
 */
type Area = { id: string; name: string };

const AREA_WORD = /\b(?:routine|area|group)s?\b/;
const bare = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(?:routine|area|group)\b/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The area the words name: the longest name found in them (with or without "routine"). */
function areaIn(text: string, areas: readonly Area[]): Area | undefined {
  const words = ` ${bare(text)} `;
  return [...areas].filter((a) => bare(a.name) && words.includes(` ${bare(a.name)} `)).sort((a, b) => bare(b.name).length - bare(a.name).length)[0];
}

/** The area whose whole name the words are ("morning" for Morning, not "morning meditate"). */
const exactArea = (words: string, areas: readonly Area[]) => areas.find((a) => bare(a.name) === bare(words));

const titled = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const CREATE = [
  /^(?:please\s+)?(?:create|add|make|start|set\s+up|new)\s+(?:me\s+)?(?:an?\s+)?(?:new\s+)?(?:area|routine|group)\s*(?:called|named|for|:|-)\s*(.+)$/,
  /^(?:please\s+)?(?:create|add|make|start|set\s+up)\s+(?:me\s+)?(?:an?\s+|my\s+)?(?:new\s+)?(.+?)\s+(?:area|routine|group)$/,
  /^new\s+(?:area|routine)\s*:?\s*(.+)$/,
  // Forty-eighth pass: "make new area home", "create area money": the name straight after the word, as in languages without "called".
  /^(?:please\s+)?(?:create|add|make|set\s+up)\s+(?:me\s+)?(?:an?\s+)?(?:new\s+)?area\s+(?!(?:for|with|and|to|in|of|on|at|is|it|that|this)\b)([a-z][a-z' ]{0,30})$/,
  // Issue 50, twenty-eighth pass: "can i have a new area called money" (read as "a new area called money"), "i want an area for money".
  /^(?:(?:i\s+(?:want|would\s+like|need)|let\s+us\s+(?:have|get|make)|give\s+me)\s+)?an?\s+(?:new\s+)?(?:area|routine|group)\s*(?:called|named|for|:|-)\s*(.+)$/,
];
const COMPLETE =
  /\b(?:(?:i(?:'ve|\s+have)?\s+)?(?:done|did|finished|completed?|ticked\s+off|went\s+through)\s+(?:with\s+)?(?:all\s+of\s+|the\s+whole\s+of\s+)?(?:my|the)\s+(?:whole\s+|entire\s+|full\s+)?(.+?)(?:\s+today)?|(?:mark|tick|check)\s+(?:off\s+)?(?:all\s+of\s+)?(?:my|the)\s+(?:whole\s+)?(.+?)\s+(?:as\s+)?(?:done|off|complete)(?:\s+today)?|(?:my|the)\s+(.+?)\s+is\s+(?:all\s+)?(?:done|finished|complete))[.!]*$/;
const ASK = /^(?:what(?:'s|\s+is|\s+are|\s+do\s+i\s+have|\s+habits\s+are)|which\s+habits\s+are|show\s+(?:me\s+)?|list|tell\s+me\s+about)\b.*\b(?:in|of)?\b/;
/** An area asked about in few words: its name, with what asks around it ("which are health ones", "what about learning"). */
const ASK_SHORT = /^(?:(?:and|so|ok)\s+)?(?:(?:what|how)\s+about\s+|(?:which|what)(?:'s|s|\s+is|\s+are|\s+ones\s+are|\s+habits\s+are)?\s+(?:(?:in|my|the|are)\s+)*)?(?:my\s+|the\s+)?(.+?)(?:\s+(?:ones|habits|stuff|things))?[\s?!.]*$/;
const PUT = /^(?:please\s+)?(?:put|add|move|place|include|stick|pop|file|shift|chuck|drop)\s+(.+?)\s+(?:in|into|to|under|on)\s+(my\s+|the\s+|)(.+)$/;
const TAKE_OUT = /^(?:please\s+)?(?:take|remove|move|pull|drop)\s+(.+?)\s+(?:out\s+of|from)\s+(?:(?:my|the)\s+)?(.+)$/;
/** Issue 50, sixth pass: "walk the dog goes in fitness", "journal belongs under health", "yoga should be in my health area". */
const BELONGS = /^(.+?)\s+(?:goes|go|belongs|belong|should\s+(?:go|be)|can\s+go|is\s+part\s+of|fits)\s+(?:in|into|under|to|with|of)?\s*(my\s+|the\s+|)(.+)$/;
/** A time of day is never an area said without the word "area" ("move gym to the morning"). */
const TIME_OF_DAY = /^(?:the\s+)?(?:morning|mornings|afternoon|afternoons|evening|evenings|night|nights|weekend|weekends)$/;

export function areasAndRoutines(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  if (!AREA_WORD.test(t) && !(r.s.areas ?? []).some((a) => areaIn(t, [a]))) return undefined;
  const areas = r.s.areas ?? [];
  // Issue 50, thirty-second pass: a new habit asked for, then "would you put it under fitness": the new one's area (create.ts).
  if (/^(?:i\s+want\s+to\s+)?(?:start|begin|add|create|new\s+habit|make\s+a\s+(?:new\s+)?habit|take\s+up)\b/.test(t) && /\b(?:put|file|stick|place)\s+(?:it|that|this)\s+(?:in|into|under)\b/.test(t)) return undefined;

  // Issue 50, twenty-eighth pass: "coffee doesnt really belong in health. take it out of there": a sentence of its own, "it" the habit named before, "there" its area.
  const sentence = t.split(/(?<=[.;!?])\s+|,\s+/).map((part) => TAKE_OUT.exec(part.replace(/[.;!?]+$/, ''))).find((m) => m && /^(?:there|it|that(?:\s+(?:area|routine|group))?)$/.test(m[2]!.trim()));
  const pointed = sentence && /^(?:it|that|this)$/.test(sentence[1]!) && r.habits.length === 1 && r.habits[0]!.items.length === 1 ? r.habits[0]!.items[0]! : undefined;
  if (pointed?.areaId) return one({ name: 'updateHabit', args: { habitId: pointed.id, removeFromArea: true } });
  const takeOut = TAKE_OUT.exec(t);
  if (takeOut && (AREA_WORD.test(takeOut[2]!) || exactArea(takeOut[2]!, areas))) {
    const habit = habitNamed(r, takeOut[1]!);
    if (typeof habit === 'string') return reply(habit);
    return one({ name: 'updateHabit', args: { habitId: habit.id, removeFromArea: true } });
  }

  // "coffee doesn't belong in health" says where it is not.
  const put = PUT.exec(t) ?? (/\b(?:not|never)\s+(?:\w+\s+)?(?:belong|go|fit)\b/.test(t) ? null : BELONGS.exec(t));
  // Without "routine" or "area", only an area's whole name after put/add ("move gym to the morning" is a new time).
  // "in the morning" is a time of day: without "routine" or "area", only the area's whole name, never a time of day.
  const named = put && exactArea(put[3]!, areas) && (put[2] === 'my ' ? !/^move\b/.test(t) : !TIME_OF_DAY.test(put[3]!.trim()) && (put[2] !== 'the ' || !/^move\b/.test(t)));
  if (put && (AREA_WORD.test(put[3]!) || named)) {
    const area = areaIn(put[3]!, areas);
    if (!area) return noSuchArea(put[3]!, areas, r.s);
    const habit = habitNamed(r, put[1]!);
    // Issue 50, sixth pass: "add breathing exercises in the health area, 5 min a day" is a new habit in it.
    if (typeof habit === 'string' && /^(?:please\s+)?(?:add|create|start)\b/.test(t) && !r.habits.length) return undefined;
    // "add a daily walk at lunch, 20 mins, in fitness": a thing said with "a", "an" or "new" is a new habit, even when a word of it is a habit's.
    if (/^(?:please\s+)?(?:add|create|start)\s+(?:a|an|another|new|one\s+more)\s/.test(t)) return undefined;
    if (typeof habit === 'string') return reply(habit);
    return one({ name: 'updateHabit', args: { habitId: habit.id, areaId: area.id } }, { suggestions: [`What's in my ${area.name} routine?`] });
  }

  // Issue 50: "make a Health area and put floss in it": the area asked for, then the habits it takes.
  const whole = madeWith(t, r.s);
  for (const pattern of CREATE) {
    const m = pattern.exec(t) ?? (whole.habitIds.length ? pattern.exec(whole.words) : null);
    if (!m) continue;
    const inner = madeWith(m[1]!, r.s);
    const made = inner.habitIds.length ? inner : { words: m[1]!, habitIds: whole.habitIds };
    const name = titled(asWritten(made.words, r.said.original).replace(/^["'“‘]+|["'”’.!?,]+$/g, '').trim());
    if (!name || name.split(/\s+/).length > 6) break;
    // Issue 50, fifty-fourth pass: "add plank daily at 7, health area please": an area they have, said after a comma as a new habit's label, is no new area.
    if (/,\s*\S/.test(made.words) && exactArea(made.words.split(',').pop()!.trim(), areas)) break;
    const existing = areaIn(name, areas);
    if (existing && bare(existing.name) === bare(name)) return reply(wordsOf(r.s).say('haveAreaAlready', { a: existing.name }), { suggestions: [`What's in my ${existing.name} routine?`] });
    if (made.habitIds.length) return one({ name: 'createArea', args: { name, habitIds: made.habitIds } });
    return one({ name: 'createArea', args: { name } }, { suggestions: [`Put a habit in my ${name} routine`] });
  }

  const done = COMPLETE.exec(t);
  if (done) {
    const named = done[1] ?? done[2] ?? done[3] ?? '';
    // "I did my morning meditate" is the habit: without "routine", only the area's whole name.
    const area = AREA_WORD.test(named) ? areaIn(named, areas) : exactArea(named, areas);
    if (area) return one({ name: 'completeArea', args: { areaId: area.id } });
    if (AREA_WORD.test(named)) return noSuchArea(named, areas, r.s);
  }

  const inArea = /\b(?:in|of)\s+(?:my|the)\s+(.+?)[\s?!.]*$/.exec(t);
  if ((ASK.test(t) || /\?$/.test(r.said.original.trim())) && (AREA_WORD.test(t) || (inArea && exactArea(inArea[1]!, areas)))) {
    const area = areaIn(t, areas);
    if (area) return one({ name: 'getArea', args: { areaId: area.id } });
    if (AREA_WORD.test(t) && /\b(?:my|the)\b/.test(t)) return noSuchArea(t, areas, r.s);
  }
  // Issue 50, fiftieth pass: an area asked about in few words ("which are health ones?", "whats in fitness?", "and learning?").
  const short = /\?\s*$/.test(r.said.original) && !r.habits.length ? ASK_SHORT.exec(t) : null;
  const askedArea = short ? exactArea(short[1]!, areas) : undefined;
  if (askedArea) return one({ name: 'getArea', args: { areaId: askedArea.id } });
  return undefined;
}

function noSuchArea(words: string, areas: readonly Area[], s: Pick<CoachSnapshot, 'locale'>): OfflineAnswer {
  const name = titled(bare(words).split(' ').slice(-2).join(' ')) || 'Morning';
  const said = { a: name, k: areas.map((a) => `"${a.name}"`).join(', ') };
  return reply(wordsOf(s).say(areas.length ? 'noAreaCalled' : 'noAreaCalledNone', said), { suggestions: [`Create an area called ${name}`] });
}

/** The one habit the words name, or what to say when none or several do. */
function habitNamed(r: Reading, words: string): { id: string; name: string } | string {
  // Issue 50, sixth pass: "put it in learning" after a habit was made or named.
  if (/^(?:it|that(?:\s+one)?|this(?:\s+one)?|the\s+(?:new\s+)?(?:one|habit))$/.test(words.trim()) && r.last) return r.last;
  const found = findMentions(words, r.s.habits.filter((h) => !h.archived));
  const items = found[0]?.items ?? [];
  if (items.length === 1) return items[0]!;
  const w = wordsOf(r.s);
  if (!items.length) return w.say('noHabitCalled', { x: words.trim() });
  return w.say('whichOneOf', { k: items.map((h) => `"${h.name}"`).join(w.say('orWord')) });
}
