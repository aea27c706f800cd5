import type { Components, Theme } from '@mui/material/styles';

/** Phones: below MUI's `sm` breakpoint, as the rest of the app reads "phone". */
const PHONE = '@media (max-width: 599.95px)';
const TARGET = 44;

/**
 * Touch targets of at least 44 × 44 px on a phone (issue 39; WCAG 2.5.5, Apple's HIG): buttons of
 * every size, icon buttons, check boxes, radios, switches and tabs grow there; larger screens keep
 * MUI's density, where a pointer is precise.
 */
export const touchTargetOverrides: Components<Theme> = {
  MuiButton: { styleOverrides: { root: { [PHONE]: { minHeight: TARGET, minWidth: TARGET } } } },
  MuiIconButton: { styleOverrides: { root: { [PHONE]: { minHeight: TARGET, minWidth: TARGET } } } },
  MuiToggleButton: { styleOverrides: { root: { [PHONE]: { minHeight: TARGET, minWidth: TARGET } } } },
  // A 24 px box with 10 px around it: the input covering it is 44 × 44.
  MuiCheckbox: { styleOverrides: { root: { [PHONE]: { padding: 10 } } } },
  MuiRadio: { styleOverrides: { root: { [PHONE]: { padding: 10 } } } },
  // The thumb's button (and the input over it) 44 × 44; the track stays MUI's 34 × 14.
  MuiSwitch: {
    styleOverrides: {
      root: { [PHONE]: { width: 64, height: TARGET, padding: 15 } },
      switchBase: { [PHONE]: { padding: 12 } },
    },
  },
  MuiTab: { styleOverrides: { root: { [PHONE]: { minHeight: TARGET, minWidth: TARGET } } } },
  MuiChip: { styleOverrides: { clickable: { [PHONE]: { minHeight: TARGET } } } },
};
