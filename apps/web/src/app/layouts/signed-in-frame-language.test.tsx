import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, PUBLIC_SHELL_TEXTS } from '@stride/domain';
import { SHELL_CATALOG as SPANISH_FRAME } from '../../../../../packages/domain/src/i18n/catalogs/es/shell';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { appRoutes } from '../routes';

/**
 * The screens these tests reach, imported once as a visit would have them cached (as in
 * app/guards.test.tsx): cold, on a loaded machine, they outlasted the wait for Today's heading.
 */
beforeAll(async () => {
  await Promise.all([import('./signed-in-layout'), import('../dashboard-route'), import('../../lib/i18n/localize-app'), import('../../features/landing/landing-page?lang=es')]);
}, 60_000);

afterEach(() => {
  // The signed-in screens remember the account's language for this browser (issue 54).
  document.cookie = 'stride-lang=;path=/;max-age=0';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Issue 54: the navigation bar and footer (the root layout, outside the signed-in screens) speak
 * the account's language on signed-in screens, whose address has none; after signing out, the
 * public pages in that language (/es/).
 */
describe("the frame in the account's language on signed-in screens (issue 54)", () => {
  it("a Spanish account's navigation bar and footer are in Spanish, and Logout lands on the Spanish home page", async () => {
    const me = makeUser({ locale: 'es-ES' });
    mockApi({
      [on(API.auth.logout)]: () => jsonResponse({ message: 'Logged out.' }),
      [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([]),
    });
    const { user, router } = renderWithProviders(null, { routes: appRoutes, route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    await screen.findByRole('heading', { level: 1, name: 'Hoy' });
    expect(await screen.findByRole('link', { name: SPANISH_FRAME.texts.dashboard })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SPANISH_FRAME.texts.settings })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: SPANISH_FRAME.texts.mainNavigation })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SPANISH_FRAME.texts.skipToContent })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PUBLIC_SHELL_TEXTS.logout })).not.toBeInTheDocument();
    // The first run's starter habits in Spanish too, with their unit (Quick add's area).
    expect(await screen.findByRole('button', { name: /Beber agua.*8 vasos/ })).toBeInTheDocument();

    // Logout lands on the Spanish home page (issue 54, decision 054 "i18n-route"), its frame Spanish.
    await user.click(screen.getByRole('button', { name: SPANISH_FRAME.texts.logout }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/'), { timeout: 10_000 });
    expect(await screen.findByRole('link', { name: SPANISH_FRAME.texts.login })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: SPANISH_FRAME.texts.mainNavigation })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: PUBLIC_SHELL_TEXTS.login })).not.toBeInTheDocument();
  });

  it('an English account keeps the English frame', async () => {
    const me = makeUser({ locale: 'en-GB' });
    mockApi({ [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([]) });
    renderWithProviders(null, { routes: appRoutes, route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    await screen.findByRole('heading', { level: 1, name: 'Today' });
    expect(screen.getByRole('link', { name: PUBLIC_SHELL_TEXTS.dashboard })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PUBLIC_SHELL_TEXTS.logout })).toBeInTheDocument();
  });
});
