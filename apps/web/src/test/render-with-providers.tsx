import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { initialAuthState, type AuthState } from '../lib/auth/auth-slice';
import { makeStore, type AppStore, type RootState } from '../lib/store/store';
import { AppProviders } from '../app/providers';
import { testTheme } from './test-theme';

type PreloadedState = Omit<Partial<RootState>, 'auth'> & { auth?: Partial<AuthState> };

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
  /** The store of an earlier render, to open a screen again with what it cached (`preloadedState` is then unused). */
  store?: AppStore;
}

/** Any other URL renders this, so a test can see where the screen navigated to. */
function NavigatedTo() {
  const location = useLocation();
  return <p>Navigated to {location.pathname}</p>;
}

export function renderWithProviders(ui: ReactElement | null, options: Options = {}) {
  const { preloadedState = {}, route = '/', routes, userOptions } = options;
  const store = options.store ?? makeStore({
    ...preloadedState,
    // Tests start after the start-up session check unless they say otherwise.
    auth: { ...initialAuthState, initialized: true, ...preloadedState.auth },
  } as Partial<RootState>);
  const path = options.path ?? route.split('?')[0];
  const table: RouteObject[] = routes ?? [
    { path, element: ui },
    { path: '*', element: <NavigatedTo /> },
  ];
  const router = createMemoryRouter(table, { initialEntries: [route] });
  const user = userEvent.setup(userOptions);
  const result = render(
    <AppProviders store={store} theme={testTheme}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router, user, screen };
}
