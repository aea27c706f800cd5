import { coachFunctionNamed, dayInWords, needsConfirmation, toEpochDay } from '@stride/domain';
import type { CoachSnapshot } from './coach-snapshot.js';

/** A call as a turn asks for it: a function's name and its arguments (as the model or the built-in coach wrote them). */
export interface ProposedCall {
  name: string;
  args: Record<string, unknown>;
}

/**
 * Functions that act on one day of one habit (a tick, a skip, a note): several in a message ("I did
 * yoga and gym") are several small things, each undone in a tap, not "several records at once".
 * Reminders are not of a day: "turn off reminders for everything" changes several habits, so asks.
 */
const DAY_LEVEL = new Set(['completeHabit', 'uncompleteHabit', 'skipHabit', 'unskipHabit', 'addNote']);

/** The existing record a call changes (its habit, its goal, the vision), or undefined for one that makes a new record. */
function recordOf(call: ProposedCall): string | undefined {
  if (call.name === 'createHabit' || call.name === 'createGoal') return undefined;
  if (call.name === 'createOrUpdateVision') return 'vision';
  const id = call.args.habitId ?? call.args.goalId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Which of a turn's calls wait for the person's yes (DECISIONS: nothing destroyed on a guess):
 * every call its function says so of (a delete, an end, an archive, every habit paused at once),
 * and, when one message would change more than one existing record (renames, schedules, links,
 * pauses of two habits), all of those together. Records made new, and a day's tick, skip or note,
 * are not "changed" here: each is undone in a tap. The rest run at once. A call the registry does
 * not know, or whose arguments do not parse, is not proposed: it runs, and is refused with what
 * is wrong.
 */
export function splitForYes<Call extends ProposedCall>(calls: readonly Call[]): { now: Call[]; later: Call[] } {
  const asks = (call: Call) => {
    const fn = coachFunctionNamed(call.name);
    const parsed = fn?.args.safeParse(call.args);
    return fn && parsed?.success ? needsConfirmation(fn, parsed.data) : false;
  };
  const changes = calls.filter((c) => coachFunctionNamed(c.name)?.kind === 'change' && !DAY_LEVEL.has(c.name) && !asks(c) && recordOf(c) !== undefined);
  const several = new Set(new Set(changes.map(recordOf)).size > 1 ? changes : []);
  const later = calls.filter((c) => asks(c) || several.has(c));
  return { now: calls.filter((c) => !later.includes(c)), later };
}

/**
 * The call with its ids made whole, when they name the person's own records (a model may shorten
 * an id to its first characters, as its context shows them); undefined when one names nothing of
 * theirs, or the vision a delete names does not exist. Such a call is never proposed: it runs,
 * and is refused with "not found" (a question about a record nobody has asks nothing).
 */
export function withKnownIds(call: ProposedCall, s: CoachSnapshot): ProposedCall | undefined {
  const whole = (value: unknown, ids: readonly string[]) => {
    if (typeof value !== 'string') return undefined;
    const found = ids.filter((id) => id === value || (value.length >= 6 && id.startsWith(value.toLowerCase())));
    return found.length === 1 ? found[0] : undefined;
  };
  const args = { ...call.args };
  if ('habitId' in args) {
    const id = whole(args.habitId, s.habits.map((h) => h.id));
    if (!id) return undefined;
    args.habitId = id;
  }
  if ('goalId' in args) {
    const id = whole(args.goalId, s.goals.map((g) => g.id));
    if (!id) return undefined;
    args.goalId = id;
  }
  if (call.name === 'deleteVision' && !s.vision) return undefined;
  return { name: call.name, args };
}

/** The calls (of those given, themselves) that wait for a yes: splitForYes over the ones naming the person's own records. */
export function proposable<Call extends ProposedCall>(calls: readonly Call[], s: CoachSnapshot): Call[] {
  const known = calls.flatMap((call) => {
    const resolved = withKnownIds(call, s);
    return resolved ? [{ call, resolved }] : [];
  });
  const { later } = splitForYes(known.map((k) => k.resolved));
  return known.filter((k) => later.includes(k.resolved)).map((k) => k.call);
}

const quoted = (name: string | undefined) => (name ? `"${name}"` : 'that habit');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** How much history a delete takes with it, from the habit's first day ("its 12 weeks of history"). */
function historyOf(habit: CoachSnapshot['habits'][number] | undefined, today: string): string {
  if (!habit?.startDate || habit.startDate > today) return '';
  const days = toEpochDay(today) - toEpochDay(habit.startDate);
  if (days >= 14) return ` and its ${plural(Math.floor(days / 7), 'week')} of history`;
  if (days >= 1) return ` and its ${plural(days, 'day')} of history`;
  return '';
}

/** One call in words, as a clause of the question ("delete "Gym" and its 12 weeks of history"). */
function clause(call: ProposedCall, s: CoachSnapshot, deleting: ReadonlySet<unknown> = new Set()): string {
  const a = call.args;
  const habit = typeof a.habitId === 'string' ? s.habits.find((h) => h.id === a.habitId) : undefined;
  const goal = typeof a.goalId === 'string' ? s.goals.find((g) => g.id === a.goalId) : undefined;
  const day = (date: unknown) => (typeof date === 'string' ? dayInWords(date, s.today) : 'today');
  const active = s.habits.filter((h) => !h.archived).length;
  switch (call.name) {
    case 'deleteHabit':
      return `delete ${quoted(habit?.name)}${historyOf(habit, s.today)}`;
    case 'deleteGoal': {
      // Its habits that stay (not those the same yes deletes).
      const linked = s.habits.filter((h) => h.goalId === a.goalId && !deleting.has(h.id)).length;
      return `delete the goal ${goal ? `"${goal.name}"` : 'that goal'}${linked === 1 ? ' (its habit stays, unlinked)' : linked ? ` (its ${linked} habits stay, unlinked)` : ''}`;
    }
    case 'deleteVision':
      return s.vision ? `delete your vision "${s.vision.text}"` : 'delete your vision';
    case 'endHabit':
      return `end ${quoted(habit?.name)} after ${day(a.lastDate)} (its history stays)`;
    case 'archiveHabit':
      return `archive ${quoted(habit?.name)}: it leaves Today and its reminders stop; its history stays`;
    case 'pauseHabits':
      return habit
        ? `pause ${quoted(habit.name)} from ${day(a.from)} to ${day(a.to)}`
        : `pause all ${plural(active, 'habit')} from ${day(a.from)} to ${day(a.to)} (no reminders meanwhile, streaks kept)`;
    case 'resumeHabits':
      return habit ? `resume ${quoted(habit.name)}` : 'resume every paused habit';
    case 'createHabit':
      return `add the habit "${String(a.name)}"`;
    case 'createGoal':
      return `add the goal "${String(a.name)}"`;
    case 'updateHabit':
      return `change ${quoted(habit?.name)}`;
    case 'updateGoal':
      return `change the goal ${goal ? `"${goal.name}"` : ''}`.trimEnd();
    case 'createOrUpdateVision':
      return `set your vision to "${String(a.text)}"`;
    case 'restoreHabit':
      return `bring back ${quoted(habit?.name)}`;
    case 'removeReminder':
      return `turn off ${a.channel === 'email' ? 'the email reminders' : a.channel === 'push' ? 'the notifications' : 'the reminders'} of ${quoted(habit?.name)}`;
    default:
      return `${call.name} ${habit ? quoted(habit.name) : ''}`.trimEnd();
  }
}

/** Several calls of one kind read as one clause: "delete 5 habits ("Gym", "Run", …) and their history". */
const GROUPS: Record<string, (names: string[]) => string> = {
  deleteHabit: (names) => `delete ${plural(names.length, 'habit')} (${names.join(', ')}) and their history`,
  deleteGoal: (names) => `delete ${plural(names.length, 'goal')} (${names.join(', ')}; their habits stay, unlinked)`,
  archiveHabit: (names) => `archive ${plural(names.length, 'habit')} (${names.join(', ')}); their history stays`,
  removeReminder: (names) => `turn off reminders on ${plural(names.length, 'habit')} (${names.join(', ')})`,
};

/** The calls as clauses, those of a kind GROUPS knows said once together, in the order the kinds first come. */
function clauses(calls: readonly ProposedCall[], s: CoachSnapshot): string[] {
  const out: string[] = [];
  const done = new Set<string>();
  const deleting = new Set(calls.filter((c) => c.name === 'deleteHabit').map((c) => c.args.habitId));
  for (const call of calls) {
    const group = GROUPS[call.name];
    const same = calls.filter((c) => c.name === call.name);
    if (!group || same.length < 2) out.push(clause(call, s, deleting));
    else if (!done.has(call.name)) {
      done.add(call.name);
      out.push(group(same.map((c) => quoted(s.habits.find((h) => h.id === c.args.habitId)?.name ?? s.goals.find((g) => g.id === c.args.goalId)?.name))));
    }
  }
  return out;
}

/**
 * What a yes will do, as one question: "Delete "Gym" and its 12 weeks of history?",
 * "Add the habit "Vitamins AM" and add the habit "Vitamins PM"?".
 */
export function proposalText(calls: readonly ProposedCall[], s: CoachSnapshot): string {
  const said = clauses(calls, s);
  const joined = said.length === 1 ? said[0]! : `${said.slice(0, -1).join(', ')} and ${said.at(-1)!}`;
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}?`;
}
