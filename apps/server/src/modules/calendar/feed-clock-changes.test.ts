import ICAL from 'ical.js';
import { createSchedule, firstDayOfWeek, withEndDate, type HabitSchedule } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { habitsCalendar, type CalendarHabit } from './habits-calendar.js';

/**
 * Decision 033: the feed read by a standard iCalendar reader (ical.js) across both clock changes
 * of 2027 in London: a start in the spring gap starts when the gap ends and keeps its length, an
 * autumn-overlap start is its first instant, nothing moves it to another zone (no X-WR-TIMEZONE),
 * and a habit with an end date has no instance after it.
 */

const NOW = new Date('2027-01-10T12:00:00Z');

const habit = (id: string, schedule: HabitSchedule): CalendarHabit => ({
  id,
  name: id,
  description: '',
  schedule,
  frequency: null,
  pauses: [],
  archivedAt: null,
  updatedAt: NOW,
});
const daily = (from: string, startTime: string, endTime: string) => createSchedule(from, { startTime, endTime, recurrence: 'daily', customRecurrence: null });

/** Every instance of the feed's events (overrides applied) by habit id, as UTC ISO start/end pairs, up to `to`. */
function instances(ics: string, to: string): Map<string, Array<[string, string]>> {
  const root = new ICAL.Component(ICAL.parse(ics));
  ICAL.TimezoneService.register(root.getFirstSubcomponent('vtimezone')!);
  const byUid = new Map<string, ICAL.Component[]>();
  for (const vevent of root.getAllSubcomponents('vevent')) {
    const uid = String(vevent.getFirstPropertyValue('uid'));
    byUid.set(uid, [...(byUid.get(uid) ?? []), vevent]);
  }
  const out = new Map<string, Array<[string, string]>>();
  const iso = (time: ICAL.Time) => new Date(time.toUnixTime() * 1000).toISOString().slice(0, 16);
  for (const [uid, components] of byUid) {
    const master = components.find((c) => !c.hasProperty('recurrence-id'))!;
    const event = new ICAL.Event(master, { exceptions: components.filter((c) => c !== master) });
    const id = uid.split('-')[0]!;
    const list = out.get(id) ?? [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next && next.toString().slice(0, 10) <= to; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      list.push([iso(details.startDate), iso(details.endDate)]);
    }
    out.set(id, list);
  }
  return out;
}

describe('the feed across the clock changes, read by ical.js (decision 033)', () => {
  const ics = habitsCalendar({
    habits: [
      habit('gap', daily('2027-03-26', '01:30', '02:15')),
      habit('overlap', daily('2027-10-29', '01:30', '02:15')),
      habit('ends', withEndDate(daily('2027-03-01', '07:00', '07:30'), '2027-03-31')),
    ],
    timeZone: 'Europe/London',
    now: NOW,
    uidDomain: 'stride.example',
    calendarName: 'Stride habits',
    weekStartsOn: firstDayOfWeek('en-GB'),
  });
  const parsed = instances(ics, '2027-11-02');
  const on = (id: string, date: string) => parsed.get(id)!.filter(([start]) => start.startsWith(date));

  it('parses, has one VTIMEZONE and no X-WR-TIMEZONE', () => {
    expect(ics).not.toContain('X-WR-TIMEZONE');
    expect(new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vtimezone')).toHaveLength(1);
  });

  it('spring: 01:30-02:15 on 28 March starts at 01:00 UTC (02:00 BST) and ends 45 minutes later; the days around keep 01:30', () => {
    expect(on('gap', '2027-03-27')).toEqual([['2027-03-27T01:30', '2027-03-27T02:15']]);
    expect(on('gap', '2027-03-28')).toEqual([['2027-03-28T01:00', '2027-03-28T01:45']]);
    // 29 March 01:30 BST is 00:30 UTC.
    expect(on('gap', '2027-03-29')).toEqual([['2027-03-29T00:30', '2027-03-29T01:15']]);
  });

  it('autumn: 01:30 on 31 October is its first instant (00:30 UTC, BST), ending at 02:15 GMT', () => {
    expect(on('overlap', '2027-10-30')).toEqual([['2027-10-30T00:30', '2027-10-30T01:15']]);
    expect(on('overlap', '2027-10-31')).toEqual([['2027-10-31T00:30', '2027-10-31T02:15']]);
    expect(on('overlap', '2027-11-01')).toEqual([['2027-11-01T01:30', '2027-11-01T02:15']]);
  });

  it('a habit that ends on 31 March has its last instance that day', () => {
    const ends = parsed.get('ends')!;
    expect(ends).toHaveLength(31);
    expect(ends.at(-1)).toEqual(['2027-03-31T06:00', '2027-03-31T06:30']);
  });
});
