import { z } from 'zod';
import { formatDate, toEpochDay, type EpochDay } from './civil-date.js';
import { expandRule, ruleFor, type Rule } from './recurrence.js';
import { RECURRENCES, customRecurrenceSchema } from './recurrence.schemas.js';
import { minutesOf, zonedSpan } from './zoned-time.js';

const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const timeString = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** One stretch of a habit's schedule: a rule and local times, from `from` until the next segment. */
export const scheduleSegmentSchema = z.object({
  /** First date this segment governs. */
  from: dateString,
  /** The rule's DTSTART: its first possible date (the edited occurrence's new date). */
  anchor: dateString,
  startTime: timeString,
  endTime: timeString,
  recurrence: z.enum(RECURRENCES),
  customRecurrence: customRecurrenceSchema.nullable(),
  /** Last date of this segment (inclusive) when a 'future' deletion ended it; null runs on. */
  until: dateString.nullable().default(null),
});
export type ScheduleSegment = z.infer<typeof scheduleSegmentSchema>;

/** A change to one occurrence, keyed by the date the rule gave it: removed, or moved/retimed. */
export const scheduleExceptionSchema = z.object({
  original: dateString,
  removed: z.boolean().optional(),
  date: dateString.optional(),
  startTime: timeString.optional(),
  endTime: timeString.optional(),
});
export type ScheduleException = z.infer<typeof scheduleExceptionSchema>;

/** A one-off occurrence outside any rule (an earlier occurrence moved out of a stretch a later edit replaced). */
export const extraOccurrenceSchema = z.object({ date: dateString, startTime: timeString, endTime: timeString });
export type ExtraOccurrence = z.infer<typeof extraOccurrenceSchema>;

/**
 * A habit's whole schedule. 'future' edits add segments and 'future' deletions end them, so a
 * habit keeps its id through every change (DECISIONS.md, Habits).
 */
export const habitScheduleSchema = z.object({
  segments: z.array(scheduleSegmentSchema).min(1),
  exceptions: z.array(scheduleExceptionSchema),
  extras: z.array(extraOccurrenceSchema).default([]),
});
export type HabitSchedule = z.infer<typeof habitScheduleSchema>;

/** One scheduled occurrence, on local dates and local wall times. */
export interface LocalOccurrence {
  date: string;
  /** The date the rule gave it (differs from `date` when the occurrence was moved); null for a one-off. */
  original: string | null;
  startTime: string;
  endTime: string;
}

export interface Occurrence {
  date: string;
  startTime: string;
  endTime: string;
}

interface CompiledSegment {
  segment: ScheduleSegment;
  from: EpochDay;
  anchor: EpochDay;
  /** Last date this segment governs (inclusive). */
  to: EpochDay;
  rule: Rule;
}

/** A schedule prepared for repeated expansion (rules and dates parsed once). */
export interface CompiledSchedule {
  segments: CompiledSegment[];
  exceptions: Map<EpochDay, ScheduleException>;
  /** Moved occurrences by their new date. */
  moved: Array<{ date: EpochDay; original: EpochDay; exception: ScheduleException }>;
  extras: Array<{ date: EpochDay; extra: ExtraOccurrence }>;
  /** The earliest date any occurrence can have. */
  firstDay: EpochDay;
}

const FAR_FUTURE = Number.MAX_SAFE_INTEGER;

export function compileSchedule(schedule: HabitSchedule): CompiledSchedule {
  const sorted = [...schedule.segments].sort((a, b) => a.from.localeCompare(b.from));
  const segments = sorted.map((segment, i) => {
    const anchor = toEpochDay(segment.anchor);
    return {
      segment,
      from: toEpochDay(segment.from),
      anchor,
      to: Math.min(
        i + 1 < sorted.length ? toEpochDay(sorted[i + 1]!.from) - 1 : FAR_FUTURE,
        segment.until ? toEpochDay(segment.until) : FAR_FUTURE,
      ),
      rule: ruleFor(segment.recurrence, segment.customRecurrence, anchor),
    };
  });
  const exceptions = new Map<EpochDay, ScheduleException>();
  const moved: CompiledSchedule['moved'] = [];
  for (const exception of schedule.exceptions) {
    const original = toEpochDay(exception.original);
    exceptions.set(original, exception);
    if (!exception.removed && exception.date) moved.push({ date: toEpochDay(exception.date), original, exception });
  }
  const extras = (schedule.extras ?? []).map((extra) => ({ date: toEpochDay(extra.date), extra }));
  const firstDay = Math.min(segments[0]!.from, ...moved.map((m) => m.date), ...extras.map((e) => e.date));
  return { segments, exceptions, moved, extras, firstDay };
}

/** The segment governing `day`, if any. */
function segmentAt(compiled: CompiledSchedule, day: EpochDay): CompiledSegment | undefined {
  for (let i = compiled.segments.length - 1; i >= 0; i--) {
    const segment = compiled.segments[i]!;
    if (day >= segment.from) return day <= segment.to ? segment : undefined;
  }
  return undefined;
}

/** Whether the rules (before exceptions) put an occurrence on `day`. */
export function isRuleDate(compiled: CompiledSchedule, day: EpochDay): boolean {
  const segment = segmentAt(compiled, day);
  return !!segment && expandRule(segment.rule, segment.anchor, day, day).length > 0;
}

/**
 * The occurrences in [from, to] (epoch days, inclusive), ascending by date: each segment's rule
 * over its part of the window, then the single-occurrence changes (removals and moves).
 */
export function expandScheduleDays(compiled: CompiledSchedule, from: EpochDay, to: EpochDay): LocalOccurrence[] {
  const out: LocalOccurrence[] = [];
  if (from > to) return out;
  for (const seg of compiled.segments) {
    const start = Math.max(from, seg.from);
    const end = Math.min(to, seg.to);
    if (start > end) continue;
    for (const day of expandRule(seg.rule, seg.anchor, start, end)) {
      const exception = compiled.exceptions.get(day);
      if (exception) continue;
      const date = formatDate(day);
      out.push({ date, original: date, startTime: seg.segment.startTime, endTime: seg.segment.endTime });
    }
  }
  let needsSort = false;
  for (const { date, original, exception } of compiled.moved) {
    if (date < from || date > to || !isRuleDate(compiled, original)) continue;
    const seg = segmentAt(compiled, original)!;
    out.push({
      date: formatDate(date),
      original: formatDate(original),
      startTime: exception.startTime ?? seg.segment.startTime,
      endTime: exception.endTime ?? seg.segment.endTime,
    });
    needsSort = true;
  }
  for (const { date, extra } of compiled.extras) {
    if (date < from || date > to) continue;
    out.push({ date: extra.date, original: null, startTime: extra.startTime, endTime: extra.endTime });
    needsSort = true;
  }
  if (needsSort) out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return out;
}

/**
 * The dates (epoch days) in [from, to] that have an occurrence, ascending and each once: what
 * streaks and figures count. The same dates as `expandScheduleDays`, without building strings.
 */
export function scheduledDays(compiled: CompiledSchedule, from: EpochDay, to: EpochDay): EpochDay[] {
  const out: EpochDay[] = [];
  if (from > to) return out;
  const { exceptions } = compiled;
  for (const seg of compiled.segments) {
    const start = Math.max(from, seg.from);
    const end = Math.min(to, seg.to);
    if (start > end) continue;
    const days = expandRule(seg.rule, seg.anchor, start, end);
    if (exceptions.size === 0) for (const day of days) out.push(day);
    else for (const day of days) if (!exceptions.has(day)) out.push(day);
  }
  let unsorted = false;
  for (const { date, original } of compiled.moved) {
    if (date < from || date > to || !isRuleDate(compiled, original)) continue;
    out.push(date);
    unsorted = true;
  }
  for (const { date } of compiled.extras) {
    if (date < from || date > to) continue;
    out.push(date);
    unsorted = true;
  }
  if (!unsorted) return out;
  out.sort((a, b) => a - b);
  return out.filter((day, i) => i === 0 || day !== out[i - 1]);
}

/** Local occurrences in ['YYYY-MM-DD', 'YYYY-MM-DD'] (inclusive). */
export function expandSchedule(compiled: CompiledSchedule, from: string, to: string): LocalOccurrence[] {
  return expandScheduleDays(compiled, toEpochDay(from), toEpochDay(to));
}

/**
 * An occurrence's ISO start and end in the user's zone. An end time at or before the start time
 * ends on the next day (an overnight habit such as sleep 23:00-07:00).
 */
export function toOccurrence(local: LocalOccurrence, timeZone: string): Occurrence {
  return occurrenceOn(toEpochDay(local.date), local.date, minutesOf(local.startTime), minutesOf(local.endTime), timeZone);
}

function occurrenceOn(day: EpochDay, date: string, start: number, end: number, timeZone: string): Occurrence {
  return { date, ...zonedSpan(day, start, end, timeZone) };
}

/**
 * Occurrences with ISO times for a window, as the API and the calendar show them. Each
 * segment's times are parsed once, so a long window costs little more than its dates.
 */
export function occurrencesBetween(compiled: CompiledSchedule, from: string, to: string, timeZone: string): Occurrence[] {
  const fromDay = toEpochDay(from);
  const toDay = toEpochDay(to);
  const out: Occurrence[] = [];
  if (fromDay > toDay) return out;
  for (const seg of compiled.segments) {
    const start = Math.max(fromDay, seg.from);
    const end = Math.min(toDay, seg.to);
    if (start > end) continue;
    const startMinutes = minutesOf(seg.segment.startTime);
    const endMinutes = minutesOf(seg.segment.endTime);
    for (const day of expandRule(seg.rule, seg.anchor, start, end)) {
      if (compiled.exceptions.has(day)) continue;
      out.push(occurrenceOn(day, formatDate(day), startMinutes, endMinutes, timeZone));
    }
  }
  let unsorted = false;
  for (const { date, original, exception } of compiled.moved) {
    if (date < fromDay || date > toDay || !isRuleDate(compiled, original)) continue;
    const { segment } = segmentAt(compiled, original)!;
    const startTime = minutesOf(exception.startTime ?? segment.startTime);
    out.push(occurrenceOn(date, formatDate(date), startTime, minutesOf(exception.endTime ?? segment.endTime), timeZone));
    unsorted = true;
  }
  for (const { date, extra } of compiled.extras) {
    if (date < fromDay || date > toDay) continue;
    out.push(occurrenceOn(date, extra.date, minutesOf(extra.startTime), minutesOf(extra.endTime), timeZone));
    unsorted = true;
  }
  return unsorted ? out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)) : out;
}

/** The segment that governs from `date` on (the last one starting on or before it), else the first. */
export function segmentFor(schedule: HabitSchedule, date: string): ScheduleSegment {
  let found = schedule.segments[0]!;
  for (const segment of schedule.segments) if (segment.from <= date) found = segment;
  return found;
}

/** The segment governing the habit's future: the latest one. */
export function currentSegment(schedule: HabitSchedule): ScheduleSegment {
  return schedule.segments.reduce((latest, segment) => (segment.from > latest.from ? segment : latest));
}
