import { describe, expect, it } from 'vitest';
import { readHabitPhrase, type CustomRecurrence, type HabitPhrase } from '@stride/domain';
import { quickAddPreview } from './quick-add-preview';
import { toCreateBody } from './create-habit-body';
import { phraseToFormValues } from './quick-add-values';

const today = '2026-06-04';

/** A phrase as the reader answers it, with nothing named unless given. */
const phrase = (named: Partial<HabitPhrase>): HabitPhrase => ({
  name: '',
  startDate: null,
  startTime: null,
  endTime: null,
  durationMinutes: null,
  recurrence: null,
  customRecurrence: null,
  frequency: null,
  target: null,
  endDate: null,
  notUnderstood: [],
  ...named,
});

describe('phraseToFormValues', () => {
  it('a name alone: every day from today, 09:00 for 30 minutes, nothing else', () => {
    expect(phraseToFormValues(phrase({ name: ' Meditate ' }), today)).toEqual({
      name: 'Meditate',
      description: '',
      date: today,
      startTime: '09:00',
      endTime: '09:30',
      recurrence: 'daily',
      customRecurrence: null,
      goalId: null,
      reminders: [],
      target: null,
      frequency: null,
    });
  });

  it('"Gym Mon Thu 6-7pm": the times and the custom weekly rule as read', () => {
    const custom: CustomRecurrence = { frequency: 'weekly', interval: 1, days: ['Monday', 'Thursday'] };
    const values = phraseToFormValues(phrase({ name: 'Gym', startTime: '18:00', endTime: '19:00', recurrence: 'custom', customRecurrence: custom }), today);
    expect(values).toMatchObject({ name: 'Gym', date: today, startTime: '18:00', endTime: '19:00', recurrence: 'custom', customRecurrence: custom });
  });

  it('"Read 20 pages every night at 9": the target as the dialog types it, half an hour from 21:00', () => {
    const values = phraseToFormValues(phrase({ name: 'Read', startTime: '21:00', recurrence: 'daily', target: { quantity: 20, unit: 'pages' } }), today);
    expect(values).toMatchObject({ startTime: '21:00', endTime: '21:30', recurrence: 'daily', target: { quantity: '20', unit: 'pages' }, frequency: null });
  });

  it('times: a start with a length, only an end, only a length, and past midnight', () => {
    const times = (named: Partial<HabitPhrase>) => {
      const { startTime, endTime } = phraseToFormValues(phrase({ name: 'X', ...named }), today);
      return `${startTime}-${endTime}`;
    };
    expect(times({ startTime: '07:00', durationMinutes: 45 })).toBe('07:00-07:45');
    expect(times({ endTime: '08:00' })).toBe('07:30-08:00');
    expect(times({ endTime: '00:10', durationMinutes: 20 })).toBe('23:50-00:10');
    expect(times({ durationMinutes: 20 })).toBe('09:00-09:20');
    // Ends the next day, as an overnight habit does everywhere in the app.
    expect(times({ startTime: '23:45' })).toBe('23:45-00:15');
    expect(times({ startTime: '22:00', durationMinutes: 0 })).toBe('22:00-22:30');
  });

  it('a start date named in the phrase; weekly and monthly as read', () => {
    expect(phraseToFormValues(phrase({ name: 'Call mum', startDate: '2026-06-07', recurrence: 'weekly' }), today)).toMatchObject({ date: '2026-06-07', recurrence: 'weekly', customRecurrence: null });
    expect(phraseToFormValues(phrase({ name: 'Budget', recurrence: 'monthly' }), today).recurrence).toBe('monthly');
  });

  it('"3 times a week" is kept daily with no fixed days, whatever rule came with it', () => {
    const values = phraseToFormValues(
      phrase({ name: 'Swim', frequency: { times: 3, period: 'week' }, recurrence: 'custom', customRecurrence: { frequency: 'weekly', interval: 1, days: ['Monday'] } }),
      today,
    );
    expect(values).toMatchObject({ recurrence: 'daily', customRecurrence: null, frequency: { times: '3', period: 'week' } });
  });

  it('a custom rule without its settings is no rule: daily', () => {
    expect(phraseToFormValues(phrase({ name: 'X', recurrence: 'custom' }), today)).toMatchObject({ recurrence: 'daily', customRecurrence: null });
  });

  it('goes through the dialog’s toCreateBody as the Create dialog’s own values do', () => {
    const values = phraseToFormValues(phrase({ name: 'Read', startTime: '21:00', recurrence: 'daily', target: { quantity: 20, unit: 'pages' } }), today);
    expect(toCreateBody(values, 'Europe/London')).toEqual({
      name: 'Read',
      description: '',
      startTime: '2026-06-04T21:00:00+01:00',
      endTime: '2026-06-04T21:30:00+01:00',
      recurrence: 'daily',
      customRecurrence: null,
      goalId: null,
      reminders: [],
      target: { quantity: 20, unit: 'pages' },
      frequency: null,
    });
  });

  it('issue 51: "at most 2 coffees a day" makes a limit and "quit smoking" a quit habit, as Create would', () => {
    const limit = readHabitPhrase('at most 2 coffees a day', { today });
    expect(phraseToFormValues(limit, today).target).toEqual({ quantity: '2', unit: 'coffees', kind: 'atMost' });
    expect(toCreateBody(phraseToFormValues(limit, today), 'Europe/London')).toMatchObject({ name: 'Coffees', target: { quantity: 2, unit: 'coffees', direction: 'atMost' } });
    expect(quickAddPreview(limit, today).amount).toBe('At most 2 coffees a day');
    const quit = readHabitPhrase('quit smoking', { today });
    expect(toCreateBody(phraseToFormValues(quit, today), 'Europe/London')).toMatchObject({ name: 'No smoking', target: { quantity: 0, unit: 'smoking', direction: 'atMost' } });
    expect(quickAddPreview(quit, today).amount).toBe('No smoking');
  });
});
