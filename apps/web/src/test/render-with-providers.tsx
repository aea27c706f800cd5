import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { createSessionStore, type AuthState, type SessionStore } from '../lib/auth/session-store';
import { dataStoreOf, type AppStore } from '../lib/store/store';
import { AppProviders } from '../app/providers';
import { testTheme } from './test-theme';

interface PreloadedState {
  /** The session as the test starts it (after the start-up session check unless `initialized: false`). */
  auth?: Partial<AuthState>;
}

interface Options {
  preloadedState?: PreloadedState;
  /** The URL the screen is shown at. */
  route?: string;
  /** The route pattern `ui` is mounted on; defaults to the pathname of `route`. */
  path?: string;
  /** A full route table instead of `ui` (for guard and error-page tests). */
  routes?: RouteObject[];
  /** Options for userEvent, e.g. `advanceTimers` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
  /** The data store of an earlier render, to open a screen again with what it cached, and that render's session (`preloadedState` is then unused). */
  store?: AppStore;
}

/** The session each data store was made for, so a test can open a screen again with both. */
const sessions = new WeakMap<AppStore, SessionStore>();

/** Any other URL renders this, so a test can see where the screen navigated to. */
function NavigatedTo() {
  const location = useLocation();
  return <p>Navigated to {location.pathname}</p>;
}

/**
 * A screen as the app runs it: the session store, and the data store that the signed-in screens
 * have (app/data-layer.tsx gives the same one when a route table includes it).
 */
export function renderWithProviders(ui: ReactElement | null, options: Options = {}) {
  const { preloadedState = {}, route = '/', routes, userOptions } = options;
  // Tests start after the start-up session check unless they say otherwise.
  const session = (options.store && sessions.get(options.store)) ?? createSessionStore({ initialized: true, ...preloadedState.auth });
  const store = options.store ?? dataStoreOf(session);
  sessions.set(store, session);
  const path = options.path ?? route.split('?')[0];
  const table: RouteObject[] = routes ?? [
    { path, element: ui },
    { path: '*', element: <NavigatedTo /> },
  ];
  const router = createMemoryRouter(table, { initialEntries: [route] });
  // No pause between keystrokes (the default waits a macrotask after each): a typed field gets every
  // key's events as a person's typing would, without a timer per character (issue 46).
  const user = userEvent.setup({ delay: null, ...userOptions });
  const result = render(
    <AppProviders session={session} theme={testTheme}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </AppProviders>,
  );
  return { ...result, store, session, router, user, screen };
}
