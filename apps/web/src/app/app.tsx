import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import type { AppStore } from '../lib/store/store';
import { AuthGate } from './auth-gate';
import { AppProviders } from './providers';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <AppProviders store={store}>
      <AuthGate>
        <RouterProvider router={router} />
      </AuthGate>
    </AppProviders>
  );
}
