import { formatDate, toEpochDay, weekdayOf, type EpochDay } from '../habits/civil-date.js';
import { occurrencesBetween, type CompiledSchedule } from '../habits/schedule.js';
import { localPartsOf, minutesOf, zonedIso } from '../habits/zoned-time.js';

const MINUTE_MS = 60_000;
/** How far ahead the next occurrence is looked for; a habit with none in that time has no reminder due. */
const SEARCH_DAYS = 800;
/**
 * The days looked at in each step: most habits have an occurrence within a few days, and each
 * occurrence costs a time-zone conversion, so the search starts small and widens (the tick plans
 * thousands of rows at once; bench/reminders).
 */
const CHUNKS_DAYS = [3, 7, 31];
const LONG_CHUNK_DAYS = 62;

/** When a reminder fires for one occurrence, and the occurrence it is for. */
export interface ReminderFire {
  /** The occurrence's local date. */
  date: string;
  /** The occurrence's start and end, ISO with the zone's offset then. */
  startTime: string;
  endTime: string;
  /** Epoch milliseconds: the local start minus the reminder's offset. */
  fireAt: number;
}

/** The instant a reminder fires for an occurrence that starts at `startIso`. */
export function reminderFireAt(startIso: string, minutesBefore: number): number {
  return Date.parse(startIso) - minutesBefore * MINUTE_MS;
}

/**
 * The first occurrence whose reminder fires at or after `after` (epoch ms), in the habit's zone.
 * The start is the occurrence's local wall time in `timeZone` on its date, so 07:30 stays 07:30 on
 * both sides of a daylight-saving change; the offset is then taken in real minutes.
 */
export function nextReminderFire(compiled: CompiledSchedule, timeZone: string, minutesBefore: number, after: number): ReminderFire | undefined {
  // An occurrence whose reminder fires after `after` starts after it: its local date is at least
  // the local date of `after`, less one day for an offset across midnight and zone oddities.
  const first = toEpochDay(localPartsOf(new Date(after), timeZone).date) - 1;
  for (let from = first, step = 0, days = CHUNKS_DAYS[0]!; from < first + SEARCH_DAYS; from += days, days = CHUNKS_DAYS[++step] ?? LONG_CHUNK_DAYS) {
    const occurrences = occurrencesBetween(compiled, formatDate(from), formatDate(from + days - 1), timeZone);
    let best: ReminderFire | undefined;
    for (const o of occurrences) {
      const fireAt = reminderFireAt(o.startTime, minutesBefore);
      if (fireAt < after) continue;
      if (!best || fireAt < best.fireAt) best = { date: o.date, startTime: o.startTime, endTime: o.endTime, fireAt };
    }
    if (best) return best;
  }
  return undefined;
}

/** The occurrence on `date` as the schedule has it now, if it still has one there. */
export function occurrenceOnDate(compiled: CompiledSchedule, timeZone: string, date: string): { startTime: string; endTime: string } | undefined {
  return occurrencesBetween(compiled, date, date, timeZone)[0];
}

export interface QuietHours {
  start: string;
  end: string;
}

/**
 * When quiet hours that hold `at` end (epoch ms), or undefined when `at` is outside them. Quiet
 * hours may run over midnight (22:00-07:00); both ends are local wall times in `timeZone`.
 */
export function quietHoursEnd(at: number, timeZone: string, quiet: QuietHours | null): number | undefined {
  if (!quiet) return undefined;
  const local = localPartsOf(new Date(at), timeZone);
  const now = minutesOf(local.time);
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const day = toEpochDay(local.date);
  if (start < end) {
    return now >= start && now < end ? Date.parse(zonedIso(day, end, timeZone)) : undefined;
  }
  // Over midnight: quiet from `start` to the end of the day, and from midnight to `end`.
  if (now >= start) return Date.parse(zonedIso(day + 1, end, timeZone));
  if (now < end) return Date.parse(zonedIso(day, end, timeZone));
  return undefined;
}

/** The next local `time` ('HH:MM') at or after `after` in `timeZone`, on a day `accept` allows. */
function nextLocal(after: number, timeZone: string, time: string, accept: (day: EpochDay) => boolean): number {
  const today = toEpochDay(localPartsOf(new Date(after), timeZone).date);
  const minutes = minutesOf(time);
  for (let day = today; day < today + 9; day++) {
    if (!accept(day)) continue;
    const at = Date.parse(zonedIso(day, minutes, timeZone));
    if (at >= after) return at;
  }
  throw new RangeError('no local time found within a week');
}

/** The next evening nudge: `time` local, every day. */
export function nextDailyAt(after: number, timeZone: string, time: string): number {
  return nextLocal(after, timeZone, time, () => true);
}

/** The next weekly review: `weekday` (0 Sunday) at `hour`:00 local. */
export function nextWeeklyAt(after: number, timeZone: string, weekday: number, hour: number): number {
  return nextLocal(after, timeZone, `${String(hour).padStart(2, '0')}:00`, (day) => weekdayOf(day) === weekday);
}
