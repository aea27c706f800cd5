import {
  civilFromDays,
  compileSchedule,
  daysFromCivil,
  expandRule,
  formatDate,
  isPaused,
  localToday,
  minutesOf,
  periodOf,
  toEpochDay,
  toOccurrence,
  zonedIso,
  type CompiledSchedule,
  type EpochDay,
  type HabitFrequency,
  type HabitSchedule,
  type Pause,
  type Rule,
  calendarFeedTexts,
  type CalendarFeedTexts,
} from '@stride/domain';
import { escapeText, formatDateValue, formatLocal, formatUtc, serializeLines } from './ics-text.js';
import { vtimezoneLines, zoneOffsets, type ZoneOffsets } from './vtimezone.js';
import { perTime } from './slot-schedules.js';

/**
 * A user's habits as an RFC 5545 feed (a subscribed calendar): one recurring VEVENT per schedule
 * segment, whose expansion is exactly `expandSchedule`'s (minus paused dates), in the user's zone.
 */

export interface CalendarHabit {
  id: string;
  name: string;
  description: string;
  schedule: HabitSchedule;
  frequency: HabitFrequency | null;
  pauses: Pause[];
  archivedAt: Date | null;
  updatedAt: Date;
  /** Issue 40: one series per time of day (slot-schedules.ts); none for once a day. */
  timesOfDay?: string[] | null;
}

export interface HabitsCalendarInput {
  habits: CalendarHabit[];
  timeZone: string;
  now: Date;
  uidDomain: string;
  calendarName: string;
  /** Issue 54: the feed's own words in the owner's language (English when not given). */
  texts?: CalendarFeedTexts;
  /** Issue 54: the first day of a flexible habit's weeks, `firstDayOfWeek` of the owner's locale (0 = Sunday), as the app counts them. */
  weekStartsOn: number;
}

type Segment = CompiledSchedule['segments'][number];

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
/** compileSchedule's `to` of a segment that runs on. */
const OPEN_END = Number.MAX_SAFE_INTEGER;
/** Years of the future the feed spells out (VTIMEZONE, DST fixes); the RRULEs run on past it. */
const YEARS_AHEAD = 10;
const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

const byDay = (weekdays: number[], ordinal = '') => weekdays.map((wd) => ordinal + BYDAY[wd]).join(',');

/**
 * The RRULE of a rule (without UNTIL), as the comment on `Rule` maps it; null when one RRULE
 * cannot say it. The one such case: "the nth weekday / weekend day / day of several months,
 * every n > 1 years". In a YEARLY rule BYSETPOS picks from the whole year's set, not from each
 * month, so several months need another form: a numbered BYDAY (2TU), which YEARLY with BYMONTH
 * counts within each month, when the set is one weekday; else FREQ=MONTHLY limited by BYMONTH,
 * which only works every year.
 */
export function rruleOf(rule: Rule): string | null {
  const interval = rule.interval > 1 ? [`INTERVAL=${rule.interval}`] : [];
  let parts: string[];
  switch (rule.kind) {
    case 'daily':
      parts = ['FREQ=DAILY', ...interval];
      break;
    case 'weekly':
      parts = ['FREQ=WEEKLY', ...interval, `BYDAY=${byDay(rule.weekdays)}`];
      break;
    case 'monthly':
      // A BYMONTHDAY the month lacks (the 31st of April) gives no instance there, as in the engine.
      parts = ['FREQ=MONTHLY', ...interval, `BYMONTHDAY=${rule.monthDays.join(',')}`];
      break;
    case 'monthlyNth':
      parts = ['FREQ=MONTHLY', ...interval, `BYDAY=${byDay(rule.weekdays)}`, `BYSETPOS=${rule.setPos}`];
      break;
    case 'yearly':
      parts = ['FREQ=YEARLY', ...interval, `BYMONTH=${rule.months.join(',')}`, `BYMONTHDAY=${rule.monthDay}`];
      break;
    case 'yearlyNth': {
      const months = `BYMONTH=${rule.months.join(',')}`;
      if (rule.months.length === 1) parts = ['FREQ=YEARLY', ...interval, months, `BYDAY=${byDay(rule.weekdays)}`, `BYSETPOS=${rule.setPos}`];
      else if (rule.weekdays.length === 1) parts = ['FREQ=YEARLY', ...interval, months, `BYDAY=${byDay(rule.weekdays, String(rule.setPos))}`];
      else if (rule.interval === 1) parts = ['FREQ=MONTHLY', months, `BYDAY=${byDay(rule.weekdays)}`, `BYSETPOS=${rule.setPos}`];
      else return null;
      break;
    }
  }
  return [...parts, 'WKST=MO'].join(';');
}

interface Feed {
  timeZone: string;
  zone: ZoneOffsets;
  /** The last day spelled out (31 December, YEARS_AHEAD years on). */
  horizon: EpochDay;
  stamp: string;
  uidDomain: string;
  texts: CalendarFeedTexts;
  weekStartsOn: number;
}

function vevent(feed: Feed, habit: CalendarHabit, uid: string, props: string[]): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}@${feed.uidDomain}`,
    `DTSTAMP:${feed.stamp}`,
    ...props,
    `SUMMARY:${escapeText(habit.name)}`,
    ...(habit.description.trim() ? [`DESCRIPTION:${escapeText(habit.description)}`] : []),
    'SEQUENCE:0',
    'STATUS:CONFIRMED',
    `LAST-MODIFIED:${formatUtc(habit.updatedAt)}`,
    'END:VEVENT',
  ];
}

/** The date an occurrence ends on: an end at or before the start is the next day. */
const endDateOf = (date: string, startTime: string, endTime: string) => (minutesOf(endTime) <= minutesOf(startTime) ? formatDate(toEpochDay(date) + 1) : date);

/** Whether a clock change skips or repeats a local wall time (a spring gap, an autumn overlap). */
function isUnclear(feed: Feed, date: string, time: string): boolean {
  const wall = Date.parse(`${date}T${time}:00Z`);
  return feed.zone.transitions.some(({ at, from, to }) => wall >= at + Math.min(from, to) * MINUTE && wall < at + Math.max(from, to) * MINUTE);
}

/**
 * DTSTART and DTEND of one occurrence, as local wall times with the TZID. A wall time that a
 * clock change skips or repeats is written in UTC instead: RFC 5545 resolves it as the engine does
 * (a skipped time takes the offset before the gap, a repeated one its first instant), but readers
 * differ (ical.js takes the offset after), and a UTC time means the same to all of them.
 */
function times(feed: Feed, date: string, startTime: string, endTime: string): string[] {
  const endDate = endDateOf(date, startTime, endTime);
  if (isUnclear(feed, date, startTime) || isUnclear(feed, endDate, endTime)) {
    const occurrence = toOccurrence({ date, original: null, startTime, endTime }, feed.timeZone);
    return [`DTSTART:${formatUtc(Date.parse(occurrence.startTime))}`, `DTEND:${formatUtc(Date.parse(occurrence.endTime))}`];
  }
  return [`DTSTART;TZID=${feed.timeZone}:${formatLocal(date, startTime)}`, `DTEND;TZID=${feed.timeZone}:${formatLocal(endDate, endTime)}`];
}

/** The segment's first rule date (its DTSTART), looked for up to `last`, a year at a time. */
function firstRuleDay(seg: Segment, last: EpochDay): EpochDay | undefined {
  for (let from = Math.max(seg.from, seg.anchor); from <= last; from += 366) {
    const [day] = expandRule(seg.rule, seg.anchor, from, Math.min(last, from + 365));
    if (day !== undefined) return day;
  }
  return undefined;
}

/** The master VEVENT of one segment, its overrides, and any moved occurrence one override cannot carry. */
function seriesEvents(feed: Feed, habit: CalendarHabit, compiled: CompiledSchedule, seg: Segment): string[][] {
  const last = Math.min(seg.to, feed.horizon);
  const first = firstRuleDay(seg, last);
  if (first === undefined) return [];
  const { startTime, endTime } = seg.segment;
  const uid = `${habit.id}-${seg.segment.from}`;
  const tzid = `;TZID=${feed.timeZone}`;
  const at = (day: EpochDay) => formatLocal(formatDate(day), startTime);
  // Whether `day` is an instance of this series: the engine's `isRuleDate` for the days this segment governs.
  const isInstance = (day: EpochDay) => day >= first && day <= seg.to && expandRule(seg.rule, seg.anchor, day, day).length > 0;

  const exdates = new Set<EpochDay>();
  const overrides = new Map<EpochDay, string[]>();
  const others: string[][] = [];
  // Single-occurrence changes, read as expandScheduleDays reads them: any exception takes its rule
  // date out; a move whose original is a rule date puts an occurrence on its new date (or none, if
  // that date is paused). An exception on a date the rule does not give changes nothing.
  for (const day of compiled.exceptions.keys()) if (isInstance(day)) exdates.add(day);
  for (const { date, original, exception } of compiled.moved) {
    if (!isInstance(original) || isPaused(habit.pauses, formatDate(date))) continue;
    const props = times(feed, formatDate(date), exception.startTime ?? startTime, exception.endTime ?? endTime);
    if (overrides.has(original)) {
      // Two moves of one date (never written by the edit helpers): the second cannot share a RECURRENCE-ID.
      others.push(vevent(feed, habit, `${habit.id}-moved-${formatDate(original)}-${formatDate(date)}`, props));
    } else {
      exdates.delete(original);
      overrides.set(original, props);
    }
  }
  // Paused rule dates (an excepted date was dealt with above: pauses apply to where it moved).
  for (const pause of habit.pauses) {
    for (const day of expandRule(seg.rule, seg.anchor, Math.max(toEpochDay(pause.from), first), Math.min(toEpochDay(pause.to), seg.to))) {
      if (!compiled.exceptions.has(day)) exdates.add(day);
    }
  }

  // RFC 5545 gives every instance DTEND - DTSTART as an exact duration, whereas the engine keeps
  // the end's wall time (23:00-07:00 lasts 7 or 9 hours on a night the clocks change; a start in a
  // spring gap moves, its end may not). Instances whose span is not the nominal one, or whose
  // start or end a clock change skips or repeats (see `times`), are written as overrides with their
  // own DTSTART and DTEND. Only days next to an offset change can be such instances.
  const nominal = (((minutesOf(endTime) - minutesOf(startTime) + 1439) % 1440) + 1) * MINUTE;
  const needsOwnTimes = (day: EpochDay) => {
    const date = formatDate(day);
    const occurrence = toOccurrence({ date, original: null, startTime, endTime }, feed.timeZone);
    return (
      Date.parse(occurrence.endTime) - Date.parse(occurrence.startTime) !== nominal ||
      isUnclear(feed, date, startTime) ||
      isUnclear(feed, endDateOf(date, startTime, endTime), endTime)
    );
  };
  for (const change of feed.zone.transitions) {
    const changeDay = Math.floor((change.at + change.to * MINUTE) / DAY);
    for (const day of expandRule(seg.rule, seg.anchor, Math.max(changeDay - 2, first), Math.min(changeDay + 1, last))) {
      if (!exdates.has(day) && !overrides.has(day) && !compiled.exceptions.has(day) && needsOwnTimes(day)) {
        overrides.set(day, times(feed, formatDate(day), startTime, endTime));
      }
    }
  }

  const props = [`DTSTART${tzid}:${at(first)}`];
  // DTEND gives the first instance's exact span; if that instance has its own times (an override
  // above), DURATION gives the nominal span instead.
  if (needsOwnTimes(first)) props.push(`DURATION:PT${nominal / MINUTE}M`);
  else props.push(`DTEND${tzid}:${formatLocal(endDateOf(formatDate(first), startTime, endTime), endTime)}`);
  const rrule = rruleOf(seg.rule);
  if (rrule) {
    // UNTIL is inclusive and, with a TZID'd DTSTART, must be UTC: the last second of the last local day.
    const until = seg.to === OPEN_END ? '' : `;UNTIL=${formatUtc(Date.parse(zonedIso(seg.to + 1, 0, feed.timeZone)) - 1000)}`;
    props.push(`RRULE:${rrule}${until}`);
  } else {
    // No single RRULE: the instances are listed (RDATE) up to the horizon. DTSTART is listed too:
    // RFC 5545 counts it once either way, and some readers (ical.js) skip it unless listed.
    props.push(`RDATE${tzid}:${expandRule(seg.rule, seg.anchor, first, last).map(at).join(',')}`);
  }
  for (const day of [...exdates].sort((a, b) => a - b)) props.push(`EXDATE${tzid}:${at(day)}`);

  const events = [vevent(feed, habit, uid, props)];
  for (const [day, override] of [...overrides].sort((a, b) => a[0] - b[0])) {
    events.push(vevent(feed, habit, uid, [`RECURRENCE-ID${tzid}:${at(day)}`, ...override]));
  }
  return [...events, ...others];
}

/**
 * A habit with a frequency ("3 times a week") has no fixed days: one all-day reminder on the first
 * day of the period holding its start (the week's first day in the owner's region, or the 1st of
 * the month), repeating each period.
 */
function flexibleEvents(feed: Feed, habit: CalendarHabit, compiled: CompiledSchedule, frequency: HabitFrequency): string[][] {
  const { from, segment } = compiled.segments[0]!;
  // The period holding the habit's first day, as the app counts it (weeks from the region's first day, issue 54).
  const start: EpochDay = periodOf(frequency.period, from, feed.weekStartsOn).from;
  const end = compiled.segments[compiled.segments.length - 1]!.to;
  if (end < start) return [];
  const until = end === OPEN_END ? '' : `;UNTIL=${formatDateValue(formatDate(end))}`;
  const summaryHabit = { ...habit, name: feed.texts.flexibleSummary(habit.name, frequency.times, frequency.period) };
  return [
    vevent(feed, summaryHabit, `${habit.id}-${segment.from}`, [
      `DTSTART;VALUE=DATE:${formatDateValue(formatDate(start))}`,
      `DTEND;VALUE=DATE:${formatDateValue(formatDate(start + 1))}`,
      `RRULE:FREQ=${frequency.period === 'week' ? 'WEEKLY' : 'MONTHLY'}${until}`,
    ]),
  ];
}

function habitEvents(feed: Feed, habit: CalendarHabit, compiled: CompiledSchedule): string[][] {
  if (habit.frequency) return flexibleEvents(feed, habit, compiled, habit.frequency);
  const events = compiled.segments.flatMap((seg) => seriesEvents(feed, habit, compiled, seg));
  for (const { extra } of compiled.extras) {
    if (!isPaused(habit.pauses, extra.date)) events.push(vevent(feed, habit, `${habit.id}-extra-${extra.date}`, times(feed, extra.date, extra.startTime, extra.endTime)));
  }
  return events;
}

/** The user's habit schedule as an iCalendar object (text/calendar, CRLF lines). Archived habits are left out. */
export function habitsCalendar(input: HabitsCalendarInput): string {
  const { timeZone, now } = input;
  const habits = input.habits
    .filter((habit) => !habit.archivedAt)
    .flatMap(perTime)
    .map((habit) => ({ habit, compiled: compileSchedule(habit.schedule) }));
  const thisYear = Number(localToday(timeZone, now).slice(0, 4));
  const firstYear = Math.min(thisYear, ...habits.map(({ compiled }) => civilFromDays(compiled.firstDay).year)) - 1;
  const lastYear = thisYear + YEARS_AHEAD;
  const zone = zoneOffsets(timeZone, firstYear, lastYear);
  const texts = input.texts ?? calendarFeedTexts(null);
  const feed: Feed = { timeZone, zone, horizon: daysFromCivil(lastYear, 12, 31), stamp: formatUtc(now), uidDomain: input.uidDomain, texts, weekStartsOn: input.weekStartsOn };
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stride//Habits//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.calendarName)}`,
    // No X-WR-TIMEZONE (decision 033): every local time names its TZID and the VTIMEZONE below,
    // and readers that honour X-WR-TIMEZONE re-read the UTC times of clock-change days in it.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...vtimezoneLines(zone),
    ...habits.flatMap(({ habit, compiled }) => habitEvents(feed, habit, compiled).flat()),
    'END:VCALENDAR',
  ];
  return serializeLines(lines);
}
