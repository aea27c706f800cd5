import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { GOALS_SCREEN_TEXTS, GOALS_TEXTS, HABITS_TEXTS, TIMINGS, isInUse } from '@stride/domain';
import { useGetHabitsQuery } from '../../lib/habits/habits-endpoints';
import { ErrorSnackbar } from '../../components/error-snackbar';
import { RetryAlert } from '../../components/retry-alert';
import { LoadingStatus } from '../../components/loading-status';
import { useSession } from '../../lib/auth/session-context';
import { selectUser } from '../../lib/auth/session-store';
import { failureMessage } from '../../lib/api/stride-api';
import { useGetGoalsQuery, useGetVisionQuery } from '../../lib/goals/goals-endpoints';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTimedNotice } from '../../lib/use-timed-notice';
import { GoalsCard } from './goals-card';
import { VisionCard } from './vision-card';
import { useTexts } from '../../lib/i18n/app-texts';
/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { GOALS_TEXTS, GOALS_SCREEN_TEXTS, HABITS_TEXTS };


/** Section 2 "Goals screen (Vision & Goals)": fetches the vision and the goals on opening. */
export function GoalsPage() {
  const { GOALS_TEXTS, GOALS_SCREEN_TEXTS, HABITS_TEXTS } = useTexts(ENGLISH);
  useDocumentTitle(GOALS_TEXTS.pageTitle);
  const userId = useSession(selectUser)?.id;
  const timeZone = useSession(selectUser)?.timezone ?? 'UTC';
  // Data already cached shows at once; opening the screen refreshes it quietly.
  const vision = useGetVisionQuery(userId ? undefined : skipToken);
  const goals = useGetGoalsQuery(userId ? undefined : skipToken);
  const ready = vision.data !== undefined && goals.data !== undefined;
  // The habits serving each goal show under it (issue 39); the goals do not wait for them.
  const habitList = useGetHabitsQuery(userId ? undefined : skipToken).data;
  const habits = useMemo(() => (habitList ?? []).filter(isInUse), [habitList]);
  // `isError`, not `error`: a failure stays in the cache while the next try runs, and a screen
  // opened again shows that try, not the old failure.
  const error = vision.isError ? vision.error : goals.isError ? goals.error : undefined;
  const [actionError, setActionError] = useState<string | null>(null);
  const { notice, show: showNotice } = useTimedNotice(TIMINGS.noticeMs);

  // A refresh that fails over data already shown keeps the data and says so quietly.
  const refreshError = ready ? error : undefined;
  useEffect(() => {
    if (refreshError) setActionError(failureMessage(refreshError));
  }, [refreshError]);

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {GOALS_TEXTS.pageTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {GOALS_SCREEN_TEXTS.subtitle}
      </Typography>
      {!ready && !error && (
        <LoadingStatus text={GOALS_TEXTS.loading} />
      )}
      {!ready && error && (
        <RetryAlert
          message={GOALS_TEXTS.loadError(failureMessage(error))}
          retryLabel={HABITS_TEXTS.retry}
          onRetry={() => {
            if (vision.isError) void vision.refetch();
            if (goals.isError) void goals.refetch();
          }}
        />
      )}
      {ready && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <VisionCard
              key={vision.data?.id ?? 'none'}
              vision={vision.data ?? null}
              onError={setActionError}
              onNotice={showNotice}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <GoalsCard goals={goals.data ?? []} timeZone={timeZone} onError={setActionError} onNotice={showNotice} habits={habits} />
          </Grid>
        </Grid>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {notice}
      </Box>
      <ErrorSnackbar message={actionError} onClose={() => setActionError(null)} />
    </>
  );
}
