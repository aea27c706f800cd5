import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, DEFAULT_NOTIFICATION_SETTINGS, TODAY_TEXTS, localToday } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { DashboardPage } from './dashboard-page';

/** Issue 40 (docs/decisions/032): a limit or quit habit is on Today's list but is not one "to go". */
describe('Today: limits are not to do', () => {
  const me = makeUser({ firstName: 'Ada' });
  const today = localToday(me.timezone);

  it('counts the plain habit only, and shows the quit habit with its days without', async () => {
    const read = makeHabit({ name: 'Read', startDate: today, today, startTime: '21:00', endTime: '21:30' });
    const sugar = makeHabit({ name: 'No sugar', startDate: today, today, target: { quantity: 0, unit: 'sugar', direction: 'atMost' }, completionStreak: 3 });
    mockApi({
      [on(API.notifications.settings)]: () => jsonResponse(DEFAULT_NOTIFICATION_SETTINGS),
      [on(API.calendar.get)]: () => jsonResponse({ url: null }),
      [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([read, sugar]),
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    const list = await screen.findByRole('list', { name: TODAY_TEXTS.listLabel });
    expect(within(list).getByText(/3 days without sugar/)).toBeInTheDocument();
    expect(screen.getByText(TODAY_TEXTS.progress(0, 1))).toBeInTheDocument();
  });
});
