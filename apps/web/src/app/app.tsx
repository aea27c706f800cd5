import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import type { Theme } from '@mui/material/styles';
import type { SessionStore } from '../lib/auth/session-store';
import { AppProviders } from './providers';
import { useHydrated } from '../lib/use-hydrated';

type AppRouter = ReturnType<typeof createBrowserRouter>;

interface AppProps {
  session: SessionStore;
  theme: Theme;
  router: AppRouter;
}

/**
 * Marks the document once the app has taken over (`<html data-app-ready>`): after a prerendered
 * page's hydration and the render that follows it (what waited for hydration, like the login
 * button, is live by then). Browser tests wait for it before judging a page.
 */
function AppReadyMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.appReady = '';
  }, [hydrated]);
  return null;
}

export function App({ session, theme, router }: AppProps) {
  return (
    <AppProviders session={session} theme={theme}>
      <AppReadyMarker />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
