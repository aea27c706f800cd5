import CssBaseline from '@mui/material/CssBaseline';
// Material's provider with CSS variables: both schemes' colours are in every page's styles and
// the attribute on <html> picks one (issue 39), so a prerendered page is right in either.
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { APPEARANCE_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY } from '../lib/appearance/appearance';
import type { AppStore, RootState } from '../lib/store/store';
import { theme as appTheme } from './theme';

interface AppProvidersProps {
  store: AppStore;
  /**
   * The state a prerendered page was rendered with. Hydration reads it instead of the store, which
   * the session check may already have changed, so the first render matches the HTML; the store's
   * own state follows in the next render.
   */
  serverState?: RootState;
  /** The app's theme unless given (the component tests give one without motion: test/test-theme.ts). */
  theme?: Theme;
  children: ReactNode;
}

export function AppProviders({ store, serverState, theme = appTheme, children }: AppProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme} modeStorageKey={APPEARANCE_STORAGE_KEY} colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY} disableTransitionOnChange>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
