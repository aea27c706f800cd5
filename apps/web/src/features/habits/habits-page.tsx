import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FIRST_RUN_TEXTS, HABIT_DAY_TEXTS, HABITS_TEXTS, ROUTES, dayCount, habitDayView, isInUse, localToday, monthOf, type CreateHabitBody, type Goal, type Habit, type SlotHabit } from '@stride/domain';
import { ErrorSnackbar } from '../../components/error-snackbar';
import { RetryAlert } from '../../components/retry-alert';
import { LoadingStatus } from '../../components/loading-status';
import { useSession } from '../../lib/auth/session-context';
import { selectUser } from '../../lib/auth/session-store';
import { failureMessage } from '../../lib/api/stride-api';
import { useGetGoalsQuery } from '../../lib/goals/goals-endpoints';
import {
  waitsToSync,
  useCreateHabitMutation,
  useGetHabitsQuery,
  useSetCompletedMutation,
} from '../../lib/habits/habits-endpoints';
import { useUndoActions } from '../../lib/undo/undo-actions';
import { endUndoOffer } from '../../lib/undo/undo-offers';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMediaQuery } from '../../lib/use-media-query';
import { CreateHabitDialog, emptyHabitValues } from './create-habit-dialog';
import { useHabitChange } from './use-habit-change';
import { PHONE_QUERY, shownView, visibleRange, type CalendarView } from './calendar-views';
import type { OccurrenceTarget } from './edit-habit-dialog';
import { HabitEditor } from './habit-editor';
import { HabitCalendar } from './habit-calendar';
import { HabitDetailsDialog } from './habit-details-dialog';
import { dateKey, occurrencesInRange, wallNow } from './habit-occurrences';
import { ArchivedHabits } from './archived-habits';
import { AreasCard } from '../../components/areas/areas-card';
import { HabitChips, HabitStats } from './habit-overview';
import { CheckMarksStatus } from './check-marks-status';
import { useCheckMarks } from './use-check-marks';
import { QuickAdd, type QuickAddHandoff } from './quick-add';
import { useTexts } from '../../lib/i18n/app-texts';
import { formatMonthName } from '../../lib/format-date';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { FIRST_RUN_TEXTS, HABITS_TEXTS, HABIT_DAY_TEXTS };

const NO_HABITS: Habit[] = [];
const NO_GOALS: Goal[] = [];

/** Section 2 "Habit Tracker page (/habits)". */
export function HabitsPage() {
  const { FIRST_RUN_TEXTS, HABIT_DAY_TEXTS, HABITS_TEXTS } = useTexts(ENGLISH);
  useDocumentTitle(HABITS_TEXTS.pageTitle);
  const user = useSession(selectUser);
  const timeZone = user?.timezone ?? 'UTC';
  // Section 2: habits are loaded only when a user exists. Goals fill the optional goal choice; the
  // tracker works without them.
  const habitsQuery = useGetHabitsQuery(user?.id ? undefined : skipToken);
  const goals = useGetGoalsQuery(user?.id ? undefined : skipToken).data ?? NO_GOALS;
  const allHabits = habitsQuery.data ?? NO_HABITS;
  // Archived habits (issue 22) are hidden from Today, the calendar and the counts; listed apart.
  const habits = useMemo(() => allHabits.filter(isInUse), [allHabits]);
  const archivedHabits = useMemo(() => allHabits.filter((h) => !isInUse(h)), [allHabits]);
  const loaded = habitsQuery.data !== undefined;
  // As on the Goals screen: a failure counts until the next try starts, not while it runs.
  const loadError = habitsQuery.isError ? failureMessage(habitsQuery.error) : null;
  const [createHabit] = useCreateHabitMutation();
  const [setCompleted] = useSetCompletedMutation();
  const offerUndo = useUndoActions();
  const [actionError, setActionError] = useState<string | null>(null);
  const { busy, run } = useHabitChange(setActionError);
  // "Add a habit for this goal" on the Goals screen arrives as ?newGoal=<goal id> (issue 39).
  const [searchParams, setSearchParams] = useSearchParams();
  const [forGoal] = useState(() => searchParams.get('newGoal'));
  const [createOpen, setCreateOpen] = useState(forGoal !== null);
  /** Create New Habit opened from Quick add's More options: filled from the phrase (issue 24). */
  const [quickAdd, setQuickAdd] = useState<QuickAddHandoff | null>(null);
  // Edit from Today's row menu arrives as ?edit=<habit id>&date=<day> (issue 39).
  const [editTarget, setEditTarget] = useState<OccurrenceTarget | null>(() => {
    const [habitId, day] = [searchParams.get('edit'), searchParams.get('date')];
    return habitId && day ? { habitId, date: day } : null;
  });
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [chosenFilter, setFilterId] = useState<string | null>(null);
  // Phones open the schedule as the agenda, larger screens as the month (issue 20), until the user
  // picks a view; a screen that changes size meanwhile follows.
  const phone = useMediaQuery(PHONE_QUERY);
  const [chosenView, setView] = useState<CalendarView | null>(null);
  const view = shownView(chosenView, phone);
  const today = localToday(timeZone);
  const now = useMemo(() => wallNow(timeZone), [timeZone]);
  const [date, setDate] = useState(now);

  // A filter on a habit that is gone (deleted) filters nothing.
  const filterId = habits.some((h) => h.id === chosenFilter) ? chosenFilter : null;
  // Issue 51: a several-times-a-day habit is a row per time here too, as on Today.
  const todays = useMemo(() => occurrencesInRange(habits, today, today, timeZone, { slots: true }), [habits, today, timeZone]);
  const range = visibleRange(view, date);
  // A check-off shows at once (the data layer applies it before the server answers) and falls back
  // if refused; months before the list's window get their check marks when shown.
  const checkMarks = useCheckMarks(habits[0]?.window, range);
  // A slot's own check mark is in its `completedDates` (today is always in the list's window).
  const isDone = (habit: Habit, day: string) => ((habit as SlotHabit).slotTime ? habit.completedDates.includes(day) : checkMarks.isDone(habit, day));
  // The day's one count (decision 051): the same figure as Today's "6 of 8 done" and the coach's.
  const todayCount = dayCount(todays.map((o) => habitDayView(o.habit, today, today)));
  // A chip counts its habit's occurrences in the calendar's month, whichever view shows it, and
  // names the month (docs/decisions/009): the same number in Month, Week, Day and Agenda.
  const month = monthOf(dateKey(date));
  const monthName = formatMonthName(month.year, month.month, !today.startsWith(String(month.year)));
  const scheduledInMonth = useMemo(() => {
    const counts = new Map<string, number>();
    for (const o of occurrencesInRange(habits, month.from, month.to, timeZone)) counts.set(o.habit.id, (counts.get(o.habit.id) ?? 0) + 1);
    return counts;
  }, [habits, month.from, month.to, timeZone]);
  const bestStreak = habits.reduce((best, h) => Math.max(best, h.completionStreak), 0);

  const toggle = (habit: Habit, day: string, done: boolean) => {
    // A check-off can be taken back (issue 39), and so can taking one back (decision 030, "Leftovers").
    // One time of a several-times-a-day habit (issue 40): its own check-off, without the day's Undo.
    const time = (habit as SlotHabit).slotTime;
    const offered = time ? undefined : done ? offerUndo.checkedOff(habit, day) : offerUndo.uncheckedOff(habit, day);
    setCompleted({ id: habit.id, date: day, done, ...(time ? { time } : {}) })
      .unwrap()
      .catch((error: unknown) => {
        // It waits on this device and is sent later (offline, issue 21): nothing failed.
        if (waitsToSync(error)) return;
        if (offered) endUndoOffer(offered);
        setActionError(failureMessage(error));
      });
  };

  const detailsIndex = habits.findIndex((h) => h.id === detailsId);
  const detailsHabit = detailsIndex >= 0 ? habits[detailsIndex] : archivedHabits.find((h) => h.id === detailsId);

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 3 }}>
        <div>
          <Typography variant="h1" gutterBottom>
            {HABITS_TEXTS.pageTitle}
          </Typography>
          <Typography color="text.secondary">{HABITS_TEXTS.subtitle}</Typography>
          <Link component={RouterLink} to={ROUTES.dashboard} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 }}>
            {HABITS_TEXTS.tickOffOnToday}
          </Link>
        </div>
        <Button variant="contained" size="large" onClick={() => setCreateOpen(true)} sx={{ flexShrink: 0 }}>
          {HABITS_TEXTS.createHabit}
        </Button>
      </Stack>

      <QuickAdd
        today={today}
        timeZone={timeZone}
        onMoreOptions={(handoff) => {
          setQuickAdd(handoff);
          setCreateOpen(true);
        }}
      />

      {!loaded && !loadError && (
        <LoadingStatus text={HABITS_TEXTS.loading} />
      )}
      {!loaded && loadError && (
        <RetryAlert message={HABITS_TEXTS.loadError(loadError)} retryLabel={HABITS_TEXTS.retry} onRetry={() => void habitsQuery.refetch()} />
      )}
      {loaded && habits.length === 0 && (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <Typography sx={{ mb: 2 }}>{HABITS_TEXTS.empty}</Typography>
            <Button variant="contained" onClick={() => setCreateOpen(true)} sx={{ minHeight: 44 }}>
              {FIRST_RUN_TEXTS.addFirstHabit}
            </Button>
          </CardContent>
        </Card>
      )}
      {loaded && habits.length > 0 && (
        <Stack spacing={3}>
          <HabitStats active={habits.length} today={HABIT_DAY_TEXTS.countShort(todayCount.done, todayCount.due)} bestStreak={bestStreak} />
          <AreasCard onError={setActionError} />
          {/* Issue 51: the day is checked off on Today; this page manages the habits (no second day list). */}
          <HabitChips habits={habits} scheduled={scheduledInMonth} monthName={monthName} filterId={filterId} onFilter={setFilterId} onDetails={setDetailsId} />
          <Card component="section" aria-labelledby="schedule-view-title">
            <CardContent>
              <Typography id="schedule-view-title" component="h2" variant="h3" sx={{ mb: 1.5 }}>
                {HABITS_TEXTS.scheduleView}
              </Typography>
              <CheckMarksStatus marks={checkMarks} />
              <HabitCalendar
                habits={habits}
                filterId={filterId}
                timeZone={timeZone}
                today={today}
                view={view}
                date={date}
                now={now}
                onView={setView}
                onNavigate={setDate}
                isDone={checkMarks.isDone}
                onSelect={(habitId, day) => setEditTarget({ habitId, date: day })}
                onToggle={toggle}
                onRefuse={setActionError}
              />
            </CardContent>
          </Card>
        </Stack>
      )}
      {loaded && archivedHabits.length > 0 && <ArchivedHabits habits={archivedHabits} onDetails={setDetailsId} />}

      <CreateHabitDialog
        open={createOpen}
        today={today}
        timeZone={timeZone}
        goals={goals}
        busy={busy}
        initialValues={quickAdd?.values ?? (forGoal && searchParams.has('newGoal') ? { ...emptyHabitValues(today), goalId: forGoal } : undefined)}
        onClose={() => {
          setCreateOpen(false);
          setQuickAdd(null);
          if (searchParams.has('newGoal')) setSearchParams({}, { replace: true });
        }}
        onCreate={async (body: CreateHabitBody) => {
          const created = await run(() => createHabit(body).unwrap());
          if (created) quickAdd?.onCreated(body.name);
          return created;
        }}
      />
      <HabitEditor
        target={editTarget}
        habits={habits}
        timeZone={timeZone}
        today={today}
        isDone={isDone}
        onError={setActionError}
        onClose={() => {
          setEditTarget(null);
          if (searchParams.has('edit')) setSearchParams({}, { replace: true });
        }}
      />
      <HabitDetailsDialog
        habit={detailsHabit}
        index={Math.max(0, detailsIndex)}
        timeZone={timeZone}
        today={today}
        onToggle={(day, done) => detailsHabit && toggle(detailsHabit, day, done)}
        onEdit={(day) => {
          setEditTarget({ habitId: detailsId!, date: day });
          setDetailsId(null);
        }}
        onClose={() => setDetailsId(null)}
      />
      <ErrorSnackbar message={actionError} onClose={() => setActionError(null)} />
    </>
  );
}
