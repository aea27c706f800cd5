import { describe, expect, it } from 'vitest';
import { readHabitPhrase } from './habit-phrase.js';

/** Issue 40 (decision 033): ends in quick add, as people write them. Today is Wednesday 18 November 2026. */
const today = '2026-11-18';
const read = (text: string) => readHabitPhrase(text, { today });

describe('end dates in a phrase', () => {
  it.each([
    ['Physio every day until the end of March', 'Physio', null, '2027-03-31'],
    ['Physio daily until March 31', 'Physio', null, '2027-03-31'],
    ['Physio daily till 31 March', 'Physio', null, '2027-03-31'],
    ['Stretch every weekday until Christmas', 'Stretch', null, '2026-12-25'],
    ['Run until the end of the month', 'Run', null, '2026-11-30'],
    ['Journal every evening through Friday', 'Journal', null, '2026-11-20'],
    ['Spanish daily until 2027-01-15', 'Spanish', null, '2027-01-15'],
    ['Yoga every morning for 3 weeks', 'Yoga', null, '2026-12-08'],
    ['Meditate for 30 days from 1 December', 'Meditate', '2026-12-01', '2026-12-30'],
    ['Cold shower for a month', 'Cold shower', null, '2026-12-17'],
    ['Walk for the next 10 days', 'Walk', null, '2026-11-27'],
    ['Plank a 30-day challenge from tomorrow', 'Plank', '2026-11-19', '2026-12-18'],
    ['No sugar 30 day challenge', 'No sugar', null, '2026-12-17'],
  ])('%s', (text, name, startDate, endDate) => {
    const phrase = read(text);
    expect(phrase).toMatchObject({ name, startDate, endDate, notUnderstood: [] });
  });

  it('keeps a time range written with "until" a range, with no end date', () => {
    expect(read('Study 6 until 7pm')).toMatchObject({ name: 'Study', startTime: '18:00', endTime: '19:00', endDate: null });
  });

  it('an end before the start is not understood', () => {
    const phrase = read('Run daily from 1 December until 20 November');
    expect(phrase.endDate).toBeNull();
    expect(phrase.notUnderstood).toEqual(['until 20 November']);
  });

  it('with none, endDate is null', () => {
    expect(read('Gym Mon Thu 6-7pm').endDate).toBeNull();
  });
});
