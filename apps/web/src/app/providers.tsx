import CssBaseline from '@mui/material/CssBaseline';
// Material's provider with CSS variables: both schemes' colours are in every page's styles and
// the attribute on <html> picks one (issue 39), so a prerendered page is right in either.
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { APPEARANCE_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY } from '../lib/appearance/appearance';
import { SessionContext } from '../lib/auth/session-context';
import type { SessionStore } from '../lib/auth/session-store';

interface AppProvidersProps {
  /**
   * Who is signed in (lib/auth/session-store.ts). A prerendered page hydrates with the state the
   * store was made with, which the session check may already have changed, so the first render
   * matches the HTML; the store's own state follows in the next render.
   */
  session: SessionStore;
  /**
   * The app's theme (app/theme.ts), made by whoever starts the app: app-start.tsx in a task of its
   * own; the component tests give one without motion (test/test-theme.ts).
   */
  theme: Theme;
  children: ReactNode;
}

/** What every page runs in. The signed-in screens' data store is app/data-layer.tsx's. */
export function AppProviders({ session, theme, children }: AppProvidersProps) {
  return (
    <SessionContext value={session}>
      <ThemeProvider theme={theme} modeStorageKey={APPEARANCE_STORAGE_KEY} colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY} disableTransitionOnChange>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </SessionContext>
  );
}
