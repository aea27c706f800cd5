import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import type { AppStore, RootState } from '../lib/store/store';
import { AppProviders } from './providers';

type AppRouter = ReturnType<typeof createBrowserRouter>;

interface AppProps {
  store: AppStore;
  router: AppRouter;
  /** When hydrating a prerendered page: the state it was rendered with (see AppProviders). */
  serverState?: RootState;
}

export function App({ store, router, serverState }: AppProps) {
  return (
    <AppProviders store={store} serverState={serverState}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
