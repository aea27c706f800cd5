import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, LANDING_TEXTS, urlOf, type User } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../test/fetch-mock';
import { makeUser } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { appRoutes } from './routes';

function renderAt(route: string, user: User | null) {
  return renderWithProviders(null, {
    routes: appRoutes,
    route,
    preloadedState: { auth: { user, isAuthenticated: user !== null } },
  });
}

/**
 * A data router loads the lazy module of every matched route before any of them renders, so a
 * logged-out visit to /habits loads the signed-in layout and the whole Habit Tracker (the calendar
 * library and its date code: 4-7 s to transform on a loaded machine) before the guard sends it to
 * /login. That cold import, not the guard, made the first test slow and, under load, late for its
 * 5 s wait. The screens these tests reach are imported once here, as the app would have them
 * cached after a first visit; each test still goes through the router's lazy routes and guards.
 */
beforeAll(async () => {
  await Promise.all([
    import('./layouts/signed-in-layout'),
    import('../features/habits/habits-page'),
    import('./dashboard-route'),
    import('../features/analytics/analytics-page'),
    import('../features/auth/login-page'),
    import('../features/auth/verify-email-page'),
    import('../features/landing/landing-page'),
  ]);
}, 60_000);

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('route guards (section 2)', () => {
  it('sends a logged-out visitor from a protected screen to /login', async () => {
    const { router } = renderAt('/habits', null);
    expect(await heading('Log in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an unverified user from a protected screen to /verify-email', async () => {
    const { router } = renderAt('/dashboard', makeUser({ isEmailVerified: false }));
    expect(await heading('Verify your email')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it('sends a verified user away from /verify-email to /dashboard', async () => {
    const { router } = renderAt('/verify-email', makeUser());
    expect(await heading('Today')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a logged-out visitor from /verify-email to /login', async () => {
    const { router } = renderAt('/verify-email', null);
    expect(await heading('Log in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a verified user into a protected screen', async () => {
    renderAt('/analytics', makeUser());
    expect(await heading('Analytics Dashboard')).toBeInTheDocument();
  });

  it('redirects an authenticated but unverified user from /signup to /verify-email', async () => {
    const { router } = renderAt('/signup', makeUser({ isEmailVerified: false }));
    expect(await heading('Verify your email')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it('sends a user who pressed Logout from a protected screen to /, not /login', async () => {
    const { router } = renderWithProviders(null, {
      routes: appRoutes,
      route: '/habits',
      preloadedState: { auth: { user: null, isAuthenticated: false, loggedOut: true } },
    });
    expect(await heading(LANDING_TEXTS.heroTitle)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('logs out from the dashboard, then lands on / with Login and Sign Up in the navigation', async () => {
    const fetchMock = mockApi({ [on(API.auth.logout)]: () => jsonResponse({ message: 'Logged out successfully' }) });
    const { router } = renderAt('/dashboard', makeUser());
    await heading('Today');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    // The landing page is a lazy route: the address changes once its chunk has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await heading(LANDING_TEXTS.heroTitle);
    expect(fetchMock).toHaveBeenCalledWith(urlOf(API.auth.logout), expect.objectContaining({ method: 'POST' }));
    // From / on, a signed-in screen is an ordinary logged-out visit again.
    await router.navigate('/habits');
    expect(await heading('Log in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('redirects a verified user from /login to /dashboard', async () => {
    const { router } = renderAt('/login', makeUser());
    expect(await heading('Today')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
