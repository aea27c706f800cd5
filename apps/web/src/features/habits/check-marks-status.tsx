import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { HABITS_TEXTS } from '@stride/domain';
import type { CheckMarks } from './use-check-marks';

/** Says when check marks of an earlier month are on their way or failed (with a retry); nothing once they are there. */
export function CheckMarksStatus({ marks }: { marks: CheckMarks }) {
  if (marks.status === 'loading') {
    return (
      <div role="status">
        <LinearProgress aria-label={HABITS_TEXTS.checkMarksLoading} sx={{ mb: 1 }} />
      </div>
    );
  }
  if (marks.status === 'failed') {
    return (
      <Alert
        severity="warning"
        role="alert"
        sx={{ mb: 1 }}
        action={
          <Button color="inherit" size="small" onClick={marks.retry}>
            {HABITS_TEXTS.retry}
          </Button>
        }
      >
        {HABITS_TEXTS.checkMarksFailed(marks.error ?? '')}
      </Alert>
    );
  }
  return null;
}
