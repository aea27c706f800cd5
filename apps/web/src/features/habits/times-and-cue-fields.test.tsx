import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, CREATE_HABIT_TEXTS, TIMES_AND_CUES_TEXTS, localToday } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { useGetHabitsQuery } from '../../lib/habits/habits-endpoints';
import { CreateHabitDialog } from './create-habit-dialog';
import { toUpdateBody } from './edit-habit-dialog';
import { TIMES_FORM_TEXTS, timesAndCueValuesOf, timesOf } from './times-and-cue-fields';

afterEach(() => vi.unstubAllGlobals());

const me = makeUser();
const today = localToday(me.timezone);
const state = { preloadedState: { auth: { user: me, isAuthenticated: true } } };

/** Issue 40 in the habit form: several times a day and a cue in words. */
describe('the habit form’s times of day and cue', () => {
  it('reads times as people type them, refusing repeats and bad ones', () => {
    expect(timesOf('20:00, 8:00')).toEqual(['08:00', '20:00']);
    expect(timesOf('  ')).toBeNull();
    expect(timesOf('08:00, 08:00')).toBeUndefined();
    expect(timesOf('8am')).toBeUndefined();
  });

  it('sends the times and the cue, and says what is wrong with the times', async () => {
    mockApi({ [on(API.areas.list)]: () => jsonResponse([]) });
    const onCreate = vi.fn(async (_body: unknown) => true);
    const { user } = renderWithProviders(<CreateHabitDialog open today={today} timeZone={me.timezone} goals={[]} busy={false} onClose={vi.fn()} onCreate={onCreate} />, {
      route: '/habits',
      ...state,
    });
    const dialog = await screen.findByRole('dialog');
    // Issue 51: the field is behind Create's More options.
    await user.click(within(dialog).getByRole('button', { name: CREATE_HABIT_TEXTS.moreOptions }));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Vitamins');
    const times = within(dialog).getByLabelText(TIMES_FORM_TEXTS.timesLabel);
    expect(times).toHaveAccessibleDescription(TIMES_FORM_TEXTS.timesHelp);
    await user.type(times, '8am');
    await user.click(within(dialog).getByRole('button', { name: /create/i }));
    expect(await within(dialog).findByText(TIMES_FORM_TEXTS.timesInvalid)).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
    await user.clear(times);
    await user.type(times, '20:00, 08:00');
    await user.type(within(dialog).getByLabelText(TIMES_FORM_TEXTS.cueLabel), 'After I pour my coffee');
    await user.click(within(dialog).getByRole('button', { name: /create/i }));
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ name: 'Vitamins', timesOfDay: ['08:00', '20:00'], cue: { text: 'After I pour my coffee' } }));
  });

  it('stacks the new habit on one of theirs, chosen from the habits loaded', async () => {
    const coffee = makeHabit({ name: 'Pour coffee' });
    mockApi({ [on(API.areas.list)]: () => jsonResponse([]), [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([coffee]) });
    const onCreate = vi.fn(async (_body: unknown) => true);
    function Loaded() {
      return useGetHabitsQuery(undefined).data ? <CreateHabitDialog open today={today} timeZone={me.timezone} goals={[]} busy={false} onClose={vi.fn()} onCreate={onCreate} /> : null;
    }
    const { user } = renderWithProviders(<Loaded />, { route: '/habits', ...state });
    const dialog = await screen.findByRole('dialog');
    // Issue 51: the field is behind Create's More options.
    await user.click(within(dialog).getByRole('button', { name: CREATE_HABIT_TEXTS.moreOptions }));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Meditate');
    await user.click(within(dialog).getByRole('combobox', { name: TIMES_AND_CUES_TEXTS.cueAnchorLabel }));
    await user.click(await screen.findByRole('option', { name: 'Pour coffee' }));
    await user.click(within(dialog).getByRole('button', { name: /create/i }));
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ name: 'Meditate', cue: { afterHabitId: coffee.id } }));
  });

  it('an edit sends them only when they change, and keeps a cue’s anchor', () => {
    const habit = { ...makeHabit({ name: 'Meditate' }), timesOfDay: null, cue: { afterHabitId: '00000000-0000-4000-8000-000000000001', text: 'After coffee' } };
    const initial = { name: 'Meditate', description: '', date: today, startTime: '07:00', endTime: '07:30', recurrence: 'daily' as const, customRecurrence: null, goalId: null, reminders: [], target: null, frequency: null, ...timesAndCueValuesOf(habit) };
    expect(toUpdateBody(initial, initial, today, 'single')).not.toHaveProperty('cue');
    const changed = toUpdateBody({ ...initial, cueText: 'After my coffee', timesText: '07:00, 19:00' }, initial, today, 'single');
    expect(changed).toMatchObject({ cue: { afterHabitId: '00000000-0000-4000-8000-000000000001', text: 'After my coffee' }, timesOfDay: ['07:00', '19:00'] });
  });
});
