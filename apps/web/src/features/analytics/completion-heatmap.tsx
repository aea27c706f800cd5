import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { ANALYTICS_CHART_TEXTS, PUNCTUATION_TEXTS, formatDay, monthName, toEpochDay, weekdayOf, type HeatmapDay } from '@stride/domain';
import { displayLocale } from '../../lib/locale/display-locale';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { ANALYTICS_CHART_TEXTS, PUNCTUATION_TEXTS };

const CELL = 11;
const GAP = 2;
const STEP = CELL + GAP;
const TOP = 16;
const LEFT = 26;
// The theme's tokens (app/theme.ts): a scale that reads on light and on dark (issue 39).
const EMPTY = 'var(--stride-muted-bg)';
const SHADES = [0, 1, 2, 3, 4].map((i) => `var(--stride-heat-${i})`);

/** A day's shade: grey with nothing due, then from none done to all done. */
function shade(day: HeatmapDay): string {
  if (day.scheduled === 0) return EMPTY;
  const ratio = day.completed / day.scheduled;
  if (ratio === 0) return SHADES[0]!;
  return SHADES[Math.min(4, Math.ceil(ratio * 4))]!;
}

/** The weekdays the rows are labelled with: Monday, Wednesday and Friday (`ANALYTICS_CHART_TEXTS.weekdays`). */
const LABELLED_WEEKDAYS = [1, 3, 5];

/**
 * A year of days as a grid (weeks across, the week's first day down: Sunday, or the region's
 * first day as `completionHeatmap` was asked, issue 54), shaded by the share done.
 * The picture scales to its box; screen readers get the totals and a table by month.
 */
export function CompletionHeatmap({ days }: { days: readonly HeatmapDay[] }) {
  const { ANALYTICS_CHART_TEXTS: T, PUNCTUATION_TEXTS: P } = useTexts(ENGLISH);
  const weeks = Math.ceil(days.length / 7);
  const width = LEFT + weeks * STEP;
  const height = TOP + 7 * STEP;
  const completed = days.reduce((sum, d) => sum + d.completed, 0);
  const activeDays = days.filter((d) => d.completed > 0).length;
  const byMonth = new Map<string, { completed: number; scheduled: number }>();
  for (const day of days) {
    const key = day.date.slice(0, 7);
    const month = byMonth.get(key) ?? { completed: 0, scheduled: 0 };
    month.completed += day.completed;
    month.scheduled += day.scheduled;
    byMonth.set(key, month);
  }
  const monthLabels = days
    .map((day, i) => ({ day, week: Math.floor(i / 7) }))
    .filter(({ day }) => day.date.endsWith('-01'))
    .map(({ day, week }) => ({ x: LEFT + week * STEP, label: monthName(Number(day.date.slice(5, 7)), displayLocale(), 'short') }));
  const summary = T.heatmapSummary(completed, activeDays);
  // The first day shown starts a week: its weekday is the top row.
  const firstWeekday = days.length ? weekdayOf(toEpochDay(days[0]!.date)) : 0;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      {/* Never smaller than its natural size: on a phone it scrolls sideways, opened at the latest weeks. */}
      <Box
        ref={(el: HTMLDivElement | null) => {
          if (el) el.scrollLeft = el.scrollWidth;
        }}
        tabIndex={0}
        role="region"
        aria-label={T.heatmapRegion}
        sx={{ overflowX: 'auto' }}
      >
      <Box component="svg" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary} sx={{ width: '100%', minWidth: width, height: 'auto', display: 'block' }}>
        {monthLabels.map(({ x, label }) => (
          <text key={`${label}-${x}`} x={x} y={10} fontSize={9} fill="var(--stride-axis)">
            {label}
          </text>
        ))}
        {T.weekdays.map((label, i) => (
          <text key={label} x={0} y={TOP + ((LABELLED_WEEKDAYS[i]! - firstWeekday + 7) % 7) * STEP + CELL - 2} fontSize={9} fill="var(--stride-axis)">
            {label}
          </text>
        ))}
        {days.map((day, i) => (
          <rect key={day.date} x={LEFT + Math.floor(i / 7) * STEP} y={TOP + (i % 7) * STEP} width={CELL} height={CELL} rx={2} fill={shade(day)}>
            {/* Issue 54: the day as the region writes it ("30 nov 2025: nada previsto"), not its ISO date. */}
            <title>{P.labelled(formatDay(day.date, 'dayMonthYear', displayLocale()), day.scheduled ? T.dayDone(day.completed, day.scheduled) : T.nothingScheduled)}</title>
          </rect>
        ))}
      </Box>
      </Box>
      <Stack direction="row" spacing={0.5} component="figcaption" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {summary}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} aria-hidden>
          <Typography variant="caption" color="text.secondary">
            {T.less}
          </Typography>
          {[EMPTY, ...SHADES].map((color) => (
            <Box key={color} sx={{ width: CELL, height: CELL, borderRadius: '2px', bgcolor: color }} />
          ))}
          <Typography variant="caption" color="text.secondary">
            {T.more}
          </Typography>
        </Stack>
      </Stack>
      {/* A table box ignores `overflow: hidden`: the hidden box around it keeps a longer caption or month
          name (Spanish "noviembre de 2026") from widening the page. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{T.byMonth}</caption>
          <thead>
            <tr>
              <th scope="col">{T.month}</th>
              <th scope="col">{T.done}</th>
              <th scope="col">{T.scheduled}</th>
            </tr>
          </thead>
          <tbody>
            {[...byMonth].map(([month, totals]) => (
              <tr key={month}>
                <th scope="row">{formatDay(`${month}-01`, 'monthYear', displayLocale())}</th>
                <td>{totals.completed}</td>
                <td>{totals.scheduled}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
