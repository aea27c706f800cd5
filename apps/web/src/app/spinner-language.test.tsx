import { act, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE, PUBLIC_SHELL_TEXTS, ROUTES } from '@stride/domain';
import { VERIFY_EMAIL_CATALOG as GERMAN_VERIFY } from '../../../../packages/domain/src/i18n/catalogs/de/verify-email';
import { makeUser } from '../test/fixtures';
import { NOT_FOUND_CATALOG as SPANISH_NOT_FOUND } from '../../../../packages/domain/src/i18n/catalogs/es/not-found';
import { NOT_FOUND_CATALOG as GERMAN_NOT_FOUND } from '../../../../packages/domain/src/i18n/catalogs/de/not-found';
import { NOT_FOUND_CATALOG as FRENCH_NOT_FOUND } from '../../../../packages/domain/src/i18n/catalogs/fr/not-found';
import { SHELL_CATALOG as SPANISH_FRAME } from '../../../../packages/domain/src/i18n/catalogs/es/shell';
import { SHELL_CATALOG as GERMAN_FRAME } from '../../../../packages/domain/src/i18n/catalogs/de/shell';
import { SHELL_CATALOG as FRENCH_FRAME } from '../../../../packages/domain/src/i18n/catalogs/fr/shell';
import { CenteredProgress } from '../components/centered-progress';
import { registerCatalog, shellTexts } from '../lib/i18n/catalogs';
import { renderWithProviders } from '../test/render-with-providers';
import { loadLazyRoutesOf } from './load-lazy-routes';
import { appRoutes } from './routes';

const remember = (language: string) => void (document.cookie = `${LANGUAGE_COOKIE}=${language};path=/`);

beforeAll(async () => {
  await Promise.all([import('./layouts/signed-in-layout'), import('./dashboard-route')]);
}, 60_000);

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=;path=/;max-age=0`;
  registerCatalog('en', 'shell', undefined);
  registerCatalog('en', 'shell-language', undefined);
});

/** The route table as a fresh start has it (loading a route's lazy replaces it in its object). */
function freshRoutes(): RouteObject[] {
  const copy = (routes: RouteObject[]): RouteObject[] => routes.map((route) => ({ ...route, ...(route.children ? { children: copy(route.children) } : {}) }) as RouteObject);
  return copy(appRoutes);
}

/** Every name a spinner had from the first render on (a spinner is hidden from the accessibility tree only by what replaces it). */
function spinnerNames(): { names: string[]; stop: () => void } {
  const names: string[] = [];
  const record = () =>
    document.querySelectorAll('[role="progressbar"]').forEach((bar) => {
      const name = bar.getAttribute('aria-label') ?? '';
      if (names.at(-1) !== name) names.push(name);
    });
  const observer = new MutationObserver(record);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  return { names, stop: () => observer.disconnect() };
}

/**
 * Issue 54 (helper i18n-last): the spinner's hidden name (the session check's "Checking your
 * session", a lazy screen's "Loading") is the frame's, so it is in the person's language from the
 * first paint: a signed-in address in the language this browser remembers, a page under /es/ etc.
 * in its own. English keeps its words.
 */
describe('the loading spinner’s name in the person’s language', () => {
  it.each([
    ['es', SPANISH_FRAME],
    ['de', GERMAN_FRAME],
    ['fr', FRENCH_FRAME],
  ] as const)('%s: a reload of /dashboard checks the session under the language’s words, never English', async (language, frame) => {
    remember(language);
    const seen = spinnerNames();
    // As app-start starts the app: the address's lazy routes first (the guards' loads the remembered frame).
    const routes = freshRoutes();
    await loadLazyRoutesOf(routes, { pathname: '/dashboard', search: '', hash: '' });
    renderWithProviders(null, { routes, route: '/dashboard', preloadedState: { auth: { initialized: false } } });
    expect(await screen.findByRole('progressbar', { name: frame.texts.checkingSession })).toBeInTheDocument();
    seen.stop();
    expect(seen.names).not.toContain(PUBLIC_SHELL_TEXTS.checkingSession);
    expect(seen.names).not.toContain(PUBLIC_SHELL_TEXTS.loading);
    expect(seen.names[0]).toBe(frame.texts.checkingSession);
  });

  it('English: "Checking your session", as before', async () => {
    const routes = freshRoutes();
    await loadLazyRoutesOf(routes, { pathname: '/dashboard', search: '', hash: '' });
    renderWithProviders(null, { routes, route: '/dashboard', preloadedState: { auth: { initialized: false } } });
    expect(await screen.findByRole('progressbar', { name: 'Checking your session' })).toBeInTheDocument();
  });

  it.each([
    ['es', SPANISH_FRAME],
    ['de', GERMAN_FRAME],
    ['fr', FRENCH_FRAME],
  ] as const)('%s: a wait on a page under the language’s prefix is named in it', (language, frame) => {
    registerCatalog(language, 'shell', frame);
    renderWithProviders(<CenteredProgress />, { route: `/${language}/pricing` });
    expect(screen.getByRole('progressbar')).toHaveAccessibleName(frame.texts.loading);
    expect(frame.texts.loading).not.toBe(PUBLIC_SHELL_TEXTS.loading);
  });

  it('English: "Loading", as before; a name given is kept', () => {
    renderWithProviders(
      <>
        <CenteredProgress />
        <CenteredProgress label="Loading document" />
      </>,
    );
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual(['Loading', 'Loading document']);
  });
});

/**
 * Issue 54 (helper i18n-one): the page not found at an address with no language, signed out and
 * nothing remembered, waits for the session check under the browser's language's frame (as the
 * server's app shell is in it), and forgets that guess once nobody is signed in: the page then
 * moves under the language's prefix, and English addresses keep English's frame.
 */
describe('the page not found’s spinner in the browser’s language', () => {
  it.each([
    ['es', ['es-ES', 'es'], SPANISH_FRAME, SPANISH_NOT_FOUND],
    ['de', ['de-DE', 'de', 'en'], GERMAN_FRAME, GERMAN_NOT_FOUND],
    ['fr', ['fr-FR'], FRENCH_FRAME, FRENCH_NOT_FOUND],
  ] as const)('%s: named in the browser’s language while the session is checked, then the page under its prefix', async (language, languages, frame, notFound) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([...languages]);
    const seen = spinnerNames();
    const routes = freshRoutes();
    await loadLazyRoutesOf(routes, { pathname: '/no-such-page', search: '', hash: '' });
    const { session, router } = renderWithProviders(null, { routes, route: '/no-such-page', preloadedState: { auth: { initialized: false } } });
    expect(await screen.findByRole('progressbar', { name: frame.texts.loading })).toBeInTheDocument();
    // The frame around it too: the navigation's words are the language's.
    expect(screen.getByRole('link', { name: frame.texts.login })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: PUBLIC_SHELL_TEXTS.login })).not.toBeInTheDocument();
    seen.stop();
    expect(seen.names).toEqual([frame.texts.loading]);
    act(() => session.update({ initialized: true }));
    expect(await screen.findByRole('heading', { level: 1, name: notFound.title })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${language}/no-such-page`));
    // The guess is not kept for English addresses.
    expect(shellTexts('en')).toBe(PUBLIC_SHELL_TEXTS);
  });

  it('English: "Loading" for an English browser, and nothing guessed', async () => {
    const routes = freshRoutes();
    await loadLazyRoutesOf(routes, { pathname: '/no-such-page', search: '', hash: '' });
    const { session } = renderWithProviders(null, { routes, route: '/no-such-page', preloadedState: { auth: { initialized: false } } });
    expect(await screen.findByRole('progressbar', { name: PUBLIC_SHELL_TEXTS.loading })).toBeInTheDocument();
    act(() => session.update({ initialized: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(shellTexts('en')).toBe(PUBLIC_SHELL_TEXTS);
  });
});

/**
 * Issue 54 (helper i18n-one): a new account lands on /verify-email from the sign-up page. Its
 * navigation bar and skip link were English until the account's texts had loaded (the walk saw
 * "Dashboard Settings Logout" there in German and French); the route now guesses the frame as a
 * signed-in address does, so no English frame is ever drawn there.
 */
describe('the frame of /verify-email from its first paint', () => {
  it('de: never the English navigation after sign-up', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'de']);
    const me = makeUser({ locale: 'de-DE', isEmailVerified: false });
    const routes = freshRoutes();
    const { router } = renderWithProviders(null, { routes, route: ROUTES.privacy, preloadedState: { auth: { user: me, isAuthenticated: true } } });
    await screen.findByRole('heading', { level: 1 });
    const frames: string[] = [];
    const record = () => {
      const header = document.querySelector('header');
      if (header && document.querySelector('main')?.getAttribute('data-pathname') === ROUTES.verifyEmail) frames.push(`${document.querySelector('a[href="#main-content"]')?.textContent} | ${header.textContent}`);
    };
    const observer = new MutationObserver(record);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    await act(() => router.navigate(ROUTES.verifyEmail));
    expect(await screen.findByRole('heading', { level: 1, name: GERMAN_VERIFY.VERIFY_EMAIL_TEXTS.title })).toBeInTheDocument();
    observer.disconnect();
    record();
    expect(frames.length).toBeGreaterThan(0);
    const english = [PUBLIC_SHELL_TEXTS.skipToContent, PUBLIC_SHELL_TEXTS.settings, PUBLIC_SHELL_TEXTS.logout];
    expect(frames.filter((frame) => english.some((word) => frame.includes(word)))).toEqual([]);
    expect(frames[0]).toContain(GERMAN_FRAME.texts.logout);
  });
});
