import { createAppTheme } from '../app/theme';

/**
 * The app's theme without motion, for the component tests (issue 46): every transition lasts 0 ms,
 * so a menu, dialog, collapse or snackbar reaches its end state on the next tick instead of after a
 * timer of 150-375 ms that a test waits out, and buttons draw no ripple (a timer per press). What
 * the screens show and say is the app's own.
 */
const NO_MOTION = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

export const testTheme = createAppTheme({
  transitions: { duration: NO_MOTION, create: () => 'none' },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});
