import { coachFunctionNamed, coachWords, needsConfirmation } from '@stride/domain';
import type { CoachSnapshot } from '../coach-snapshot.js';
import { quoted, type ClauseWords, type ProposedCall } from './coach-function-entry.js';
import { coachFunctionServed } from './served.js';

/** The existing record a call changes (its habit, its goal, the vision), or undefined for one that makes a new record or acts on one day. */
function recordOf(call: ProposedCall): string | undefined {
  const changes = coachFunctionServed(call.name)?.changes;
  if (changes === 'new' || changes === 'day') return undefined;
  if (changes === 'vision') return 'vision';
  const id = call.args.habitId ?? call.args.goalId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Which of a turn's calls wait for the person's yes (DECISIONS: nothing destroyed on a guess):
 * every call its function says so of (a delete, an end, an archive, every habit paused at once),
 * and, when one message would change more than one existing record (renames, schedules, links,
 * pauses of two habits), all of those together; issue 50: a day's tick, skip or note counts too
 * when the message touches two or more habits ("I did gym and yoga"). Records made new are not
 * "changed" here. The rest run at once. A call the registry does not know, or whose arguments do not parse, is not
 * proposed: it runs, and is refused with what is wrong.
 */
export function splitForYes<Call extends ProposedCall>(calls: readonly Call[]): { now: Call[]; later: Call[] } {
  const asks = (call: Call) => {
    const fn = coachFunctionNamed(call.name);
    const parsed = fn?.args.safeParse(call.args);
    return fn && parsed?.success ? needsConfirmation(fn, parsed.data) : false;
  };
  const also = (c: Call) => coachFunctionServed(c.name)?.alsoChanges?.(c.args) ?? [];
  const changes = calls.filter((c) => coachFunctionNamed(c.name)?.kind === 'change' && !asks(c) && (recordOf(c) !== undefined || also(c).length > 0));
  // Issue 50: a day's tick, skip or note on two or more habits at once is a change of several records too.
  const dayChanges = calls.filter((c) => coachFunctionNamed(c.name)?.kind === 'change' && !asks(c) && coachFunctionServed(c.name)?.changes === 'day' && typeof c.args.habitId === 'string');
  const records = new Set([...changes.flatMap((c) => [recordOf(c), ...also(c)].filter((r) => r !== undefined)), ...dayChanges.map((c) => c.args.habitId)]);
  // Issue 50, fourth pass: two or more days unticked at once (a history cleared) wait for a yes too.
  const unticks = dayChanges.filter((c) => c.name === 'uncompleteHabit');
  const several = new Set(records.size > 1 ? [...changes, ...dayChanges] : unticks.length > 1 ? unticks : []);
  const later = calls.filter((c) => asks(c) || several.has(c));
  return { now: calls.filter((c) => !later.includes(c)), later };
}

/**
 * The call with its ids made whole, when they name the person's own records (a model may shorten
 * an id to its first characters, as its context shows them); undefined when one names nothing of
 * theirs, or the record its function acts on does not exist (a vision's delete with no vision).
 * Such a call is never proposed: it runs, and is refused with "not found" (a question about a
 * record nobody has asks nothing).
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
  const exists = coachFunctionServed(call.name)?.exists;
  if (exists && !exists(s)) return undefined;
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
  const own = coachWords(s.locale);
  const words: ClauseWords = {
    s,
    habit: typeof a.habitId === 'string' ? s.habits.find((h) => h.id === a.habitId) : undefined,
    goal: typeof a.goalId === 'string' ? s.goals.find((g) => g.id === a.goalId) : undefined,
    day: (date: unknown) => (typeof date === 'string' ? own.day(date, s.today) : own.say('today')),
    active: s.habits.filter((h) => !h.archived).length,
    deleting,
    say: own.say,
    series: own.series,
    quoted: (name) => (name ? quoted(name) : own.say('thatHabit')),
  };
  const served = coachFunctionServed(call.name)?.clause;
  return served ? served(a, words) : `${call.name} ${words.habit ? quoted(words.habit.name) : ''}`.trimEnd();
}

/** The calls as clauses, several of a function that says them together (`clauseOfSeveral`) said once, in the order the functions first come. */
function clauses(calls: readonly ProposedCall[], s: CoachSnapshot): string[] {
  const { say, series } = coachWords(s.locale);
  const out: string[] = [];
  const done = new Set<string>();
  const deleting = new Set(calls.filter((c) => coachFunctionNamed(c.name)?.effect === 'habit-deleted').map((c) => c.args.habitId));
  for (const call of calls) {
    const group = coachFunctionServed(call.name)?.clauseOfSeveral;
    const same = calls.filter((c) => c.name === call.name);
    // The same clause twice (both times of a habit done twice a day) is said once.
    if (!group || same.length < 2) {
      const said = clause(call, s, deleting);
      if (!out.includes(said)) out.push(said);
    }
    else if (!done.has(call.name)) {
      done.add(call.name);
      out.push(group(same.map((c) => quoted(s.habits.find((h) => h.id === c.args.habitId)?.name ?? s.goals.find((g) => g.id === c.args.goalId)?.name)), say, series));
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
  const { list, say } = coachWords(s.locale);
  // Issue 54: joined and asked in the person's language (English as before: "A, B and C?").
  const joined = list(said);
  // A language whose question is a sentence around the clauses ("Soll ich …?") keeps them as they are.
  const capital = !/^\p{L}/u.test(say('question', { clauses: '' }));
  return say('question', { clauses: capital ? `${joined.charAt(0).toUpperCase()}${joined.slice(1)}` : joined });
}
