import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API, LANGUAGE_COOKIE, NOT_FOUND_TEXTS, PUBLIC_SHELL_TEXTS, ROUTES } from '@stride/domain';
import { DASHBOARD_CATALOG as SPANISH_DASHBOARD } from '../../../../packages/domain/src/i18n/catalogs/es/dashboard';
import { SHELL_CATALOG as SPANISH_FRAME } from '../../../../packages/domain/src/i18n/catalogs/es/shell';
import { NOT_FOUND_CATALOG as SPANISH_NOT_FOUND } from '../../../../packages/domain/src/i18n/catalogs/es/not-found';
import { NOT_FOUND_CATALOG as GERMAN_NOT_FOUND } from '../../../../packages/domain/src/i18n/catalogs/de/not-found';
import { jsonResponse, mockApi, on } from '../test/fetch-mock';
import { makeUser } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { appRoutes } from './routes';

const remember = (language: string) => void (document.cookie = `${LANGUAGE_COOKIE}=${language};path=/`);

/** The screens these tests land on, imported once as a visit would have them cached (see guards.test.tsx). */
beforeAll(async () => {
  await Promise.all([
    import('./layouts/signed-in-layout'),
    import('./dashboard-route'),
    import('./localized-screens'),
    import('../features/auth/login-page?lang=es'),
    import('../features/landing/landing-page?lang=es'),
    import('../features/landing/landing-page?lang=de'),
  ]);
}, 60_000);

/** A redirect lands once its screen's lazy route has loaded. */
const landsOn = (router: { state: { location: { pathname: string } } }, pathname: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 10_000 });

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=;path=/;max-age=0`;
});

/**
 * Issue 54: signed out, the app sends a person to the pages of their language (the one this
 * browser remembers: their account's, or their choice on the language switch), and the page not
 * found speaks it too. Without one remembered, the browser's (English here: jsdom's).
 */
describe('signed-out redirects in the person’s language (issue 54)', () => {
  it('sends a signed-out visit to a signed-in screen to the language’s login page', async () => {
    remember('es');
    const { router } = renderWithProviders(null, { routes: appRoutes, route: '/dashboard' });
    await landsOn(router, '/es/login');
    expect(router.state.location.state).toEqual({ from: '/dashboard' });
  });

  it('sends a person who pressed Logout to the language’s home page', async () => {
    remember('de');
    const { router } = renderWithProviders(null, { routes: appRoutes, route: '/dashboard', preloadedState: { auth: { user: null, isAuthenticated: false, loggedOut: true } } });
    await landsOn(router, '/de/');
  });

  it('logs a Spanish account out to /es/, its frame in Spanish', async () => {
    const me = makeUser({ locale: 'es-ES' });
    mockApi({
      [on(API.auth.logout)]: () => jsonResponse({ message: 'Logged out.' }),
      [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([]),
    });
    const { user, router } = renderWithProviders(null, { routes: appRoutes, route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    await screen.findByRole('heading', { level: 1, name: 'Hoy' });
    // The signed-in screens remember the account's language for this browser.
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=es`);
    await user.click(await screen.findByRole('button', { name: SPANISH_FRAME.texts.logout }));
    await landsOn(router, '/es/');
    expect(await screen.findByRole('link', { name: SPANISH_FRAME.texts.login })).toBeInTheDocument();
    // Landed: a later signed-in address is an ordinary signed-out visit, to the Spanish login.
    await router.navigate('/dashboard');
    await landsOn(router, '/es/login');
  });
});

describe('the page not found in the person’s language (issue 54)', () => {
  it('is in English, its words exactly, for an English browser with no language remembered', async () => {
    renderWithProviders(null, { routes: appRoutes, route: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TEXTS.title })).toBeInTheDocument();
    expect(NOT_FOUND_TEXTS).toEqual({ title: 'Page not found', body: 'The page you asked for does not exist or has moved.', home: 'Go to the home page' });
    expect(screen.getByText(NOT_FOUND_TEXTS.body)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOT_FOUND_TEXTS.home })).toHaveAttribute('href', '/');
  });

  it('is in the language of its address, with that language’s frame', async () => {
    renderWithProviders(null, { routes: appRoutes, route: '/de/keine-seite' });
    expect(await screen.findByRole('heading', { level: 1, name: GERMAN_NOT_FOUND.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: GERMAN_NOT_FOUND.home })).toHaveAttribute('href', '/de/');
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: PUBLIC_SHELL_TEXTS.login })).not.toBeInTheDocument();
  });

  it('sends a signed-out person whose language is remembered to the same address in it', async () => {
    remember('es');
    const { router } = renderWithProviders(null, { routes: appRoutes, route: '/no-such-page?x=1' });
    expect(await screen.findByRole('heading', { level: 1, name: SPANISH_NOT_FOUND.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/es/no-such-page');
    expect(router.state.location.search).toBe('?x=1');
    expect(await screen.findByRole('link', { name: SPANISH_FRAME.texts.login })).toBeInTheDocument();
  });

  it('is in the account’s language signed in, the frame too', async () => {
    const me = makeUser({ locale: 'es-MX' });
    renderWithProviders(null, { routes: appRoutes, route: '/no-such-page', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    expect(await screen.findByRole('heading', { level: 1, name: SPANISH_NOT_FOUND.title })).toBeInTheDocument();
    expect(screen.getByText(SPANISH_NOT_FOUND.body)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: SPANISH_FRAME.texts.dashboard })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: PUBLIC_SHELL_TEXTS.dashboard })).not.toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
  });
});

describe('the frame’s first paint on a signed-in address (issue 54)', () => {
  it('never shows the English navigation to a Spanish account whose language this browser remembers', async () => {
    remember('es');
    const me = makeUser({ locale: 'es-ES' });
    mockApi({ [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([]) });
    const english = [PUBLIC_SHELL_TEXTS.dashboard, PUBLIC_SHELL_TEXTS.settings, PUBLIC_SHELL_TEXTS.logout, PUBLIC_SHELL_TEXTS.pricing, PUBLIC_SHELL_TEXTS.login];
    const seen: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          const header = node instanceof Element ? (node.matches('header') ? node : node.querySelector('header')) : null;
          if (header) seen.push(header.textContent ?? '');
        }
        if (record.target instanceof Element && record.target.closest('header')) seen.push(record.target.closest('header')?.textContent ?? '');
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderWithProviders(null, { routes: appRoutes, route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    await screen.findByRole('heading', { level: 1, name: 'Hoy' });
    observer.disconnect();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => english.some((word) => text.includes(word)))).toEqual([]);
    expect(seen[0]).toContain(SPANISH_FRAME.texts.dashboard);
  });
});

/**
 * Issue 54 (helper i18n-one): a walk signed in found the public pages the signed-in screens link
 * to (the footer's Support and API pages, the plans) in English at their English address; they
 * are the account's language's, as the frame is.
 */
describe('links from the signed-in screens to the public pages (issue 54)', () => {
  it('go to the account’s language’s page: the footer’s and the plans’', async () => {
    const me = makeUser({ locale: 'es-ES' });
    mockApi({ [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([]) });
    renderWithProviders(null, { routes: appRoutes, route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    await screen.findByRole('heading', { level: 1, name: 'Hoy' });
    await waitFor(() => expect(screen.getByRole('link', { name: SPANISH_FRAME.texts.support })).toHaveAttribute('href', '/es/support'));
    expect(screen.getByRole('link', { name: SPANISH_FRAME.texts.integrations })).toHaveAttribute('href', '/es/integrations');
    expect(await screen.findByRole('link', { name: SPANISH_DASHBOARD.DASHBOARD_TEXTS.comparePlans })).toHaveAttribute('href', '/es/pricing');
  });

  it('stay English for an English account', async () => {
    const me = makeUser({ locale: 'en-GB' });
    mockApi({ [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([]) });
    renderWithProviders(null, { routes: appRoutes, route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    await screen.findByRole('heading', { level: 1, name: 'Today' });
    expect(screen.getByRole('link', { name: PUBLIC_SHELL_TEXTS.support })).toHaveAttribute('href', ROUTES.support);
    expect(await screen.findByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', ROUTES.pricing);
  });
});

