import LinearProgress from '@mui/material/LinearProgress';
import { HABITS_TEXTS } from '@stride/domain';
import { RetryAlert } from '../../components/retry-alert';
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
    return <RetryAlert severity="warning" sx={{ mb: 1 }} message={HABITS_TEXTS.checkMarksFailed(marks.error ?? '')} retryLabel={HABITS_TEXTS.retry} onRetry={marks.retry} />;
  }
  return null;
}
