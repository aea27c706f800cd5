import type { CoachFunction, CoachFunctionArgs, CoachWords } from '@stride/domain';
import type { CoachSnapshot, SnapshotHabit } from '../coach-snapshot.js';
import type { CoachHandler } from './coach-handler.js';

/** A call as a turn asks for it: a function's name and its arguments (as the model or the built-in coach wrote them). */
export interface ProposedCall {
  name: string;
  args: Record<string, unknown>;
}

/** A call of one function of the registry, its arguments typed by that function (what the built-in coach writes). */
export type TypedCall = { [Name in CoachFunction]: { name: Name; args: CoachFunctionArgs<Name> } }[CoachFunction];

/** A call an earlier turn of the conversation made, with what it answered (the model's view of its result). */
export interface PastCall {
  name: string;
  args: Record<string, unknown>;
  /** `{ ok, summary, result }` as the tool message kept it; `result.undoId` for a delete. */
  outcome: { ok: boolean; summary?: string; error?: string; result?: unknown };
}

/** What a clause of the question before a yes may read: the person's records, and the records the call names. */
export interface ClauseWords {
  s: CoachSnapshot;
  /** The habit and goal the call's `habitId` and `goalId` name, when the person has them. */
  habit: SnapshotHabit | undefined;
  goal: CoachSnapshot['goals'][number] | undefined;
  /** A day in words ("today", "Fri 27 Nov"); "today" when the argument is not a date. */
  day: (date: unknown) => string;
  /** How many habits are in use (not archived). */
  active: number;
  /** The habits the same yes deletes (a goal's delete says only the habits that stay). */
  deleting: ReadonlySet<unknown>;
  /** Issue 54: a clause in the person's language (`COACH_CATALOG.replies`). */
  say: CoachWords['say'];
  /** Names in a row: ", " in English, the language's list elsewhere ("«A» y «B»"). */
  series: CoachWords['series'];
  /** A record's name in quotes, or "that habit" in the person's language. */
  quoted: (name: string | undefined) => string;
}

/**
 * What the offline coach heard in a correction of the last call ("actually 8pm", "make that 45
 * minutes", "make it 6"): each read only when asked for.
 */
export interface HeardCorrection {
  /** "6", "6 glasses". */
  amount: () => number | undefined;
  /** Issue 50, ninth pass: the amount was said as the day's whole ("6 today", "6 in total", "6 so far"). */
  dayTotal?: () => boolean;
  /** "30 minutes before". */
  reminderMinutes: () => number | undefined;
  /** Issue 50, twenty-third pass: a day said ("the 27th", "friday"), ahead of today. */
  day?: () => string | undefined;
  /** "45 minutes", "an hour", "half an hour", "2 hours". */
  lengthMinutes: () => number | undefined;
  /** "8pm", alone. */
  startTime: () => string | undefined;
}

/**
 * The server's half of one coach function (its definition, the contract's half, is in
 * packages/domain/src/coach/functions/<name>/definition.ts): what it does, and how the coach
 * speaks of it. Everything here is the function's own; the machinery around (the runner, the
 * proposals, the offline coach) reads it and names no function.
 */
export interface CoachFunctionEntry<Name extends CoachFunction> {
  handler: CoachHandler<Name>;
  /**
   * Words that call for it when a model is given only some functions (lower-case English; a
   * function with no cue in a message is still one `useFunctions` away): `strong` words name it
   * ("remind me" → addReminder), `weak` ones only may ("until" may end a habit, or make one that
   * ends). Cues, never decisions: a function given and not needed costs characters, not correctness.
   */
  cues: { strong: RegExp; weak?: RegExp };
  /** The call as a clause of the question a yes answers ("delete "Gym" and its 12 weeks of history"); `<name> "<habit>"` when not given. */
  clause?: (args: Record<string, unknown>, words: ClauseWords) => string;
  /** Several calls of it in one question, said once ("delete 3 habits ("Gym", ...) and their history"), from the names of their records. */
  clauseOfSeveral?: (names: string[], say: CoachWords['say'], series: CoachWords['series']) => string;
  /**
   * What a call changes, when not the record its `habitId` or `goalId` names: a record made new
   * (`new`), one day of a habit (`day`: a tick, a skip, a note), or the vision. A message changing
   * more than one existing record asks first; a new record or a day is undone in a tap and does
   * not count ("I did yoga and gym" is two small things). Reminders are not of a day: "turn off
   * reminders for everything" changes several habits, so asks.
   */
  changes?: 'new' | 'day' | 'vision';
  /** Issue 50: the existing records a call changes besides its own (a goal made with habits put in it): counted as the others are. */
  alsoChanges?: (args: Record<string, unknown>) => string[];
  /** Whether the record a call acts on exists (a call on nothing is not proposed: it runs, and is refused). */
  exists?: (s: CoachSnapshot) => boolean;
  /** The call that undoes one that ran ("undo that"); undefined when nothing simple does. */
  undo?: (call: PastCall) => TypedCall | undefined;
  /** The calls that correct the last one of it ("actually 8pm", "make it 6") on the habit given; undefined when the words change nothing of it. */
  correct?: (last: PastCall, habitId: string, heard: HeardCorrection) => TypedCall[] | undefined;
  /** The habit a call acts on, for a correction: its `habitId`, or what it made. */
  habitOf?: (call: PastCall) => string | undefined;
}

/** The server's half of a function, typed by its name. */
export const serveCoachFunction = <Name extends CoachFunction>(_name: Name, entry: CoachFunctionEntry<Name>): CoachFunctionEntry<Name> => entry;

/** The `habitId` a past call named, when it did. */
export const habitIdOf = (call: Pick<PastCall, 'args'>) => (typeof call.args.habitId === 'string' ? call.args.habitId : undefined);
/** The `date` a past call named, as arguments to pass on (none when it named none). */
export const dateOf = (call: Pick<PastCall, 'args'>): { date?: string } => (typeof call.args.date === 'string' ? { date: call.args.date } : {});

/** A record's name in quotes, or "that habit". */
export const quoted = (name: string | undefined) => (name ? `"${name}"` : 'that habit');
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The id of the record a past call made (a create's result), when it answered one. */
export const madeId = (call: PastCall) => ((call.outcome.result ?? {}) as { id?: string }).id;
/** What undoes a delete: its record back, by the undo id its result answered. */
export const undoByUndoId = (call: PastCall): TypedCall | undefined => {
  const undoId = ((call.outcome.result ?? {}) as { undoId?: string }).undoId;
  return undoId ? { name: 'restoreDeleted', args: { undoId } } : undefined;
};
