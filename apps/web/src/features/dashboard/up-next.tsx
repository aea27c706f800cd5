import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { TIMES_AND_CUES_TEXTS as T } from '@stride/domain';
import { HabitDayList } from '../../components/habit-row/habit-day-list';
import type { DayOccurrence } from '../../components/habit-row/day-order';

type ListProps = Parameters<typeof HabitDayList>[0];

/**
 * Issue 40: the habits whose cue just happened (their anchor is done today and they are not),
 * at the top of Today under "Up next"; nothing when there are none.
 */
export function UpNext({ occurrences, ...listProps }: Omit<ListProps, 'label'> & { occurrences: readonly DayOccurrence[] }) {
  const titleId = useId();
  if (!occurrences.length) return null;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ border: 2, borderColor: 'primary.main', borderRadius: 2, p: 1.5 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {T.promptedNow}
      </Typography>
      <HabitDayList occurrences={occurrences} label={T.promptedNow} {...listProps} />
    </Box>
  );
}
