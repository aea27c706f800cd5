import type { HabitFrequency, HabitTarget } from '../habit-depth.schemas.js';
import type { NthWeek, NthWeekdayKind, WeekdayName } from '../recurrence.schemas.js';
import type { PhraseEnd } from './end-words.js';

/**
 * The working state of one reading (issue 24). Each grammar rule (recurrence-words.ts,
 * date-words.ts, time-words.ts, target-words.ts) finds its phrases in the text no earlier rule
 * took, records what they mean, and marks their characters as used. What no rule used is the
 * habit's name, or, where it still looks like schedule language, what was not understood.
 */

/** Something read, with where it was written (for ordering, and for saying what was not understood). */
export interface Placed<T> {
  value: T;
  start: number;
  end: number;
  /** As written, trimmed. */
  text: string;
}

export type RecurrenceUnit = 'day' | 'week' | 'month' | 'year';
export type PartOfDay = 'morning' | 'afternoon' | 'evening' | 'night';
export interface MonthDay {
  month: number;
  day: number;
}

/** One piece of a schedule; habit-phrase.ts combines the pieces (recurrence-words.ts `resolveRecurrence`). */
export type RecurrencePiece =
  /** "daily", "every 3 weeks", "fortnightly"; `needsDays` for "biweekly", read only with days named. */
  | { kind: 'every'; unit: RecurrenceUnit; interval: number; needsDays?: boolean }
  /** "Mondays and Thursdays", "weekends", "every other Sunday" (interval 2). */
  | { kind: 'days'; days: WeekdayName[]; interval?: number }
  /** "except Sunday". */
  | { kind: 'except'; days: WeekdayName[] }
  /** "on the 1st and 15th". */
  | { kind: 'monthDays'; days: number[] }
  /** "the last Friday of the month". */
  | { kind: 'nth'; week: NthWeek; weekday: NthWeekdayKind }
  /** "every 3 March". */
  | { kind: 'yearDate'; date: MonthDay }
  /** "3 times a week". */
  | { kind: 'frequency'; frequency: HabitFrequency };

/** A time of day or a range, in minutes after midnight. `bare`: an hour written with no am/pm ("at 9"), which evening words move to the evening. */
export interface ClockRange {
  start: number;
  end: number | null;
  startBare: boolean;
  endBare: boolean;
}

/** "on 3 March": every year on that date when the phrase says yearly, else a start date. */
export interface OnDate {
  date: MonthDay;
  /** The next such date from today, or null when there is none (29 February, read in a year with none). */
  next: string | null;
}

export interface PhraseReading {
  scan: PhraseScan;
  /** The user's local today, YYYY-MM-DD. */
  today: string;
  recurrence: Placed<RecurrencePiece>[];
  partsOfDay: Placed<PartOfDay>[];
  startDates: Placed<string>[];
  onDates: Placed<OnDate>[];
  times: Placed<ClockRange>[];
  durations: Placed<number>[];
  targets: Placed<HabitTarget>[];
  /** Issue 40: "until the end of March", "for 3 weeks", "a 30-day challenge" (end-words.ts). */
  ends: Placed<PhraseEnd>[];
}

export function startReading(text: string, today: string): PhraseReading {
  return { scan: new PhraseScan(text), today, recurrence: [], partsOfDay: [], startDates: [], onDates: [], times: [], durations: [], targets: [], ends: [] };
}

/** What a rule does with a match: take it as read, keep it in the name too, report it as not understood, or leave it. */
export type Verdict = 'use' | 'keep' | 'reject' | 'skip';

const FREE = 0;
const USED = 1;
const KEPT = 2;
/** Stand in, in the masked text, for used and kept characters: neither is a letter, a digit or a space, so no rule matches across them. */
export const USED_MARK = '\u0001';
export const KEPT_MARK = '\u0002';

/** Typographic quotes and spaces as their plain forms, one character for one, so positions stay put. */
function normalize(text: string): string {
  return text.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u00a0\u2007\u202f\t\n\r]/g, ' ');
}

/** Lower case, one character for one ("İ" is left as it is rather than made two). */
function lowerSameLength(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const lower = text[i]!.toLowerCase();
    out += lower.length === 1 ? lower : text[i]!;
  }
  return out;
}

/** The phrase, with a mark on each character saying whether a rule has read it. */
export class PhraseScan {
  readonly text: string;
  readonly lower: string;
  private readonly state: number[];
  private current: string;
  /** Runs a rule read as schedule or time language but could not make sense of ("at 25:00"). */
  readonly rejected: Placed<string>[] = [];

  constructor(text: string) {
    this.text = normalize(text);
    this.lower = lowerSameLength(this.text);
    this.current = this.lower;
    this.state = Array.from({ length: this.text.length }, () => FREE);
  }

  /** The lower-cased text with used and kept characters masked: what rules match against. */
  get masked(): string {
    return this.current;
  }

  use(start: number, end: number): void {
    this.mark(start, end, USED);
  }

  keep(start: number, end: number): void {
    this.mark(start, end, KEPT);
  }

  reject(start: number, end: number): void {
    this.mark(start, end, USED);
    this.rejected.push(this.placed(start, end, this.slice(start, end)));
  }

  /** The original text of a span, trimmed. */
  slice(start: number, end: number): string {
    return this.text.slice(start, end).trim();
  }

  placed<T>(start: number, end: number, value: T): Placed<T> {
    return { value, start, end, text: this.slice(start, end) };
  }

  /**
   * Each match of `pattern` in the text no rule has read yet, left to right, handed to `read`,
   * whose verdict marks it. A skipped match lets the search go on from its next character.
   */
  each(pattern: RegExp, read: (match: RegExpExecArray) => Verdict): void {
    const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    let from = 0;
    while (from < this.current.length) {
      re.lastIndex = from;
      const match = re.exec(this.current);
      if (!match) return;
      const start = match.index;
      const end = start + match[0].length;
      if (end === start) {
        from = start + 1;
        continue;
      }
      const verdict = read(match);
      if (verdict === 'skip') {
        from = start + 1;
        continue;
      }
      if (verdict === 'use') this.use(start, end);
      else if (verdict === 'keep') this.keep(start, end);
      else this.reject(start, end);
      from = end;
    }
  }

  /** Whether nothing but spaces and read text comes before `index`: the match starts the phrase. */
  startsPhrase(index: number): boolean {
    return this.state.slice(0, index).every((state, i) => state === USED || /\s/.test(this.text[i]!));
  }

  /**
   * The runs of text no rule used, in order: `text` as written and `masked` (lower case, with the
   * kept characters masked so that they are never read as schedule language).
   */
  leftovers(): Array<{ start: number; text: string; masked: string }> {
    const runs: Array<{ start: number; text: string; masked: string }> = [];
    let start = -1;
    for (let i = 0; i <= this.text.length; i++) {
      const free = i < this.text.length && this.state[i] !== USED;
      if (free && start < 0) start = i;
      if (!free && start >= 0) {
        runs.push({ start, text: this.text.slice(start, i), masked: this.current.slice(start, i) });
        start = -1;
      }
    }
    return runs;
  }

  private mark(start: number, end: number, state: number): void {
    for (let i = start; i < end; i++) this.state[i] = state;
    const mark = state === USED ? USED_MARK : KEPT_MARK;
    this.current = this.current.slice(0, start) + this.current.slice(start, end).replace(/[^]/g, mark) + this.current.slice(end);
  }
}
