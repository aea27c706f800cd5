import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS, API, APPEARANCE_TEXTS, DASHBOARD_TEXTS, INTEGRATION_SETTINGS_TEXTS, ROUTES, DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_SETTINGS_TEXTS, SETTINGS_NAV_TEXTS, SETTINGS_SECTIONS, SETTINGS_SECTION_IDS, SETTINGS_TEXTS, documentTitle, settingsSectionPath, type SettingsSectionId } from '@stride/domain';
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

  const meWithApi = () => {
    const me = makeUser();
    mockApi({
      [on(API.notifications.settings)]: () => jsonResponse(DEFAULT_NOTIFICATION_SETTINGS),
      [on(API.calendar.get)]: () => jsonResponse({ url: null }),
      [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([]),
      [on(API.tokens.list)]: () => jsonResponse([]),
      [on(API.webhooks.list)]: () => jsonResponse([]),
      [on(API.oauth.grants)]: () => jsonResponse([]),
    });
    return me;
  };

  it("holds the cards that left the dashboard: notifications, password and email, your data, the calendar feed, appearance and deletion", async () => {
    // Issue 51: in sections, a screen each; every card is in one of them.
    const me = meWithApi();
    const sectionOf: Array<[SettingsSectionId, string]> = [
      ['notifications', NOTIFICATION_SETTINGS_TEXTS.title],
      ['sign-in', ACCOUNT_TEXTS.settingsTitle],
      ['data', ACCOUNT_TEXTS.data.title],
      ['integrations', ACCOUNT_TEXTS.calendar.title],
      ['profile', APPEARANCE_TEXTS.title],
      ['data', ACCOUNT_TEXTS.deletion.title],
    ];
    for (const [id, title] of sectionOf) {
      const { unmount } = renderWithProviders(<SettingsPage />, { route: settingsSectionPath(id), path: `${ROUTES.settings}/*`, preloadedState: { auth: { user: me, isAuthenticated: true } } });
      expect(screen.getByRole('heading', { level: 1, name: SETTINGS_TEXTS.title })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      if (id === 'integrations') {
        expect(await screen.findByText(ACCOUNT_TEXTS.calendar.off)).toBeInTheDocument();
        // Issue 41: API and integrations, its three cards under it, and the way to the docs.
        expect(screen.getByRole('heading', { level: 2, name: INTEGRATION_SETTINGS_TEXTS.sectionTitle })).toBeInTheDocument();
        for (const card of [INTEGRATION_SETTINGS_TEXTS.tokens.title, INTEGRATION_SETTINGS_TEXTS.webhooks.title, INTEGRATION_SETTINGS_TEXTS.assistants.title]) {
          expect(screen.getByRole('heading', { level: 3, name: card })).toBeInTheDocument();
        }
        expect(screen.getByRole('link', { name: INTEGRATION_SETTINGS_TEXTS.docsLink })).toHaveAttribute('href', ROUTES.integrations);
        expect(await screen.findByText(INTEGRATION_SETTINGS_TEXTS.tokens.empty)).toBeInTheDocument();
      }
      // The spec's Account Details card stays on the dashboard.
      expect(screen.queryByRole('heading', { name: 'Account Details' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('lists its sections as links, the shown one current, with a way back to the list (issue 51)', async () => {
    const me = meWithApi();
    const { user } = renderWithProviders(<SettingsPage />, { route: ROUTES.settings, path: `${ROUTES.settings}/*`, preloadedState: { auth: { user: me, isAuthenticated: true } } });
    const nav = screen.getByRole('navigation', { name: SETTINGS_NAV_TEXTS.navLabel });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SETTINGS_SECTION_IDS.map(settingsSectionPath));
    for (const id of SETTINGS_SECTION_IDS) expect(within(nav).getByRole('link', { name: new RegExp(`^${SETTINGS_SECTIONS[id].title}`) })).toBeInTheDocument();
    // The list alone is no section: nothing is marked current.
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([]);
    expect(screen.queryByText(SETTINGS_NAV_TEXTS.back)).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: new RegExp(`^${SETTINGS_SECTIONS.plan.title}`) }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Subscription Details' })).toBeInTheDocument();
    expect(document.title).toBe(documentTitle(SETTINGS_NAV_TEXTS.documentTitle(SETTINGS_SECTIONS.plan.title)));
    expect(screen.getByRole('link', { name: new RegExp(`^${SETTINGS_SECTIONS.plan.title}`) })).toHaveAttribute('aria-current', 'page');
    // The way back is a phone's (the list is beside the section on a wide screen, as jsdom's 1024 px is).
    expect(screen.getByText(SETTINGS_NAV_TEXTS.back).closest('a')).toHaveAttribute('href', ROUTES.settings);
  });

  it('answers an unknown section with the list', async () => {
    const me = meWithApi();
    const { router } = renderWithProviders(<SettingsPage />, { route: `${ROUTES.settings}/nowhere`, path: `${ROUTES.settings}/*`, preloadedState: { auth: { user: me, isAuthenticated: true } } });
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.settings));
    expect(screen.getByRole('navigation', { name: SETTINGS_NAV_TEXTS.navLabel })).toBeInTheDocument();
  });
});
