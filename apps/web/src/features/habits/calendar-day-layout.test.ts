import { describe, expect, it } from 'vitest';
import { habitDayLayout } from './calendar-day-layout';

/** Events on one day by "HH:MM-HH:MM", and slot metrics as the library's: % of a 24-hour column. */
function layout(...windows: string[]) {
  const at = (hhmm: string) => new Date(`2026-11-29T${hhmm}:00`);
  const events = windows.map((w) => {
    const [from, to] = w.split('-') as [string, string];
    return { name: w, start: at(from), end: at(to) };
  });
  const dayStart = at('00:00').getTime();
  const percent = (d: Date) => ((d.getTime() - dayStart) / 86_400_000) * 100;
  const placed = habitDayLayout({
    events,
    slotMetrics: { getRange: (start, end) => ({ startDate: start, endDate: end, top: percent(start), height: percent(end) - percent(start) }) },
    accessors: { start: (e) => e.start, end: (e) => e.end },
  });
  return Object.fromEntries(placed.map((p) => [p.event.name, { width: p.style.width, xOffset: p.style.xOffset }]));
}

describe('habitDayLayout (Week and Day)', () => {
  it('gives events that follow one another the whole width, however close their starts', () => {
    expect(layout('06:30-07:00', '07:00-07:15', '07:15-07:30', '08:00-08:05')).toEqual({
      '06:30-07:00': { width: 100, xOffset: 0 },
      '07:00-07:15': { width: 100, xOffset: 0 },
      '07:15-07:30': { width: 100, xOffset: 0 },
      '08:00-08:05': { width: 100, xOffset: 0 },
    });
  });

  it('splits the width between events that share time, none drawn over another', () => {
    expect(layout('18:00-19:00', '18:30-19:30', '19:00-19:15', '21:00-21:30')).toEqual({
      '18:00-19:00': { width: 50, xOffset: 0 },
      '18:30-19:30': { width: 50, xOffset: 50 },
      // Free again at 19:00: the first column.
      '19:00-19:15': { width: 50, xOffset: 0 },
      '21:00-21:30': { width: 100, xOffset: 0 },
    });
  });

  it('places four at the same start side by side, an event of no length counted as a minute', () => {
    const placed = habitDayLayout({
      events: [0, 1, 2, 3].map((i) => ({ i, start: new Date(2026, 10, 29, 7), end: new Date(2026, 10, 29, i === 3 ? 7 : 8) })),
      slotMetrics: { getRange: (start, end) => ({ startDate: start, endDate: end, top: 0, height: 0 }) },
      accessors: { start: (e) => e.start, end: (e) => e.end },
    });
    expect(placed.map((p) => p.style.width)).toEqual([25, 25, 25, 25]);
    expect(placed.map((p) => p.style.xOffset).sort((a, b) => a - b)).toEqual([0, 25, 50, 75]);
  });
});
