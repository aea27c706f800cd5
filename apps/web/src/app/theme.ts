import { createTheme, responsiveFontSizes } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from '../lib/appearance/appearance';
import { touchTargetOverrides } from './touch-targets';

/**
 * The colours the app draws with outside MUI's palette (calendar, heatmap, charts, landing tints),
 * as CSS variables with a value per scheme: a prerendered page carries both, and the attribute the
 * early script (public/color-scheme.js) sets picks one before the first paint. Every text colour
 * meets WCAG AA contrast on the background it is drawn on, in both schemes.
 */
const LIGHT_TOKENS = {
  '--stride-focus': '#1a237e',
  '--stride-muted-bg': '#eef0f4',
  '--stride-soft-bg': '#fafafa',
  '--stride-muted-text': '#5f6473',
  '--stride-today-bg': '#e8eefc',
  '--stride-link': '#1e4fa8',
  '--stride-grid': '#e3e6ee',
  '--stride-axis': '#4a5064',
  '--stride-axis-strong': '#1c1f2a',
  '--stride-chart-bar': '#3949ab',
  '--stride-tint-primary': '#e8eaf6',
  '--stride-tint-secondary': '#e0f2f1',
  '--stride-raised': '#ffffff',
  '--stride-success-bg': '#e8f5e9',
  '--stride-success-text': '#1b5e20',
  '--stride-bubble': '#f5f5f5',
  '--stride-frame': '#eceef6',
  '--stride-frame-border': '#d7dbeb',
  '--stride-heat-0': '#d7dcef',
  '--stride-heat-1': '#a5d6a7',
  '--stride-heat-2': '#66bb6a',
  '--stride-heat-3': '#2e7d32',
  '--stride-heat-4': '#1b5e20',
  '--stride-status-done': '#1b7a43',
  '--stride-status-missed': '#b3261e',
  '--stride-status-other': '#4a5160',
  // Issue 51: a limit gone over (a warning, not a miss).
  '--stride-status-over': '#8a4b00',
  '--stride-over-bg': '#fff4e5',
  '--stride-legend': '#3d4452',
  '--stride-legend-on': '#ffffff',
  '--stride-event-bg': '#ffffff',
} as const;

const DARK_TOKENS: Record<keyof typeof LIGHT_TOKENS, string> = {
  '--stride-focus': '#c5cae9',
  '--stride-muted-bg': '#232735',
  '--stride-soft-bg': '#20242f',
  '--stride-muted-text': '#b0b5c6',
  '--stride-today-bg': '#26305a',
  '--stride-link': '#a9c1ff',
  '--stride-grid': '#343a4d',
  '--stride-axis': '#b4b9cc',
  '--stride-axis-strong': '#e8eaf2',
  '--stride-chart-bar': '#9fa8da',
  '--stride-tint-primary': '#272d4f',
  '--stride-tint-secondary': '#173b38',
  '--stride-raised': '#222636',
  '--stride-success-bg': '#15301a',
  '--stride-success-text': '#a5d6a7',
  '--stride-bubble': '#2a2e3d',
  '--stride-frame': '#23273a',
  '--stride-frame-border': '#3a4058',
  '--stride-heat-0': '#2f3447',
  '--stride-heat-1': '#1f5130',
  '--stride-heat-2': '#2e7d32',
  '--stride-heat-3': '#4caf50',
  '--stride-heat-4': '#81c784',
  '--stride-status-done': '#7fd6a0',
  '--stride-status-missed': '#ff9a90',
  '--stride-status-other': '#c0c5d4',
  '--stride-status-over': '#ffb74d',
  '--stride-over-bg': '#33260f',
  '--stride-legend': '#c9cedc',
  '--stride-legend-on': '#10121a',
  '--stride-event-bg': '#1a1d29',
};

/** Only in dark: an outlined event's text (light uses the habit's own colour, too dark on near-black). */
const DARK_ONLY = { '--stride-event-text': '#e8eaf2' };

const fontFamily = '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Indigo and teal on near-white, and their light tints on near-black (issue 39): MUI's CSS
 * variables, one set per scheme, chosen by `data-color-scheme` on <html>. `overrides` are
 * deep-merged over it: the component tests' theme has no motion (test/test-theme.ts). Made once
 * as the app starts (app-start.tsx), in a task of its own: on a phone it takes as long as
 * evaluating the rest of the app's start (decision 046).
 */
export function createAppTheme(...overrides: object[]) {
  return responsiveFontSizes(
    createTheme({
      cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
      colorSchemes: {
        light: {
          palette: {
            primary: { main: '#3949ab' },
            secondary: { main: '#00796b' },
            success: { main: '#2e7d32', dark: '#1b5e20' },
            background: { default: '#f6f7fb', paper: '#ffffff' },
            text: { primary: '#1c1f2a', secondary: '#4a5064' },
          },
        },
        dark: {
          palette: {
            // `dark` variants are the text tones (the app writes 'error.dark' and the like as text):
            // on near-black they are the lighter ones.
            primary: { main: '#9fa8da', light: '#c5cae9', dark: '#c5cae9', contrastText: '#10121a' },
            secondary: { main: '#80cbc4', dark: '#b2dfdb', contrastText: '#10121a' },
            success: { main: '#81c784', dark: '#a5d6a7', contrastText: '#10121a' },
            error: { main: '#ff8a80', dark: '#ffb4ab', light: '#ff8a80', contrastText: '#10121a' },
            warning: { main: '#ffb74d', dark: '#ffcc80', contrastText: '#10121a' },
            info: { main: '#81d4fa', dark: '#b3e5fc', contrastText: '#10121a' },
            background: { default: '#10121a', paper: '#1a1d29' },
            text: { primary: '#e8eaf2', secondary: '#b4b9cc' },
            divider: 'rgba(232, 234, 242, 0.16)',
          },
        },
      },
      shape: { borderRadius: 12 },
      typography: {
        fontFamily,
        h1: { fontSize: '2.5rem', fontWeight: 800, letterSpacing: '-0.02em' },
        h2: { fontSize: '1.75rem', fontWeight: 700 },
        h3: { fontSize: '1.35rem', fontWeight: 700 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        ...touchTargetOverrides,
        MuiCssBaseline: {
          styleOverrides: {
            ':root': LIGHT_TOKENS,
            [`:root[${COLOR_SCHEME_ATTRIBUTE}="dark"]`]: { ...DARK_TOKENS, ...DARK_ONLY },
            // A clear keyboard focus ring everywhere; text fields show focus with their own outline.
            '*:focus-visible:not(input):not(textarea)': { outline: '3px solid var(--stride-focus)', outlineOffset: 2 },
            body: { overflowWrap: 'break-word' },
            // Someone who asks their system for less motion gets none from the app's transitions: menus,
            // dialogs, drawers and collapses reach their end state at once (WCAG 2.3.3). Animations that
            // loop (a spinner) keep turning: they say something is still happening.
            '@media (prefers-reduced-motion: reduce)': {
              '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important', scrollBehavior: 'auto !important' },
            },
          },
        },
        MuiButton: { ...touchTargetOverrides.MuiButton, defaultProps: { disableElevation: true } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        // Always underlined: links inside text must not rely on colour alone (WCAG 1.4.1, axe link-in-text-block).
        MuiLink: { defaultProps: { underline: 'always' } },
      },
    }, ...overrides),
  );
}

