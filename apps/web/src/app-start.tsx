import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { loadLazyRoutesOf } from './app/load-lazy-routes';
import { appRoutes } from './app/routes';
import { createAppTheme } from './app/theme';
import { checkAuth } from './lib/auth/session-actions';
import { createSessionStore } from './lib/auth/session-store';

async function start() {
  // Made as the pages are prerendered, with no session known yet: hydration renders that state.
  const session = createSessionStore();
  // The one start-up session check (section 2). Made here rather than in an effect so that
  // StrictMode's double effects cannot send it twice; the router loads the first screen meanwhile.
  void checkAuth(session);

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const prerendered = container.firstElementChild !== null;
  // The first screen's chunks (and, on a signed-in address, the remembered language's frame).
  const screenLoaded = loadLazyRoutesOf(appRoutes, window.location);

  // The theme (both colour schemes' CSS variables and the type scale) is the costliest thing the
  // app computes as it starts: made in a task of its own, after this module's evaluation, so that
  // neither is as long a task on a slow phone (decision 046). The screen's chunk loads meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const theme = createAppTheme();

  await screenLoaded;
  if (prerendered) {
    const router = createBrowserRouter(appRoutes, { hydrationData: {} });
    // As a transition, hydration yields to the browser between components instead of running as
    // one long task (a default-priority root is never time-sliced).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App session={session} theme={theme} router={router} />
        </StrictMode>,
      );
    });
  } else {
    const router = createBrowserRouter(appRoutes);
    createRoot(container).render(
      <StrictMode>
        <App session={session} theme={theme} router={router} />
      </StrictMode>,
    );
  }
}

void start();
