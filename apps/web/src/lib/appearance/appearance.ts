/**
 * Appearance (issue 39): light, dark, or the system's, chosen per device. The attribute and the
 * storage key are shared by the theme (app/theme.ts), MUI's provider (app/providers.tsx) and the
 * script that picks the scheme before the first paint (public/color-scheme.js, which repeats
 * these two strings: a test holds them together).
 */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';
export const APPEARANCE_STORAGE_KEY = 'stride-appearance';
/** Where MUI keeps which of its schemes stands for light and for dark (always ours: light, dark). */
export const COLOR_SCHEME_STORAGE_KEY = 'stride-color-scheme';

export const APPEARANCES = ['system', 'light', 'dark'] as const;
export type Appearance = (typeof APPEARANCES)[number];
