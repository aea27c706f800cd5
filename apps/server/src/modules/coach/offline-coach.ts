import { WEEKDAY_NAMES, formatDate, formatPercent, isValidDate, toEpochDay, weekdayOf, type CoachFunction, type WeekdayName } from '@stride/domain';
import type { CoachToolArgs } from './coach-tools.js';

/** What the coach knows of the user, read from the database on every turn. */
export interface CoachSnapshot {
  firstName: string;
  today: string;
  timezone: string;
  habits: {
    id: string;
    name: string;
    schedule: string;
    goalId: string | null;
    completionStreak: number;
    bestStreak: number;
    successRate: number | null;
    doneToday: boolean | null;
    /** Issue 22: the daily amount, if any ("8 glasses"), and whether the habit is archived. */
    target?: { quantity: number; unit: string } | null;
    archived?: boolean;
  }[];
  goals: { id: string; name: string; description: string }[];
  vision: { id: string; text: string } | null;
}

/** `understood: false`: nothing in the message was a command or question it knows (the help is the answer). */
export type OfflineAnswer = { kind: 'reply'; text: string; understood?: false } | { [K in CoachFunction]: { kind: 'call'; name: K; args: CoachToolArgs[K] } }[CoachFunction];

export const OFFLINE_INTRO = "I'm the offline coach: no AI provider is set up on this server, so I understand plain commands only.";

const OFFLINE_HELP = [
  OFFLINE_INTRO,
  'Try one of these:',
  '• "Create a habit called Morning walk daily at 7am"',
  '• "Add a habit Gym on Monday and Thursday at 18:30 for 60 minutes"',
  '• "Rename Morning walk to Evening walk"',
  '• "Reschedule Gym to 7:15pm" or "Move Reading to weekly"',
  '• "Delete habit Gym"',
  '• "Skip Gym today", "Log 5 glasses", "Pause everything until 2027-01-02", "Resume my habits"',
  '• "Archive Gym" or "Restore Gym"',
  '• "Add goal Run a 10k" or "Delete goal Run a 10k"',
  '• "Set my vision to A calm, healthy and curious life"',
  '• "List my habits", "List my goals", "Show my vision"',
  '• "How am I doing?" for your progress',
].join('\n');

const reply = (text: string): OfflineAnswer => ({ kind: 'reply', text });
const unquote = (text: string) =>
  text
    .trim()
    .replace(/^["'“‘]+|["'”’.!?]+$/g, '')
    .trim();

/** "7am", "7:30 pm", "19:00" → "HH:MM", or undefined. */
export function parseTime(text: string): { time: string; match: string } | undefined {
  const m = /\b(?:at\s+)?(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?=\s|$|[,.!?])/i.exec(text);
  if (!m) return undefined;
  const [, h, mm, suffix] = m;
  if (!suffix && mm === undefined) return undefined; // a bare number ("3 habits") is not a time
  let hour = Number(h);
  const minute = Number(mm ?? 0);
  if (minute > 59 || hour > 23) return undefined;
  const pm = suffix?.toLowerCase().startsWith('p');
  if (suffix) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  return { time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, match: m[0] };
}

interface ScheduleWords {
  recurrence?: 'daily' | 'weekly' | 'monthly';
  days?: WeekdayName[];
  startTime?: string;
  durationMinutes?: number;
  rest: string;
}

/** Pulls "daily", "every week", "on Mondays and Thursdays", "at 7am" and "for 20 minutes" out of a phrase. */
export function parseSchedule(text: string): ScheduleWords {
  let rest = ` ${text} `;
  const out: ScheduleWords = { rest: '' };
  const duration = /\bfor\s+(\d{1,3})\s*(?:min(?:ute)?s?|m)\b/i.exec(rest);
  if (duration) {
    out.durationMinutes = Math.min(720, Math.max(5, Number(duration[1])));
    rest = rest.replace(duration[0], ' ');
  }
  const time = parseTime(rest);
  if (time) {
    out.startTime = time.time;
    rest = rest.replace(time.match, ' ');
  }
  const day = `(?:${WEEKDAY_NAMES.join('|')})s?`;
  const dayList = new RegExp(`\\b(?:(?:every|on)\\s+)?${day}(?:\\s*(?:,|and|&)\\s*${day})*\\b`, 'gi');
  const days = [...rest.matchAll(new RegExp(`\\b(${WEEKDAY_NAMES.join('|')})s?\\b`, 'gi'))].map((m) => WEEKDAY_NAMES.find((d) => d.toLowerCase() === m[1]!.toLowerCase())!);
  if (days.length) {
    out.days = [...new Set(days)];
    rest = rest.replace(dayList, ' ');
  }
  const rules: [RegExp, ScheduleWords['recurrence']][] = [
    [/\b(?:daily|every\s*day|each\s+day)\b/i, 'daily'],
    [/\b(?:weekly|every\s+week|each\s+week|once\s+a\s+week)\b/i, 'weekly'],
    [/\b(?:monthly|every\s+month|each\s+month|once\s+a\s+month)\b/i, 'monthly'],
  ];
  for (const [pattern, recurrence] of rules) {
    const m = pattern.exec(rest);
    if (m) {
      out.recurrence ??= recurrence;
      rest = rest.replace(m[0], ' ');
    }
  }
  out.rest = rest
    .replace(/[,]+/g, ' ')
    .replace(/\s+(?:on|every|and|at)\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  return out;
}

function findByName<T extends { name: string }>(items: readonly T[], name: string): { item?: T; candidates: T[] } {
  const wanted = unquote(name).toLowerCase();
  if (!wanted) return { candidates: [] };
  const exact = items.filter((i) => i.name.toLowerCase() === wanted);
  if (exact.length === 1) return { item: exact[0], candidates: exact };
  const partial = items.filter((i) => i.name.toLowerCase().includes(wanted) || wanted.includes(i.name.toLowerCase()));
  return partial.length === 1 ? { item: partial[0], candidates: partial } : { candidates: exact.length ? exact : partial };
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

/**
 * The built-in coach used when no AI provider is configured (DECISIONS.md, Coach): it reads a
 * plain command and answers either a function call for the caller to run or a reply.
 */
export function interpretOffline(message: string, s: CoachSnapshot): OfflineAnswer {
  const text = message.trim().replace(/\s+/g, ' ');
  const lower = text.toLowerCase();
  let m: RegExpExecArray | null;

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

  if ((m = /^(?:please\s+)?(?:add|create|start|new|make)\s+(?:a\s+)?(?:new\s+)?(?:(daily|weekly|monthly)\s+)?habit\s*(?:(?:called|named|to|of)\b|:)?\s*(.+)$/i.exec(text))) {
    const words = parseSchedule(m[2]!);
    const name = unquote(words.rest.replace(/^(?:called|named)\s+/i, ''));
    if (!name) return reply('What should the habit be called? For example: "Create a habit called Morning walk daily at 7am".');
    const recurrence = words.recurrence ?? (m[1]?.toLowerCase() as ScheduleWords['recurrence']);
    return {
      kind: 'call',
      name: 'createHabit',
      args: {
        name,
        ...(recurrence ? { recurrence } : {}),
        ...(words.days ? { days: words.days } : {}),
        ...(words.startTime ? { startTime: words.startTime } : {}),
        ...(words.durationMinutes ? { durationMinutes: words.durationMinutes } : {}),
      },
    };
  }
  if ((m = /^(?:please\s+)?rename\s+(?:the\s+|my\s+)?(?:habit\s+)?(.+?)\s+to\s+(.+)$/i.exec(text))) {
    const { item, candidates } = findByName(s.habits, m[1]!);
    return item ? { kind: 'call', name: 'updateHabit', args: { habitId: item.id, name: unquote(m[2]!) } } : reply(notFoundText('habit', m[1]!, candidates, s.habits));
  }
  if ((m = /^(?:please\s+)?(?:reschedule|move|change)\s+(?:the\s+|my\s+)?(?:habit\s+)?(.+?)\s+to\s+(.+)$/i.exec(text))) {
    const { item, candidates } = findByName(s.habits, m[1]!);
    if (!item) return reply(notFoundText('habit', m[1]!, candidates, s.habits));
    const words = parseSchedule(m[2]!);
    if (!words.startTime && !words.recurrence && !words.days && !words.durationMinutes) {
      return reply(`When should "${item.name}" happen? For example: "Reschedule ${item.name} to 7:30am" or "Move ${item.name} to weekly".`);
    }
    return {
      kind: 'call',
      name: 'updateHabit',
      args: {
        habitId: item.id,
        ...(words.recurrence ? { recurrence: words.recurrence } : {}),
        ...(words.days ? { days: words.days } : {}),
        ...(words.startTime ? { startTime: words.startTime } : {}),
        ...(words.durationMinutes ? { durationMinutes: words.durationMinutes } : {}),
      },
    };
  }
  // Issue 22: skips, amounts, pauses and the archive.
  if ((m = /^(?:please\s+)?(un-?skip|skip)\s+(?:my\s+|the\s+|today'?s\s+)?(?:habit\s+)?(.+?)(?:\s+(today|yesterday))?[.!]?$/i.exec(text))) {
    const { item, candidates } = findByName(s.habits, m[2]!);
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
    const { item, candidates } = findByName(s.habits, m[1]!);
    return item ? { kind: 'call', name: 'pauseHabits', args: { habitId: item.id, from, to } } : reply(notFoundText('habit', m[1]!, candidates, s.habits));
  }
  if ((m = /^(?:please\s+)?(?:resume|unpause)\s+(.+?)[.!]?$/i.exec(text)) || /^i'?m back\b/i.test(text)) {
    if (!m || ALL_HABITS.test(unquote(m[1]!))) return { kind: 'call', name: 'resumeHabits', args: {} };
    const { item, candidates } = findByName(s.habits, m[1]!);
    return item ? { kind: 'call', name: 'resumeHabits', args: { habitId: item.id } } : reply(notFoundText('habit', m[1]!, candidates, s.habits));
  }
  if ((m = /^(?:please\s+)?(archive|restore|unarchive)\s+(?:the\s+|my\s+)?(?:habit\s+)?(.+?)[.!]?$/i.exec(text))) {
    const archiving = m[1]!.toLowerCase() === 'archive';
    const { item, candidates } = findByName(s.habits, m[2]!);
    if (!item) return reply(notFoundText('habit', m[2]!, candidates, s.habits));
    return archiving ? { kind: 'call', name: 'archiveHabit', args: { habitId: item.id } } : { kind: 'call', name: 'restoreHabit', args: { habitId: item.id } };
  }

  if ((m = /^(?:please\s+)?(?:delete|remove|stop)\s+(?:the\s+|my\s+)?(habit\s+)?(.+)$/i.exec(text))) {
    const { item, candidates } = findByName(s.habits, m[2]!);
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
