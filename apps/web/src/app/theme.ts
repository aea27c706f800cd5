import { createTheme, responsiveFontSizes } from '@mui/material/styles';

const focusRing = '#1a237e';

/** Indigo and teal on near-white: every text colour here meets WCAG AA contrast on its background. */
export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      primary: { main: '#3949ab' },
      secondary: { main: '#00796b' },
      success: { main: '#2e7d32', dark: '#1b5e20' },
      background: { default: '#f6f7fb', paper: '#ffffff' },
      text: { primary: '#1c1f2a', secondary: '#4a5064' },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2.5rem', fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontSize: '1.75rem', fontWeight: 700 },
      h3: { fontSize: '1.35rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // A clear keyboard focus ring everywhere; text fields show focus with their own outline.
          '*:focus-visible:not(input):not(textarea)': { outline: `3px solid ${focusRing}`, outlineOffset: 2 },
          body: { overflowWrap: 'break-word' },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      // Always underlined: links inside text must not rely on colour alone (WCAG 1.4.1, axe link-in-text-block).
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  }),
);
