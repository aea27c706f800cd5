import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { appRoutes } from './app/routes';
import { checkAuth } from './lib/auth/auth-slice';
import { makeStore } from './lib/store/store';

const store = makeStore();
// The one start-up session check (section 2). Dispatched here rather than in an effect so that
// StrictMode's double effects cannot send it twice; the router loads the first screen meanwhile.
void store.dispatch(checkAuth());
const router = createBrowserRouter(appRoutes);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
