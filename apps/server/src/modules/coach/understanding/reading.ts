import { coachWords } from '@stride/domain';
import type { CoachSnapshot, SnapshotHabit } from '../coach-snapshot.js';
import type { OfflineAnswer, OfflineCall, OfflineContext, OfflineMemory } from './types.js';
import { findMentions, tokens, type Mention } from './mentions.js';
import type { Said } from './said.js';
import type { Slots } from './slots.js';
import { quoted, suggestion, whichIn } from './words.js';

/**
 * Issue 37: one message as understood so far (the plain words, the names in it, the habit the
 * conversation is about), and how the intents find the habit a request is for: by name, by "it",
 * or by asking, never the nearest match.
 */
export type Goal = CoachSnapshot['goals'][number];

/** What the coach keeps between two messages (its `memory`): a question waiting for its answer, or an offer waiting for a yes. */
export interface Pending {
  /** The message that asked: read again with the answer ("which Meditate?" → "the evening one"). */
  message?: string;
  /** The habits it asked to choose between. */
  choose?: string[];
  /** Read again with the answer added at its end ("pause gym" → "until when?" → "2 weeks"). */
  append?: boolean;
  /** Read again with a day said next ("no wait, for sunday"), and only with that (issue 50, tenth pass). */
  dayAfter?: boolean;
  /** Calls offered, made on a yes. */
  offer?: OfflineCall[];
  /** For "you already have Gym": a second one (`second` as kept before `seconds`), or a change of the existing one. */
  second?: OfflineCall;
  seconds?: OfflineCall[];
  existing?: OfflineCall;
  /** Suggestions that come with the offered calls once made (a goal's habits). */
  then?: string[];
  /** "Delete everything" asked: habits, goals or both? */
  everything?: boolean;
  /** The habit the answer was about ("how is my spanish going?" → "move that one to 7am"). */
  about?: string;
  /** The answer was about that habit's reminders: "make it 15" next is their minutes (issue 50, fiftieth pass). */
  reminder?: boolean;
}

export interface Reading {
  said: Said;
  s: CoachSnapshot;
  context: OfflineContext;
  slots: Slots;
  habits: Mention<SnapshotHabit>[];
  goals: Mention<Goal>[];
  /** The habit the conversation is about (the last one named, or what the coach's last answer was about). */
  last?: SnapshotHabit;
  /** The habit an answer to "which one?" chose. */
  chosen?: SnapshotHabit;
  /** "it", "that one", "this habit": the habit talked about. */
  pointsBack: boolean;
  pending?: Pending;
}

const POINTS_BACK = /\b(?:it|that(?:\s+one)?(?!\s+(?:says|it|i|the))|this(?:\s+one)?(?!\s+(?:week|month|year|morning|afternoon|evening|weekend|time|coming))|the\s+(?:same\s+)?habit|that\s+habit|this\s+habit|them|they)\b/;

export function read(said: Said, s: CoachSnapshot, context: OfflineContext, slots: Slots, chosen?: SnapshotHabit): Reading {
  const pending = (context.memory as { pending?: Pending } | null | undefined)?.pending;
  const goals = findMentions(said.text, s.goals);
  // A goal's whole name takes its words from any habit's ("remove run a 10k" is the goal).
  // Issue 50, twenty-second pass: a habit's name inside "for my spanish holiday goal", a phrase naming one of their goals, is the goal's words.
  const goalPhrases = [...said.text.matchAll(/\b(?:for|to|towards|into|in|under)\s+(?:my|the|our)\s+(?:[a-z0-9']+\s+){1,4}goal\b/g)]
    .map((m) => ({ start: m.index, end: m.index + m[0].length }))
    .filter((p) => goals.some((g) => p.start <= g.start && g.end <= p.end));
  const habits = findMentions(said.text, s.habits).filter(
    (h) => !goals.some((g) => g.level === 'exact' && g.start <= h.start && h.end <= g.end && g.end - g.start > h.end - h.start) && !goalPhrases.some((p) => p.start <= h.start && h.end <= p.end),
  );
  const lastId = pending?.about ?? context.lastHabitId;
  const last = lastId ? s.habits.find((h) => h.id === lastId) : undefined;
  return { said, s, context, slots, habits, goals, last, chosen, pointsBack: POINTS_BACK.test(said.text), pending };
}

export const reply = (text: string, extra: { suggestions?: string[]; memory?: OfflineMemory } = {}): OfflineAnswer => ({
  kind: 'reply',
  text,
  ...(extra.suggestions?.length ? { suggestions: extra.suggestions.slice(0, 3).map(suggestion) } : {}),
  ...(extra.memory ? { memory: extra.memory } : {}),
});

export function answerCalls(calls: OfflineCall[], extra: { suggestions?: string[]; memory?: OfflineMemory } = {}): OfflineAnswer {
  // Issue 50, twenty-third pass: the same call read twice ("delete the sleep better goal but keep meditate and journal" named the goal twice) is one.
  const list = calls.filter((c, i) => calls.findIndex((d) => d.name === c.name && JSON.stringify(d.args) === JSON.stringify(c.args)) === i);
  const more = { ...(extra.suggestions?.length ? { suggestions: extra.suggestions.slice(0, 3).map(suggestion) } : {}), ...(extra.memory ? { memory: extra.memory } : {}) };
  if (list.length === 1) return { kind: 'call', ...list[0]!, ...more } as OfflineAnswer;
  return { kind: 'calls', calls: list, ...more };
}

/** The calls an answer makes (none for a reply). */
export const callsOf = (a: OfflineAnswer): OfflineCall[] => (a.kind === 'call' ? [{ name: a.name, args: a.args } as OfflineCall] : a.kind === 'calls' ? a.calls : []);

export const one = <C extends OfflineCall>(c: C, extra: { suggestions?: string[]; memory?: OfflineMemory } = {}): OfflineAnswer => answerCalls([c], extra);

/** What a request is for: a check-off or skip wants the one still open today, an undo the one done. */
export type Purpose = 'do' | 'undo' | 'restore' | 'any';

/** The words around a name that tell two habits of that name apart ("the evening meditate", "meditate in the morning"). */
function qualifiersNear(text: string, mention: { start: number; end: number }): string {
  const before = tokens(text.slice(0, mention.start)).slice(-3).map((t) => t.word).join(' ');
  const after = /^\s+(?:in\s+the\s+(?:morning|afternoon|evening)|at\s+night|tonight|this\s+(?:morning|afternoon|evening)|on\s+weekdays|every\s+day)\b/.exec(text.slice(mention.end))?.[0] ?? '';
  return `${before} ${after}`;
}

const hourOf = (time: string | undefined) => (time ? Number(time.slice(0, 2)) : -1);

/** The habits among `items` that words such as "morning", "the one at 7", "weekday" describe; all when none does. */
export function pickBy(items: SnapshotHabit[], words: string): SnapshotHabit[] {
  const tests: ((h: SnapshotHabit) => boolean)[] = [];
  if (/\b(?:morning|am|early|breakfast)\b/.test(words)) tests.push((h) => hourOf(h.startTime) < 12);
  if (/\bafternoon\b/.test(words)) tests.push((h) => hourOf(h.startTime) >= 12 && hourOf(h.startTime) < 17);
  if (/\b(?:evening|night|tonight|pm|bedtime|later|late)\b/.test(words)) tests.push((h) => hourOf(h.startTime) >= 17);
  if (/\bweek\s?days?\b/.test(words)) tests.push((h) => /weekday|mon.*fri/i.test(h.schedule));
  if (/\b(?:every\s*day|daily)\b/.test(words)) tests.push((h) => /every day/.test(h.schedule));
  // Issue 50, fifty-first pass: a weekday said ("the sunday racket game", "the saturday one"): the habits on it.
  const weekday = /\b(mon|tue|wed|thu|fri|sat|sun)(?:days?|nesdays?|sdays?|rsdays?|urdays?)\b/.exec(words)?.[1];
  if (weekday) tests.push((h) => new RegExp(`\\b${weekday}`, 'i').test(h.schedule));
  const time = /\b(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\b/.exec(words);
  if (time && /\b(?:at|one|the)\b|am|pm|:/.test(words)) {
    const hour = Number(time[1]) % 12 + (time[3] === 'pm' ? 12 : 0);
    tests.push((h) => hourOf(h.startTime) === hour || (!time[3] && hourOf(h.startTime) === hour + 12));
  }
  const ordinal = /\b(first|second|third|last)\b/.exec(words)?.[1];
  let found = items;
  for (const test of tests) {
    const narrowed = found.filter(test);
    if (narrowed.length) found = narrowed;
  }
  if (found.length > 1 && ordinal) {
    const index = { first: 0, second: 1, third: 2, last: found.length - 1 }[ordinal]!;
    if (found[index]) found = [found[index]];
  }
  return found;
}

/** Issue 50: a number, a unit or "total" said: the habits that count an amount (when only some do). */
function byAmount(items: SnapshotHabit[], text: string): SnapshotHabit[] {
  const units = items.flatMap((h) => (h.target ? [h.target.unit.toLowerCase().replace(/s$/, '')] : []));
  const counted = /\b\d+(?:\.\d+)?\b(?!\s*(?:am|pm|:|o'?clock))|\b(?:total|amount|target|glass(?:es)?|cups?|litres?|liters?|ml|drank|drink|more|less|fewer)\b/.test(text) || units.some((u) => new RegExp(`\\b${u}`).test(text));
  if (!counted) return items;
  const found = items.filter((h) => h.target);
  return found.length ? found : items;
}

/**
 * Issue 50, fourth pass: a word two names share, a verb in one and a thing in the other ("Water
 * the plants", "Drink water"): said as a verb ("watered", "watering", "water the …") it is the
 * first; said bare ("note for water today") the second.
 */
function byRole(items: SnapshotHabit[], text: string): SnapshotHabit[] {
  const firsts = items.map((h) => h.name.toLowerCase().split(/\s+/));
  const shared = firsts[0]!.find((w) => w.length > 2 && firsts.every((n) => n.includes(w)));
  if (!shared) return items;
  const leads = items.filter((_, i) => firsts[i]![0] === shared);
  const rest = items.filter((_, i) => firsts[i]![0] !== shared);
  if (!leads.length || !rest.length || !/^[a-z']+$/.test(shared)) return items;
  if (new RegExp(`\\b${shared}(?:ed|ing)\\b|\\b${shared}\\s+(?:the|my|some|all)\\b`).test(text)) return leads;
  // Issue 50, forty-ninth pass: "did the water": a chore done or a thing drunk, either; asked which.
  if (new RegExp(`\\b(?:did|done|do|doing)\\s+(?:the|my)\\s+${shared}\\b(?!\\s+(?:the|my|some|all)\\b)`).test(text)) return items;
  if (new RegExp(`\\b${shared}\\b`).test(text)) return rest;
  return items;
}

function byPurpose(items: SnapshotHabit[], purpose: Purpose, today: string): SnapshotHabit[] {
  const test = {
    do: (h: SnapshotHabit) => !!h.dueToday && !h.doneToday,
    undo: (h: SnapshotHabit) => !!h.doneToday || (h.completedDates ?? []).includes(today),
    restore: (h: SnapshotHabit) => !!h.archived,
    any: (h: SnapshotHabit) => !h.archived,
  }[purpose];
  const found = items.filter(test);
  return found.length ? found : items;
}

/** "Which Meditate: the one at 07:00 every day, or the one at 21:00 every weekday?" with the way to answer it. */
export function askWhich(r: Reading, items: SnapshotHabit[], by?: string): OfflineAnswer {
  const sameName = items.every((h) => h.name.toLowerCase() === items[0]!.name.toLowerCase());
  const text = sameName
    ? coachWords(r.s.locale).say('whichSameName', { h: quoted(items[0]!), k: items.map((h) => whichIn(r.s, h)).join(coachWords(r.s.locale).say('orJoin')) })
    : coachWords(r.s.locale).say(by ? 'whichOneBy' : 'whichOne', { names: items.map(quoted).join(', '), w: by ?? '' });
  const suggestions = sameName ? items.map((h) => `The one at ${h.startTime}`) : items.map((h) => h.name);
  return reply(text, { suggestions, memory: { pending: { message: r.said.original, choose: items.map((h) => h.id) } satisfies Pending } });
}

export type Found = { habit: SnapshotHabit; answer?: undefined } | { habit?: undefined; answer: OfflineAnswer } | { habit?: undefined; answer?: undefined };

/**
 * The habit a request is for. Named: that one (two of one name are told apart by the words
 * around it, then by what the request is for, else asked). "It": the one talked about. Not named
 * and `implicit`: the one talked about too ("remind me 15 minutes before" after "when is yoga?").
 */
export function habitOf(r: Reading, purpose: Purpose = 'any', { implicit = false }: { implicit?: boolean } = {}): Found {
  if (r.chosen) return { habit: r.chosen };
  const mention = r.habits[0];
  if (!mention) {
    if (r.pointsBack || implicit) return r.last ? { habit: r.last } : r.pointsBack ? { answer: reply(coachWords(r.s.locale).say('whichHabit')) } : {};
    return {};
  }
  const items = mention.items;
  if (items.length === 1) return { habit: items[0]! };
  let narrowed = pickBy(items, qualifiersNear(r.said.text, mention));
  if (narrowed.length > 1) narrowed = byAmount(narrowed, r.said.text);
  if (narrowed.length > 1) narrowed = byRole(narrowed, r.said.text);
  // Issue 50, fifty-first pass: a word said otherwise that fits several ("jogged" beside Run and Long run) is asked about, never taken for the one due.
  if (narrowed.length > 1 && !mention.other) narrowed = byPurpose(narrowed, purpose, r.s.today);
  if (narrowed.length === 1) return { habit: narrowed[0]! };
  // Issue 50, fifty-first pass: named in other words ("my jog" beside Run and Long run): the words said, asked of.
  return { answer: askWhich(r, narrowed, mention.other ? r.said.text.slice(mention.start, mention.end) : undefined) };
}

/** The goal the words name ("my spanish goal", "the 10k goal", "run a 10k"), or a question when several fit. */
export function goalOf(r: Reading): { goal?: Goal; answer?: OfflineAnswer } {
  const mention = r.goals[0];
  if (!mention) return {};
  if (mention.items.length === 1) return { goal: mention.items[0]! };
  return { answer: reply(coachWords(r.s.locale).say('whichGoal', { names: mention.items.map(quoted).join(', ') }), { suggestions: mention.items.map((g) => g.name) }) };
}

/** Whether the message is about a goal rather than a habit: "goal" is said, or only a goal is named, or a goal's name is longer there. */
export function meansGoal(r: Reading): boolean {
  const g = r.goals[0];
  if (!g) return false;
  const h = r.habits[0];
  if (/\bgoals?\b/.test(r.said.text)) return true;
  if (!h) return true;
  const rank = { exact: 0, partial: 1, typo: 2 };
  return rank[g.level] < rank[h.level] || (rank[g.level] === rank[h.level] && g.end - g.start > h.end - h.start);
}

/** A request that needs the habit in use ("stop flossing", "skip floss", "pause floss") when it is archived: said, with the way back. */
export const archivedAnswer = (h: SnapshotHabit, s?: Pick<CoachSnapshot, 'locale'>): OfflineAnswer =>
  reply(coachWords(s?.locale).say('archivedAlready', { h: quoted(h), x: h.name }), { suggestions: [`Restore ${h.name}`] });

export const notFound = (r: Reading, kind: 'habit' | 'goal', name: string): OfflineAnswer => {
  const items = kind === 'habit' ? r.s.habits : r.s.goals;
  const { say } = coachWords(r.s.locale);
  if (!items.length) return reply(say(kind === 'habit' ? 'noHabitsAtAll' : 'noGoalsAtAll'));
  return reply(say(kind === 'habit' ? 'notFoundHabit' : 'notFoundGoal', { name, names: items.map(quoted).join(', ') }));
};
