import Box from '@mui/material/Box';
import { HABITS_TEXTS, habitColorOf, type HabitColor, type OccurrenceStatus } from '@stride/domain';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABITS_TEXTS };

/**
 * How an occurrence looks in each state, in every view: to do is the habit's colour; done adds a
 * check mark; missed is an outline, dashed, with a cross. The mark and the words (labels, the
 * legend) carry the state as well as the look, so it is never told by colour alone.
 */
export function occurrenceLook(status: OccurrenceStatus, index: number, habit: { color?: HabitColor | null | undefined } = {}, outline: 'dashed' | 'solid' = 'dashed') {
  // Decision 043: the habit's own colour (its light tone, which carries white text) when it has one.
  const color = habitColorOf(habit, index);
  // On the page's event background: the habit's colour as text in light; in dark the theme sets
  // --stride-event-text, as some habit colours are too dark to read on it (app/theme.ts).
  if (status === 'missed') return { backgroundColor: 'var(--stride-event-bg)', color: `var(--stride-event-text, ${color})`, border: `2px ${outline} ${color}` };
  // Skipped and paused (issue 22): neither done nor missed, drawn dotted.
  if (status === 'skipped' || status === 'paused') return { backgroundColor: 'var(--stride-event-bg)', color: 'var(--stride-status-other)', border: `2px dotted ${color}` };
  return { backgroundColor: color, color: '#fff', border: `2px solid ${color}` };
}

const LEGEND: readonly OccurrenceStatus[] = ['done', 'missed', 'todo', 'skipped', 'paused'];

/** A small legend under the toolbar naming the states, each with its mark and look. */
export function OccurrenceLegend() {
  const { HABITS_TEXTS } = useTexts(ENGLISH);
  return (
    <Box
      component="ul"
      aria-label={HABITS_TEXTS.legend}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 2.5 }, listStyle: 'none', p: 0, m: 0, mb: 1.5, fontSize: 14 }}
    >
      {LEGEND.map((status) => (
        <Box component="li" key={status} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            component="span"
            aria-hidden
            sx={{
              ...occurrenceLook(status, 0),
              // A neutral sample: the state's look, not one habit's colour.
              ...(status === 'done' || status === 'todo'
                ? { backgroundColor: 'var(--stride-legend)', borderColor: 'var(--stride-legend)', color: 'var(--stride-legend-on)' }
                : { color: 'var(--stride-legend)', borderColor: 'var(--stride-legend)' }),
              width: 26,
              height: 18,
              borderRadius: '4px',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 12,
              fontWeight: 700,
              lineHeight: 1,
            }}
          >
            {HABITS_TEXTS.statusMarks[status]}
          </Box>
          {HABITS_TEXTS.status[status]}
        </Box>
      ))}
    </Box>
  );
}
