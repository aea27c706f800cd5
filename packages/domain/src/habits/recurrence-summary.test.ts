import { describe, expect, it } from 'vitest';
import { HABITS_TEXTS } from '../texts/habits-texts.js';
import { describeRecurrence, monthsLackingDate, ordinal, shortDateLabel } from './recurrence-summary.js';

describe('describeRecurrence', () => {
  // Sunday 22 November 2026.
  const start = '2026-11-22';
  it('names the simple recurrences from the start date', () => {
    expect(describeRecurrence('daily', null, start)).toBe('Every day');
    expect(describeRecurrence('weekly', null, start)).toBe('Every week on Sunday');
    expect(describeRecurrence('monthly', null, start)).toBe('Every month on the 22nd');
  });

  it('names every custom option in plain words', () => {
    const cases: Array<[Parameters<typeof describeRecurrence>[1], string]> = [
      [{ frequency: 'daily', interval: 1 }, 'Every day'],
      [{ frequency: 'daily', interval: 3 }, 'Every 3 days'],
      [{ frequency: 'weekly', interval: 2, days: ['Wednesday', 'Monday'] }, 'Every 2 weeks on Mon and Wed'],
      [{ frequency: 'weekly', interval: 1, days: ['Friday'] }, 'Every week on Friday'],
      [{ frequency: 'weekly', interval: 1, days: [] }, 'Every week on Sunday'],
      [{ frequency: 'weekly', interval: 1, days: ['Sunday', 'Saturday', 'Monday'] }, 'Every week on Mon, Sat and Sun'],
      [{ frequency: 'monthly', interval: 1, monthlyOption: 'dayOfMonth', monthlyDays: [31, 1, 15] }, 'Every month on the 1st, 15th and 31st'],
      [{ frequency: 'monthly', interval: 2, monthlyOption: 'dayOfWeek', monthlyWeek: 'last', monthlyWeekday: 'weekday' }, 'Every 2 months on the last weekday'],
      [{ frequency: 'monthly', interval: 1, monthlyOption: 'dayOfWeek', monthlyWeek: 'second', monthlyWeekday: 'Tuesday' }, 'Every month on the second Tuesday'],
      [{ frequency: 'monthly', interval: 1, monthlyOption: 'dayOfWeek', monthlyWeek: 'last', monthlyWeekday: 'weekend' }, 'Every month on the last weekend day'],
      [{ frequency: 'yearly', interval: 1, yearlyOption: 'specificDate', yearlyMonths: [2], yearlyDate: 29 }, 'Every year on 29 February'],
      [{ frequency: 'yearly', interval: 4, yearlyOption: 'dayOfWeek', yearlyMonths: [11, 3], yearlyWeek: 'first', yearlyWeekday: 'day' }, 'Every 4 years on the first day of March and November'],
    ];
    for (const [custom, text] of cases) expect(describeRecurrence('custom', custom, start)).toBe(text);
  });
});

describe('monthsLackingDate and the yearly date alert (section 5)', () => {
  it('finds the months a date never falls in; 29 February exists in leap years', () => {
    expect(monthsLackingDate(31, [1, 2, 4, 6, 7])).toEqual([2, 4, 6]);
    expect(monthsLackingDate(30, [2, 3])).toEqual([2]);
    expect(monthsLackingDate(29, [2])).toEqual([]);
    expect(HABITS_TEXTS.yearlyDateMissing(31, monthsLackingDate(31, [4, 2]))).toBe(
      "The selected date (31) doesn't exist in February, April. Please choose a different date.",
    );
  });
});

describe('labels', () => {
  it('writes ordinals and short dates', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
    expect(shortDateLabel('2026-11-22')).toBe('Sun 22 Nov');
  });
});
