import WhatshotIcon from '@mui/icons-material/Whatshot';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Suspense, useId, useMemo, useState, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { FIRST_RUN_TEXTS, TODAY_TEXTS, TODAY_COACH_TEXTS, ROUTES, coachLineFor, dayCount, habitDayView, isInUse, localToday, occurrencesOfHabits, slotOccurrences, splitPrompted, type Habit, type SlotHabit, type User } from '@stride/domain';
import { CoachAvatar } from '../../components/coach-avatar';
import { AreaDayLists } from '../../components/areas/area-day-lists';
import { ErrorSnackbar } from '../../components/error-snackbar';
import { LoadingStatus } from '../../components/loading-status';
import { RetryAlert } from '../../components/retry-alert';
import { failureMessage } from '../../lib/api/stride-api';
import { selectPendingCheckOffs } from '../../lib/habits/check-off-outbox';
import { waitsToSync, useGetHabitsQuery, useSetCompletedMutation } from '../../lib/habits/habits-endpoints';
import { useAppSelector } from '../../lib/store/hooks';
import { useUndoActions } from '../../lib/undo/undo-actions';
import { endUndoOffer } from '../../lib/undo/undo-offers';
import { TimeZoneNotice } from './time-zone-notice';
import { UpNext } from './up-next';
import type { HabitEditorProps, OccurrenceTarget } from '../../lib/habits/habit-editor-props';
import { appLanguageOf, useTexts } from '../../lib/i18n/app-texts';
import { displayLocale } from '../../lib/locale/display-locale';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { FIRST_RUN_TEXTS, TODAY_TEXTS, TODAY_COACH_TEXTS };

/** "Monday 23 November" for a civil date; in the account's language, as its region writes it (issue 54). */
function dayLabel(date: string): string {
  const locale = displayLocale();
  return new Intl.DateTimeFormat(appLanguageOf(locale) ? locale : 'en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}


/**
 * The Today home (issue 20): today's occurrences as large check-off targets, the day's progress,
 * current streaks and one line from the coach. A check-off shows at once (the data layer applies
 * it before the server answers, on every screen) and falls back if refused.
 */
export function TodayCard({ user, habitEditor: HabitEditor }: { user: User; habitEditor?: ComponentType<HabitEditorProps> }) {
  const { FIRST_RUN_TEXTS, TODAY_TEXTS, TODAY_COACH_TEXTS } = useTexts(ENGLISH);
  const habitsQuery = useGetHabitsQuery(undefined);
  const [setCompleted] = useSetCompletedMutation();
  const offerUndo = useUndoActions();
  const [error, setError] = useState<string | null>(null);
  const [editTarget, setEditTarget] = useState<OccurrenceTarget | null>(null);
  // Once opened, the editor stays mounted so that it can close with its own transition.
  const [editorWanted, setEditorWanted] = useState(false);
  // Issue 51: Edit opens the habit's form over Today (the person stays on Today).
  const edit = (habit: Habit, date: string) => {
    setEditorWanted(true);
    setEditTarget({ habitId: habit.id, date });
  };
  const titleId = useId();
  const today = localToday(user.timezone);
  // Archived habits (issue 22) are not part of the day.
  const habits = useMemo(() => (habitsQuery.data ?? []).filter(isInUse), [habitsQuery.data]);
  // Issue 40: a several-times-a-day habit is a row per time; a habit whose cue just happened comes first.
  const occurrences = useMemo(() => slotOccurrences(occurrencesOfHabits(habits, today, today, user.timezone)), [habits, today, user.timezone]);
  const { prompted, rest } = useMemo(() => splitPrompted(occurrences, habits, today), [occurrences, habits, today]);
  // Today is always inside the list's window, so its check marks are in the list itself.
  const isDone = (habit: Habit) => habit.completedDates.includes(today);
  // Issue 51: the day's one count (decision 051), the same on the Habit Tracker and in the coach's
  // words: every slot of a habit to build; skipped or paused ones only when done anyway; never a
  // limit or a quit habit (its day is kept by not doing).
  const { done, due } = dayCount(occurrences.map((o) => habitDayView(o.habit, today, today)));
  const bestStreak = habits.reduce((best, h) => Math.max(best, h.completionStreak), 0);

  const toggle = (habit: Habit, next: boolean) => {
    // A check-off can be taken back (issue 39), and so can taking one back (decision 030, "Leftovers").
    // One time of a several-times-a-day habit (issue 40): its own check-off, without the day's Undo.
    const time = (habit as SlotHabit).slotTime;
    const offered = time ? undefined : next ? offerUndo.checkedOff(habit, today) : offerUndo.uncheckedOff(habit, today);
    setCompleted({ id: habit.id, date: today, done: next, ...(time ? { time } : {}) })
      .unwrap()
      .catch((e: unknown) => {
        // It waits on this device and is sent later (offline, issue 21): nothing failed.
        if (waitsToSync(e)) return;
        if (offered) endUndoOffer(offered);
        setError(TODAY_TEXTS.checkOffFailed(failureMessage(e)));
      });
  };
  const pending = useAppSelector(selectPendingCheckOffs);
  const isPending = (habit: Habit) => pending.some((p) => p.id === habit.id && p.date === today);

  let body;
  if (habitsQuery.data === undefined) {
    body = habitsQuery.isError ? (
      <RetryAlert message={TODAY_TEXTS.loadError(failureMessage(habitsQuery.error))} retryLabel={TODAY_TEXTS.retry} onRetry={() => void habitsQuery.refetch()} />
    ) : (
      <LoadingStatus text={TODAY_TEXTS.loading} />
    );
  } else if (habits.length === 0) {
    body = <EmptyDay text={TODAY_TEXTS.noHabits} action={FIRST_RUN_TEXTS.addFirstHabit} />;
  } else {
    body = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          {occurrences.length === 0 ? (
            <EmptyDay text={TODAY_TEXTS.nothingToday} />
          ) : (
            <Stack spacing={1.5}>
              <Box>
                <Typography sx={{ fontWeight: 600, mb: 0.75 }}>{TODAY_TEXTS.progress(done, due)}</Typography>
                <LinearProgress variant="determinate" value={due ? (100 * done) / due : 100} aria-label={TODAY_TEXTS.progressLabel} sx={{ height: 8, borderRadius: 4 }} />
              </Box>
              <UpNext
                occurrences={prompted}
                today={today}
                isDone={(habit) => isDone(habit)}
                isPending={(habit) => isPending(habit)}
                onToggle={(habit, _date, next) => toggle(habit, next)}
                onEdit={edit}
                onError={setError}
              />
              <AreaDayLists
                occurrences={rest}
                dayOccurrences={occurrences}
                label={TODAY_TEXTS.listLabel}
                today={today}
                isDone={(habit) => isDone(habit)}
                isPending={(habit) => isPending(habit)}
                onToggle={(habit, _date, next) => toggle(habit, next)}
                onEdit={edit}
                onError={setError}
              />
            </Stack>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2.5}>
            <CoachLine text={coachLineFor({ scheduled: due, done, bestStreak }, user.firstName, TODAY_COACH_TEXTS)} />
            <Streaks habits={habits} />
          </Stack>
        </Grid>
      </Grid>
    );
  }

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} component="h2" variant="h3" sx={{ mb: 2 }}>
          {/* "Today, Monday 23 November" to a screen reader; the page's heading already says Today. */}
          <Box component="span" sx={visuallyHidden}>
            {TODAY_TEXTS.titlePrefix}
          </Box>
          {dayLabel(today)}
        </Typography>
        <TimeZoneNotice user={user} />
        {body}
      </CardContent>
      {editorWanted && HabitEditor && (
        <Suspense fallback={null}>
          <HabitEditor
            target={editTarget}
            habits={habits}
            timeZone={user.timezone}
            today={today}
            isDone={(habit, date) => habit.completedDates.includes(date)}
            onError={setError}
            onClose={() => setEditTarget(null)}
          />
        </Suspense>
      )}
      <ErrorSnackbar message={error} onClose={() => setError(null)} />
    </Card>
  );
}

function EmptyDay({ text, action }: { text: string; action?: string }) {
  const { TODAY_TEXTS } = useTexts(ENGLISH);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{text}</Typography>
      <Button component={RouterLink} to={ROUTES.habits} variant="outlined">
        {action ?? TODAY_TEXTS.openHabits}
      </Button>
    </Stack>
  );
}

function CoachLine({ text }: { text: string }) {
  const { TODAY_TEXTS } = useTexts(ENGLISH);
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', bgcolor: 'var(--stride-soft-bg)', borderRadius: 2, p: 1.5 }}>
      <CoachAvatar size={40} />
      <Box sx={{ minWidth: 0 }}>
        <Typography id={titleId} component="h3" variant="subtitle2" color="text.secondary">
          {TODAY_TEXTS.coachTitle}
        </Typography>
        <Typography sx={{ mb: 0.5 }}>{text}</Typography>
        <Button component={RouterLink} to={ROUTES.aiCoach} size="small" sx={{ ml: -1 }}>
          {TODAY_TEXTS.talkToCoach}
        </Button>
      </Box>
    </Box>
  );
}

function Streaks({ habits }: { habits: readonly Habit[] }) {
  const { TODAY_TEXTS } = useTexts(ENGLISH);
  const titleId = useId();
  const going = [...habits].filter((h) => h.completionStreak > 0).sort((a, b) => b.completionStreak - a.completionStreak).slice(0, 5);
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {TODAY_TEXTS.streaksTitle}
      </Typography>
      {going.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {TODAY_TEXTS.noStreaks}
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {going.map((h) => (
            <Box component="li" key={h.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <WhatshotIcon fontSize="small" color="warning" aria-hidden />
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {h.name}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {TODAY_TEXTS.streakDays(h.completionStreak)}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
