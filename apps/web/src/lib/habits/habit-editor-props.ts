import type { Habit } from '@stride/domain';

/** The occurrence being edited: a habit and the date it currently has. */
export interface OccurrenceTarget {
  habitId: string;
  date: string;
}

/**
 * Edit Habit as another screen opens it (issue 51: Edit from Today's row menu opens the form over
 * Today). The habits feature provides the component; the app hands it to the screen, as it does
 * the first run's card, so features do not import each other.
 */
export interface HabitEditorProps {
  /** The occurrence being edited, or null (closed). */
  target: OccurrenceTarget | null;
  /** The habits in use (the one edited is looked up among them). */
  habits: readonly Habit[];
  timeZone: string;
  today: string;
  /** Whether the habit is done on a day (the page's own check marks). */
  isDone: (habit: Habit, date: string) => boolean;
  onError: (message: string) => void;
  onClose: () => void;
}
