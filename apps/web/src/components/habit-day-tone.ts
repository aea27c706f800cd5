import type { HabitDayTone } from '@stride/domain';

/**
 * The colour of a day's state (issue 51), the same on every screen: a limit gone over is a warning
 * (amber), never the red of a missed habit nor the green of a done one.
 */
export const TONE_COLORS: Record<HabitDayTone, string> = {
  success: 'var(--stride-status-done)',
  warning: 'var(--stride-status-over)',
  error: 'var(--stride-status-missed)',
  neutral: 'var(--stride-status-other)',
};
