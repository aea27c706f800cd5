import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, HABIT_DEPTH_TEXTS as D, HABIT_ROW_TEXTS as T, LIMIT_TEXTS as L, UNDO_TEXTS, formatDate, localToday, occurrencesOfHabits, toEpochDay, type Habit } from '@stride/domain';
import { useGetHabitsQuery } from '../../lib/habits/habits-endpoints';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { UndoSnackbar } from '../undo-snackbar';
import { HabitDayList } from './habit-day-list';

afterEach(() => vi.unstubAllGlobals());

/** Issue 40 parts 2 and 3 on the habit row: limits, quit habits and a spent streak freeze (docs/decisions/032). */
const me = makeUser();
const today = localToday(me.timezone);
const yesterday = formatDate(toEpochDay(today) - 1);
const habit = (overrides: Partial<Habit>) => makeHabit({ startDate: formatDate(toEpochDay(today) - 20), today, ...overrides });

function Day() {
  const habits = useGetHabitsQuery(undefined).data ?? [];
  return (
    <HabitDayList
      occurrences={occurrencesOfHabits(habits, today, today, me.timezone)}
      label="Today's habits"
      today={today}
      isDone={(h, date) => h.completedDates.includes(date)}
      isPending={() => false}
      onToggle={() => undefined}
      onEdit={() => undefined}
      onError={(message) => {
        throw new Error(message);
      }}
    />
  );
}

function render(habits: Habit[], routes: Record<string, (body: unknown) => Response> = {}) {
  mockApi({ [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse(habits), ...routes });
  return renderWithProviders(
    <>
      <Day />
      <UndoSnackbar />
    </>,
    { route: '/habits', preloadedState: { auth: { user: me, isAuthenticated: true } } },
  );
}

describe('a quit habit on the row', () => {
  it('says its days without, logs a slip with its own button, and Undo takes the slip back', async () => {
    const target = { quantity: 0, unit: 'sugar', direction: 'atMost' as const };
    let sugar = habit({ name: 'No sugar', target, completionStreak: 12, bestStreak: 12 });
    const calls: { method: string; body: unknown }[] = [];
    const { user } = render([sugar], {
      [on(API.habits.complete, { params: { id: sugar.id } })]: (body) => {
        calls.push({ method: 'POST', body });
        sugar = { ...sugar, amounts: { [today]: 1 }, completionStreak: 0 };
        return jsonResponse(sugar);
      },
      [on(API.habits.uncomplete, { params: { id: sugar.id } })]: (body) => {
        calls.push({ method: 'DELETE', body });
        sugar = { ...sugar, amounts: {}, completionStreak: 12 };
        return jsonResponse(sugar);
      },
    });
    expect(await screen.findByText(/12 days without sugar/)).toBeInTheDocument();
    // Not a check-off: nothing to tick; the slip has its own button, named for the habit.
    expect(screen.queryByRole('button', { name: /^No sugar/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log a slip for No sugar' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', body: { date: today, value: 1 } }]));
    expect(await screen.findByText(/Slipped once/)).toBeInTheDocument();
    const snackbar = await screen.findByRole('alert');
    expect(snackbar).toHaveTextContent(L.slipLogged('No sugar'));
    await user.click(within(snackbar).getByRole('button', { name: UNDO_TEXTS.undo }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'DELETE', body: { date: today } }));
    expect(await screen.findByText(/12 days without sugar/)).toBeInTheDocument();
  });
});

describe('a limit on the row', () => {
  it('says "1 of at most 2 coffees", and a tap logs one more', async () => {
    const target = { quantity: 2, unit: 'coffees', direction: 'atMost' as const };
    let coffee = habit({ name: 'Coffee', target, amounts: { [today]: 1 } });
    const bodies: unknown[] = [];
    const { user } = render([coffee], {
      [on(API.habits.complete, { params: { id: coffee.id } })]: (body) => {
        bodies.push(body);
        coffee = { ...coffee, amounts: { [today]: 2 } };
        return jsonResponse(coffee);
      },
    });
    expect(await screen.findByText(/1 of at most 2 coffees/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Coffee ?, logs 1 to today's coffees/ }));
    await waitFor(() => expect(bodies).toEqual([{ date: today, value: 1 }]));
    expect(await screen.findByRole('alert')).toHaveTextContent('Coffee: 2 of at most 2 coffees.');
    expect(await screen.findByText(/· 2 of at most 2 coffees/)).toBeInTheDocument();
  });
});

describe('a spent streak freeze on the row', () => {
  it('says briefly when a freeze kept the run going (issue 51: the whole sentence is in the details)', async () => {
    render([habit({ name: 'Stretch', completionStreak: 12, bestStreak: 12, freezes: { banked: 0, usedDates: [yesterday] } })]);
    expect(await screen.findByText('Streak freeze used yesterday')).toBeInTheDocument();
  });

  it('says it for two days only', async () => {
    render([habit({ name: 'Stretch', completionStreak: 12, freezes: { banked: 0, usedDates: [formatDate(toEpochDay(today) - 3)] } })]);
    expect(await screen.findByRole('button', { name: /^Stretch/ })).toBeInTheDocument();
    expect(screen.queryByText(/[Ss]treak freeze/)).not.toBeInTheDocument();
  });

  it('says nothing of an old one', async () => {
    render([habit({ name: 'Stretch', completionStreak: 12, freezes: { banked: 1, usedDates: [formatDate(toEpochDay(today) - 9)] } })]);
    expect(await screen.findByRole('button', { name: /^Stretch/ })).toBeInTheDocument();
    expect(screen.queryByText(/streak freeze/)).not.toBeInTheDocument();
  });
});

describe('Undo is the last thing done (issue 51)', () => {
  it('a typed total replaces the +1’s Undo with its own, which puts back the total before it; Log amount has its Undo too', async () => {
    let water = habit({ name: 'Water', target: { quantity: 8, unit: 'glasses' } });
    const bodies: unknown[] = [];
    const { user } = render([water], {
      [on(API.habits.complete, { params: { id: water.id } })]: (body) => {
        bodies.push(body);
        const { value, total } = body as { value?: number; total?: number };
        const amount = total ?? (water.amounts[today] ?? 0) + (value ?? 0);
        water = { ...water, amounts: { [today]: amount } };
        return jsonResponse(water);
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Water\W+adds 1/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.addedOne('Water', 1, water.target!));
    // The total corrected to 5: the snackbar now offers to undo the correction, not the +1.
    await user.click(screen.getByRole('button', { name: /^Change today's total for Water/ }));
    const total = screen.getByRole('spinbutton', { name: T.totalLabel('glasses') });
    await user.clear(total);
    await user.type(total, '5');
    await user.click(screen.getByRole('button', { name: T.saveTotal }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(T.totalSet('Water', 5, water.target!)));
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: UNDO_TEXTS.undo }));
    // Back to the day before the correction (1), not to before the +1 (nothing).
    await waitFor(() => expect(bodies.at(-1)).toEqual({ date: today, total: 1 }));

    // Log amount (the row's menu): 2 more, with its own Undo back to 1.
    await user.click(screen.getByRole('button', { name: T.moreActions('Water') }));
    await user.click(await screen.findByRole('menuitem', { name: T.logAmount }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('spinbutton'), '2');
    await user.click(within(dialog).getByRole('button', { name: D.logAmount }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ date: today, value: 2 }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(T.totalSet('Water', 3, water.target!)));
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: UNDO_TEXTS.undo }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ date: today, total: 1 }));
  });
});
