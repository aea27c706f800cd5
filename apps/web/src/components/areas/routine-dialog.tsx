import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { AREAS_TEXTS, areaHabitsDue, type Area, type Habit } from '@stride/domain';
import { failureMessage } from '../../lib/api/stride-api';
import { useSetCompletedMutation, useSetSkippedMutation, waitsToSync } from '../../lib/habits/habits-endpoints';
import { useMediaQuery } from '../../lib/use-media-query';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { AREAS_TEXTS };

interface RoutineDialogProps {
  area: Area;
  /** The day's habits (the latest, so a step shows what is done). */
  habits: readonly Habit[];
  today: string;
  onClose: () => void;
  onError: (message: string) => void;
}

type Outcome = 'done' | 'skipped' | 'next';

/**
 * An area run as a routine (issue 40): one habit at a time, in the day's order, with Done, Skip and
 * Next, then a summary. A dialog: focus stays in it, Escape closes it, each step is announced.
 * Full screen on a phone.
 */
export function RoutineDialog({ area, habits, today, onClose, onError }: RoutineDialogProps) {
  const { AREAS_TEXTS: T } = useTexts(ENGLISH);
  // The steps are the habits due when the run starts; checking one off does not take it out.
  const [steps] = useState(() => areaHabitsDue(habits, area.id, today).map((h) => h.id));
  const [index, setIndex] = useState(0);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [working, setWorking] = useState(false);
  const [setCompleted] = useSetCompletedMutation();
  const [setSkipped] = useSetSkippedMutation();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const titleId = useId();
  // Each step (and the summary) is announced by moving focus to its heading as it appears (the
  // dialog's content mounts after its portal, so a ref callback rather than an effect).
  const stepRef = useCallback(
    (node: HTMLHeadingElement | null) => {
      if (node && index >= 0) node.focus();
    },
    [index],
  );
  const finished = index >= steps.length;
  const habit = finished ? undefined : habits.find((h) => h.id === steps[index]);
  const alreadyDone = habit?.completedDates.includes(today) ?? false;

  const advance = (outcome: Outcome) => {
    setOutcomes((o) => [...o, outcome]);
    setIndex((i) => i + 1);
  };
  const act = (outcome: 'done' | 'skipped') => {
    if (!habit) return;
    setWorking(true);
    const call = outcome === 'done' ? setCompleted({ id: habit.id, date: today, done: true }) : setSkipped({ id: habit.id, date: today, skipped: true });
    call
      .unwrap()
      .then(() => advance(outcome))
      .catch((e: unknown) => {
        // Waiting offline to be sent is done, as far as the run goes.
        if (waitsToSync(e)) advance(outcome);
        else onError(failureMessage(e));
      })
      .finally(() => setWorking(false));
  };

  const done = outcomes.filter((o) => o === 'done').length;
  const skipped = outcomes.filter((o) => o === 'skipped').length;
  const left = outcomes.filter((o) => o === 'next').length;
  return (
    // Focus goes to the step itself (its heading), not the dialog box: each step is read as it comes.
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="sm" disableAutoFocus>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {T.routineTitle(area.name)}
      </DialogTitle>
      <DialogContent>
        {steps.length === 0 ? (
          <Typography ref={stepRef} tabIndex={-1} component="h3" variant="h6">
            {T.routineEmpty}
          </Typography>
        ) : finished ? (
          <Box>
            <Typography ref={stepRef} tabIndex={-1} component="h3" variant="h5" sx={{ mb: 1 }}>
              {T.routineSummaryTitle}
            </Typography>
            <Typography>{T.routineSummary(done, skipped, left)}</Typography>
          </Box>
        ) : (
          <Box>
            <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
              {T.routineStep(index + 1, steps.length)}
            </Typography>
            <LinearProgress variant="determinate" value={(100 * index) / steps.length} aria-label={T.routineStep(index + 1, steps.length)} sx={{ mb: 3, height: 6, borderRadius: 3 }} />
            <Typography ref={stepRef} tabIndex={-1} component="h3" variant="h4" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
              {habit?.name ?? ''}
            </Typography>
            {habit?.target && (
              <Typography color="text.secondary">
                {habit.target.quantity} {habit.target.unit}
              </Typography>
            )}
            {alreadyDone && <Typography color="success.main">{T.routineAlreadyDone}</Typography>}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, p: 2 }}>
        {finished || steps.length === 0 ? (
          <Button variant="contained" onClick={onClose} sx={{ minHeight: 44 }}>
            {T.routineFinish}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} sx={{ minHeight: 44, mr: 'auto' }}>
              {T.close}
            </Button>
            <Button onClick={() => advance('next')} disabled={working} sx={{ minHeight: 44 }}>
              {T.routineNext}
            </Button>
            <Button variant="outlined" onClick={() => act('skipped')} disabled={working || alreadyDone} sx={{ minHeight: 44 }}>
              {T.routineSkip}
            </Button>
            <Button variant="contained" onClick={() => (alreadyDone ? advance('done') : act('done'))} disabled={working} sx={{ minHeight: 44 }}>
              {T.routineDone}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
