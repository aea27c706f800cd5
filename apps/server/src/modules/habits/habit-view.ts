import {
  compileSchedule,
  countedDays,
  currentPeriodProgress,
  currentSegment,
  endDateOf,
  formatDate,
  habitFieldsAnswer,
  habitProgressOfDays,
  occurrencesBetween,
  toEpochDay,
  type Habit,
  type HabitSchedule,
  type HabitWindow,
} from '@stride/domain';
import { createLruCache } from '../../lru-cache.js';
import type { HabitDayLog } from './completions-cache.js';
import type { HabitRow } from './habits.repository.js';

export type { HabitWindow };

/** Default budget of the occurrences cache: the serialized occurrences of a few hundred busy users. */
const DEFAULT_OCCURRENCE_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The serialized occurrences of a schedule in a window and zone, most recently used kept within a
 * byte budget. The key is the schedule's own content (not its id or a timestamp), so a changed
 * schedule can never be answered from an old entry; completions do not enter occurrences at all.
 * Listing habits again (every visit to the tracker, every check-off) then costs the database
 * read and the figures, not a year and a half of ISO times per habit.
 */
export function createOccurrenceCache(maxBytes = DEFAULT_OCCURRENCE_CACHE_BYTES) {
  const entries = createLruCache<Buffer>(maxBytes, (key, value) => key.length + value.length);
  return {
    /** The occurrences as UTF-8 JSON: kept encoded, so an answer copies them instead of encoding them again. */
    json(schedule: HabitSchedule, window: HabitWindow, timeZone: string, compute: () => unknown): Buffer {
      const key = `${timeZone}|${window.from}|${window.to}|${JSON.stringify(schedule)}`;
      const hit = entries.get(key);
      if (hit !== undefined) return hit;
      const value = Buffer.from(JSON.stringify(compute()));
      entries.set(key, value);
      return value;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.cost;
    },
  };
}
export type OccurrenceCache = ReturnType<typeof createOccurrenceCache>;

export interface HabitViewInput {
  row: HabitRow;
  /** Completed dates as epoch days, ascending. */
  completedDays: ArrayLike<number>;
  /** Amounts, notes and skips by day, ascending (issue 22). */
  logs: readonly HabitDayLog[];
  window: HabitWindow;
  today: string;
  timeZone: string;
  /** Issue 54: the first day of a flexible habit's weeks, `firstDayOfWeek` of the owner's locale (0 = Sunday). */
  weekStartsOn: number;
}

/** Index of the first of the ascending `days` on or after `day` (binary search). */
function firstAtOrAfter(days: ArrayLike<number>, day: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (days[mid]! < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Everything of the habit's answer but its occurrences: the rule now, the window's days and the figures of all its history. */
function habitFields({ row, completedDays: completions, logs, window, today, timeZone, weekStartsOn }: HabitViewInput): Omit<Habit, 'occurrences'> {
  const compiled = compileSchedule(row.schedule);
  const current = currentSegment(row.schedule);
  const skipped = logs.filter((log) => log.skipped).map((log) => log.day);
  const todayDay = toEpochDay(today);
  // Issue 40: a limit habit's kept days are read off its logged amounts (docs/decisions/032).
  const counted = countedDays(compiled, completions, logs, todayDay, row.target, row.pauses);
  const completedDays = counted.days;
  const depth = { skipped, pauses: row.pauses, frequency: row.frequency, weekStartsOn, freezes: counted.freezes, todayMissed: counted.todayMissed };
  const progress = habitProgressOfDays(compiled, completedDays, todayDay, depth);
  const from = toEpochDay(window.from);
  const to = toEpochDay(window.to);
  const completedDates: string[] = [];
  for (let i = firstAtOrAfter(completedDays, from); i < completedDays.length && completedDays[i]! <= to; i++) {
    completedDates.push(formatDate(completedDays[i]!));
  }
  const skippedDates: string[] = [];
  const amounts: Record<string, number> = {};
  const notes: Record<string, string> = {};
  const doneTimes: Record<string, string[]> = {};
  for (const log of logs) {
    if (log.day < from || log.day > to) continue;
    const date = formatDate(log.day);
    if (log.skipped) skippedDates.push(date);
    if (log.amount !== null) amounts[date] = log.amount;
    if (log.note) notes[date] = log.note;
    if (log.doneTimes?.length) doneTimes[date] = log.doneTimes;
  }
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    goalId: row.goalId,
    areaId: row.areaId,
    reminders: row.reminders,
    recurrence: current.recurrence,
    customRecurrence: current.customRecurrence,
    startDate: row.schedule.segments[0]!.from,
    endDate: endDateOf(row.schedule),
    startTime: current.startTime,
    endTime: current.endTime,
    timezone: timeZone,
    schedule: row.schedule,
    window,
    completedDates,
    ...progress,
    // The attributes of the list (habit-fields.ts), as the API answers them.
    ...habitFieldsAnswer(row),
    pauses: row.pauses,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    skippedDates,
    amounts,
    notes,
    doneTimes,
    periodProgress: currentPeriodProgress(compiled, completedDays, todayDay, depth),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const occurrencesOf = ({ row, window, timeZone }: HabitViewInput) => occurrencesBetween(compileSchedule(row.schedule), window.from, window.to, timeZone);

/**
 * The habit as the API answers it: its occurrences in the window with ISO times in the user's
 * zone, the completed dates in the window, and the figures of all its history up to today.
 */
export function toHabitDto(input: HabitViewInput): Habit {
  return { ...habitFields(input), occurrences: occurrencesOf(input) };
}

/**
 * The same answer as `toHabitDto`, already as UTF-8 JSON in parts to concatenate, with the
 * occurrences taken from `cache`: the list of habits is the largest answer of the API, and most
 * of it is occurrences.
 */
function habitJsonParts(input: HabitViewInput, cache: OccurrenceCache): Buffer[] {
  const fields = JSON.stringify(habitFields(input));
  const occurrences = cache.json(input.row.schedule, input.window, input.timeZone, () => occurrencesOf(input));
  return [Buffer.from(`${fields.slice(0, -1)},"occurrences":`), occurrences, CLOSE];
}

const CLOSE = Buffer.from('}');

/** A JSON array of the habits, as one buffer. */
export function habitListJson(inputs: HabitViewInput[], cache: OccurrenceCache): Buffer {
  const parts: Buffer[] = [OPEN];
  inputs.forEach((input, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(...habitJsonParts(input, cache));
  });
  parts.push(END);
  return Buffer.concat(parts);
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const END = Buffer.from(']');
