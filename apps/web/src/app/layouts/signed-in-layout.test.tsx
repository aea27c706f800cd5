import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, COACH_INBOX_TEXTS, DEFAULT_NOTIFICATION_SETTINGS, OFFLINE_TEXTS } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { appRoutes } from '../routes';

const signedIn = { auth: { user: makeUser(), isAuthenticated: true } };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signed-in layout', () => {
  it('opens the sidebar with the toggle and closes it when a link is chosen', async () => {
    const { user, router } = renderWithProviders(null, { routes: appRoutes, route: '/dashboard', preloadedState: signedIn });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const goals = await screen.findByRole('link', { name: 'Goals' });
    await user.click(goals);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vision & Goals' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/goals');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Goals' })).not.toBeInTheDocument());
  });

  it('Logout signs out and lands on the home page', async () => {
    mockApi({ [on(API.auth.logout)]: () => jsonResponse({ message: 'Logged out.' }) });
    const { user, router, store } = renderWithProviders(null, { routes: appRoutes, route: '/dashboard', preloadedState: signedIn });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    // The landing page is a lazy route: the address changes once its chunk has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('shows the coach’s unread messages on the menu and on the AI Coach link (issue 21)', async () => {
    const me = makeUser({ id: '00000000-0000-4000-8000-0000000000c9' });
    mockApi({
      [on(API.coach.inbox)]: () => jsonResponse({ unread: 2, messages: [] }),
      [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([]),
      [on(API.notifications.settings)]: () => jsonResponse(DEFAULT_NOTIFICATION_SETTINGS),
    });
    const { user } = renderWithProviders(null, { routes: appRoutes, route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    const toggle = await screen.findByRole('button', { name: `Menu, ${COACH_INBOX_TEXTS.unreadBadge(2)}` });
    await user.click(toggle);
    expect(await screen.findByRole('link', { name: `AI Coach, ${COACH_INBOX_TEXTS.unreadBadge(2)}` })).toBeInTheDocument();
  });

  it('says when the app is offline (issue 21)', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(null, { routes: appRoutes, route: '/dashboard', preloadedState: signedIn });
    expect(await screen.findByText(OFFLINE_TEXTS.offline)).toBeInTheDocument();
  });
});
