import { formatDate, toEpochDay } from './civil-date.js';
import type { CustomRecurrence, Recurrence } from './recurrence.schemas.js';
import {
  compileSchedule,
  expandScheduleDays,
  segmentFor,
  type HabitSchedule,
  type LocalOccurrence,
  type ScheduleException,
} from './schedule.js';

export const SCHEDULE_EDIT_MESSAGES = {
  noOccurrence: 'This habit has no occurrence on that date.',
  dateTaken: 'This habit already has an occurrence on that date.',
  afterEnd: 'This habit ends before that date: move its end date first.',
} as const;

/** A rule the schedule's change would break; the API answers it as a 400. */
export class ScheduleEditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScheduleEditError';
  }
}

export interface ScheduleRuleInput {
  startTime: string;
  endTime: string;
  recurrence: Recurrence;
  customRecurrence: CustomRecurrence | null;
}

export function createSchedule(startDate: string, rule: ScheduleRuleInput): HabitSchedule {
  return {
    segments: [{ from: startDate, anchor: startDate, ...rule, customRecurrence: rule.recurrence === 'custom' ? rule.customRecurrence : null, until: null }],
    exceptions: [],
    extras: [],
  };
}

/** The occurrence currently on `date` (after moves), if any. */
export function occurrenceOn(schedule: HabitSchedule, date: string): LocalOccurrence | undefined {
  const day = toEpochDay(date);
  return expandScheduleDays(compileSchedule(schedule), day, day).find((o) => o.date === date);
}

function requireOccurrence(schedule: HabitSchedule, date: string): LocalOccurrence {
  const occurrence = occurrenceOn(schedule, date);
  if (!occurrence) throw new ScheduleEditError(SCHEDULE_EDIT_MESSAGES.noOccurrence);
  return occurrence;
}

function withException(schedule: HabitSchedule, exception: ScheduleException | null, original: string): HabitSchedule {
  const exceptions = schedule.exceptions.filter((e) => e.original !== original);
  return { ...schedule, exceptions: exception ? [...exceptions, exception].sort((a, b) => a.original.localeCompare(b.original)) : exceptions };
}

const byDate = (a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date);

/**
 * The single-occurrence changes once everything from a cut on is replaced or removed: changes to
 * occurrences past the cut no longer apply, except that an occurrence the user had moved to before
 * the cut stays where it is (as a one-off), and one moved from before the cut to past it is gone.
 */
export function cutAt(schedule: HabitSchedule, before: (date: string) => boolean): Pick<HabitSchedule, 'exceptions' | 'extras'> {
  const exceptions: ScheduleException[] = [];
  const extras = schedule.extras.filter((e) => before(e.date));
  const segmentOf = (date: string) => segmentFor(schedule, date);
  for (const e of schedule.exceptions) {
    const movedTo = !e.removed && e.date ? e.date : null;
    if (before(e.original)) {
      exceptions.push(movedTo && !before(movedTo) ? { original: e.original, removed: true } : e);
    } else if (movedTo && before(movedTo)) {
      const base = segmentOf(e.original);
      extras.push({ date: movedTo, startTime: e.startTime ?? base.startTime, endTime: e.endTime ?? base.endTime });
    }
  }
  return { exceptions, extras: extras.sort(byDate) };
}

export interface OccurrenceEdit extends ScheduleRuleInput {
  /** The occurrence's current date. */
  date: string;
  /** Where it should be; defaults to `date`. */
  newDate?: string | undefined;
}

/**
 * Scope 'single': moves or retimes one occurrence (its date and times) and nothing else.
 * Scope 'future': the new times and rule apply from that occurrence on, earlier ones stay as they
 * were (DECISIONS.md, Habits). The habit keeps its identity either way.
 */
export function editOccurrence(schedule: HabitSchedule, edit: OccurrenceEdit, scope: 'single' | 'future'): HabitSchedule {
  const occurrence = requireOccurrence(schedule, edit.date);
  const newDate = edit.newDate ?? edit.date;

  if (scope === 'single') {
    if (newDate !== occurrence.date && occurrenceOn(schedule, newDate)) throw new ScheduleEditError(SCHEDULE_EDIT_MESSAGES.dateTaken);
    // No occurrence after the habit's end date (decision 033): the last segment's `until`.
    const end = schedule.segments.reduce((latest, s) => (s.from > latest.from ? s : latest)).until;
    if (end && newDate > end) throw new ScheduleEditError(SCHEDULE_EDIT_MESSAGES.afterEnd);
    if (occurrence.original === null) {
      const extras = schedule.extras.filter((e) => e.date !== occurrence.date);
      return { ...schedule, extras: [...extras, { date: newDate, startTime: edit.startTime, endTime: edit.endTime }].sort(byDate) };
    }
    const base = segmentFor(schedule, occurrence.original);
    const unchanged = newDate === occurrence.original && edit.startTime === base.startTime && edit.endTime === base.endTime;
    return withException(
      schedule,
      unchanged ? null : { original: occurrence.original, date: newDate, startTime: edit.startTime, endTime: edit.endTime },
      occurrence.original,
    );
  }

  // 'future': a new segment from the edited occurrence's date (or its new date, if earlier) on.
  // The occurrence itself becomes the new rule's first date, so its own change is dropped first.
  const from = newDate < occurrence.date ? newDate : occurrence.date;
  const withoutIt =
    occurrence.original === null
      ? { ...schedule, extras: schedule.extras.filter((e) => e.date !== occurrence.date) }
      : withException(schedule, { original: occurrence.original, removed: true }, occurrence.original);
  const segment = {
    from,
    anchor: newDate,
    startTime: edit.startTime,
    endTime: edit.endTime,
    recurrence: edit.recurrence,
    customRecurrence: edit.recurrence === 'custom' ? edit.customRecurrence : null,
    // The new rule runs on, past an earlier "delete this and following"; earlier segments keep their end.
    until: null,
  };
  return {
    segments: [...schedule.segments.filter((s) => s.from < from), segment],
    ...cutAt(withoutIt, (day) => day < from),
  };
}

/**
 * Scope 'single' removes the occurrence on `date`; 'future' ends the schedule before it, so it and
 * every later occurrence are gone (DECISIONS.md, Habits).
 */
export function deleteOccurrence(schedule: HabitSchedule, date: string, scope: 'single' | 'future'): HabitSchedule {
  const occurrence = requireOccurrence(schedule, date);
  if (scope === 'single') {
    if (occurrence.original === null) return { ...schedule, extras: schedule.extras.filter((e) => e.date !== occurrence.date) };
    return withException(schedule, { original: occurrence.original, removed: true }, occurrence.original);
  }

  const until = formatDate(toEpochDay(date) - 1);
  // Each segment ends by the day before, never later than an end it already had (deleting a moved
  // occurrence must not bring others back).
  const segments = schedule.segments
    .filter((s, i) => i === 0 || s.from <= until)
    .map((s) => ({ ...s, until: s.until && s.until < until ? s.until : until }));
  return {
    segments,
    ...cutAt(schedule, (day) => day <= until),
  };
}
