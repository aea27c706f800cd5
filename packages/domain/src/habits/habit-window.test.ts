import { describe, expect, it } from 'vitest';
import { defaultHabitWindow, monthGrid, monthGridOf } from './habit-window.js';

describe('habit windows', () => {
  it('a month grid runs from the Sunday on or before the 1st to the Saturday on or after the last day', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(monthGrid(2026, 11)).toEqual({ from: '2026-11-01', to: '2026-12-05' });
    // February 2026: Sunday the 1st to Saturday the 28th, exactly four weeks.
    expect(monthGrid(2026, 2)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthGridOf('2026-09-16')).toEqual({ from: '2026-08-30', to: '2026-10-03' });
  });

  it('the default window is the month views of the previous, this and the next month, across years', () => {
    expect(defaultHabitWindow('2026-11-23')).toEqual({ from: '2026-09-27', to: '2027-01-02' });
    expect(defaultHabitWindow('2027-01-01')).toEqual({ from: '2026-11-29', to: '2027-03-06' });
  });
});
