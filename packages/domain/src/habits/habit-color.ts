import { z } from 'zod';
import { HABIT_PALETTE, habitColor } from './calendar-settings.js';

/**
 * A habit's colour (docs/decisions/043): one of a small named palette, or none (the habit then
 * keeps the colour of its place in the list, section 9's palette cycled by index). Each light
 * colour is one of section 9's (white text on it passes WCAG AA); each dark one is a lighter tone
 * of it that stands out on the dark theme's surfaces.
 */
export const HABIT_COLORS = ['blue', 'red', 'green', 'purple', 'orange', 'teal', 'pink', 'brown'] as const;
export type HabitColor = (typeof HABIT_COLORS)[number];

export const HABIT_COLOR_SWATCHES: Record<HabitColor, { light: string; dark: string }> = {
  blue: { light: HABIT_PALETTE[0], dark: '#7fb0ff' },
  red: { light: HABIT_PALETTE[1], dark: '#ff8a80' },
  green: { light: HABIT_PALETTE[2], dark: '#6fd19a' },
  purple: { light: HABIT_PALETTE[3], dark: '#d59bf0' },
  orange: { light: HABIT_PALETTE[4], dark: '#ffab70' },
  teal: { light: HABIT_PALETTE[5], dark: '#5fd4d0' },
  pink: { light: HABIT_PALETTE[6], dark: '#ff8ab8' },
  brown: { light: HABIT_PALETTE[9], dark: '#c9a08f' },
};

export const HABIT_COLOR_TEXTS = {
  label: 'Colour',
  none: 'No colour',
  names: { blue: 'Blue', red: 'Red', green: 'Green', purple: 'Purple', orange: 'Orange', teal: 'Teal', pink: 'Pink', brown: 'Brown' } satisfies Record<HabitColor, string>,
  /** The dot's accessible name on a row ("Colour: Teal"). */
  dot: (color: HabitColor) => `Colour: ${HABIT_COLOR_TEXTS.names[color]}`,
  invalid: `color must be one of ${HABIT_COLORS.join(', ')}.`,
} as const;

export const habitColorSchema = z.enum(HABIT_COLORS, { error: HABIT_COLOR_TEXTS.invalid });

/** The colour a habit is drawn with: its own, else its place in the list's (section 9). */
export function habitColorOf(habit: { color?: HabitColor | null | undefined }, index: number, scheme: 'light' | 'dark' = 'light'): string {
  return habit.color ? HABIT_COLOR_SWATCHES[habit.color][scheme] : habitColor(index);
}
