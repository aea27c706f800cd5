import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, CREATE_HABIT_TEXTS, END_DATE_TEXTS as E, endDateLabel, formatDate, localToday, occurrencesOfHabits, toEpochDay } from '@stride/domain';
import { HabitDayList } from '../../components/habit-row/habit-day-list';
import { useGetHabitsQuery } from '../../lib/habits/habits-endpoints';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { CreateHabitDialog, emptyHabitValues } from './create-habit-dialog';
import { toUpdateBody } from './edit-habit-dialog';

afterEach(() => vi.unstubAllGlobals());

const me = makeUser();
const today = localToday(me.timezone);
const inDays = (n: number) => formatDate(toEpochDay(today) + n);
const state = { preloadedState: { auth: { user: me, isAuthenticated: true } } };
/** Every read a page may make on the way (areas, goals): answered empty. */
const quiet = () => ({
  [on(API.areas.list)]: () => jsonResponse([]),
});

/** Issue 40 part 4 (decision 033): an end date on the pages. */
describe('end dates on the pages', () => {
  it('the row says "Ends <day>" for a habit that ends, nothing for one that runs on', async () => {
    const ends = makeHabit({ name: 'Physio', startDate: today, today, endDate: inDays(10) });
    const runs = makeHabit({ name: 'Read', startDate: today, today, startTime: '21:00', endTime: '21:30' });
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
    mockApi({ [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([ends, runs]), ...quiet() });
    renderWithProviders(<Day />, { route: '/habits', ...state });
    const list = await screen.findByRole('list', { name: "Today's habits" });
    // The list is drawn before the habits arrive: waited for, not read at once.
    expect(await within(list).findByText(new RegExp(E.ends(inDays(10), today)))).toBeInTheDocument();
    expect(within(list).getAllByText(/Ends /)).toHaveLength(1);
  });

  it('"Ends 31 Mar" this year, with the year another year, "Ended" after it', () => {
    expect(endDateLabel('2026-03-31', '2026-03-01')).toBe('Ends 31 Mar');
    expect(endDateLabel('2027-01-05', '2026-12-20')).toBe('Ends 5 Jan 2027');
    expect(endDateLabel('2026-03-31', '2026-04-01')).toBe(E.ended);
    expect(endDateLabel(null, '2026-04-01')).toBeNull();
  });

  it('the form takes an optional end date, refuses one before the start, and sends it', async () => {
    mockApi(quiet());
    const onCreate = vi.fn(async (_body: unknown) => true);
    const { user } = renderWithProviders(
      <CreateHabitDialog open today={today} timeZone={me.timezone} goals={[]} busy={false} onClose={vi.fn()} onCreate={onCreate} />,
      { route: '/habits', ...state },
    );
    const dialog = await screen.findByRole('dialog');
    // Issue 51: the field is behind Create's More options.
    await user.click(within(dialog).getByRole('button', { name: CREATE_HABIT_TEXTS.moreOptions }));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Physio');
    const end = within(dialog).getByLabelText(E.label);
    expect(end).toHaveAccessibleDescription(E.help);
    fireEvent.change(end, { target: { value: inDays(-1) } });
    await user.click(within(dialog).getByRole('button', { name: /create/i }));
    expect(await within(dialog).findByText(E.beforeStart)).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
    fireEvent.change(end, { target: { value: inDays(29) } });
    await user.click(within(dialog).getByRole('button', { name: /create/i }));
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ name: 'Physio', endDate: inDays(29) }));
  });

  it('left empty, no end date is sent', async () => {
    mockApi(quiet());
    const onCreate = vi.fn(async (_body: unknown) => true);
    const { user } = renderWithProviders(
      <CreateHabitDialog open today={today} timeZone={me.timezone} goals={[]} busy={false} onClose={vi.fn()} onCreate={onCreate} />,
      { route: '/habits', ...state },
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Read');
    await user.click(within(dialog).getByRole('button', { name: /create/i }));
    expect(onCreate.mock.calls[0]![0]).not.toHaveProperty('endDate');
  });

  it('the edit form sends a changed end date (null when cleared) and nothing of it when unchanged, without touching the schedule', () => {
    const initial = { ...emptyHabitValues('2026-12-01'), name: 'Physio', endDate: '2026-12-10' };
    const moved = toUpdateBody({ ...initial, endDate: '2026-12-20' }, initial, '2026-12-01', 'single');
    expect(moved).toMatchObject({ endDate: '2026-12-20' });
    expect(moved).not.toHaveProperty('occurrence');
    expect(toUpdateBody({ ...initial, endDate: null }, initial, '2026-12-01', 'single')).toMatchObject({ endDate: null });
    expect(toUpdateBody({ ...initial, endDate: '' }, initial, '2026-12-01', 'single')).toMatchObject({ endDate: null });
    expect(toUpdateBody({ ...initial, name: 'Physio exercises' }, initial, '2026-12-01', 'single')).not.toHaveProperty('endDate');
  });
});
