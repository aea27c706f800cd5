import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { appRoutes } from '../routes';

const signedIn = { auth: { user: makeUser(), isAuthenticated: true } };

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
    mockApi({ 'POST /api/auth/logout': () => jsonResponse({ message: 'Logged out.' }) });
    const { user, router, store } = renderWithProviders(null, { routes: appRoutes, route: '/dashboard', preloadedState: signedIn });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    // The landing page is a lazy route: the address changes once its chunk has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });
});
