import {
  WEEKDAY_NAMES,
  formatDate,
  formatPercent,
  isValidDate,
  minutesOf,
  readHabitPhrase,
  toEpochDay,
  weekdayOf,
  type CoachFunction,
  type HabitPhrase,
  type NthWeek,
  type NthWeekdayKind,
  type WeekdayName,
} from '@stride/domain';
import type { CoachSnapshot } from './coach-snapshot.js';
import { matchByName, type NameMatch } from './name-match.js';
import { bestStreakAnswer, leftTodayAnswer, slippingAnswer } from './offline-questions.js';
import type { CoachToolArgs } from './coach-functions.js';

export type { CoachSnapshot, SnapshotHabit } from './coach-snapshot.js';

/** One function call the built-in coach asks for (the coach service runs it, or proposes it first: a delete, several records). */
export type OfflineCall = { [K in CoachFunction]: { name: K; args: CoachToolArgs[K] } }[CoachFunction];

/**
 * What the built-in coach answers (issue 37): words, one call, or several calls made together
 * ("vitamins at 8am and 8pm"). `suggestions` are things to tap next (at most 3). `memory` is kept
 * with the conversation and handed back as `context.memory` on the next message only (a question
 * waiting for its answer: "which Meditate?"). `understood: false`: nothing in the message was a
 * request it knows (not charged as a message).
 */
export type OfflineAnswer =
  | { kind: 'reply'; text: string; understood?: false; suggestions?: string[]; memory?: OfflineMemory }
  | ({ kind: 'call'; suggestions?: string[]; memory?: OfflineMemory } & OfflineCall)
  | { kind: 'calls'; calls: OfflineCall[]; suggestions?: string[]; memory?: OfflineMemory };

/** What the built-in coach keeps of a conversation between two messages: its own, opaque to the service. */
export type OfflineMemory = Record<string, unknown>;

/** A call an earlier turn of the conversation made, with what it answered (the model's view of its result). */
export interface PastCall {
  name: string;
  args: Record<string, unknown>;
  /** `{ ok, summary, result }` as the tool message kept it; `result.undoId` for a delete. */
  outcome: { ok: boolean; summary?: string; error?: string; result?: unknown };
}

export const OFFLINE_INTRO = "I'm the offline coach: no AI provider is set up on this server, so I understand plain commands only.";

const OFFLINE_HELP = [
  OFFLINE_INTRO,
  'Try one of these:',
  '• "Create a habit to meditate every weekday at 7am"',
  '• "Add a habit Gym Mondays and Thursdays 6-7pm", "Add a habit to pay rent on the 1st of each month"',
  '• "Rename Morning walk to Evening walk"',
  '• "Reschedule Gym to 7:15pm" or "Move Reading to weekly"',
  '• "Delete habit Gym"',
  '• "Skip Gym today", "Log 5 glasses", "Pause everything until 2027-01-02", "Resume my habits"',
  '• "Archive Gym" or "Restore Gym"',
  '• "Add goal Run a 10k" or "Delete goal Run a 10k"',
  '• "Set my vision to A calm, healthy and curious life"',
  '• "List my habits", "List my goals", "Show my vision"',
  '• "How am I doing?" for your progress, "How did I do this week?"',
  '• "What\'s my best streak?", "What\'s left today?", "Which habit am I slipping on?"',
].join('\n');

const reply = (text: string): OfflineAnswer => ({ kind: 'reply', text });
const unquote = (text: string) =>
  text
    .trim()
    .replace(/^["'“‘]+|["'”’.!?]+$/g, '')
    .trim();

/** The words that mean the habit last talked about ("move it to 8pm"). */
const THIS_ONE = /^(?:it|that|this|that one|this one|the habit|that habit|this habit)$/i;

/**
 * Issue 24: what a phrase's schedule means for the coach's functions (their flat arguments: see
 * packages/domain coach/functions). The reader's rule comes over whole; the start date of a yearly rule is its next date.
 */
export function scheduleArgs(phrase: HabitPhrase, today: string) {
  const c = phrase.customRecurrence;
  const rule: {
    recurrence?: 'daily' | 'weekly' | 'monthly' | 'yearly';
    days?: WeekdayName[];
    every?: number;
    monthDays?: number[];
    monthlyWeekday?: { week: NthWeek; day: NthWeekdayKind };
    startDate?: string;
  } = {};
  if (phrase.recurrence && phrase.recurrence !== 'custom') rule.recurrence = phrase.recurrence;
  if (c) {
    rule.recurrence = c.frequency;
    if (c.interval > 1) rule.every = c.interval;
    if (c.days?.length) rule.days = c.days;
    if (c.frequency === 'monthly' && c.monthlyOption === 'dayOfWeek') rule.monthlyWeekday = { week: c.monthlyWeek ?? 'first', day: c.monthlyWeekday ?? 'Monday' };
    else if (c.frequency === 'monthly' && c.monthlyDays?.length) rule.monthDays = c.monthlyDays;
    if (c.frequency === 'yearly' && c.yearlyMonths?.length && c.yearlyDate) rule.startDate = nextDateOn(c.yearlyMonths[0]!, c.yearlyDate, today);
  }
  const duration = phrase.durationMinutes ?? (phrase.startTime && phrase.endTime ? (minutesOf(phrase.endTime) - minutesOf(phrase.startTime) + 1440) % 1440 || null : null);
  return {
    ...rule,
    ...(phrase.startDate ? { startDate: phrase.startDate } : {}),
    ...(phrase.startTime ? { startTime: phrase.startTime } : {}),
    ...(duration ? { durationMinutes: Math.min(720, Math.max(5, duration)) } : {}),
    ...(phrase.frequency ? { timesPerPeriod: phrase.frequency } : {}),
  };
}

/** The next date (today included) that falls on `day` of `month`. */
function nextDateOn(month: number, day: number, today: string): string {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1, year + 2, year + 3, year + 4]) {
    const date = `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (isValidDate(date) && date >= today) return date;
  }
  return today;
}

/** Every way to cut `text` in two at a separator ("to"), left to right. */
function splitsOn(text: string, separator: RegExp): [string, string][] {
  return [...text.matchAll(separator)].map((hit) => [text.slice(0, hit.index), text.slice(hit.index + hit[0].length)]);
}

/** What to say when the reader met words it could not place: name them, never guess. */
const notUnderstoodText = (words: string[], example: string) => `I didn't understand ${words.map((w) => `"${w}"`).join(' and ')}. ${example}`;

function findByName<T extends { name: string }>(items: readonly T[], name: string): NameMatch<T> {
  return matchByName(items, unquote(name));
}

function notFoundText(kind: 'habit' | 'goal', name: string, candidates: { name: string }[], items: { name: string }[]): string {
  if (candidates.length > 1) return `More than one ${kind} matches "${unquote(name)}": ${candidates.map((c) => `"${c.name}"`).join(', ')}. Which one did you mean?`;
  if (!items.length) return `You have no ${kind}s yet.`;
  return `I couldn't find a ${kind} called "${unquote(name)}". Your ${kind}s: ${items.map((i) => `"${i.name}"`).join(', ')}.`;
}

function listHabits(s: CoachSnapshot): string {
  if (!s.habits.length) return 'You have no habits yet. Try "Create a habit called Morning walk daily at 7am".';
  return ['Your habits:', ...s.habits.map((h) => `• ${h.name}: ${h.schedule}${h.archived ? ' (archived)' : ''}`)].join('\n');
}

/** "today", "tomorrow", "yesterday", "2027-01-02", "Sunday" (the next one, today included) → 'YYYY-MM-DD'. */
export function parseDay(text: string, today: string): string | undefined {
  const word = unquote(text).toLowerCase().replace(/^(?:on|the|this|next)\s+/, '');
  const day = toEpochDay(today);
  if (word === 'today') return today;
  if (word === 'tomorrow') return formatDate(day + 1);
  if (word === 'yesterday') return formatDate(day - 1);
  if (/^\d{4}-\d{2}-\d{2}$/.test(word)) return isValidDate(word) ? word : undefined;
  const weekday = WEEKDAY_NAMES.findIndex((name) => name.toLowerCase() === word.replace(/s$/, ''));
  if (weekday >= 0) return formatDate(day + ((weekday - weekdayOf(day) + 7) % 7));
  return undefined;
}

/** "all", "everything", "my habits" name every habit. */
const ALL_HABITS = /^(?:all|everything|all (?:of )?my habits|my habits|all habits|habits)$/i;

/** The habit a "log 5 glasses" means: the one counting that unit, else the one named in the words. */
function habitForAmount(s: CoachSnapshot, words: string): { item?: CoachSnapshot['habits'][number]; text?: string } {
  const measured = s.habits.filter((h) => h.target && !h.archived);
  const singular = (w: string) => w.toLowerCase().replace(/e?s$/, '');
  const unitWord = singular(words.split(/\s+/)[0] ?? '');
  const byUnit = measured.filter((h) => singular(h.target!.unit) === unitWord);
  const named = measured.filter((h) => words.toLowerCase().includes(h.name.toLowerCase()));
  const found = named.length === 1 ? named : byUnit;
  if (found.length === 1) return { item: found[0] };
  if (found.length > 1) return { text: `More than one habit counts ${words.split(/\s+/)[0]}: ${found.map((h) => `"${h.name}"`).join(', ')}. Which one did you mean?` };
  if (!measured.length) return { text: 'None of your habits has an amount to log. Give one a target first, for example "8 glasses" in its Edit dialog.' };
  return { text: `Which habit is that for? Habits with amounts: ${measured.map((h) => `"${h.name}" (${h.target!.quantity} ${h.target!.unit})`).join(', ')}.` };
}

function listGoals(s: CoachSnapshot): string {
  if (!s.goals.length) return 'You have no goals yet. Try "Add goal Run a 10k".';
  return ['Your goals:', ...s.goals.map((g) => `• ${g.name}${g.description ? `: ${g.description}` : ''}`)].join('\n');
}

function showVision(s: CoachSnapshot): string {
  return s.vision ? `Your vision: ${s.vision.text}` : 'You have not set a vision yet. Try "Set my vision to ...".';
}

function progress(s: CoachSnapshot): string {
  if (!s.habits.length) return 'There is no progress to report yet: you have no habits. Create one and I will keep count.';
  const lines = s.habits.map((h) => {
    const rate = h.successRate === null ? 'nothing scheduled yet' : `${formatPercent(h.successRate)} done`;
    const today = h.doneToday === null ? '' : h.doneToday ? ', done today' : ', due today';
    return `• ${h.name}: streak ${h.completionStreak} (best ${h.bestStreak}), ${rate}${today}`;
  });
  const best = [...s.habits].sort((a, b) => b.completionStreak - a.completionStreak)[0]!;
  const cheer = best.completionStreak > 0 ? `Your best run right now is "${best.name}" with ${best.completionStreak} in a row. Keep it going!` : 'Complete one today to start a streak.';
  return ['Your progress:', ...lines, cheer].join('\n');
}

/** What the coach remembers of the conversation. */
export interface OfflineContext {
  /** The habit last talked about, for "move it to 8pm". */
  lastHabitId?: string | null;
  /** The calls of the last turn that made any, oldest first ("actually, undo that", "make that 45 minutes"). */
  lastCalls?: PastCall[];
  /** What the built-in coach asked to keep from the message before (its `memory`). */
  memory?: OfflineMemory | null;
}

/**
 * Polite and chatty wrappers people put around a command ("could you please …", "… thanks!")
 * come off, so the command underneath reads as it would bare.
 */
function plain(message: string): string {
  let text = message.trim().replace(/\s+/g, ' ');
  const wrapper = /^(?:(?:ok(?:ay)?|hey|hi|so|um+|coach)[,!]?\s+|(?:please|pls|kindly)\s+|(?:can|could|would|will) you(?: please)?\s+|i(?:'d| would) like (?:you )?to\s+|i want (?:you )?to\s+|let'?s\s+|go ahead and\s+)/i;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    // A greeting alone stays one.
    const stripped = text.replace(wrapper, '');
    if (stripped) text = stripped;
  }
  return text.replace(/[\s,]*(?:,\s*)?(?:please|thanks|thank you|thx|cheers)?[\s.!?]*$/i, '').trim() || message.trim();
}

/**
 * The built-in coach used when no AI provider is configured (DECISIONS.md, Coach): it reads a
 * plain command and answers either a function call for the caller to run or a reply.
 */
export function interpretOffline(message: string, s: CoachSnapshot, context: OfflineContext = {}): OfflineAnswer {
  const text = plain(message);
  const lower = text.toLowerCase();
  let m: RegExpExecArray | null;
  const last = context.lastHabitId ? s.habits.find((h) => h.id === context.lastHabitId) : undefined;

  /** The habit `words` name: "it" is the one last talked about; else by name, typos allowed. */
  function habitNamed(words: string): NameMatch<CoachSnapshot['habits'][number]> {
    if (THIS_ONE.test(unquote(words))) return last ? { item: last, candidates: [last] } : { candidates: [] };
    return findByName(s.habits, words);
  }

  /**
   * "Reschedule Gym to 7:15pm", "move it to weekdays", "change reading to every night at 9",
   * "make it 8am". A name may hold " to " itself ("Walk to work"): each split is tried, and the
   * one whose left side names a habit wins.
   */
  function reschedule(words: string): OfflineAnswer | undefined {
    const head = /^(?:reschedule|move|change|switch|shift|put|make)\s+(?:the\s+|my\s+)?(?:habit\s+)?(.+)$/i.exec(words);
    if (!head) return undefined;
    const body = head[1]!;
    const splits = splitsOn(body, /\s+to\s+/gi);
    // "make it 8am": no "to".
    const it = /^(it|that|this)\s+(.+)$/i.exec(body);
    if (it && /^make\b/i.test(words)) splits.unshift([it[1]!, it[2]!]);
    if (!splits.length) return undefined;
    // Each split whose left side names a habit, read; the first that reads whole wins, else the first named.
    const tries = splits.map(([name, when]) => ({ name, match: habitNamed(name), phrase: readHabitPhrase(when.trim(), { today: s.today }) }));
    const reads = (t: (typeof tries)[number]) => !!t.match.item && !t.phrase.name && !t.phrase.notUnderstood.length;
    const chosen = tries.find(reads) ?? tries.find((t) => t.match.item) ?? tries[0]!;
    const { item, candidates } = chosen.match;
    if (!item) return THIS_ONE.test(unquote(chosen.name)) ? reply('Which habit do you mean? Name it, for example "Move Gym to 8pm".') : reply(notFoundText('habit', chosen.name, candidates, s.habits));
    const { phrase } = chosen;
    const example = `For example: "Move ${item.name} to 7:30am" or "Move ${item.name} to weekdays".`;
    const unread = [...phrase.notUnderstood, ...(phrase.name ? [phrase.name] : [])];
    if (unread.length) return reply(notUnderstoodText(unread, example));
    // A start date does not move a habit's rule: only its time and how often it comes.
    const { startDate: _startDate, ...change } = scheduleArgs(phrase, s.today);
    if (!Object.keys(change).length) return reply(`When should "${item.name}" happen? ${example}`);
    return { kind: 'call', name: 'updateHabit', args: { habitId: item.id, ...change } };
  }

  /** "Rename X to Y": the split whose left side names a habit exactly wins ("Walk to work" to "Walk to the office"). */
  function rename(words: string): OfflineAnswer | undefined {
    const head = /^rename\s+(?:the\s+|my\s+)?(?:habit\s+)?(.+)$/i.exec(words);
    if (!head) return undefined;
    const tries = splitsOn(head[1]!, /\s+(?:to|as)\s+/gi).map(([name, to]) => ({ name, to, match: habitNamed(name) }));
    if (!tries.length) return undefined;
    const chosen = tries.find((t) => t.match.item && t.match.level === 'exact') ?? tries.find((t) => t.match.item) ?? tries[0]!;
    const { item, candidates } = chosen.match;
    if (!item) return reply(notFoundText('habit', chosen.name, candidates, s.habits));
    return { kind: 'call', name: 'updateHabit', args: { habitId: item.id, name: unquote(chosen.to) } };
  }

  // Issue 24: the questions people ask about their data, answered specifically.
  if (/\b(?:best|longest|top|highest|biggest)\s+(?:current\s+)?streaks?\b|\bstreak\s+record\b/i.test(text)) return reply(bestStreakAnswer(s));
  if (/\b(?:what'?s|what is|anything|what do i (?:still )?have|what have i got)\s+(?:left|remaining|still (?:to do|left)|to do|due|on (?:for )?today)\b|\b(?:left|remaining|still to do|due) (?:for )?today\b|\bwhat'?s next\b/i.test(text)) {
    return reply(leftTodayAnswer(s));
  }
  if (/\b(?:slipping|slacking|struggling|falling behind|behind on|neglecting|lagging|worst)\b/i.test(text)) return reply(slippingAnswer(s));
  if ((m = /\bhow (?:did|have|am|was|were) i (?:do|doing|done|been doing)\b.*?\b(this week|last week|this month|today)\b/i.exec(text)) || (m = /\b(this week|last week|this month)\b.*\b(?:progress|so far|done|going)\b/i.exec(text))) {
    return { kind: 'call', name: 'getProgress', args: { period: m[1]!.toLowerCase() as 'this week' | 'last week' | 'this month' | 'today' } };
  }

  // Vision first: "set my vision to ..." must not read as a goal or habit.
  if ((m = /^(?:please\s+)?(?:set|update|change|make)\s+(?:my\s+|the\s+)?vision\s*(?:to|:|as|=)?\s*(.+)$/i.exec(text)) || (m = /^my vision is\s+(.+)$/i.exec(text))) {
    return { kind: 'call', name: 'createOrUpdateVision', args: { text: unquote(m[1]!) } };
  }
  if (/^(?:please\s+)?(?:delete|remove|clear)\s+(?:my\s+|the\s+)?vision\b/i.test(text)) return { kind: 'call', name: 'deleteVision', args: {} };
  if (/\b(?:show|what(?:'s| is)|see|read)\b.*\bvision\b/i.test(text) || lower === 'vision') return reply(showVision(s));

  if ((m = /^(?:please\s+)?(?:add|create|new|set(?:\s+a)?)\s+(?:a\s+)?(?:new\s+)?goal\s*(?:(?:called|named|to|of)\b|:)?\s*(.+)$/i.exec(text))) {
    const [name, description] = unquote(m[1]!).split(/\s+[-–:]\s+/, 2);
    return { kind: 'call', name: 'createGoal', args: { name: unquote(name!), ...(description ? { description: description.trim() } : {}) } };
  }
  if ((m = /^(?:please\s+)?(?:delete|remove)\s+(?:the\s+|my\s+)?goal\s+(.+)$/i.exec(text))) {
    const { item, candidates } = findByName(s.goals, m[1]!);
    return item ? { kind: 'call', name: 'deleteGoal', args: { goalId: item.id } } : reply(notFoundText('goal', m[1]!, candidates, s.goals));
  }
  if ((m = /^(?:please\s+)?rename\s+(?:the\s+|my\s+)?goal\s+(.+?)\s+to\s+(.+)$/i.exec(text))) {
    const { item, candidates } = findByName(s.goals, m[1]!);
    return item ? { kind: 'call', name: 'updateGoal', args: { goalId: item.id, name: unquote(m[2]!) } } : reply(notFoundText('goal', m[1]!, candidates, s.goals));
  }

  if ((m = /^(?:add|create|start|new|make|set up|schedule)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:(daily|weekly|monthly)\s+)?habit\b\s*(?:(?:called|named|to|of|for)\b|:)?\s*(.+)?$/i.exec(text))) {
    const phrase = readHabitPhrase((m[2] ?? '').trim(), { today: s.today });
    const example = 'For example: "Create a habit to meditate every weekday at 7am".';
    if (phrase.notUnderstood.length) return reply(notUnderstoodText(phrase.notUnderstood, example));
    if (!phrase.name) return reply(`What should the habit be called? ${example}`);
    const kind = m[1]?.toLowerCase() as 'daily' | 'weekly' | 'monthly' | undefined;
    const args = { name: phrase.name, ...(kind && !phrase.recurrence ? { recurrence: kind } : {}), ...scheduleArgs(phrase, s.today), ...(phrase.target ? { target: phrase.target } : {}) };
    return { kind: 'call', name: 'createHabit', args };
  }
  const renamed = !/^rename\s+(?:the\s+|my\s+)?goal\b/i.test(text) ? rename(text) : undefined;
  if (renamed) return renamed;
  const move = reschedule(text);
  if (move) return move;
  // Issue 22: skips, amounts, pauses and the archive.
  if ((m = /^(?:please\s+)?(un-?skip|skip)\s+(?:my\s+|the\s+|today'?s\s+)?(?:habit\s+)?(.+?)(?:\s+(today|yesterday))?[.!]?$/i.exec(text))) {
    const { item, candidates } = habitNamed(m[2]!);
    if (!item) return reply(notFoundText('habit', m[2]!, candidates, s.habits));
    const date = m[3] ? parseDay(m[3], s.today) : undefined;
    const args = { habitId: item.id, ...(date && date !== s.today ? { date } : {}) };
    return m[1]!.toLowerCase() === 'skip' ? { kind: 'call', name: 'skipHabit', args } : { kind: 'call', name: 'unskipHabit', args };
  }
  if ((m = /^(?:please\s+)?(?:log|record|add|i\s+(?:drank|did|read|ran|walked|had|drunk))\s+(\d+(?:[.,]\d+)?)\s+(.+?)(?:\s+(today|yesterday))?[.!]?$/i.exec(text))) {
    const value = Number(m[1]!.replace(',', '.'));
    const { item, text: question } = habitForAmount(s, m[2]!);
    if (!item) return reply(question!);
    const date = m[3] ? parseDay(m[3], s.today) : undefined;
    return { kind: 'call', name: 'completeHabit', args: { habitId: item.id, value, ...(date && date !== s.today ? { date } : {}) } };
  }
  if ((m = /^(?:please\s+)?pause\s+(.+?)\s+(?:(?:from\s+(.+?)\s+)?(?:to|until|till|through)\s+(.+?)|for\s+(\d{1,3})\s+(days?|weeks?))[.!]?$/i.exec(text))) {
    const from = m[2] ? parseDay(m[2], s.today) : s.today;
    const to = m[3] ? parseDay(m[3], s.today) : formatDate(toEpochDay(from ?? s.today) + Number(m[4]) * (/^week/i.test(m[5]!) ? 7 : 1) - 1);
    if (!from || !to) return reply('From when to when? For example: "Pause everything from 2026-12-20 to 2027-01-02" or "Pause Gym for 2 weeks".');
    if (ALL_HABITS.test(unquote(m[1]!))) return { kind: 'call', name: 'pauseHabits', args: { from, to } };
    const { item, candidates } = habitNamed(m[1]!);
    return item ? { kind: 'call', name: 'pauseHabits', args: { habitId: item.id, from, to } } : reply(notFoundText('habit', m[1]!, candidates, s.habits));
  }
  if ((m = /^(?:please\s+)?(?:resume|unpause)\s+(.+?)[.!]?$/i.exec(text)) || /^i'?m back\b/i.test(text)) {
    if (!m || ALL_HABITS.test(unquote(m[1]!))) return { kind: 'call', name: 'resumeHabits', args: {} };
    const { item, candidates } = habitNamed(m[1]!);
    return item ? { kind: 'call', name: 'resumeHabits', args: { habitId: item.id } } : reply(notFoundText('habit', m[1]!, candidates, s.habits));
  }
  if ((m = /^(?:please\s+)?(archive|restore|unarchive)\s+(?:the\s+|my\s+)?(?:habit\s+)?(.+?)[.!]?$/i.exec(text))) {
    const archiving = m[1]!.toLowerCase() === 'archive';
    const { item, candidates } = habitNamed(m[2]!);
    if (!item) return reply(notFoundText('habit', m[2]!, candidates, s.habits));
    return archiving ? { kind: 'call', name: 'archiveHabit', args: { habitId: item.id } } : { kind: 'call', name: 'restoreHabit', args: { habitId: item.id } };
  }

  if ((m = /^(?:please\s+)?(?:delete|remove|stop)\s+(?:the\s+|my\s+)?(habit\s+)?(.+)$/i.exec(text))) {
    const { item, candidates } = habitNamed(m[2]!);
    if (item) return { kind: 'call', name: 'deleteHabit', args: { habitId: item.id } };
    // "Remove Run a 10k" may name a goal; "delete habit ..." never does.
    const goal = !m[1] && !candidates.length ? findByName(s.goals, m[2]!).item : undefined;
    if (goal) return { kind: 'call', name: 'deleteGoal', args: { goalId: goal.id } };
    return reply(notFoundText('habit', m[2]!, candidates, s.habits));
  }

  if (/\b(?:progress|how am i doing|how'?s it going|streaks?|stats|statistics|report)\b/i.test(text)) return reply(progress(s));
  const wantsList = /\b(?:list|show|what are|see|tell me)\b/i.test(text) || /^(?:my\s+)?(?:habits|goals)\??$/i.test(text);
  if (wantsList) {
    const parts: string[] = [];
    if (/\bhabits?\b/i.test(text)) parts.push(listHabits(s));
    if (/\bgoals?\b/i.test(text)) parts.push(listGoals(s));
    if (!parts.length) parts.push(showVision(s), listGoals(s), listHabits(s));
    return reply(parts.join('\n\n'));
  }
  if (/^(?:hi|hello|hey|good (?:morning|afternoon|evening))\b/i.test(text)) return reply(`Hello ${s.firstName}! ${OFFLINE_HELP}`);
  return { kind: 'reply', text: `I didn't understand that. ${OFFLINE_HELP}`, understood: false };
}
