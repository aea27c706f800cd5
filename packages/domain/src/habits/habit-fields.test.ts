import { describe, expect, it } from 'vitest';
import { createHabitBodySchema, habitSchema, updateHabitBodySchema } from './habits.schemas.js';
import { exportedHabitSchema } from '../account/data-export.schemas.js';
import { HABIT_FIELD_NAMES, habitFieldValues, habitFieldsAnswer, habitFieldsChanged, habitFieldsForCoach } from './habit-fields.js';
import { HABIT_COLOR_SWATCHES, habitColorOf } from './habit-color.js';
import { habitColor } from './calendar-settings.js';

/** Decision 043: every schema and mapping of a habit's attributes comes from the one list. */
describe('the habit field list', () => {
  it('puts every attribute in the create and update bodies, the answer and the export file', () => {
    for (const name of HABIT_FIELD_NAMES) {
      expect(createHabitBodySchema.shape, name).toHaveProperty(name);
      expect(updateHabitBodySchema.shape, name).toHaveProperty(name);
      expect(habitSchema.shape, name).toHaveProperty(name);
      expect(exportedHabitSchema.shape, name).toHaveProperty(name);
    }
    expect(HABIT_FIELD_NAMES).toContain('color');
  });

  it('a new habit stores every attribute (null when left out); an update only those sent', () => {
    expect(habitFieldValues({ color: 'teal', frequency: undefined })).toEqual({ target: null, frequency: null, timesOfDay: null, cue: null, color: 'teal' });
    expect(habitFieldsChanged({ color: null, timesOfDay: ['08:00'], target: undefined })).toEqual({ color: null, timesOfDay: ['08:00'] });
  });

  it('answers the stored values, a target with its direction', () => {
    expect(habitFieldsAnswer({ target: { quantity: 8, unit: 'glasses' }, color: 'red' })).toEqual({
      target: { quantity: 8, unit: 'glasses', direction: 'atLeast' },
      frequency: null,
      timesOfDay: null,
      cue: null,
      color: 'red',
    });
  });

  it('gives the coach the attributes it holds (not the cue)', () => {
    expect(habitFieldsForCoach({ color: 'blue', cue: { text: 'After coffee' } })).toEqual({ target: null, frequency: null, timesOfDay: null, color: 'blue' });
  });

  it('refuses a colour off the palette in a body and draws a habit without one in its place’s colour', () => {
    expect(createHabitBodySchema.safeParse({ name: 'Run', startTime: '2026-11-16T07:00:00Z', endTime: '2026-11-16T07:30:00Z', recurrence: 'daily', color: 'gold' }).success).toBe(false);
    expect(habitColorOf({ color: 'teal' }, 3)).toBe(HABIT_COLOR_SWATCHES.teal.light);
    expect(habitColorOf({ color: 'teal' }, 3, 'dark')).toBe(HABIT_COLOR_SWATCHES.teal.dark);
    expect(habitColorOf({ color: null }, 3)).toBe(habitColor(3));
  });
});
