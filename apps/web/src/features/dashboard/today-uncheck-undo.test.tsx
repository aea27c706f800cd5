import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, DEFAULT_NOTIFICATION_SETTINGS, TODAY_TEXTS, UNDO_TEXTS, localToday, type Habit } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { UndoSnackbar } from '../../components/undo-snackbar';
import { DashboardPage } from './dashboard-page';

/**
 * Decision 030, "Leftovers": taking a check-off back on the habit row offers an Undo too (a tap on
 * a done row is easily a slip), and that Undo checks the day off again.
 */
describe('Today: un-checking a habit', () => {
  const me = makeUser({ firstName: 'Ada' });
  const today = localToday(me.timezone);

  it('offers Undo, which checks the habit off again', async () => {
    const read = makeHabit({ name: 'Read', startDate: today, today, startTime: '21:00', endTime: '21:30', completedDates: [today] });
    const calls: { method: string; body: unknown }[] = [];
    const answer = (habit: Habit, done: boolean) => ({ ...habit, completedDates: done ? [today] : [], completionStreak: done ? 1 : 0 });
    mockApi({
      [on(API.notifications.settings)]: () => jsonResponse(DEFAULT_NOTIFICATION_SETTINGS),
      [on(API.calendar.get)]: () => jsonResponse({ url: null }),
      [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([read]),
      [on(API.habits.complete, { params: { id: read.id } })]: (body) => {
        calls.push({ method: 'POST', body });
        return jsonResponse(answer(read, true));
      },
      [on(API.habits.uncomplete, { params: { id: read.id } })]: (body) => {
        calls.push({ method: 'DELETE', body });
        return jsonResponse(answer(read, false));
      },
    });
    const { user } = renderWithProviders(
      <>
        <DashboardPage />
        <UndoSnackbar />
      </>,
      { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } },
    );
    const list = await screen.findByRole('list', { name: TODAY_TEXTS.listLabel });
    const readButton = within(list).getByRole('button', { name: /^Read/ });
    expect(readButton).toHaveAttribute('aria-pressed', 'true');

    await user.click(readButton);
    await waitFor(() => expect(readButton).toHaveAttribute('aria-pressed', 'false'));
    const snackbar = await screen.findByRole('alert');
    expect(snackbar).toHaveTextContent(UNDO_TEXTS.uncheckedOff('Read'));
    await waitFor(() => expect(calls).toEqual([{ method: 'DELETE', body: { date: today } }]));

    await user.click(within(snackbar).getByRole('button', { name: UNDO_TEXTS.undo }));
    expect(await screen.findByText(UNDO_TEXTS.undone)).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'POST', body: { date: today } });
    await waitFor(() => expect(readButton).toHaveAttribute('aria-pressed', 'true'));
  });
});
