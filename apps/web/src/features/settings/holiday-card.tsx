import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { COMMON_TEXTS, HABIT_DEPTH_TEXTS, isInUse, localToday, type Habit, type Pause, type User } from '@stride/domain';
import { useGetHabitsQuery } from '../../lib/habits/habits-endpoints';
import { HabitPauses } from '../../components/habit-pauses';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABIT_DEPTH_TEXTS, COMMON_TEXTS };

/** The pauses every habit in use has (what "pause all" set), earliest first. */
export function sharedPauses(habits: readonly Habit[]): Pause[] {
  const inUse = habits.filter(isInUse);
  if (!inUse.length) return [];
  const key = (p: Pause) => `${p.from}|${p.to}`;
  return inUse[0]!.pauses.filter((p) => inUse.every((h) => h.pauses.some((q) => key(q) === key(p))));
}

/** Issue 22 "Pause (vacation)" for every habit at once: the holidays planned, and a new one. */
export function HolidayCard({ user }: { user: User }) {
  const { HABIT_DEPTH_TEXTS: T, COMMON_TEXTS: C } = useTexts(ENGLISH);
  const titleId = useId();
  const habitsQuery = useGetHabitsQuery(undefined);
  const pauses = useMemo(() => sharedPauses(habitsQuery.data ?? []), [habitsQuery.data]);
  const [notice, setNotice] = useState<string | null>(null);
  if (!habitsQuery.data?.some(isInUse)) return null;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h3" sx={{ mb: 1 }}>
          {T.holidayTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {T.holidayHelp}
        </Typography>
        <HabitPauses
          pauses={pauses}
          today={localToday(user.timezone)}
          submitLabel={T.pauseAll}
          onChanged={(count, paused) => setNotice(paused ? T.holidaySaved(count) : T.holidayRemoved)}
        />
        {notice && (
          <Alert severity="success" role="status" sx={{ mt: 1.5 }} onClose={() => setNotice(null)} closeText={C.close}>
            {notice}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
