import {
  compileSchedule,
  createSchedule,
  deleteOccurrence,
  editOccurrence,
  expandSchedule,
  firstDayOfWeek,
  isPaused,
  ruleFor,
  toEpochDay,
  toOccurrence,
  type CustomRecurrence,
  type HabitSchedule,
  type Recurrence,
} from '@stride/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { habitsCalendar, rruleOf, type CalendarHabit } from './habits-calendar.js';
import { escapeText, foldLine, serializeLines } from './ics-text.js';
import { utcOffsetAt, vtimezoneLines, zoneOffsets } from './vtimezone.js';

const NOW = new Date('2026-01-15T12:00:00Z');
/** Two years: each zone's clocks change four times in it. */
const FROM = '2026-01-01';
const TO = '2027-12-31';
const ZONES = ['Europe/London', 'America/New_York', 'Australia/Sydney'];

const custom = (rule: Partial<CustomRecurrence> & Pick<CustomRecurrence, 'frequency'>): CustomRecurrence => ({ interval: 1, ...rule });
const plan = (start: string, startTime: string, endTime: string, recurrence: Recurrence = 'daily', customRecurrence: CustomRecurrence | null = null) =>
  createSchedule(start, { startTime, endTime, recurrence, customRecurrence });

function habit(id: string, schedule: HabitSchedule, more: Partial<CalendarHabit> = {}): CalendarHabit {
  return { id, name: `Habit ${id}`, description: '', schedule, frequency: null, pauses: [], archivedAt: null, updatedAt: new Date('2026-01-10T08:00:00Z'), ...more };
}

/** Saturdays; one moved to the Friday before a 'future' edit that makes it Tuesdays and Thursdays in the evening. */
function futureEdited(): HabitSchedule {
  const saturdays = plan('2026-01-03', '09:00', '10:00', 'weekly');
  const moved = editOccurrence(saturdays, { date: '2026-06-13', newDate: '2026-05-29', startTime: '10:30', endTime: '11:30', recurrence: 'weekly', customRecurrence: null }, 'single');
  const rule = { startTime: '21:00', endTime: '21:45', recurrence: 'custom' as const, customRecurrence: custom({ frequency: 'weekly', days: ['Tuesday', 'Thursday'] }) };
  return editOccurrence(moved, { date: '2026-06-06', newDate: '2026-06-09', ...rule }, 'future');
}

/** Mondays: one moved to another day and time (just after Europe's spring change), one retimed in place. */
function moved(): HabitSchedule {
  const rule = { recurrence: 'weekly' as const, customRecurrence: null };
  let schedule = plan('2026-01-05', '07:00', '07:30', 'weekly');
  schedule = editOccurrence(schedule, { date: '2026-03-30', newDate: '2026-04-01', startTime: '20:00', endTime: '21:00', ...rule }, 'single');
  schedule = editOccurrence(schedule, { date: '2026-11-02', startTime: '06:00', endTime: '06:30', ...rule }, 'single');
  // The first occurrence (the series' DTSTART) moved a day later.
  return editOccurrence(schedule, { date: '2026-01-05', newDate: '2026-01-06', startTime: '07:00', endTime: '07:30', ...rule }, 'single');
}

/** Mondays, Wednesdays and Fridays, with two holidays and single changes in and around them, some of which the engine ignores. */
function pausedSchedule(): HabitSchedule {
  const schedule = plan('2026-01-05', '07:45', '08:00', 'custom', custom({ frequency: 'weekly', days: ['Monday', 'Wednesday', 'Friday'] }));
  return {
    ...schedule,
    exceptions: [
      { original: '2026-06-02', date: '2026-06-07', startTime: '09:00', endTime: '09:30' }, // a Tuesday: not a rule date, ignored
      { original: '2026-06-04', removed: true }, // a Thursday: ignored
      { original: '2026-06-05', startTime: '10:00' }, // no new date: the engine drops the occurrence
      { original: '2026-06-26', date: '2026-07-12', startTime: '07:45', endTime: '08:00' }, // moved into the pause
      { original: '2026-07-06', date: '2026-07-25', startTime: '12:00', endTime: '12:30' }, // moved out of the pause
      { original: '2026-07-08', removed: true }, // removed inside the pause
      // One date moved twice (the edit helpers never write this): the engine keeps both moves.
      { original: '2026-09-07', date: '2026-09-08', startTime: '08:00', endTime: '08:30' },
      { original: '2026-09-07', date: '2026-09-10', startTime: '09:00', endTime: '09:30' },
    ],
  };
}

const HABITS: CalendarHabit[] = [
  habit('daily', plan('2026-01-05', '07:00', '07:30'), { description: 'Glass of water; then stretch, slowly.\nTwo lines.' }),
  habit('weekly', plan('2026-01-08', '18:00', '19:00', 'weekly')),
  habit('monthly31', plan('2026-01-31', '12:00', '12:30', 'monthly')),
  habit('every3days', plan('2026-01-02', '06:15', '06:45', 'custom', custom({ frequency: 'daily', interval: 3 }))),
  // Every other week from the Tuesday 2026-01-06: Wed 7, Fri 9, then the week of the 19th.
  habit('fortnightly', plan('2026-01-06', '19:00', '20:00', 'custom', custom({ frequency: 'weekly', interval: 2, days: ['Monday', 'Wednesday', 'Friday'] }))),
  habit('lastWeekday', plan('2026-01-10', '17:00', '17:30', 'custom', custom({ frequency: 'monthly', monthlyOption: 'dayOfWeek', monthlyWeek: 'last', monthlyWeekday: 'weekday' }))),
  // Every two months from the 20th of January: January's second Tuesday (13th) is before it, so March 10 is first.
  habit('secondTuesday', plan('2026-01-20', '09:00', '10:00', 'custom', custom({ frequency: 'monthly', interval: 2, monthlyOption: 'dayOfWeek', monthlyWeek: 'second', monthlyWeekday: 'Tuesday' }))),
  habit('yearlyDate', plan('2026-01-01', '10:00', '11:00', 'custom', custom({ frequency: 'yearly', yearlyMonths: [3, 10], yearlyDate: 29 }))),
  // The last Sunday of March: the day Europe's clocks go forward.
  habit('yearlyNth', plan('2026-01-01', '08:00', '09:00', 'custom', custom({ frequency: 'yearly', yearlyOption: 'dayOfWeek', yearlyMonths: [3], yearlyWeek: 'last', yearlyWeekday: 'Sunday' }))),
  habit('yearlyNthMonths', plan('2026-01-01', '08:00', '09:00', 'custom', custom({ frequency: 'yearly', yearlyOption: 'dayOfWeek', yearlyMonths: [2, 11], yearlyWeek: 'second', yearlyWeekday: 'Tuesday' }))),
  habit('yearlyWeekdays', plan('2026-01-01', '08:00', '09:00', 'custom', custom({ frequency: 'yearly', yearlyOption: 'dayOfWeek', yearlyMonths: [1, 7], yearlyWeek: 'first', yearlyWeekday: 'weekday' }))),
  habit('everyOtherYear', plan('2026-01-01', '08:00', '09:00', 'custom', custom({ frequency: 'yearly', interval: 2, yearlyOption: 'dayOfWeek', yearlyMonths: [4, 10], yearlyWeek: 'last', yearlyWeekday: 'weekend' }))),
  habit('moved', moved()),
  habit('removed', deleteOccurrence(deleteOccurrence(plan('2026-01-06', '12:00', '12:45', 'weekly'), '2026-01-06', 'single'), '2026-04-07', 'single')),
  habit('futureEdit', futureEdited()),
  habit('futureDelete', deleteOccurrence(plan('2026-01-05', '08:00', '08:20'), '2026-09-15', 'future')),
  habit('extras', {
    ...plan('2026-01-05', '13:00', '14:00', 'weekly'),
    extras: [
      { date: '2026-02-18', startTime: '13:00', endTime: '14:00' },
      { date: '2026-10-03', startTime: '22:00', endTime: '01:00' },
      { date: '2026-11-10', startTime: '15:00', endTime: '15:30' }, // paused: left out
    ],
  }, { pauses: [{ from: '2026-11-09', to: '2026-11-11' }] }),
  habit('paused', pausedSchedule(), { pauses: [{ from: '2026-07-01', to: '2026-07-14' }, { from: '2026-07-10', to: '2026-07-20' }] }),
  habit('overnight', plan('2026-01-05', '23:00', '07:00')),
  // Wall times inside (or ending inside) a spring gap or an autumn repeat in one zone or another.
  habit('small', plan('2026-01-05', '01:30', '02:30')),
  habit('smallLate', plan('2026-01-05', '02:30', '03:30')),
  // A first segment that governs only 7 January but is anchored after it: no occurrence, no event.
  habit('emptySegment', {
    segments: [
      { ...plan('2026-01-07', '07:00', '07:30').segments[0]!, anchor: '2026-01-09' },
      { ...plan('2026-01-08', '18:00', '18:30').segments[0]!, recurrence: 'weekly' },
    ],
    exceptions: [],
    extras: [],
  }),
  habit('archived', plan('2026-01-05', '07:00', '07:30'), { archivedAt: new Date('2026-01-12T10:00:00Z') }),
];

interface Instance {
  date: string;
  start: number;
  end: number;
}

const byStart = (a: Instance, b: Instance) => a.start - b.start || a.date.localeCompare(b.date);

/** What the engine schedules for a habit in [FROM, TO], paused dates left out. */
function engineInstances(h: CalendarHabit, timeZone: string): Instance[] {
  return expandSchedule(compileSchedule(h.schedule), FROM, TO)
    .filter((o) => !isPaused(h.pauses, o.date))
    .map((o) => {
      const occurrence = toOccurrence(o, timeZone);
      return { date: o.date, start: Date.parse(occurrence.startTime), end: Date.parse(occurrence.endTime) };
    })
    .sort(byStart);
}

const dateOf = (time: ICAL.Time) => `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
/** The local date of a time, in the feed's zone when it was written in UTC. */
const localDateOf = (time: ICAL.Time, zone: ICAL.Timezone) => dateOf(time.zone === ICAL.Timezone.utcTimezone ? time.convertToZone(zone) : time);
const ms = (time: ICAL.Time) => time.toUnixTime() * 1000;

interface Parsed {
  root: ICAL.Component;
  /** By habit id: instances with ical.js's ends. */
  icalJs: Map<string, Instance[]>;
  /** By habit id: instances with RFC 5545's ends (DTEND - DTSTART, or DURATION, as an exact duration). */
  rfc: Map<string, Instance[]>;
}

/** Parses a feed with ical.js and expands every event over [FROM, TO]. */
function parseFeed(ics: string): Parsed {
  const root = new ICAL.Component(ICAL.parse(ics));
  // ical.js resolves a TZID when a time is first read: the zone must be registered before.
  const vtimezone = root.getFirstSubcomponent('vtimezone')!;
  ICAL.TimezoneService.register(vtimezone);
  const zone = ICAL.TimezoneService.get(String(vtimezone.getFirstPropertyValue('tzid')))!;
  const groups = new Map<string, ICAL.Component[]>();
  for (const vevent of root.getAllSubcomponents('vevent')) {
    const uid = String(vevent.getFirstPropertyValue('uid'));
    groups.set(uid, [...(groups.get(uid) ?? []), vevent]);
  }
  const icalJs = new Map<string, Instance[]>();
  const rfc = new Map<string, Instance[]>();
  const add = (uid: string, date: string, start: number, end: number, exactEnd: number) => {
    if (date < FROM || date > TO) return;
    const id = uid.split('-')[0]!;
    icalJs.set(id, [...(icalJs.get(id) ?? []), { date, start, end }]);
    rfc.set(id, [...(rfc.get(id) ?? []), { date, start, end: exactEnd }]);
  };
  for (const [uid, components] of groups) {
    const master = components.find((c) => !c.hasProperty('recurrence-id'));
    expect(master, uid).toBeDefined();
    const overrides = components.filter((c) => c !== master);
    const event = new ICAL.Event(master!, { exceptions: overrides });
    if (!event.isRecurring()) {
      expect(overrides).toEqual([]);
      add(uid, localDateOf(event.startDate, zone), ms(event.startDate), ms(event.endDate), ms(event.endDate));
      continue;
    }
    const exact = master!.hasProperty('dtend') ? ms(event.endDate) - ms(event.startDate) : event.duration.toSeconds() * 1000;
    const iterator = event.iterator();
    // Moves stay within a few weeks: going a little past TO finds any moved into the window.
    for (let next = iterator.next(); next && dateOf(next) <= '2028-03-01'; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      const start = ms(details.startDate);
      const overridden = details.item !== event;
      add(uid, localDateOf(details.startDate, zone), start, ms(details.endDate), overridden ? ms(details.endDate) : start + exact);
    }
  }
  for (const list of [...icalJs.values(), ...rfc.values()]) list.sort(byStart);
  return { root, icalJs, rfc };
}

/** The feed of an account in `locale` (American unless a test says otherwise: its weeks start on Sunday). */
const feedOf = (timeZone: string, habits = HABITS, now = NOW, locale = 'en-US') =>
  habitsCalendar({ habits, timeZone, now, uidDomain: 'stride.example', calendarName: 'Stride habits', weekStartsOn: firstDayOfWeek(locale) });

describe.each(ZONES)('the habits feed in %s', (timeZone) => {
  const ics = feedOf(timeZone);
  const parsed = parseFeed(ics);

  it.each(HABITS.filter((h) => !h.archivedAt).map((h) => h.id))('%s: expands to exactly what the engine schedules', (id) => {
    const expected = engineInstances(HABITS.find((h) => h.id === id)!, timeZone);
    expect(expected.length).toBeGreaterThan(0);
    expect(parsed.icalJs.get(id)).toEqual(expected);
    expect(parsed.rfc.get(id)).toEqual(expected);
  });

  it('leaves an archived habit out', () => {
    expect(ics).not.toContain('UID:archived-');
    expect(parsed.icalJs.has('archived')).toBe(false);
  });

  it('writes every time in the zone, DTSTAMP in UTC, and one VTIMEZONE', () => {
    expect(parsed.root.getAllSubcomponents('vtimezone')).toHaveLength(1);
    for (const line of ics.slice(ics.indexOf('BEGIN:VEVENT')).replace(/\r\n /g, '').split('\r\n')) {
      // An occurrence's own DTSTART and DTEND may be in UTC (a wall time a clock change skips or repeats).
      if (/^(DTSTART|DTEND):\d{8}T\d{6}Z$/.test(line)) continue;
      if (/^(DTSTART|DTEND|EXDATE|RECURRENCE-ID|RDATE)[;:]/.test(line)) {
        expect(line, line).toMatch(new RegExp(`^[A-Z-]+;TZID=${timeZone}:\\d{8}T\\d{6}(,\\d{8}T\\d{6})*$`));
      }
    }
    expect(ics).toContain('DTSTAMP:20260115T120000Z\r\n');
  });
});

describe('the series of a habit', () => {
  const ics = feedOf('Europe/London');
  const blockOf = (uid: string) => ics.split('BEGIN:VEVENT\r\n').filter((b) => b.startsWith(`UID:${uid}\r\n`));

  it('has the calendar header and an event per segment, with UNTIL in UTC at the end of the last local day', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Stride//Habits//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nX-WR-CALNAME:Stride habits\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\nX-PUBLISHED-TTL:PT1H\r\nBEGIN:VTIMEZONE\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    const [first] = blockOf('futureEdit-2026-01-03@stride.example');
    // The Saturdays end on 5 June (BST): 23:59:59 local is 22:59:59 UTC.
    expect(first).toContain('RRULE:FREQ=WEEKLY;BYDAY=SA;WKST=MO;UNTIL=20260605T225959Z\r\n');
    expect(first).toContain('DTSTART;TZID=Europe/London:20260103T090000\r\nDTEND;TZID=Europe/London:20260103T100000\r\n');
    const [second] = blockOf('futureEdit-2026-06-06@stride.example');
    expect(second).toContain('DTSTART;TZID=Europe/London:20260609T210000\r\n');
    expect(second).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU,TH;WKST=MO\r\n');
    expect(blockOf('futureEdit-extra-2026-05-29@stride.example')).toHaveLength(1);
    expect(blockOf('futureDelete-2026-01-05@stride.example')[0]).toContain(';UNTIL=20260914T225959Z\r\n');
    expect(ics).not.toContain('UID:emptySegment-2026-01-07@');
    expect(blockOf('emptySegment-2026-01-08@stride.example')).toHaveLength(1);
  });

  it('starts each series on its first real occurrence, keeping INTERVAL aligned', () => {
    expect(blockOf('fortnightly-2026-01-06@stride.example')[0]).toContain('DTSTART;TZID=Europe/London:20260107T190000\r\n');
    expect(blockOf('fortnightly-2026-01-06@stride.example')[0]).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;WKST=MO\r\n');
    expect(blockOf('secondTuesday-2026-01-20@stride.example')[0]).toContain('DTSTART;TZID=Europe/London:20260310T090000\r\n');
    expect(blockOf('monthly31-2026-01-31@stride.example')[0]).toContain('RRULE:FREQ=MONTHLY;BYMONTHDAY=31;WKST=MO\r\n');
  });

  it('writes removals and paused dates as EXDATE, moves as overrides with the original start as RECURRENCE-ID', () => {
    const removed = blockOf('removed-2026-01-06@stride.example');
    expect(removed).toHaveLength(1);
    expect(removed[0]).toContain('DTSTART;TZID=Europe/London:20260106T120000\r\n');
    expect(removed[0]).toContain('EXDATE;TZID=Europe/London:20260106T120000\r\nEXDATE;TZID=Europe/London:20260407T120000\r\n');
    const moves = blockOf('moved-2026-01-05@stride.example');
    expect(moves).toHaveLength(4);
    expect(moves[2]).toContain('RECURRENCE-ID;TZID=Europe/London:20260330T070000\r\nDTSTART;TZID=Europe/London:20260401T200000\r\nDTEND;TZID=Europe/London:20260401T210000\r\n');
    const paused = blockOf('paused-2026-01-05@stride.example')[0]!;
    expect(paused).toContain('EXDATE;TZID=Europe/London:20260626T074500\r\n'); // moved into the pause
    expect(paused).not.toContain('EXDATE;TZID=Europe/London:20260706T074500\r\n'); // moved out of it: an override
    expect(ics).not.toContain('UID:extras-extra-2026-11-10');
  });

  it('gives a night that the clocks change its own DTEND', () => {
    const nights = blockOf('overnight-2026-01-05@stride.example');
    expect(nights[0]).toContain('DTSTART;TZID=Europe/London:20260105T230000\r\nDTEND;TZID=Europe/London:20260106T070000\r\n');
    // 28 March 23:00 GMT to 29 March 07:00 BST lasts 7 hours, not 8: an override keeps 07:00.
    expect(nights.some((b) => b.includes('RECURRENCE-ID;TZID=Europe/London:20260328T230000\r\nDTSTART;TZID=Europe/London:20260328T230000\r\nDTEND;TZID=Europe/London:20260329T070000\r\n'))).toBe(true);
  });

  it('keeps its UIDs from one generation to the next', () => {
    const uids = (text: string) => text.split('\r\n').filter((l) => l.startsWith('UID:'));
    const later = feedOf('Europe/London', HABITS, new Date('2026-02-20T09:30:00Z'));
    expect(uids(later)).toEqual(uids(ics));
    expect(new Set(uids(ics)).size).toBeGreaterThan(20);
  });

  it('lists a flexible habit as one all-day series a period, from the period holding its first day (an American account: weeks Sunday to Saturday, as the app counts them)', () => {
    const flexible = [
      habit('gym', plan('2026-01-07', '07:00', '08:00'), { frequency: { times: 3, period: 'week' } }),
      habit('call', plan('2026-01-15', '07:00', '08:00'), { frequency: { times: 1, period: 'month' } }),
    ];
    const text = feedOf('America/New_York', flexible);
    expect(text).toContain('UID:gym-2026-01-07@stride.example\r\nDTSTAMP:20260115T120000Z\r\nDTSTART;VALUE=DATE:20260104\r\nDTEND;VALUE=DATE:20260105\r\nRRULE:FREQ=WEEKLY\r\nSUMMARY:Habit gym: 3 times this week\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20260101\r\nDTEND;VALUE=DATE:20260102\r\nRRULE:FREQ=MONTHLY\r\nSUMMARY:Habit call: once this month\r\n');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')[0]!);
    const iterator = event.iterator();
    expect([iterator.next(), iterator.next()].map((t) => t?.toString())).toEqual(['2026-01-04', '2026-01-11']);
  });

  it("starts a flexible habit's weekly series on the region's first day (issue 54): Monday for a German account", () => {
    // Wednesday 7 January 2026: its week starts on Monday 5 January in Germany, Sunday 4 in the US.
    expect(firstDayOfWeek('de-DE')).toBe(1);
    const flexible = [
      habit('gym', plan('2026-01-07', '07:00', '08:00'), { frequency: { times: 3, period: 'week' } }),
      habit('call', plan('2026-01-15', '07:00', '08:00'), { frequency: { times: 1, period: 'month' } }),
    ];
    const text = feedOf('Europe/Berlin', flexible, NOW, 'de-DE');
    expect(text).toContain('UID:gym-2026-01-07@stride.example\r\nDTSTAMP:20260115T120000Z\r\nDTSTART;VALUE=DATE:20260105\r\nDTEND;VALUE=DATE:20260106\r\nRRULE:FREQ=WEEKLY\r\n');
    // A month is the same month wherever the week starts.
    expect(text).toContain('DTSTART;VALUE=DATE:20260101\r\nDTEND;VALUE=DATE:20260102\r\nRRULE:FREQ=MONTHLY\r\n');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')[0]!);
    const iterator = event.iterator();
    expect([iterator.next(), iterator.next()].map((t) => t?.toString())).toEqual(['2026-01-05', '2026-01-12']);
  });
});

describe('RRULEs of the rules', () => {
  const rule = (recurrence: Recurrence, c: CustomRecurrence | null, anchor: string) => rruleOf(ruleFor(recurrence, c, toEpochDay(anchor)));

  it('map each kind as the comment on Rule does, counting a numbered BYDAY within each month when BYSETPOS cannot', () => {
    expect(rule('daily', null, '2026-01-05')).toBe('FREQ=DAILY;WKST=MO');
    expect(rule('custom', custom({ frequency: 'daily', interval: 3 }), '2026-01-05')).toBe('FREQ=DAILY;INTERVAL=3;WKST=MO');
    expect(rule('custom', custom({ frequency: 'monthly', monthlyOption: 'dayOfWeek', monthlyWeek: 'last', monthlyWeekday: 'weekday' }), '2026-01-05')).toBe(
      'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;WKST=MO',
    );
    expect(rule('custom', custom({ frequency: 'yearly', yearlyMonths: [3, 10], yearlyDate: 29 }), '2026-01-05')).toBe('FREQ=YEARLY;BYMONTH=3,10;BYMONTHDAY=29;WKST=MO');
    const nth = (months: number[], weekday: CustomRecurrence['yearlyWeekday'], interval = 1) =>
      rule('custom', custom({ frequency: 'yearly', interval, yearlyOption: 'dayOfWeek', yearlyMonths: months, yearlyWeek: 'second', yearlyWeekday: weekday }), '2026-01-05');
    expect(nth([3], 'Tuesday')).toBe('FREQ=YEARLY;BYMONTH=3;BYDAY=TU;BYSETPOS=2;WKST=MO');
    expect(nth([2, 11], 'Tuesday', 3)).toBe('FREQ=YEARLY;INTERVAL=3;BYMONTH=2,11;BYDAY=2TU;WKST=MO');
    expect(nth([1, 7], 'weekend')).toBe('FREQ=MONTHLY;BYMONTH=1,7;BYDAY=SU,SA;BYSETPOS=2;WKST=MO');
    expect(nth([1, 7], 'weekend', 2)).toBeNull();
  });

  it('lists the instances as RDATE when no RRULE can say them', () => {
    const block = feedOf('Europe/London').split('BEGIN:VEVENT\r\n').find((b) => b.startsWith('UID:everyOtherYear-'))!;
    expect(block).not.toContain('RRULE');
    // The last weekend day of April and of October, every other year from 2026.
    expect(block).toContain('DTSTART;TZID=Europe/London:20260426T080000\r\n');
    expect(block.replace(/\r\n /g, '')).toContain('RDATE;TZID=Europe/London:20260426T080000,20261031T080000,20280430T080000,20281029T080000,');
  });
});

describe('content lines', () => {
  it('escapes backslashes, semicolons, commas and line breaks in TEXT', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('tab\there\u0007bell')).toBe('tab\there' + 'bell');
  });

  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(40)}${'😀'.repeat(20)}x`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(2);
    for (const [i, part] of physical.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
      expect(part).not.toContain('\uFFFD');
    }
    // 'SUMMARY:' (8) + 33 two-octet characters = 74 octets: the 34th (2 octets) would make 76.
    expect(Buffer.byteLength(physical[0]!, 'utf8')).toBe(74);
    expect(physical.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('A'.repeat(75))).toBe('A'.repeat(75));
    expect(foldLine('A'.repeat(76))).toBe(`${'A'.repeat(75)}\r\n A`);
  });

  it('ends every line with CRLF, and a long multi-byte name survives parsing', () => {
    const name = `Méditation, 瞑想; "quiet" \\ time ${'🧘'.repeat(30)}`;
    const text = feedOf('Europe/London', [habit('zen', plan('2026-01-05', '07:00', '07:30'), { name, description: 'line one\nline two' })]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe(name);
    expect(vevent.getFirstPropertyValue('description')).toBe('line one\nline two');
    expect(serializeLines(['A', 'B'])).toBe('A\r\nB\r\n');
  });
});

describe('VTIMEZONE', () => {
  it("has London's GMT and BST, with each DTSTART in the offset before the change", () => {
    const lines = vtimezoneLines(zoneOffsets('Europe/London', 2026, 2026)).join('\n');
    expect(lines).toContain('BEGIN:DAYLIGHT\nDTSTART:20260329T010000\nTZOFFSETFROM:+0000\nTZOFFSETTO:+0100\nEND:DAYLIGHT');
    expect(lines).toContain('BEGIN:STANDARD\nDTSTART:20261025T020000\nTZOFFSETFROM:+0100\nTZOFFSETTO:+0000\nEND:STANDARD');
    expect(lines.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toHaveLength(3);
  });

  it('finds New York and Sydney changes to the minute', () => {
    const ny = zoneOffsets('America/New_York', 2026, 2026).transitions;
    expect(ny).toEqual([
      { at: Date.parse('2026-03-08T07:00:00Z'), from: -300, to: -240 },
      { at: Date.parse('2026-11-01T06:00:00Z'), from: -240, to: -300 },
    ]);
    const sydney = zoneOffsets('Australia/Sydney', 2026, 2026);
    expect(sydney.initialOffset).toBe(660);
    expect(sydney.transitions.map((t) => [new Date(t.at).toISOString(), t.to])).toEqual([
      ['2026-04-04T16:00:00.000Z', 600],
      ['2026-10-03T16:00:00.000Z', 660],
    ]);
    expect(vtimezoneLines(sydney).slice(2, 4)).toEqual(['BEGIN:DAYLIGHT', 'DTSTART:20260101T000000']);
    expect(utcOffsetAt('Asia/Kolkata', Date.now())).toBe(330);
  });

  it('gives a zone without changes one STANDARD observance', () => {
    for (const zone of ['UTC', 'Asia/Tokyo']) {
      const lines = vtimezoneLines(zoneOffsets(zone, 2025, 2036));
      expect(lines.filter((l) => l.startsWith('BEGIN:STANDARD'))).toHaveLength(1);
      expect(lines.some((l) => l.startsWith('BEGIN:DAYLIGHT'))).toBe(false);
    }
    const tokyo = habitsCalendar({ habits: [habit('t', plan('2026-01-05', '07:00', '07:30'))], timeZone: 'Asia/Tokyo', now: NOW, uidDomain: 'x', calendarName: 'x', weekStartsOn: firstDayOfWeek('ja-JP') });
    expect(tokyo).toContain('TZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900\r\n');
  });
});
