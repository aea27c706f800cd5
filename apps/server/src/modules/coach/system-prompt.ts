import { COACH_UNDO_DAYS, COACH_WRITES_PER_TURN, PRODUCT_NAME, formatPercent, modelLanguageLine, shortDateLabel, writesMonthFirst } from '@stride/domain';
import type { CoachSnapshot, SnapshotHabit } from './coach-snapshot.js';
import { todayViews } from './offline-questions.js';

/** Characters of an id the model is shown: unique among one person's records, and the functions take them (coach-functions.ts). */
export const SHORT_ID_LENGTH = 8;
const short = (id: string) => id.slice(0, SHORT_ID_LENGTH);

/** A date the model reads: `MM-DD` this year (the year is in "Today"), else whole. */
const dateOf = (date: string, today: string) => (date.slice(0, 4) === today.slice(0, 4) ? date.slice(5) : date);

/** A schedule in few characters: "every week on Tue and Fri at 07:30–07:59" → "Tue,Fri 07:30–07:59". */
export function compactSchedule(schedule: string): string {
  return schedule
    .replace(/^every day\b/, 'daily')
    .replace(/^every week on /, '')
    .replace(/ and /g, ',')
    .replace(/, (?=[A-Z][a-z]{2}\b)/g, ',')
    .replace(/ at (?=\d)/, ' ');
}

/**
 * Issue 51: today's state from the day's view (decision 051), as Today shows it: a limit or a quit
 * habit is never "due" (the model must not suggest doing "No sugar"), a several-times-a-day habit
 * says how many of its times are done.
 */
function todayState(h: SnapshotHabit, today: string): string {
  if (h.doneToday === null) return 'off today';
  const views = todayViews(h, today);
  const first = views[0];
  if (first && first.kind !== 'build') return first.state === 'over' ? 'over its limit today (not a to-do)' : 'kept so far today (not a to-do)';
  if (h.dueToday === false && !h.doneToday) return 'excused';
  if (views.length > 1) return `${views.filter((v) => v.done).length} of ${views.length} times done (${views.map((v) => `${v.slotTime} ${v.done ? 'done' : 'due'}`).join(', ')})`;
  return h.doneToday ? 'done' : 'due';
}

/**
 * One habit in a line: what the pages show of it and the questions people ask need (issue 37):
 * "3f2a9c1b Gym | Tue,Thu 18:00–19:00 | due | streak 3/9 | 14d 3/4 | goal 9c1b3f2a | remind 15m
 * push | paused 12-20..01-02 | skips 11-27".
 */
function habitLine(h: SnapshotHabit, today: string): string {
  const parts = [`${short(h.id)} ${h.name}`, compactSchedule(h.schedule)];
  if (h.archived) parts.push('archived');
  else parts.push(todayState(h, today));
  // Issue 40: a limit and a quit habit say so ("at most", "quit"); a spent freeze is told.
  if (h.target?.direction === 'atMost' && h.target.quantity === 0) parts.push(`quit ${h.target.unit}: ${h.amountToday ?? 0} slips today`);
  else if (h.target?.direction === 'atMost') parts.push(`${h.amountToday ?? 0} of at most ${h.target.quantity} ${h.target.unit} today`);
  else if (h.target) parts.push(`${h.amountToday ?? 0}/${h.target.quantity} ${h.target.unit} today`);
  parts.push(`streak ${h.completionStreak}/${h.bestStreak}`);
  if (h.freezeNote) parts.push(h.freezeNote);
  if (h.lastTwoWeeks?.scheduled) parts.push(`14d ${h.lastTwoWeeks.done}/${h.lastTwoWeeks.scheduled}`);
  else if (h.successRate !== null) parts.push(`rate ${formatPercent(h.successRate)}`);
  if (h.goalId) parts.push(`goal ${short(h.goalId)}`);
  if (h.reminders?.length) parts.push(`remind ${h.reminders.map((r) => `${r.minutesBefore}m ${r.channel}`).join(', ')}`);
  const pauses = (h.pauses ?? []).filter((p) => p.to >= today);
  if (pauses.length) parts.push(`paused ${pauses.map((p) => `${dateOf(p.from, today)}..${dateOf(p.to, today)}`).join(', ')}`);
  const skips = (h.skippedDates ?? []).filter((d) => d >= today);
  if (skips.length) parts.push(`skips ${skips.map((d) => dateOf(d, today)).join(',')}`);
  if (h.noteToday) parts.push(`note "${h.noteToday}"`);
  return parts.join(' | ');
}

/** A goal's line: its id, name, the start of its description, and how many habits serve it. */
function goalLine(g: CoachSnapshot['goals'][number], s: CoachSnapshot, brief = false): string {
  // Short of room (issue 49) a goal goes without its description: getGoal gives it.
  const about = brief ? '' : g.description.length > 50 ? `${g.description.slice(0, 49).trimEnd()}…` : g.description;
  return `${short(g.id)} ${g.name}${about ? ` (${about})` : ''} | ${s.habits.filter((h) => h.goalId === g.id).length} habits`;
}

/** A habit by id and name only: what a turn short of room lists for the habits the message does not name (issue 49). */
const nameOnly = (h: SnapshotHabit) => `${short(h.id)} ${h.name}${h.archived ? ' (archived)' : ''}`;

export interface PromptOptions {
  opening: boolean;
  /**
   * Characters the prompt may take (issue 49: the functions a turn needs come first, and the
   * context shrinks to make room for them). Over it, habits not in `focus` are listed by id and
   * name only, the rest of their details one `getHabit` away. No limit when not given.
   */
  room?: number;
  /** Habits the message (or the conversation) is about: listed in full first, whatever the room. */
  focus?: ReadonlySet<string>;
}

/**
 * The model's instructions and the user's records, read from the database on every turn
 * (DECISIONS.md, Coach: the client's context is never trusted). Compact (issue 37: a turn for 20
 * habits, 5 goals and a vision fits in 8,000 characters with the tools; `bench/coach-turn`): ids
 * shortened, one line a record, dates without the year. Short of `room`, habits the message does
 * not name go by id and name (issue 49), those it names keep their reminders, pauses and amounts.
 */
export function systemPrompt(s: CoachSnapshot, { opening, room = Infinity, focus = new Set() }: PromptOptions): string {
  const lines = new Map(s.habits.map((h) => [h.id, habitLine(h, s.today)]));
  const render = (full: ReadonlySet<string>, brief = true) => {
    const listed = s.habits.filter((h) => full.has(h.id));
    const named = s.habits.filter((h) => !full.has(h.id));
    const habits = listed.length ? listed.map((h) => lines.get(h.id)!).join('\n') : s.habits.length ? '' : '(none)';
    const others = named.length ? `Other habits (id name; getHabit gives the rest): ${named.map(nameOnly).join('; ')}` : '';
    return promptWith(s, opening, [habits, others].filter(Boolean).join('\n'), brief);
  };
  const every = new Set(s.habits.map((h) => h.id));
  const whole = render(every, false);
  if (whole.length <= room) return whole;
  // The habits the message names in full, then the others in their order while the room lasts.
  const full = new Set(s.habits.filter((h) => focus.has(h.id)).map((h) => h.id));
  let size = render(full).length;
  for (const h of s.habits) {
    if (full.has(h.id)) continue;
    const cost = lines.get(h.id)!.length + 1 - (nameOnly(h).length + 2);
    if (size + cost > room) continue;
    full.add(h.id);
    size += cost;
  }
  return render(full);
}

function promptWith(s: CoachSnapshot, opening: boolean, habits: string, brief: boolean): string {
  const goals = s.goals.length ? s.goals.map((g) => goalLine(g, s, brief)).join('\n') : '(none)';
  return [
    `You are the ${PRODUCT_NAME} coach: warm, practical, brief. You help ${s.firstName} build habits and reach goals.`,
    'Reply in 2-4 short plain sentences, no markdown (replies may be spoken).',
    // Issue 54: the person's language, from their account (nothing added for English).
    modelLanguageLine(s.locale) ?? '',
    'Act through the functions, with the ids listed. If a detail is missing, or a name fits two records, ask one short question that tells them apart (time, schedule); never guess.',
    `Deletes, ends, archives and changes to every habit wait for the person's yes: the function answers so; ask them plainly. A delete can be undone for ${COACH_UNDO_DAYS} days. At most ${COACH_WRITES_PER_TURN} changes a turn.`,
    'If a function answers ok:false, nothing was done: correct the arguments or say why. Dates YYYY-MM-DD, times HH:MM (24h), the user’s zone.',
    opening ? `Greet ${s.firstName} by name in one sentence and ask what they would like to work on today.` : '',
    // Twenty-fifth session: a date typed with a slash, in the order the person's region writes it (decision 054-locale).
    `Today: ${shortDateLabel(s.today)}, ${s.today} (${s.timezone}); they write a date with a slash ${writesMonthFirst(s.locale) ? 'month first (12/5 is 5 December)' : 'day first (12/5 is 12 May)'}.`,
    `Vision: ${s.vision ? s.vision.text : '(not set)'}`,
    `Goals (id name | habits${brief ? '; getGoal gives the rest' : ''}):\n${goals}`,
    // Issue 40: only when there are areas, so a turn without them is as long as before.
    (s.areas ?? []).length ? `Areas, or routines (id name | habits):\n${(s.areas ?? []).map((a) => `${short(a.id)} ${a.name} | ${s.habits.filter((h) => h.areaId === a.id && !h.archived).map((h) => h.name).join(', ') || '(none)'}`).join('\n')}` : '',
    `Habits (id name | schedule | today | streak now/best | done/due last 14 days | …):\n${habits}`,
  ]
    .filter(Boolean)
    .join('\n');
}
