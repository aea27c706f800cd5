import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
// The system provider scoped to Material's theme id is what Material's own provider renders for a
// theme without CSS variables; importing it directly keeps the CSS-variables provider (about
// 28 kB before compression) out of every page's bundle.
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../lib/store/store';
import { theme } from './theme';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme} themeId={THEME_ID}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
