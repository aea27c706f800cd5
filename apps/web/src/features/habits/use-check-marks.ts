import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { firstDayOfWeek, formatDate, monthGridOf, toEpochDay, type Habit, type HabitWindow } from '@stride/domain';
import { failureMessage } from '../../lib/api/stride-api';
import { useGetHabitsQuery } from '../../lib/habits/habits-endpoints';
import { displayLocale } from '../../lib/locale/display-locale';

export interface CheckMarks {
  /** Whether `habit` was done on `date`: from the list's own window or, before it, the month asked for. */
  isDone: (habit: Habit, date: string) => boolean;
  /** `loading` and `failed` concern only check marks before the list's window. */
  status: 'ready' | 'loading' | 'failed';
  error: string | null;
  retry: () => void;
}

/**
 * The window asked for to show `range`: the month view of the month its middle day is in, which
 * holds any week or day of that month too, so moving between views of one month asks once.
 */
export function monthWindowOf(range: HabitWindow): HabitWindow {
  // The month view as this person's calendar draws it: weeks from their region's first day (issue 54).
  const grid = monthGridOf(formatDate((toEpochDay(range.from) + toEpochDay(range.to)) >> 1), firstDayOfWeek(displayLocale()));
  return { from: range.from < grid.from ? range.from : grid.from, to: range.to > grid.to ? range.to : grid.to };
}

/**
 * Check marks for `range` (a calendar's or a month's visible days). The habits list carries those
 * of its own window (docs/decisions/017); a range that starts before it asks the list once more
 * for its month's view (monthWindowOf), so earlier months show their
 * check marks too. Later days need nothing: only today and earlier can be completed. Check-offs
 * apply to that list as to every other (habits-endpoints.ts), so a mark moves at once there too.
 */
export function useCheckMarks(listWindow: HabitWindow | undefined, range: HabitWindow): CheckMarks {
  const needed = listWindow !== undefined && range.from < listWindow.from;
  const earlier = useGetHabitsQuery(needed ? monthWindowOf(range) : skipToken);
  const earlierHabits = needed ? earlier.data : undefined;
  const listFrom = listWindow?.from;
  const isDone = useCallback(
    (habit: Habit, date: string) => {
      if (listFrom === undefined || date >= listFrom) return habit.completedDates.includes(date);
      return earlierHabits?.find((h) => h.id === habit.id)?.completedDates.includes(date) ?? false;
    },
    [listFrom, earlierHabits],
  );
  const status = !needed || earlierHabits ? 'ready' : earlier.isError ? 'failed' : 'loading';
  return { isDone, status, error: earlier.isError ? failureMessage(earlier.error) : null, retry: () => void earlier.refetch() };
}
