/**
 * Where the app's snackbars sit: above a phone's bottom bar (56 px) and the phone's own inset,
 * 24 px up on larger screens. The Undo snackbar sits there; an error snackbar shown at the same
 * time is lifted by the Undo's height and a gap (`--stride-snackbar-lift`), so one never covers
 * the other (decision 030, "Leftovers").
 */
export const SNACKBAR_GAP_PX = 8;

export const snackbarBottom = {
  xs: 'calc(64px + env(safe-area-inset-bottom) + var(--stride-snackbar-lift, 0px))',
  sm: 'calc(24px + var(--stride-snackbar-lift, 0px))',
} as const;

/** The lift for a snackbar that must clear another one `belowPx` tall (0: nothing below). */
export const snackbarLift = (belowPx: number) => (belowPx > 0 ? `${belowPx + SNACKBAR_GAP_PX}px` : '0px');
