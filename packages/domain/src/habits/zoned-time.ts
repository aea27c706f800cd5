import { Temporal } from 'temporal-polyfill';
import { civilFromDays, daysFromCivil, formatDate, type EpochDay } from './civil-date.js';

/** 'HH:MM' (24-hour) local wall-clock time. */
export const LOCAL_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function minutesOf(time: string): number {
  const match = LOCAL_TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Not a local time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const pad = (n: number) => String(n).padStart(2, '0');

function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** UTC offset (minutes) at the first instant of a local day, per zone; cached, as zones rarely change. */
const dayStartOffsets = new Map<string, Map<EpochDay, number>>();

function offsetAtDayStart(timeZone: string, day: EpochDay): number {
  let zone = dayStartOffsets.get(timeZone);
  if (!zone) dayStartOffsets.set(timeZone, (zone = new Map()));
  let offset = zone.get(day);
  if (offset === undefined) {
    const { year, month, day: d } = civilFromDays(day);
    offset = Temporal.PlainDate.from({ year, month, day: d }).toZonedDateTime({ timeZone }).offsetNanoseconds / 60e9;
    if (zone.size > 100_000) zone.clear();
    zone.set(day, offset);
  }
  return offset;
}

/**
 * The ISO timestamp, with its offset, of a local wall time on a local date in `timeZone`: 07:00
 * stays 07:00 on both sides of a daylight-saving change. A wall time that does not exist (inside
 * a spring-forward gap) moves forward by the gap, as RFC 5545 and Temporal's 'compatible' do; one
 * that exists twice (autumn) takes the earlier instant.
 */
export function zonedIso(day: EpochDay, minutes: number, timeZone: string): string {
  const extraDays = Math.floor(minutes / 1440);
  const localDay = day + extraDays;
  const minuteOfDay = minutes - extraDays * 1440;
  const offset = offsetAtDayStart(timeZone, localDay);
  // The common case: the day has one offset throughout (no transition between its midnights, nor
  // one at its own midnight, which a zone whose gap starts at 00:00 has: America/Santiago).
  if (offset === offsetAtDayStart(timeZone, localDay + 1) && offset === offsetAtDayStart(timeZone, localDay - 1)) {
    return `${formatDate(localDay)}T${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}:00${formatOffset(offset)}`;
  }
  const { year, month, day: d } = civilFromDays(localDay);
  const zoned = Temporal.PlainDateTime.from({ year, month, day: d, hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 }).toZonedDateTime(
    timeZone,
    { disambiguation: 'compatible' },
  );
  return zoned.toString({ timeZoneName: 'never', smallestUnit: 'second' });
}

const wallOf = (iso: string) => iso.slice(11, 16);
const MINUTE_MS = 60_000;

/** An instant (epoch ms) as an ISO timestamp with the zone's offset there. */
function isoAt(epochMs: number, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone).toString({ timeZoneName: 'never', smallestUnit: 'second' });
}

/**
 * The ISO start and end of an occurrence on local day `day` from wall minute `start` to wall
 * minute `end` (an end at or before the start is on the next day). Both ends keep their wall
 * times, except where the start does not exist (a spring gap: 01:30 on the last Sunday of March
 * in London): then it starts at the first instant after the gap (02:00 BST, 01:00 UTC) and keeps
 * its length, so it never ends before it starts (decision 033).
 */
export function zonedSpan(day: EpochDay, start: number, end: number, timeZone: string): { startTime: string; endTime: string } {
  const length = end <= start ? end + 1440 - start : end - start;
  const startIso = zonedIso(day, start, timeZone);
  const wanted = `${pad(Math.floor(start / 60))}:${pad(start % 60)}`;
  if (wallOf(startIso) === wanted) {
    const endIso = zonedIso(day, start + length, timeZone);
    // A wall end that a clock change makes earlier than the start (never seen in tzdata, but cheap to rule out).
    if (Date.parse(endIso) > Date.parse(startIso)) return { startTime: startIso, endTime: endIso };
    return { startTime: startIso, endTime: isoAt(Date.parse(startIso) + length * MINUTE_MS, timeZone) };
  }
  // In a gap: zonedIso moved the start forward by the gap's length; the gap ends at the transition at
  // or before it. A millisecond on: a start moved exactly onto the transition (a gap as long as the
  // start's distance to its end: 23:00 → 00:00 in America/Scoresbysund) would otherwise find the
  // transition before that one, half a year back.
  const moved = Temporal.Instant.fromEpochMilliseconds(Date.parse(startIso) + 1).toZonedDateTimeISO(timeZone);
  const gapEnd = moved.getTimeZoneTransition('previous');
  const startMs = gapEnd ? gapEnd.epochMilliseconds : Date.parse(startIso);
  return { startTime: isoAt(startMs, timeZone), endTime: isoAt(startMs + length * MINUTE_MS, timeZone) };
}

/** The local date ('YYYY-MM-DD') and wall time ('HH:MM') of an instant in `timeZone`. */
export function localPartsOf(instant: Date | string, timeZone: string): { date: string; time: string } {
  const epochMs = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const zoned = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
  return {
    date: formatDate(daysFromCivil(zoned.year, zoned.month, zoned.day)),
    time: `${pad(zoned.hour)}:${pad(zoned.minute)}`,
  };
}

const todayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The user's local today (DECISIONS.md, Time) as 'YYYY-MM-DD'. */
export function localToday(timeZone: string, now: Date = new Date()): string {
  let format = todayFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    todayFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
