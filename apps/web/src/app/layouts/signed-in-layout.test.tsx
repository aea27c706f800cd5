import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, COACH_INBOX_TEXTS, DEFAULT_NOTIFICATION_SETTINGS, OFFLINE_TEXTS, SHELL_TEXTS } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { screenWidth } from '../../test/screen-width';
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
    const { user, router, session } = renderWithProviders(null, { routes: appRoutes, route: '/dashboard', preloadedState: signedIn });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    // The landing page is a lazy route: the address changes once its chunk has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.getState().isAuthenticated).toBe(false);
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

  it('on a phone: the five main sections in a bottom bar, the current one marked, no sidebar toggle (issue 39)', async () => {
    screenWidth(375);
    mockApi({ [on(API.habits.list, { params: { userId: makeUser().id } })]: () => jsonResponse([]), [on(API.goals.list, { params: { userId: makeUser().id } })]: () => jsonResponse([]), [on(API.vision.get, { params: { userId: makeUser().id } })]: () => jsonResponse(null) });
    const { user, router } = renderWithProviders(null, { routes: appRoutes, route: '/dashboard', preloadedState: signedIn });
    const bar = await screen.findByRole('navigation', { name: SHELL_TEXTS.sectionsLabel });
    const links = within(bar).getAllByRole('link');
    expect(links.map((l) => [l.querySelector('.MuiBottomNavigationAction-label')?.textContent, l.getAttribute('href')])).toEqual([
      ['Today', '/dashboard'],
      ['Habits', '/habits'],
      ['Coach', '/aicoach'],
      ['Goals', '/goals'],
      ['Progress', '/analytics'],
    ]);
    expect(within(bar).getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: SHELL_TEXTS.menu })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('link', { name: 'Goals' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vision & Goals' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/goals');
    expect(within(bar).getByRole('link', { name: 'Goals' })).toHaveAttribute('aria-current', 'page');
  });

  it('on a desktop: the sidebar is open beside the content and its toggle collapses it; no Pricing in the top bar (issue 39)', async () => {
    screenWidth(1440);
    const { user } = renderWithProviders(null, { routes: appRoutes, route: '/dashboard', preloadedState: signedIn });
    const toggle = await screen.findByRole('button', { name: SHELL_TEXTS.menu });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: SHELL_TEXTS.sectionsLabel })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard', current: 'page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: SHELL_TEXTS.sectionsLabel })).not.toBeInTheDocument();
  });

  it('says when the app is offline (issue 21)', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(null, { routes: appRoutes, route: '/dashboard', preloadedState: signedIn });
    expect(await screen.findByText(OFFLINE_TEXTS.offline)).toBeInTheDocument();
  });
});
