import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, HABIT_ROW_TEXTS as T, localToday, occurrencesOfHabits, type Habit } from '@stride/domain';
import { useGetHabitsQuery } from '../../lib/habits/habits-endpoints';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { HabitDayList } from './habit-day-list';

afterEach(() => vi.unstubAllGlobals());

const me = makeUser();
const TOTAL = /^Change today's total for Water/;
const today = localToday(me.timezone);
const habit = (overrides: Partial<Habit> & { startTime?: string; endTime?: string }) => makeHabit({ startDate: today, today, ...overrides });

/** Today's rows of the habits the API answers, as Today and the Habit Tracker show them. */
function Day({ onToggle, onEdit }: { onToggle: (habit: Habit, date: string, done: boolean) => void; onEdit: (habit: Habit, date: string) => void }) {
  const habits = useGetHabitsQuery(undefined).data ?? [];
  return (
    <HabitDayList
      occurrences={occurrencesOfHabits(habits, today, today, me.timezone)}
      label="Today's habits"
      today={today}
      isDone={(h, date) => h.completedDates.includes(date)}
      isPending={() => false}
      onToggle={onToggle}
      onEdit={onEdit}
      onError={(message) => {
        throw new Error(message);
      }}
    />
  );
}

function render(habits: Habit[], routes: Record<string, (body: unknown) => Response> = {}) {
  mockApi({ [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse(habits), ...routes });
  const onToggle = vi.fn();
  const onEdit = vi.fn();
  const view = renderWithProviders(<Day onToggle={onToggle} onEdit={onEdit} />, { route: '/habits', preloadedState: { auth: { user: me, isAuthenticated: true } } });
  return { ...view, onToggle, onEdit };
}

describe('HabitRow, the one row of Today and the Habit Tracker (issue 39)', () => {
  it("completes a plain habit with one tap (the page's check-off), and a done one's tap takes it back", async () => {
    const run = habit({ name: 'Run' });
    const read = habit({ name: 'Read', startTime: '21:00', endTime: '21:30', completedDates: [today] });
    const { user, onToggle } = render([run, read]);
    const button = await screen.findByRole('button', { name: /^Run/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: run.id }), today, true);
    const done = screen.getByRole('button', { name: /^Read/ });
    expect(done).toHaveAttribute('aria-pressed', 'true');
    await user.click(done);
    expect(onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: read.id }), today, false);
  });

  it("keeps a short detail in one piece on a narrow row (never '27-' and 'day streak' on two lines), and says them in order", async () => {
    render([habit({ name: 'Drink water', startTime: '08:00', endTime: '20:00', completionStreak: 27 })]);
    const button = await screen.findByRole('button', { name: /^Drink water/ });
    const streak = within(button).getByText('· 27-day streak');
    expect(getComputedStyle(streak).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(within(button).getByText('08:00–20:00')).whiteSpace).toBe('nowrap');
    expect(button).toHaveTextContent('08:00–20:00 · 27-day streak');
  });

  it('adds one unit of an amount habit per tap, never the whole target, and takes a typed total from its figure', async () => {
    let water = habit({ name: 'Water', target: { quantity: 8, unit: 'glasses' } });
    const bodies: unknown[] = [];
    const { user } = render([water], {
      [on(API.habits.complete, { params: { id: water.id } })]: (body) => {
        bodies.push(body);
        const { value, total } = body as { value?: number; total?: number };
        const amount = total ?? (water.amounts[today] ?? 0) + (value ?? 0);
        water = { ...water, amounts: { [today]: amount }, completedDates: amount >= 8 ? [today] : [] };
        return jsonResponse(water);
      },
    });
    const tap = await screen.findByRole('button', { name: /^Water\W+adds 1 to today's glasses/ });
    expect(screen.getByRole('button', { name: TOTAL })).toHaveTextContent('0/8');
    await user.click(tap);
    await waitFor(() => expect(screen.getByRole('button', { name: TOTAL })).toHaveTextContent('1/8'));
    expect(bodies).toEqual([{ date: today, value: 1 }]);
    expect(tap).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: TOTAL }));
    const total = screen.getByRole('spinbutton', { name: T.totalLabel('glasses') });
    await user.clear(total);
    await user.type(total, '8');
    await user.click(screen.getByRole('button', { name: T.saveTotal }));
    await waitFor(() => expect(tap).toHaveAttribute('aria-pressed', 'true'));
    expect(bodies.at(-1)).toEqual({ date: today, total: 8 });
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('opens Skip, Log amount, Note, Pause, Edit and Archive from "More actions for <name>"; Skip, Edit and Archive do theirs', async () => {
    const water = habit({ name: 'Water', target: { quantity: 8, unit: 'glasses' } });
    const calls: string[] = [];
    const { user, onEdit } = render([water], {
      [on(API.habits.skip, { params: { id: water.id } })]: (body) => {
        calls.push(`skip ${JSON.stringify(body)}`);
        return jsonResponse({ ...water, skippedDates: [today] });
      },
      [on(API.habits.archive, { params: { id: water.id } })]: () => {
        calls.push('archive');
        return jsonResponse({ ...water, archivedAt: new Date().toISOString() });
      },
    });
    const more = await screen.findByRole('button', { name: T.moreActions('Water') });
    await user.click(more);
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([T.skip, T.logAmount, T.note, T.pause, T.edit, T.archive]);

    await user.click(within(menu).getByRole('menuitem', { name: T.skip }));
    await waitFor(() => expect(calls).toEqual([`skip ${JSON.stringify({ date: today })}`]));

    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: T.edit }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: water.id }), today);

    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: T.archive }));
    await waitFor(() => expect(calls.at(-1)).toBe('archive'));
  });

  it("the menu's Log amount, Pause and Note open their dialogs with the focus on the title", async () => {
    const water = habit({ name: 'Water', target: { quantity: 8, unit: 'glasses' } });
    const calls: string[] = [];
    const { user } = render([water], {
      [on(API.habits.complete, { params: { id: water.id } })]: (body) => {
        calls.push(`log ${JSON.stringify(body)}`);
        return jsonResponse({ ...water, amounts: { [today]: 3 } });
      },
    });
    const more = await screen.findByRole('button', { name: T.moreActions('Water') });
    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: T.logAmount }));
    const log = screen.getByRole('dialog', { name: T.logTitle('Water') });
    // Focus on the title, not a field: no keyboard pops up on a phone.
    expect(within(log).getByRole('heading', { name: T.logTitle('Water') })).toHaveFocus();
    await user.type(within(log).getByRole('spinbutton'), '3');
    await user.click(within(log).getByRole('button', { name: 'Log' }));
    await waitFor(() => expect(calls.at(-1)).toBe(`log ${JSON.stringify({ date: today, value: 3 })}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: T.pause }));
    expect(await screen.findByRole('dialog', { name: T.pauseTitle('Water') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: T.note }));
    expect(await screen.findByRole('dialog', { name: T.noteTitle('Water') })).toHaveTextContent(T.noteNeedsDay);
    await user.click(screen.getByRole('button', { name: T.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no Log amount for a habit without an amount', async () => {
    const { user } = render([habit({ name: 'Run' })]);
    await user.click(await screen.findByRole('button', { name: T.moreActions('Run') }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([T.skip, T.note, T.pause, T.edit, T.archive]);
  });

  it('sorts the day by start time, with the any-time habits apart after them under their heading', async () => {
    render([
      habit({ name: 'Read', startTime: '21:00', endTime: '21:30' }),
      habit({ name: 'Gym', frequency: { times: 3, period: 'week' } }),
      habit({ name: 'Stretch', startTime: '07:00', endTime: '07:15' }),
      habit({ name: 'Lunch walk', startTime: '12:30', endTime: '13:00' }),
      habit({ name: 'Call mum', frequency: { times: 1, period: 'week' } }),
    ]);
    const list = await screen.findByRole('list', { name: "Today's habits" });
    await within(list).findByRole('button', { name: /^Read/ });
    const names = within(list)
      .getAllByRole('button', { pressed: false })
      .map((b) => b.textContent!.split(/\d/)[0]);
    expect(names).toEqual(['Stretch', 'Lunch walk', 'Read', 'Call mum', 'Gym']);
    const anyTime = screen.getByRole('list', { name: T.anyTime });
    expect(within(anyTime).getAllByRole('button', { pressed: false }).map((b) => b.textContent!.split(/\d/)[0])).toEqual(['Call mum', 'Gym']);
    expect(screen.getByRole('heading', { level: 3, name: T.anyTime })).toBeInTheDocument();
  });
});
