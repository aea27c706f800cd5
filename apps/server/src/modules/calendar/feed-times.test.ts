import { createSchedule, firstDayOfWeek } from '@stride/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { habitsCalendar, type CalendarHabit } from './habits-calendar.js';

/** Issue 40 part 5: the feed has one event series per time of a several-times-a-day habit. */
describe('the calendar feed and times of day', () => {
  const vitamins: CalendarHabit = {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Vitamins',
    description: '',
    schedule: createSchedule('2026-11-20', { startTime: '07:00', endTime: '07:15', recurrence: 'daily', customRecurrence: null }),
    frequency: null,
    pauses: [],
    archivedAt: null,
    updatedAt: new Date('2026-11-20T08:00:00Z'),
    timesOfDay: ['08:00', '20:00'],
  };
  const feed = (habit: CalendarHabit) =>
    habitsCalendar({ habits: [habit], timeZone: 'Europe/London', now: new Date('2026-11-26T10:00:00Z'), uidDomain: 'stride.test', calendarName: 'Stride', weekStartsOn: firstDayOfWeek('en-GB') });

  it('writes a series per time, each lasting the habit’s length from its time, readable by a standard reader', () => {
    const calendar = new ICAL.Component(ICAL.parse(feed(vitamins)));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual(['Vitamins · 08:00', 'Vitamins · 20:00']);
    expect(new Set(events.map((e) => e.uid)).size).toBe(2);
    for (const [event, start, end] of [
      [events[0]!, '08:00', '08:15'],
      [events[1]!, '20:00', '20:15'],
    ] as const) {
      const next = event.iterator();
      next.next();
      const second = next.next()!;
      const occurrence = event.getOccurrenceDetails(second);
      expect(occurrence.startDate.toString()).toBe(`2026-11-21T${start}:00`);
      expect(occurrence.endDate.toString()).toBe(`2026-11-21T${end}:00`);
    }
  });

  it('a once-a-day habit stays one series, as before', () => {
    const text = feed({ ...vitamins, timesOfDay: null });
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain('SUMMARY:Vitamins\r\n');
  });
});
