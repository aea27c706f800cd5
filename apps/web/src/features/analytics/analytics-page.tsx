import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  ANALYTICS_TEXTS as ANALYTICS_ENGLISH,
  HABIT_DEPTH_TEXTS,
  PUNCTUATION_TEXTS,
  ROUTES,
  amountTotals,
  compareWithPreviousPeriod,
  FIRST_RUN_TEXTS as FIRST_RUN_ENGLISH,
  HABITS_TEXTS as HABITS_ENGLISH,
  completionHeatmap,
  firstDayOfWeek,
  formatDate,
  formatPercent,
  goalProgress,
  isInUse,
  localToday,
  overallRate,
  toEpochDay,
  topPerforming,
  weekStartOf,
  weeklyTrend,
  type Goal,
  type Habit,
} from '@stride/domain';
import { useSession } from '../../lib/auth/session-context';
import { selectUser } from '../../lib/auth/session-store';
import { failureMessage } from '../../lib/api/stride-api';
import { useGetGoalsQuery, useGetVisionQuery } from '../../lib/goals/goals-endpoints';
import { useGetHabitsQuery } from '../../lib/habits/habits-endpoints';
import { LoadingStatus } from '../../components/loading-status';
import { RetryAlert } from '../../components/retry-alert';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HabitRatesChart, WeeklyTrendChart, type HabitRateRow } from './analytics-charts';
import { CompletionHeatmap } from './completion-heatmap';
import { useTexts } from '../../lib/i18n/app-texts';
import { useDisplayLocale } from '../../lib/locale/use-display-locale';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { ANALYTICS_TEXTS: ANALYTICS_ENGLISH, FIRST_RUN_TEXTS: FIRST_RUN_ENGLISH, HABITS_TEXTS: HABITS_ENGLISH, HABIT_DEPTH_TEXTS, PUNCTUATION_TEXTS };

/** Stands for a value in a labelled line, to find where the language puts it (`PUNCTUATION_TEXTS.labelled`). */
const VALUE = '\u0000';

/** A tab's name is its English one (its value and id); its label is in the account's language. */
type TabName = (typeof ANALYTICS_ENGLISH.tabs)[number];

/** The last year (53 weeks) of completions: the heat map's reach and more than the 14 weeks of the trend. */
const HISTORY_DAYS = 53 * 7;

/** Section 2 "Analytics Dashboard": habits, goals and vision are fetched here, and every figure comes from packages/domain. */
export function AnalyticsPage() {
  const { ANALYTICS_TEXTS, HABITS_TEXTS } = useTexts(ENGLISH);
  useDocumentTitle(ANALYTICS_TEXTS.pageTitle);
  const user = useSession(selectUser);
  const [tab, setTab] = useState<TabName>('Overview');
  const today = localToday(user?.timezone ?? 'UTC');
  const history = useMemo(() => ({ from: formatDate(toEpochDay(today) - HISTORY_DAYS), to: today }), [today]);
  const habitsQuery = useGetHabitsQuery(user?.id ? history : skipToken);
  const goalsQuery = useGetGoalsQuery(user?.id ? undefined : skipToken);
  const visionQuery = useGetVisionQuery(user?.id ? undefined : skipToken);
  const queries = [habitsQuery, goalsQuery, visionQuery];
  const failure = queries.find((query) => query.isError)?.error;
  // The figures wait for this visit's answers rather than show a cached year: changes made since on
  // other screens reach it fitted to this year (lib/habits/fit-to-window.ts), but their figures
  // (streaks, counts) are the server's to compute.
  const [openedAt] = useState(Date.now);
  const answered = queries.every((query) => query.isSuccess && (query.fulfilledTimeStamp ?? 0) >= openedAt);
  // Archived habits (issue 22) keep their history but leave the counts.
  const habits = useMemo(() => (habitsQuery.data ?? []).filter(isInUse), [habitsQuery.data]);
  const goals = goalsQuery.data ?? [];
  const vision = visionQuery.data ?? null;
  const phase = failure ? 'failed' : answered ? 'ready' : 'loading';

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {ANALYTICS_TEXTS.pageTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {ANALYTICS_TEXTS.subtitle}
      </Typography>
      {phase === 'loading' && (
        <LoadingStatus text={ANALYTICS_TEXTS.loading} />
      )}
      {failure && (
        <RetryAlert
          message={ANALYTICS_TEXTS.loadError(failureMessage(failure))}
          retryLabel={HABITS_TEXTS.retry}
          onRetry={() => queries.filter((query) => query.isError).forEach((query) => void query.refetch())}
        />
      )}
      {phase === 'ready' && habits.length === 0 && goals.length === 0 && <EmptyState />}
      {phase === 'ready' && (habits.length > 0 || goals.length > 0) && (
        <>
          <Tabs value={tab} onChange={(_, value: TabName) => setTab(value)} aria-label={ANALYTICS_TEXTS.tabsLabel} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
            {ANALYTICS_ENGLISH.tabs.map((name, index) => (
              <Tab key={name} value={name} label={ANALYTICS_TEXTS.tabs[index]} id={`analytics-tab-${name}`} aria-controls={`analytics-panel-${name}`} />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`analytics-panel-${tab}`} aria-labelledby={`analytics-tab-${tab}`}>
            {tab === 'Overview' && <OverviewTab habits={habits} today={today} visionSet={!!vision} />}
            {tab === 'Goals' && <GoalsTab habits={habits} goals={goals} visionSet={!!vision} />}
            {tab === 'Habits' && <HabitsTab habits={habits} today={today} />}
          </Box>
        </>
      )}
    </>
  );
}

function EmptyState() {
  const { ANALYTICS_TEXTS, FIRST_RUN_TEXTS } = useTexts(ENGLISH);
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Typography component="h2" variant="h3" gutterBottom>
          {ANALYTICS_TEXTS.emptyTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
          {ANALYTICS_TEXTS.emptyText}
        </Typography>
        {/* Issue 39: one button, the one that fills it (habits are what the charts count). */}
        <Button component={RouterLink} to={ROUTES.habits} variant="contained" sx={{ minHeight: 44 }}>
          {FIRST_RUN_TEXTS.addFirstHabit}
        </Button>
      </CardContent>
    </Card>
  );
}

function StatCard({ label, value, detail }: { label: string; value: string; detail?: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent component="dl" sx={{ m: 0 }}>
        <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontSize: 30, fontWeight: 800 }} data-testid={`analytics-${label}`}>
          {value}
        </Typography>
        {detail && (
          <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="h3" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Issue 54: weeks start on the region's first day (Monday in Spain, Sunday in the US), as the calendar's do. */
const useWeekStartsOn = () => firstDayOfWeek(useDisplayLocale());

/** Issue 22: what was logged this week (its first day to today) for each habit with a target. */
function AmountsThisWeek({ habits, today }: { habits: readonly Habit[]; today: string }) {
  const { HABIT_DEPTH_TEXTS } = useTexts(ENGLISH);
  const weekStartsOn = useWeekStartsOn();
  const totals = amountTotals(habits, formatDate(weekStartOf(toEpochDay(today), weekStartsOn)), today);
  if (!totals.length) return null;
  return (
    <Section title={HABIT_DEPTH_TEXTS.amountsTitle}>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {totals.map((t) => (
          <li key={t.id}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {t.name}
            </Typography>
            <Typography component="span" color="text.secondary">
              {` · ${HABIT_DEPTH_TEXTS.amountTotal(t.total, t.target, t.days)}`}
            </Typography>
          </li>
        ))}
      </Box>
    </Section>
  );
}

function OverviewTab({ habits, today, visionSet }: { habits: readonly Habit[]; today: string; visionSet: boolean }) {
  const { ANALYTICS_TEXTS } = useTexts(ENGLISH);
  const weekStartsOn = useWeekStartsOn();
  const trend = useMemo(() => weeklyTrend(habits, today, 7, weekStartsOn), [habits, today, weekStartsOn]);
  const comparison = useMemo(() => compareWithPreviousPeriod(habits, today, 7, weekStartsOn), [habits, today, weekStartsOn]);
  const top = topPerforming(habits);
  const best = top[0];
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label={ANALYTICS_TEXTS.overallRate} value={formatPercent(overallRate(habits))} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            label={ANALYTICS_TEXTS.lastWeeks}
            value={formatPercent(comparison.current.rate)}
            detail={comparison.changePoints === null ? ANALYTICS_TEXTS.noCompare : ANALYTICS_TEXTS.change(comparison.changePoints)}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label={ANALYTICS_TEXTS.bestStreak} value={String(best?.completionStreak ?? 0)} detail={best && best.completionStreak > 0 ? best.name : undefined} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label={ANALYTICS_TEXTS.visionStatus} value={visionSet ? ANALYTICS_TEXTS.visionSet : ANALYTICS_TEXTS.visionNotSet} />
        </Grid>
      </Grid>
      <Section title={ANALYTICS_TEXTS.weeklyTrend}>
        <WeeklyTrendChart weeks={trend} />
      </Section>
      <AmountsThisWeek habits={habits} today={today} />
      <Section title={ANALYTICS_TEXTS.topPerforming}>
        {top.length === 0 ? (
          <Typography color="text.secondary">{ANALYTICS_TEXTS.noHabits}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
            {top.map((h) => (
              <li key={h.id} data-testid="top-habit">
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {h.name}
                </Typography>
                <Typography component="span" color="text.secondary">
                  {ANALYTICS_TEXTS.topStreaks(h.completionStreak, h.bestStreak)}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Section>
    </Stack>
  );
}

function GoalsTab({ habits, goals, visionSet }: { habits: readonly Habit[]; goals: readonly Goal[]; visionSet: boolean }) {
  const { ANALYTICS_TEXTS, PUNCTUATION_TEXTS: P } = useTexts(ENGLISH);
  // "Vision: Set", "Vision : non définie": the language's colon, the status in a span of its own.
  const [beforeStatus, afterStatus = ''] = P.labelled(ANALYTICS_TEXTS.visionStatus, VALUE).split(VALUE);
  return (
    <Stack spacing={3}>
      <Card>
        <CardContent sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography component="p" variant="h3">
            {beforeStatus}
            <span data-testid="vision-status">{visionSet ? ANALYTICS_TEXTS.visionStatusInLine.set : ANALYTICS_TEXTS.visionStatusInLine.notSet}</span>
            {afterStatus}
          </Typography>
          <Button component={RouterLink} to={ROUTES.goals} variant="outlined">
            {visionSet ? ANALYTICS_TEXTS.seeVision : ANALYTICS_TEXTS.writeVision}
          </Button>
        </CardContent>
      </Card>
      <Section title={ANALYTICS_TEXTS.goalProgress}>
        {goals.length === 0 ? (
          <Typography color="text.secondary">
            {ANALYTICS_TEXTS.noGoals}{' '}
            <RouterLink to={ROUTES.goals}>{ANALYTICS_TEXTS.addGoal}</RouterLink>
          </Typography>
        ) : (
          <Stack spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {goals.map((goal) => {
              const progress = goalProgress(goal.id, habits);
              const percent = progress.rate === null ? 0 : Math.round(progress.rate * 100);
              return (
                <li key={goal.id} data-testid="goal-progress">
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, mb: 0.5 }}>
                    <Typography sx={{ fontWeight: 600 }}>{goal.name}</Typography>
                    <Typography sx={{ fontWeight: 700 }}>{formatPercent(progress.rate)}</Typography>
                  </Stack>
                  <LinearProgress variant="determinate" value={percent} aria-label={ANALYTICS_TEXTS.goalProgressLabel(goal.name)} sx={{ height: 10, borderRadius: 5 }} />
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {progress.habitCount === 0
                      ? ANALYTICS_TEXTS.noLinkedHabits
                      : ANALYTICS_TEXTS.goalDone(progress.completed, progress.scheduled, progress.habitCount)}
                  </Typography>
                </li>
              );
            })}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

function HabitsTab({ habits, today }: { habits: readonly Habit[]; today: string }) {
  const { ANALYTICS_TEXTS } = useTexts(ENGLISH);
  const rows: HabitRateRow[] = habits.map((h, index) => ({
    id: h.id,
    name: h.name,
    index,
    scheduled: h.scheduledCount,
    completed: h.completedCount,
    rate: h.successRate,
    streak: h.completionStreak,
    best: h.bestStreak,
  }));
  const weekStartsOn = useWeekStartsOn();
  const days = useMemo(() => completionHeatmap(habits, today, 53, weekStartsOn), [habits, today, weekStartsOn]);
  return (
    <Stack spacing={3}>
      <Section title={ANALYTICS_TEXTS.successByHabit}>
        {rows.length === 0 ? <Typography color="text.secondary">{ANALYTICS_TEXTS.noHabits}</Typography> : <HabitRatesChart rows={rows} />}
      </Section>
      <Section title={ANALYTICS_TEXTS.heatmap}>
        <CompletionHeatmap days={days} />
      </Section>
    </Stack>
  );
}
