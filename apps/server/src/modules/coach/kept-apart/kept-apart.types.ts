/**
 * Issue 50: how the kept-apart table of the built-in coach says what it expects (the table itself,
 * `kept-apart.table.ts`, is written by someone who did not write the coach's language layer, and
 * is never read by whoever does: its rate is a measure, not a target).
 *
 * A case is a conversation with the built-in coach (no AI provider) on the account of
 * `kept-apart.account.ts`, on that account's "today". The person types each message of `say` in
 * order into one conversation, as in the app (a reply that offers a proposal card is confirmed
 * only by a later message of `say`, such as "yes"). Then the records are read through the API and
 * every check must hold.
 *
 * Rules every case is held to, whatever its checks (the harness applies them itself):
 * - **Nothing else changes.** Every habit, goal, area and the vision that no check names is exactly
 *   as before the case (same schedule, reminders, history, notes, goal, area, archived state), and
 *   no habit, goal or area is made that no `newHabit`/`newGoal`/`newArea` check names. (A habit a
 *   check names is held only to what its checks say.)
 * - **Questions change nothing.** With `question: true`, nothing at all changes, after any message.
 * - **Nothing is destroyed or changed in bulk on one message.** A message after which a record was
 *   deleted, archived, its history wiped, its schedule ended, or two or more records changed, must
 *   follow a coach reply that proposed exactly that (a proposal card naming every such record).
 * - **No menu for what is in domain.** Unless `category` is 'chat', the coach's replies are never
 *   its list of everything it can do.
 */

/** Weekdays as people abbreviate them. */
export type Weekday = 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';

/** A local calendar date, YYYY-MM-DD, in the account's time zone. */
export type Day = string;

export interface ReminderCheck {
  minutesBefore?: number;
  channel?: 'push' | 'email';
}

/**
 * What a habit is, read from the API after the case. Only the properties given are checked.
 * Schedule properties are read from the habit's schedule from today on (what it will do next).
 */
export interface HabitState {
  /** The habit's name after the case (exact, case-insensitive). */
  name?: string;
  /** Its next occurrences start at this local time (HH:MM). */
  time?: string;
  /** Its next occurrences last this many minutes. */
  minutes?: number;
  /** Over the 28 days from today, it falls on exactly these weekdays (a weekly pattern). */
  days?: Weekday[];
  /** Its next occurrences, in order, from today (inclusive) on: the first dates given. */
  nextDates?: Day[];
  /** Its next occurrences (from tomorrow on) are this many days apart. */
  everyDays?: number;
  /** Its occurrence on each of these days starts at this local time (HH:MM). */
  timeOn?: Record<Day, string>;
  /** "N times a week" with no fixed days. */
  perWeek?: number;
  /** "N times a month" with no fixed days. */
  perMonth?: number;
  /** Several times a day at these local times (sorted); null: once a day. */
  timesOfDay?: string[] | null;
  /** The daily amount (null: none). `direction` 'atMost' is a limit; quantity 0 with 'atMost' is quitting. */
  target?: { quantity: number; unit?: string; direction?: 'atLeast' | 'atMost' } | null;
  /** The goal it belongs to, by name (null: none). */
  goal?: string | null;
  /** The area it belongs to, by name (null: none). */
  area?: string | null;
  /** Exactly these reminders (each check matches one reminder; the counts must agree). */
  reminders?: ReminderCheck[];
  /** Its last day (null: no end). */
  endDate?: Day | null;
  /** Its cue (in words, or the name of the habit it follows) contains this (case-insensitive); null: no cue. */
  cue?: string | null;
  /** Archived (true) or active (false). */
  archived?: boolean;
}

export type Check =
  /** An existing habit (by its name before the case) is in this state. */
  | ({ habit: string } & HabitState)
  /** The habit no longer exists (deleted; an archived habit still exists). */
  | { habit: string; deleted: true }
  /** Exactly one new habit whose name contains `newHabit` (case-insensitive) was made, in this state. */
  | ({ newHabit: string } & HabitState)
  /** No new habit was made. */
  | { noNewHabit: true }
  /** Done on a day; with `amount`, that day's total is exactly this; with `time`, that slot of a
   * several-times-a-day habit is done. */
  | { habit: string; doneOn: Day; amount?: number; time?: string }
  /** Not done on a day (and, with an amount, nothing logged that day). */
  | { habit: string; notDoneOn: Day }
  /** Skipped on a day. */
  | { habit: string; skippedOn: Day }
  /** Paused on each of these days. */
  | { habit: string; pausedOn: Day[] }
  /** Not paused on each of these days. */
  | { habit: string; notPausedOn: Day[] }
  /** Its note of that day contains `includes` (case-insensitive) and none of `excludes`. */
  | { habit: string; noteOn: Day; includes: string; excludes?: string[] }
  /** Every completion, amount and note before today is gone; the habit itself stays, schedule unchanged. */
  | { habit: string; historyCleared: true }
  /** A goal (by its name before the case) is in this state; `deleted` when gone. */
  | { goal: string; name?: string; deleted?: true }
  /** Exactly one new goal whose name contains `newGoal` (case-insensitive). */
  | { newGoal: string }
  /** The vision contains these words (case-insensitive); null: no vision. */
  | { vision: string | null }
  /** An area (by its name before the case): renamed, or deleted. */
  | { area: string; name?: string; deleted?: true }
  /** Exactly one new area whose name contains `newArea`. */
  | { newArea: string }
  /** The coach's last reply contains every one of these (case-insensitive). */
  | { reply: string[] }
  /** The coach's last reply contains at least one of these (case-insensitive). */
  | { replyAny: string[] };

export type Category =
  | 'create'
  | 'change'
  | 'rename'
  | 'log'
  | 'undo-log'
  | 'skip-pause'
  | 'remind'
  | 'end'
  | 'delete'
  | 'several'
  | 'scope'
  | 'note'
  | 'goal'
  | 'vision'
  | 'area'
  | 'question'
  | 'conversation'
  | 'decline'
  | 'restore'
  | 'chat';

export interface KeptApartCase {
  /** The messages, in order, in one conversation. */
  say: string[];
  category: Category;
  /** A question: nothing may change after any message. */
  question?: true;
  /** What must hold after the last message (besides the rules above). */
  then: Check[];
}
