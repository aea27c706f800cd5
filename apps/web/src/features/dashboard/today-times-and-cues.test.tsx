import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, AREAS_TEXTS, DEFAULT_NOTIFICATION_SETTINGS, TIMES_AND_CUES_TEXTS, TODAY_TEXTS, localToday, type Area, type Habit } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { DashboardPage } from './dashboard-page';

/** Issue 40: Today shows a slot per time of a several-times-a-day habit, and a cued habit first once its anchor is done. */
describe('Today: times of day and cues', () => {
  const me = makeUser({ firstName: 'Ada' });
  const today = localToday(me.timezone);

  it('checks each time off on its own, sending the time', async () => {
    const vitamins: Habit = { ...makeHabit({ name: 'Vitamins', startDate: today, today, startTime: '08:00', endTime: '08:15' }), timesOfDay: ['08:00', '20:00'], doneTimes: {} };
    const calls: unknown[] = [];
    mockApi({
      [on(API.notifications.settings)]: () => jsonResponse(DEFAULT_NOTIFICATION_SETTINGS),
      [on(API.calendar.get)]: () => jsonResponse({ url: null }),
      [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([vitamins]),
      [on(API.habits.complete, { params: { id: vitamins.id } })]: (body) => {
        calls.push(body);
        return jsonResponse({ ...vitamins, doneTimes: { [today]: ['20:00'] } });
      },
    });
    const { user } = renderWithProviders(<DashboardPage />, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    const list = await screen.findByRole('list', { name: TODAY_TEXTS.listLabel });
    const morning = within(list).getByRole('button', { name: /^Vitamins · 08:00/ });
    const evening = within(list).getByRole('button', { name: /^Vitamins · 20:00/ });
    expect(morning).toHaveAttribute('aria-pressed', 'false');

    await user.click(evening);
    await waitFor(() => expect(calls).toEqual([{ date: today, time: '20:00' }]));
    await waitFor(() => expect(evening).toHaveAttribute('aria-pressed', 'true'));
    expect(morning).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts a habit whose anchor is done under Up next, with its cue beside it', async () => {
    const coffee = makeHabit({ name: 'Pour coffee', startDate: today, today, startTime: '07:00', endTime: '07:10', completedDates: [today] });
    const meditate: Habit = { ...makeHabit({ name: 'Meditate', startDate: today, today, startTime: '21:00', endTime: '21:15' }), cue: { afterHabitId: coffee.id, text: 'After I pour my coffee' } };
    const run = makeHabit({ name: 'Run', startDate: today, today, startTime: '06:00', endTime: '06:30' });
    mockApi({
      [on(API.notifications.settings)]: () => jsonResponse(DEFAULT_NOTIFICATION_SETTINGS),
      [on(API.calendar.get)]: () => jsonResponse({ url: null }),
      [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([coffee, run, meditate]),
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    const upNext = await screen.findByRole('list', { name: TIMES_AND_CUES_TEXTS.promptedNow });
    expect(within(upNext).getByRole('button', { name: /^Meditate/ })).toBeInTheDocument();
    expect(within(upNext).getByRole('button', { name: /^Meditate.*After I pour my coffee/ })).toBeInTheDocument();
    const rest = screen.getByRole('list', { name: TODAY_TEXTS.listLabel });
    expect(within(rest).queryByRole('button', { name: /^Meditate/ })).toBeNull();
    // Up next comes before the rest of the day.
    expect(upNext.compareDocumentPosition(rest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("keeps an area's Done all and routine for a habit of it shown under Up next", async () => {
    const morning: Area = { id: '7d3c2f61-0a7e-4a43-9a49-3f0d6c1b2a10', name: 'Morning', createdAt: '2026-11-01T08:00:00.000Z', updatedAt: '2026-11-01T08:00:00.000Z' };
    const coffee = { ...makeHabit({ name: 'Pour coffee', startDate: today, today, startTime: '07:00', endTime: '07:10', completedDates: [today] }), areaId: morning.id };
    const meditate: Habit = { ...makeHabit({ name: 'Meditate', startDate: today, today, startTime: '07:15', endTime: '07:25' }), areaId: morning.id, cue: { afterHabitId: coffee.id } };
    mockApi({
      [on(API.notifications.settings)]: () => jsonResponse(DEFAULT_NOTIFICATION_SETTINGS),
      [on(API.calendar.get)]: () => jsonResponse({ url: null }),
      [on(API.areas.list)]: () => jsonResponse([morning]),
      [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([coffee, meditate]),
    });
    const { user } = renderWithProviders(<DashboardPage />, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    const upNext = await screen.findByRole('list', { name: TIMES_AND_CUES_TEXTS.promptedNow });
    expect(within(upNext).getByRole('button', { name: /^Meditate/ })).toBeInTheDocument();
    const group = await screen.findByRole('region', { name: 'Morning' });
    // Only the done anchor is listed under the area, yet Meditate is the area's and still open.
    expect(within(group).queryByRole('button', { name: /^Meditate/ })).toBeNull();
    expect(within(group).getByRole('button', { name: AREAS_TEXTS.doneAllLabel('Morning') })).toBeEnabled();
    // Its routine has both steps, Meditate among them.
    await user.click(within(group).getByRole('button', { name: AREAS_TEXTS.runRoutineLabel('Morning') }));
    const routine = await screen.findByRole('dialog');
    expect(within(routine).getByText(/Meditate|Pour coffee/)).toBeInTheDocument();
    expect(within(routine).getByText(/of 2/)).toBeInTheDocument();
  });
});
