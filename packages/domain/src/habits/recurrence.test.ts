import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilFromDays, daysFromCivil, daysInMonth, formatDate, parseDate, weekdayOf, type EpochDay } from './civil-date.js';
import { expandRule, ruleFor, type Rule } from './recurrence.js';
import { NTH_WEEKDAY_KINDS, NTH_WEEKS, WEEKDAY_NAMES, type CustomRecurrence } from './recurrence.schemas.js';

const D = (text: string) => parseDate(text)!;
const dates = (days: EpochDay[]) => days.map(formatDate);
const expand = (rule: Rule, anchor: string, from: string, to: string) => dates(expandRule(rule, D(anchor), D(from), D(to)));
const custom = (c: Partial<CustomRecurrence> & Pick<CustomRecurrence, 'frequency'>): CustomRecurrence => ({ interval: 1, ...c });

/**
 * An independent reading of each rule, day by day: does `day` belong to it? Written from the RFC
 * 5545 definitions rather than from the engine's jumps, so the two can check each other.
 */
function matches(rule: Rule, anchor: EpochDay, day: EpochDay): boolean {
  if (day < anchor) return false;
  const a = civilFromDays(anchor);
  const d = civilFromDays(day);
  const monthsApart = (d.year - a.year) * 12 + (d.month - a.month);
  const nth = (setPos: number, weekdays: number[]) => {
    if (!weekdays.includes(weekdayOf(day))) return false;
    let before = 0;
    let after = 0;
    for (let x = 1; x < d.day; x++) if (weekdays.includes(weekdayOf(daysFromCivil(d.year, d.month, x)))) before++;
    for (let x = d.day + 1; x <= daysInMonth(d.year, d.month); x++) if (weekdays.includes(weekdayOf(daysFromCivil(d.year, d.month, x)))) after++;
    return setPos === -1 ? after === 0 : before + 1 === setPos;
  };
  switch (rule.kind) {
    case 'daily':
      return (day - anchor) % rule.interval === 0;
    case 'weekly': {
      const monday = (x: EpochDay) => x - ((weekdayOf(x) + 6) % 7);
      return rule.weekdays.includes(weekdayOf(day)) && ((monday(day) - monday(anchor)) / 7) % rule.interval === 0;
    }
    case 'monthly':
      return monthsApart % rule.interval === 0 && rule.monthDays.includes(d.day);
    case 'monthlyNth':
      return monthsApart % rule.interval === 0 && nth(rule.setPos, rule.weekdays);
    case 'yearly':
      return (d.year - a.year) % rule.interval === 0 && rule.months.includes(d.month) && d.day === rule.monthDay;
    case 'yearlyNth':
      return (d.year - a.year) % rule.interval === 0 && rule.months.includes(d.month) && nth(rule.setPos, rule.weekdays);
  }
}

const dayArb = fc.integer({ min: daysFromCivil(2000, 1, 1), max: daysFromCivil(2060, 12, 31) });
const customArb: fc.Arbitrary<CustomRecurrence> = fc.record({
  frequency: fc.constantFrom('daily', 'weekly', 'monthly', 'yearly'),
  interval: fc.integer({ min: 1, max: 5 }),
  days: fc.uniqueArray(fc.constantFrom(...WEEKDAY_NAMES), { maxLength: 7 }),
  monthlyOption: fc.constantFrom('dayOfMonth', 'dayOfWeek'),
  monthlyDays: fc.uniqueArray(fc.integer({ min: 1, max: 31 }), { maxLength: 5 }),
  monthlyWeek: fc.constantFrom(...NTH_WEEKS),
  monthlyWeekday: fc.constantFrom(...NTH_WEEKDAY_KINDS),
  yearlyMonths: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 4 }),
  yearlyDate: fc.integer({ min: 1, max: 31 }),
  yearlyOption: fc.constantFrom('specificDate', 'dayOfWeek'),
  yearlyWeek: fc.constantFrom(...NTH_WEEKS),
  yearlyWeekday: fc.constantFrom(...NTH_WEEKDAY_KINDS),
}) as fc.Arbitrary<CustomRecurrence>;
const ruleArb = fc.tuple(fc.constantFrom('daily', 'weekly', 'monthly', 'custom', 'custom', 'custom'), customArb, dayArb).map(
  ([recurrence, c, anchor]) => ({ rule: ruleFor(recurrence as 'custom', c, anchor), anchor }),
);

describe('civil dates', () => {
  it('round-trip every day and know real dates from impossible ones', () => {
    fc.assert(fc.property(dayArb, (day) => parseDate(formatDate(day)) === day));
    expect(parseDate('2024-02-29')).toBeDefined();
    expect(parseDate('2026-02-29')).toBeUndefined();
    expect(parseDate('2026-04-31')).toBeUndefined();
    expect(parseDate('2026-13-01')).toBeUndefined();
    expect(weekdayOf(D('2026-11-21'))).toBe(6);
  });
});

describe('recurrence expansion (properties)', () => {
  it('gives exactly the dates that satisfy the rule in a window: none skipped, none doubled', () => {
    fc.assert(
      fc.property(ruleArb, fc.integer({ min: -60, max: 4000 }), fc.integer({ min: 0, max: 120 }), ({ rule, anchor }, offset, length) => {
        const from = anchor + offset;
        const to = from + length;
        const expected: EpochDay[] = [];
        for (let day = from; day <= to; day++) if (matches(rule, anchor, day)) expected.push(day);
        expect(expandRule(rule, anchor, from, to)).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('stitches adjacent windows together without gaps or overlaps', () => {
    fc.assert(
      fc.property(ruleArb, fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 90 }), fc.integer({ min: 0, max: 90 }), ({ rule, anchor }, offset, a, b) => {
        const from = anchor + offset;
        const whole = expandRule(rule, anchor, from, from + a + b + 1);
        const parts = [...expandRule(rule, anchor, from, from + a), ...expandRule(rule, anchor, from + a + 1, from + a + b + 1)];
        expect(parts).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  });
});

describe('recurrence expansion (fixed cases)', () => {
  it('daily, weekly and monthly repeat from the start date', () => {
    const anchor = D('2026-11-18'); // a Wednesday
    expect(expand(ruleFor('daily', null, anchor), '2026-11-18', '2026-11-16', '2026-11-20')).toEqual(['2026-11-18', '2026-11-19', '2026-11-20']);
    expect(expand(ruleFor('weekly', null, anchor), '2026-11-18', '2026-11-01', '2026-12-10')).toEqual(['2026-11-18', '2026-11-25', '2026-12-02', '2026-12-09']);
    expect(expand(ruleFor('monthly', null, anchor), '2026-11-18', '2026-11-01', '2027-02-28')).toEqual(['2026-11-18', '2026-12-18', '2027-01-18', '2027-02-18']);
  });

  it("every 2 weeks on Monday and Wednesday", () => {
    const rule = ruleFor('custom', custom({ frequency: 'weekly', interval: 2, days: ['Monday', 'Wednesday'] }), D('2026-11-02'));
    expect(expand(rule, '2026-11-02', '2026-11-01', '2026-12-06')).toEqual(['2026-11-02', '2026-11-04', '2026-11-16', '2026-11-18', '2026-11-30', '2026-12-02']);
  });

  it('a 31st-of-month rule skips the months without a 31st (RFC 5545)', () => {
    const rule = ruleFor('monthly', null, D('2026-01-31'));
    expect(expand(rule, '2026-01-31', '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31', '2026-08-31', '2026-10-31', '2026-12-31',
    ]);
  });

  it("'last weekend day' and 'last weekday' (BYSETPOS=-1)", () => {
    const weekend = ruleFor('custom', custom({ frequency: 'monthly', monthlyOption: 'dayOfWeek', monthlyWeek: 'last', monthlyWeekday: 'weekend' }), D('2026-05-01'));
    expect(expand(weekend, '2026-05-01', '2026-05-01', '2026-07-31')).toEqual(['2026-05-31', '2026-06-28', '2026-07-26']);
    const weekday = ruleFor('custom', custom({ frequency: 'monthly', monthlyOption: 'dayOfWeek', monthlyWeek: 'last', monthlyWeekday: 'weekday' }), D('2026-01-01'));
    expect(expand(weekday, '2026-01-01', '2026-01-01', '2026-05-31')).toEqual(['2026-01-30', '2026-02-27', '2026-03-31', '2026-04-30', '2026-05-29']);
    const secondTuesday = ruleFor('custom', custom({ frequency: 'monthly', interval: 2, monthlyOption: 'dayOfWeek', monthlyWeek: 'second', monthlyWeekday: 'Tuesday' }), D('2026-01-01'));
    expect(expand(secondTuesday, '2026-01-01', '2026-01-01', '2026-06-30')).toEqual(['2026-01-13', '2026-03-10', '2026-05-12']);
  });

  it('a leap-day yearly rule occurs only in leap years', () => {
    const rule = ruleFor('custom', custom({ frequency: 'yearly', yearlyOption: 'specificDate', yearlyMonths: [2], yearlyDate: 29 }), D('2024-02-29'));
    expect(expand(rule, '2024-02-29', '2024-01-01', '2033-12-31')).toEqual(['2024-02-29', '2028-02-29', '2032-02-29']);
  });

  it('yearly by months with an nth weekday, every other year', () => {
    const rule = ruleFor('custom', custom({ frequency: 'yearly', interval: 2, yearlyOption: 'dayOfWeek', yearlyMonths: [11, 5], yearlyWeek: 'fourth', yearlyWeekday: 'Thursday' }), D('2026-01-01'));
    expect(expand(rule, '2026-01-01', '2026-01-01', '2029-12-31')).toEqual(['2026-05-28', '2026-11-26', '2028-05-25', '2028-11-23']);
  });

  it('custom daily every 3 days, and monthly on several days', () => {
    expect(expand(ruleFor('custom', custom({ frequency: 'daily', interval: 3 }), D('2026-11-01')), '2026-11-01', '2026-11-05', '2026-11-12')).toEqual([
      '2026-11-07', '2026-11-10',
    ]);
    const days = ruleFor('custom', custom({ frequency: 'monthly', monthlyOption: 'dayOfMonth', monthlyDays: [30, 1, 15] }), D('2026-01-10'));
    expect(expand(days, '2026-01-10', '2026-01-01', '2026-03-31')).toEqual(['2026-01-15', '2026-01-30', '2026-02-01', '2026-02-15', '2026-03-01', '2026-03-15', '2026-03-30']);
  });
});
