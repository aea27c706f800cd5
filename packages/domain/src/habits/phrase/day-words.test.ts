import { describe, expect, it } from 'vitest';
import { findDays, type DayTense } from './day-words.js';

/** Issue 37: the days named in a message, by tense. Today is Wednesday 25 November 2026. */
const today = '2026-11-25';
const day = (text: string, tense: DayTense, dayFirst = true) => findDays(text, { today, tense, dayFirst }).map((d) => d.date);

describe('findDays', () => {
  it.each<[string, DayTense, string[]]>([
    ["skip friday's run", 'near', ['2026-11-27']],
    ['skip the run on monday', 'near', ['2026-11-23']],
    ['I ran on friday', 'past', ['2026-11-20']],
    ['pause gym on friday', 'future', ['2026-11-27']],
    ['last sunday', 'future', ['2026-11-22']],
    ['next friday', 'future', ['2026-12-04']],
    ['this friday', 'past', ['2026-11-27']],
    ['yesterday and tomorrow', 'near', ['2026-11-24', '2026-11-26']],
    ['the day before yesterday', 'past', ['2026-11-23']],
    ['tonight', 'future', [today]],
    ['after 15 December', 'future', ['2026-12-15']],
    ['on December 10th', 'future', ['2026-12-10']],
    ['from the 1st to the 14th of December', 'future', ['2026-12-01', '2026-12-14']],
    ['until the end of March', 'future', ['2027-03-31']],
    ['at the end of the year', 'future', ['2026-12-31']],
    ['until the new year', 'future', ['2026-12-31']],
    ['until Christmas', 'future', ['2026-12-25']],
    ['from 20/12 to 2/1', 'future', ['2026-12-20', '2027-01-02']],
    ['on 2027-01-02', 'future', ['2027-01-02']],
    ['on 31 February', 'future', []],
    // Issue 50, twenty-fourth pass: a span's month said once at its end, and ordinals without "the"; a counted thing is no day.
    ['off to lisbon 12th to 16th dec', 'future', ['2026-12-12', '2026-12-16']],
    ['away 12-16 december', 'future', ['2026-12-12', '2026-12-16']],
    ['pause piano 12th-16th', 'future', ['2026-12-12', '2026-12-16']],
    ['from 18th til 22nd', 'future', ['2026-12-18', '2026-12-22']],
    ['scrap the 2nd one', 'near', []],
    ['my 3rd time this week', 'near', []],
    ['starting 2 weeks from today', 'future', ['2026-12-09']],
    ['in 3 days', 'future', ['2026-11-28']],
    ['in a fortnight', 'future', ['2026-12-09']],
  ])('%s (%s)', (text, tense, dates) => {
    expect(day(text, tense)).toEqual(dates);
  });

  it('reads a slash date month first in the United States, and by the day over 12 anywhere', () => {
    expect(day('pause from 12/20 to 1/2', 'future', false)).toEqual(['2026-12-20', '2027-01-02']);
    expect(day('pause from 12/20', 'future', true)).toEqual(['2026-12-20']);
  });
});
