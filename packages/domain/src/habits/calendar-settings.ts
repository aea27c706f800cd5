/**
 * Section 9: twelve event colours, cycled by habit index. Each is dark enough for white event
 * text at WCAG AA (at least 4.5:1), so the calendar passes an accessibility audit.
 */
export const HABIT_PALETTE = [
  '#1e6bd6',
  '#b3261e',
  '#1b7a43',
  '#8e24aa',
  '#c2410c',
  '#00767a',
  '#ad1457',
  '#4f5bd5',
  '#6d5d00',
  '#5d4037',
  '#0b6e99',
  '#7a3fb1',
] as const;

export const habitColor = (index: number): string => HABIT_PALETTE[((index % HABIT_PALETTE.length) + HABIT_PALETTE.length) % HABIT_PALETTE.length]!;

/** Section 9, calendar constants. */
export const CALENDAR_SETTINGS = {
  heightPx: 600,
  stepMinutes: 60,
  popupOffset: 30,
  /** 0 = Sunday. */
  weekStartsOn: 0,
  agendaLengthDays: 30,
  monthRowLimit: 5,
  doubleClickMs: 250,
  clickTolerancePx: 5,
  longPressMs: 250,
  miniCalendarHeightPx: 300,
  maxUpcoming: 5,
} as const;
