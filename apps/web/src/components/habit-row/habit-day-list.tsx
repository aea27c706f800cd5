import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { HABIT_ROW_TEXTS, type Habit } from '@stride/domain';
import { dayGroups, type DayOccurrence } from './day-order';
import { HabitRow, type HabitRowProps } from './habit-row';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABIT_ROW_TEXTS };

interface HabitDayListProps extends Pick<HabitRowProps, 'today' | 'onToggle' | 'onEdit' | 'onError'> {
  occurrences: readonly DayOccurrence[];
  /** The list's name ("Today's habits"). */
  label: string;
  isDone: (habit: Habit, date: string) => boolean;
  isPending: (habit: Habit, date: string) => boolean;
}

/**
 * A day's habits as rows (issue 39), in the order the day runs; the any-time habits apart after
 * them under their own heading, inside the same list so the whole day is one list to a screen reader.
 */
export function HabitDayList({ occurrences, label, isDone, isPending, ...rowProps }: HabitDayListProps) {
  const { HABIT_ROW_TEXTS: T } = useTexts(ENGLISH);
  const { timed, anyTime } = dayGroups(occurrences);
  const anyTimeId = useId();
  const row = (o: DayOccurrence) => (
    <li key={`${o.habit.id} ${o.startTime}`}>
      <HabitRow occurrence={o} done={isDone(o.habit, o.date)} pending={isPending(o.habit, o.date)} {...rowProps} />
    </li>
  );
  const listSx = { listStyle: 'none', m: 0, p: 0 } as const;
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={listSx}>
      {timed.map(row)}
      {anyTime.length > 0 && (
        <li>
          <Typography id={anyTimeId} component="h3" variant="subtitle2" color="text.secondary" sx={{ mt: timed.length ? 1 : 0, mb: 0.75 }}>
            {T.anyTime}
          </Typography>
          <Stack component="ul" aria-labelledby={anyTimeId} spacing={1} sx={listSx}>
            {anyTime.map(row)}
          </Stack>
        </li>
      )}
    </Stack>
  );
}
