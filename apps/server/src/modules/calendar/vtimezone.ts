import { formatFloating } from './ics-text.js';

/**
 * A VTIMEZONE (RFC 5545, 3.6.5) for an IANA zone, built from the runtime's own zone data (Intl):
 * every UTC-offset change in a span of years becomes one STANDARD or DAYLIGHT observance.
 */

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** One change of a zone's UTC offset (offsets in minutes east of UTC). */
export interface OffsetTransition {
  /** The first instant (epoch ms) of the new offset. */
  at: number;
  from: number;
  to: number;
}

/** A zone's offsets over a span: the one in force at `start`, then each change. */
export interface ZoneOffsets {
  timeZone: string;
  /** Epoch ms where the span begins: local midnight starting its first 1 January. */
  start: number;
  initialOffset: number;
  transitions: OffsetTransition[];
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset (minutes) at an instant, read from Intl's 'GMT+05:30' form. */
export function utcOffsetAt(timeZone: string, epochMs: number): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, format);
  }
  const name = format.formatToParts(epochMs).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /([+-])(\d{2}):(\d{2})/.exec(name); // plain 'GMT' is +00:00
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * Every offset change from 1 January `fromYear` to the end of `toYear`: the zone is sampled once a
 * day (UTC), and each day whose offset differs from the day before is bisected to the minute.
 */
export function zoneOffsets(timeZone: string, fromYear: number, toYear: number): ZoneOffsets {
  // Local midnight starting 1 January (taken in the offset of UTC midnight, close enough).
  const start = Date.UTC(fromYear, 0, 1) - utcOffsetAt(timeZone, Date.UTC(fromYear, 0, 1)) * MINUTE;
  const initialOffset = utcOffsetAt(timeZone, start);
  const end = Date.UTC(toYear + 1, 0, 1) + 12 * 60 * MINUTE;
  const transitions: OffsetTransition[] = [];
  let previous = initialOffset;
  for (let t = start + DAY; t <= end; t += DAY) {
    const offset = utcOffsetAt(timeZone, t);
    if (offset === previous) continue;
    // The offset is `previous` at lo and `offset` at hi; zone changes fall on whole minutes.
    let lo = (t - DAY) / MINUTE;
    let hi = t / MINUTE;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (utcOffsetAt(timeZone, mid * MINUTE) === previous) lo = mid;
      else hi = mid;
    }
    transitions.push({ at: hi * MINUTE, from: previous, to: offset });
    previous = offset;
  }
  return { timeZone, start, initialOffset, transitions };
}

/** A UTC-OFFSET value (3.3.14): +0100, -0500, +0530 (never -0000). */
export function formatOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', localStart: number, from: number, to: number): string[] {
  return [`BEGIN:${kind}`, `DTSTART:${formatFloating(localStart)}`, `TZOFFSETFROM:${formatOffset(from)}`, `TZOFFSETTO:${formatOffset(to)}`, `END:${kind}`];
}

/**
 * The VTIMEZONE's content lines. Each observance's DTSTART is the local time at which it begins,
 * read in the offset in force just before (TZOFFSETFROM), as RFC 5545 asks: London's spring
 * change at 01:00 UTC starts BST at 01:00 (GMT), its autumn one starts GMT at 02:00 (BST). The
 * observance that moves to the larger offset is DAYLIGHT, the other STANDARD. A first observance
 * (offset unchanged) opens the span, so every time in it has an offset; a zone that never changes
 * (UTC, Asia/Tokyo) has only that one, as STANDARD.
 */
export function vtimezoneLines(zone: ZoneOffsets): string[] {
  const first = zone.transitions[0];
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone.timeZone}`,
    ...observance(first && first.to < zone.initialOffset ? 'DAYLIGHT' : 'STANDARD', zone.start + zone.initialOffset * MINUTE, zone.initialOffset, zone.initialOffset),
  ];
  for (const { at, from, to } of zone.transitions) lines.push(...observance(to > from ? 'DAYLIGHT' : 'STANDARD', at + from * MINUTE, from, to));
  lines.push('END:VTIMEZONE');
  return lines;
}
