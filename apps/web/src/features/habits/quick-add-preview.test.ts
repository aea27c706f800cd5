import { describe, expect, it } from 'vitest';
import { HABIT_MESSAGES, QUICK_ADD_TEXTS as T, readHabitPhrase, type HabitPhrase } from '@stride/domain';
import { nextDates, quickAddPreview, quickAddProblem } from './quick-add-preview';
import { phraseToFormValues } from './quick-add-values';

/** Wednesday 18 November 2026, as in the reader's own table. */
const today = '2026-11-18';
const read = (text: string) => readHabitPhrase(text, { today });
const valuesOf = (text: string) => phraseToFormValues(read(text), today);

describe('quickAddPreview', () => {
  it('"Gym Mon Thu 6-7pm": name, times, the rule in the dialogs’ words, the next three dates', () => {
    expect(quickAddPreview(read('Gym Mon Thu 6-7pm'), today)).toEqual({
      name: 'Gym',
      times: '18:00–19:00',
      rule: 'Every week on Mon and Thu',
      startsOn: null,
      amount: null,
      next: 'Next: Thu 19 Nov, Mon 23 Nov, Thu 26 Nov',
      notUnderstood: null,
    });
  });

  it('"Read 20 pages every night at 9": today first, and the amount', () => {
    expect(quickAddPreview(read('Read 20 pages every night at 9'), today)).toMatchObject({
      name: 'Read',
      times: '21:00–21:30',
      rule: 'Every day',
      amount: '20 pages a day',
      next: 'Next: Today, Thu 19 Nov, Fri 20 Nov',
    });
  });

  it('what the phrase leaves out is said to be the default', () => {
    expect(quickAddPreview(read('Meditate'), today)).toMatchObject({ name: 'Meditate', times: T.defaultTimes('09:00–09:30'), rule: 'Every day' });
    expect(quickAddPreview(read('Mondays and Thursdays 6-7pm'), today).name).toBe('');
  });

  it('a later start is named, and the dates start there', () => {
    expect(quickAddPreview(read('Run daily from 1 December'), today)).toMatchObject({ startsOn: 'Starts Tue 1 Dec', next: 'Next: Tue 1 Dec, Wed 2 Dec, Thu 3 Dec' });
    expect(quickAddPreview(read('Gym tomorrow evening'), today)).toMatchObject({ startsOn: 'Starts Thu 19 Nov', times: '19:00–19:30' });
  });

  it('"3 times a week" has no time and no fixed dates', () => {
    expect(quickAddPreview(read('Gym 3 times a week'), today)).toMatchObject({ times: 'Any time', rule: '3 times a week', next: null });
  });

  it('words it could not read are listed as written', () => {
    expect(quickAddPreview(read('Gym at 13pm'), today).notUnderstood).toBe('I didn\'t understand: “at 13pm”');
  });
});

describe('nextDates', () => {
  it('looks far enough for a monthly and a yearly rule', () => {
    expect(nextDates(valuesOf('Pay credit card on the 31st of each month'), today)).toEqual(['2026-12-31', '2027-01-31', '2027-03-31']);
    expect(nextDates(valuesOf('Dentist every year on March 3'), today)).toEqual(['2027-03-03', '2028-03-03', '2029-03-03']);
  });

  it('a leap day every year: as many as four years hold', () => {
    expect(nextDates(valuesOf('Party every year on 29 February'), today)).toEqual(['2028-02-29']);
  });
});

describe('quickAddProblem', () => {
  const problem = (text: string) => quickAddProblem(text, read(text), valuesOf(text));

  it('none for a phrase Enter can add', () => {
    expect(problem('Gym Mon Thu 6-7pm')).toBeNull();
    expect(problem('Meditate')).toBeNull();
  });

  it('an empty box, no name, unread words', () => {
    expect(problem('   ')).toBe(T.emptyText);
    expect(problem('Mondays and Thursdays 6-7pm')).toBe(T.needsName);
    expect(problem('walk the dog twice a day')).toBe(T.fixNotUnderstood(['twice a day']));
  });

  it('what the Create dialog would refuse', () => {
    const long = 'x'.repeat(201);
    expect(problem(long)).toBe(T.fixValue(HABIT_MESSAGES.nameTooLong));
    const phrase: HabitPhrase = { ...read('Walk'), target: { quantity: 2_000_000, unit: 'steps' } };
    expect(quickAddProblem('Walk 2000000 steps', phrase, phraseToFormValues(phrase, today))).toMatch(/^Not added: Enter an amount above 0/);
  });
});
