import { coachFunctionNamed, dayInWords, needsConfirmation } from '@stride/domain';
import type { CoachSnapshot } from './coach-snapshot.js';
import { plural, quoted, type ClauseWords, type ProposedCall } from './functions/coach-function-entry.js';
import { coachFunctionServed } from './functions/handlers.js';

export type { ProposedCall } from './functions/coach-function-entry.js';

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

/** One call in words, as a clause of the question ("delete "Gym" and its 12 weeks of history"): its function's own words, or its name and habit. */
function clause(call: ProposedCall, s: CoachSnapshot, deleting: ReadonlySet<unknown> = new Set()): string {
  const a = call.args;
  const words: ClauseWords = {
    s,
    habit: typeof a.habitId === 'string' ? s.habits.find((h) => h.id === a.habitId) : undefined,
    goal: typeof a.goalId === 'string' ? s.goals.find((g) => g.id === a.goalId) : undefined,
    day: (date: unknown) => (typeof date === 'string' ? dayInWords(date, s.today) : 'today'),
    active: s.habits.filter((h) => !h.archived).length,
    deleting,
  };
  const own = coachFunctionServed(call.name)?.clause;
  return own ? own(a, words) : `${call.name} ${words.habit ? quoted(words.habit.name) : ''}`.trimEnd();
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
