import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS, API, APPEARANCE_TEXTS, DASHBOARD_TEXTS, DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_SETTINGS_TEXTS, SETTINGS_TEXTS } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { SettingsPage } from './settings-page';

afterEach(() => vi.unstubAllGlobals());

describe('SettingsPage (issue 39)', () => {
  it('says it is loading without a user', () => {
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    expect(screen.getByText(DASHBOARD_TEXTS.loadingUser)).toBeInTheDocument();
  });

  it("holds the cards that left the dashboard: notifications, password and email, your data, the calendar feed, appearance and deletion", async () => {
    const me = makeUser();
    mockApi({
      [on(API.notifications.settings)]: () => jsonResponse(DEFAULT_NOTIFICATION_SETTINGS),
      [on(API.calendar.get)]: () => jsonResponse({ url: null }),
      [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([]),
    });
    renderWithProviders(<SettingsPage />, { route: '/settings', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    expect(screen.getByRole('heading', { level: 1, name: SETTINGS_TEXTS.title })).toBeInTheDocument();
    const titles = [NOTIFICATION_SETTINGS_TEXTS.title, ACCOUNT_TEXTS.settingsTitle, ACCOUNT_TEXTS.data.title, ACCOUNT_TEXTS.calendar.title, APPEARANCE_TEXTS.title, ACCOUNT_TEXTS.deletion.title];
    for (const title of titles) expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(await screen.findByText(ACCOUNT_TEXTS.calendar.off)).toBeInTheDocument();
    // The spec's two dashboard cards stay on the dashboard.
    expect(screen.queryByRole('heading', { name: 'Account Details' })).not.toBeInTheDocument();
  });
});
