import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useState } from 'react';
import { GOALS_TEXTS, TIMINGS } from '@stride/domain';
import { ErrorSnackbar } from '../../components/error-snackbar';
import { LoadingStatus } from '../../components/loading-status';
import { selectUser } from '../../lib/auth/auth-slice';
import { fetchGoals, selectGoalsState } from '../../lib/goals/goals-slice';
import { fetchVision, selectVisionState } from '../../lib/goals/vision-slice';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTimedNotice } from '../../lib/use-timed-notice';
import { GoalsCard } from './goals-card';
import { VisionCard } from './vision-card';

type LoadState = { phase: 'loading' } | { phase: 'ready' } | { phase: 'failed'; error: string };

/** Section 2 "Goals screen (Vision & Goals)": fetches the vision and the goals on opening. */
export function GoalsPage() {
  useDocumentTitle(GOALS_TEXTS.pageTitle);
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?.id;
  const timeZone = useAppSelector(selectUser)?.timezone ?? 'UTC';
  const visionState = useAppSelector(selectVisionState);
  const goalsState = useAppSelector(selectGoalsState);
  const cached = visionState.loaded && goalsState.loaded;
  const [load, setLoad] = useState<LoadState>({ phase: cached ? 'ready' : 'loading' });
  const [actionError, setActionError] = useState<string | null>(null);
  const { notice, show: showNotice } = useTimedNotice(TIMINGS.noticeMs);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    // Data already in the store shows at once; the fetch then refreshes it quietly.
    Promise.all([dispatch(fetchVision()).unwrap(), dispatch(fetchGoals()).unwrap()]).then(
      () => current && setLoad({ phase: 'ready' }),
      (error: unknown) => {
        if (!current) return;
        // A refresh that fails over data already shown keeps the data and says so quietly.
        setLoad((prev) => {
          if (prev.phase !== 'ready') return { phase: 'failed', error: String(error) };
          setActionError(String(error));
          return prev;
        });
      },
    );
    return () => {
      current = false;
    };
  }, [dispatch, userId]);

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {GOALS_TEXTS.pageTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Write down where you are heading, then the goals that will take you there.
      </Typography>
      {load.phase === 'loading' && (
        <LoadingStatus text={GOALS_TEXTS.loading} />
      )}
      {load.phase === 'failed' && (
        <Alert severity="error" role="alert">
          {GOALS_TEXTS.loadError(load.error)}
        </Alert>
      )}
      {load.phase === 'ready' && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <VisionCard
              key={visionState.vision?.id ?? 'none'}
              vision={visionState.vision}
              onError={setActionError}
              onNotice={showNotice}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <GoalsCard goals={goalsState.goals} timeZone={timeZone} onError={setActionError} onNotice={showNotice} />
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
