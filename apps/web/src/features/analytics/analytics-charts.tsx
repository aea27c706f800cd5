import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useEffect } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { ANALYTICS_CHART_TEXTS, ANALYTICS_TEXTS, formatDay, formatPercent, habitColor, type PeriodStat } from '@stride/domain';
import { displayLocale } from '../../lib/locale/display-locale';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { ANALYTICS_CHART_TEXTS, ANALYTICS_TEXTS };

/**
 * Recharts measures label text in a span it appends to <body> and leaves there; screen readers
 * and landmark checks would meet it outside every landmark. It is marked hidden whenever it appears.
 */
function useHiddenMeasurementSpan() {
  useEffect(() => {
    const hide = () => document.getElementById('recharts_measurement_span')?.setAttribute('aria-hidden', 'true');
    hide();
    const observer = new MutationObserver(hide);
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, []);
}

// Issue 54: "5 Nov", "Nov 5", "5. Nov." as the region writes a day.
const shortDay = (date: string) => formatDay(date, 'dayMonth', displayLocale());
const percentOf = (rate: number | null) => (rate === null ? null : Math.round(rate * 100));

/**
 * Each week's share done as a bar (a week with nothing due has none), with the same numbers in a
 * table beside it: the picture for the eye, the table for screen readers and for exact figures.
 */
export function WeeklyTrendChart({ weeks }: { weeks: readonly PeriodStat[] }) {
  const { ANALYTICS_CHART_TEXTS: C, ANALYTICS_TEXTS: A } = useTexts(ENGLISH);
  useHiddenMeasurementSpan();
  const data = weeks.map((w) => ({ label: shortDay(w.start), percent: percentOf(w.rate) }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
      <Box aria-hidden sx={{ height: 240, minWidth: 0 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="var(--stride-grid)" />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'var(--stride-axis)' }} />
            <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit="%" tick={{ fontSize: 12, fill: 'var(--stride-axis)' }} />
            <Bar dataKey="percent" fill="var(--stride-chart-bar)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Table size="small" aria-label={C.trendTable}>
        <TableHead>
          <TableRow>
            <TableCell>{C.weekOf}</TableCell>
            <TableCell align="right">{C.done}</TableCell>
            <TableCell align="right">{C.rate}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {weeks.map((w) => (
            <TableRow key={w.start} data-testid="trend-row">
              <TableCell>{shortDay(w.start)}</TableCell>
              <TableCell align="right">{w.scheduled ? `${w.completed} / ${w.scheduled}` : '—'}</TableCell>
              <TableCell align="right">{w.scheduled ? formatPercent(w.rate) : A.noData}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export interface HabitRateRow {
  id: string;
  name: string;
  index: number;
  scheduled: number;
  completed: number;
  rate: number | null;
  streak: number;
  best: number;
}

/** Success rate per habit as horizontal bars in the habit's colour, and the full figures in a table. */
export function HabitRatesChart({ rows }: { rows: readonly HabitRateRow[] }) {
  const { ANALYTICS_CHART_TEXTS: C, ANALYTICS_TEXTS: A } = useTexts(ENGLISH);
  useHiddenMeasurementSpan();
  const data = rows.map((r) => ({ name: r.name, percent: percentOf(r.rate) ?? 0, color: habitColor(r.index) }));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box aria-hidden sx={{ height: Math.max(120, rows.length * 36 + 40), minWidth: 0 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid horizontal={false} stroke="var(--stride-grid)" />
            <XAxis type="number" domain={[0, 100]} unit="%" tick={{ fontSize: 12, fill: 'var(--stride-axis)' }} />
            <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12, fill: 'var(--stride-axis-strong)' }} />
            <Bar dataKey="percent" radius={[0, 4, 4, 0]} isAnimationActive={false}>
              {data.map((d) => (
                <Cell key={d.name} fill={d.color} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </Box>
      {/* Scrolls sideways on a narrow phone: focusable, so the keyboard can scroll it too. */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={C.ratesTableRegion}>
        <Table size="small" aria-label={C.ratesTable} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{C.habit}</TableCell>
              <TableCell align="right">{C.done}</TableCell>
              <TableCell align="right">{C.success}</TableCell>
              <TableCell align="right">{C.streak}</TableCell>
              <TableCell align="right">{C.best}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} data-testid="habit-rate-row">
                <TableCell component="th" scope="row">
                  {r.name}
                </TableCell>
                <TableCell align="right">{`${r.completed} / ${r.scheduled}`}</TableCell>
                <TableCell align="right">{r.scheduled ? formatPercent(r.rate) : A.noData}</TableCell>
                <TableCell align="right">{r.streak}</TableCell>
                <TableCell align="right">{r.best}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
