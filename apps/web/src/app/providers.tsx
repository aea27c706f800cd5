import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
// The system provider scoped to Material's theme id is what Material's own provider renders for a
// theme without CSS variables; importing it directly keeps the CSS-variables provider (about
// 28 kB before compression) out of every page's bundle.
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from '../lib/store/store';
import { theme } from './theme';

interface AppProvidersProps {
  store: AppStore;
  /**
   * The state a prerendered page was rendered with. Hydration reads it instead of the store, which
   * the session check may already have changed, so the first render matches the HTML; the store's
   * own state follows in the next render.
   */
  serverState?: RootState;
  children: ReactNode;
}

export function AppProviders({ store, serverState, children }: AppProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme} themeId={THEME_ID}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
