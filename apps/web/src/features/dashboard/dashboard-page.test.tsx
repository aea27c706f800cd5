import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_TEXTS } from '@stride/domain';
import { jsonResponse, mockApi } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { DashboardPage } from './dashboard-page';

describe('DashboardPage', () => {
  it('says it is loading without a user', () => {
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(screen.getByText(DASHBOARD_TEXTS.loadingUser)).toBeInTheDocument();
  });

  it('shows the account details and saves a new time zone', async () => {
    const fetchMock = mockApi({
      'PATCH /api/users/me': (body) => jsonResponse({ user: makeUser(body as object) }),
    });
    const { user, store } = renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      preloadedState: { auth: { user: makeUser({ subscriptionStatus: 'active' }), isAuthenticated: true } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Premium (active)')).toBeInTheDocument();

    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Europe/London');
    await user.clear(zone);
    await user.type(zone, 'Asia/Tokyo');
    await user.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Time zone saved.')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ timezone: 'Asia/Tokyo' });
    expect(store.getState().auth.user?.timezone).toBe('Asia/Tokyo');
  });
});
