import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS, API, APPEARANCE_TEXTS, DASHBOARD_TEXTS, INTEGRATION_SETTINGS_TEXTS, ROUTES, DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_SETTINGS_TEXTS, SETTINGS_TEXTS } from '@stride/domain';
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
      [on(API.tokens.list)]: () => jsonResponse([]),
      [on(API.webhooks.list)]: () => jsonResponse([]),
      [on(API.oauth.grants)]: () => jsonResponse([]),
    });
    renderWithProviders(<SettingsPage />, { route: '/settings', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    expect(screen.getByRole('heading', { level: 1, name: SETTINGS_TEXTS.title })).toBeInTheDocument();
    const titles = [NOTIFICATION_SETTINGS_TEXTS.title, ACCOUNT_TEXTS.settingsTitle, ACCOUNT_TEXTS.data.title, ACCOUNT_TEXTS.calendar.title, APPEARANCE_TEXTS.title, ACCOUNT_TEXTS.deletion.title];
    for (const title of titles) expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(await screen.findByText(ACCOUNT_TEXTS.calendar.off)).toBeInTheDocument();
    // Issue 41: API and integrations, its three cards under it, and the way to the docs.
    expect(screen.getByRole('heading', { level: 2, name: INTEGRATION_SETTINGS_TEXTS.sectionTitle })).toBeInTheDocument();
    for (const title of [INTEGRATION_SETTINGS_TEXTS.tokens.title, INTEGRATION_SETTINGS_TEXTS.webhooks.title, INTEGRATION_SETTINGS_TEXTS.assistants.title]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: INTEGRATION_SETTINGS_TEXTS.docsLink })).toHaveAttribute('href', ROUTES.integrations);
    expect(await screen.findByText(INTEGRATION_SETTINGS_TEXTS.tokens.empty)).toBeInTheDocument();
    // The spec's two dashboard cards stay on the dashboard.
    expect(screen.queryByRole('heading', { name: 'Account Details' })).not.toBeInTheDocument();
  });
});
