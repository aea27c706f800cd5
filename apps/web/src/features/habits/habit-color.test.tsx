import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, CREATE_HABIT_TEXTS, HABIT_COLOR_SWATCHES, HABIT_COLOR_TEXTS as C, habitColor, localToday, occurrencesOfHabits } from '@stride/domain';
import { HabitDayList } from '../../components/habit-row/habit-day-list';
import { useGetHabitsQuery } from '../../lib/habits/habits-endpoints';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { CreateHabitDialog, emptyHabitValues } from './create-habit-dialog';
import { EditHabitDialog, toUpdateBody, type EditHabitChange } from './edit-habit-dialog';

afterEach(() => vi.unstubAllGlobals());

const me = makeUser();
const today = localToday(me.timezone);
const state = { preloadedState: { auth: { user: me, isAuthenticated: true } } };
const quiet = () => ({ [on(API.areas.list)]: () => jsonResponse([]) });

/** A habit's colour in the form and on the rows (docs/decisions/043). */
describe('a habit’s colour on the pages', () => {
  it('the create form offers the palette as a radio group named "Colour" and sends the one chosen (nothing when none)', async () => {
    mockApi(quiet());
    const onCreate = vi.fn(async (_body: unknown) => true);
    const { user } = renderWithProviders(<CreateHabitDialog open today={today} timeZone={me.timezone} goals={[]} busy={false} onClose={vi.fn()} onCreate={onCreate} />, {
      route: '/habits',
      ...state,
    });
    const dialog = await screen.findByRole('dialog');
    // Issue 51: the field is behind Create's More options.
    await user.click(within(dialog).getByRole('button', { name: CREATE_HABIT_TEXTS.moreOptions }));
    const colours = within(dialog).getByRole('radiogroup', { name: C.label });
    expect(within(colours).getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([C.none, ...Object.values(C.names)]);
    expect(within(colours).getByRole('radio', { name: C.none })).toBeChecked();

    await user.type(within(dialog).getByLabelText(/^Name/), 'Run');
    await user.click(within(colours).getByRole('radio', { name: 'Teal' }));
    expect(within(colours).getByRole('radio', { name: 'Teal' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: /create/i }));
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ name: 'Run', color: 'teal' }));
  });

  it('left at "No colour", the create body has no color', async () => {
    mockApi(quiet());
    const onCreate = vi.fn(async (_body: unknown) => true);
    const { user } = renderWithProviders(<CreateHabitDialog open today={today} timeZone={me.timezone} goals={[]} busy={false} onClose={vi.fn()} onCreate={onCreate} />, {
      route: '/habits',
      ...state,
    });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Read');
    await user.click(within(dialog).getByRole('button', { name: /create/i }));
    expect(onCreate.mock.calls[0]![0]).not.toHaveProperty('color');
  });

  it('the edit form shows the habit’s colour and sends a change (null for "No colour"), nothing when it stays', async () => {
    mockApi(quiet());
    const habit = makeHabit({ name: 'Run', color: 'purple', startDate: today, today });
    const onSave = vi.fn(async (_change: EditHabitChange) => true);
    const props = {
      target: { habitId: habit.id, date: today },
      habit,
      timeZone: me.timezone,
      today,
      goals: [],
      busy: false,
      isDone: () => false,
      onSave,
      onDeleteOccurrence: vi.fn(async () => true),
      onDeleteHabit: vi.fn(async () => true),
      onClose: vi.fn(),
    };
    const { user } = renderWithProviders(<EditHabitDialog {...props} />, { route: '/habits', ...state });
    const dialog = await screen.findByRole('dialog');
    const colours = within(dialog).getByRole('radiogroup', { name: C.label });
    expect(within(colours).getByRole('radio', { name: 'Purple' })).toBeChecked();

    await user.click(within(colours).getByRole('radio', { name: C.none }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0].body).toMatchObject({ color: null });
    expect(onSave.mock.calls[0]![0].body).not.toHaveProperty('occurrence');

    // A rename leaves the colour out of the body: it stays on the server.
    const initial = { ...emptyHabitValues(today), name: 'Run', color: 'purple' as const };
    expect(toUpdateBody({ ...initial, name: 'Morning run' }, initial, today, 'single')).not.toHaveProperty('color');
    expect(toUpdateBody({ ...initial, color: 'red' }, initial, today, 'future')).toMatchObject({ color: 'red', scope: 'future' });
  });

  it('the row is drawn with the habit’s own colour, and one without keeps its place’s colour', async () => {
    const teal = makeHabit({ name: 'Run', color: 'teal', startDate: today, today });
    const plain = makeHabit({ name: 'Read', startDate: today, today, startTime: '21:00', endTime: '21:30' });
    function Day() {
      const habits = useGetHabitsQuery(undefined).data ?? [];
      return (
        <HabitDayList
          occurrences={occurrencesOfHabits(habits, today, today, me.timezone)}
          label="Today's habits"
          today={today}
          isDone={() => false}
          isPending={() => false}
          onToggle={vi.fn()}
          onEdit={vi.fn()}
          onError={(message) => {
            throw new Error(message);
          }}
        />
      );
    }
    mockApi({ [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([teal, plain]), ...quiet() });
    renderWithProviders(<Day />, { route: '/habits', ...state });
    const list = await screen.findByRole('list', { name: "Today's habits" });
    const frameOf = async (name: string) => (await within(list).findByRole('button', { name: new RegExp(`^${name}`) })).closest('li')!.firstElementChild as HTMLElement;
    const hex = (value: string) => value.replace(/rgb\((\d+), (\d+), (\d+)\)/, (_, r, g, b) => `#${[r, g, b].map((n: string) => Number(n).toString(16).padStart(2, '0')).join('')}`);
    expect(hex(getComputedStyle(await frameOf('Run')).borderLeftColor)).toBe(HABIT_COLOR_SWATCHES.teal.light);
    expect(hex(getComputedStyle(await frameOf('Read')).borderLeftColor)).toBe(habitColor(1));
  });
});
