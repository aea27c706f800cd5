import LinearProgress from '@mui/material/LinearProgress';
import { HABITS_TEXTS } from '@stride/domain';
import { RetryAlert } from '../../components/retry-alert';
import type { CheckMarks } from './use-check-marks';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { HABITS_TEXTS };

/** Says when check marks of an earlier month are on their way or failed (with a retry); nothing once they are there. */
export function CheckMarksStatus({ marks }: { marks: CheckMarks }) {
  const { HABITS_TEXTS } = useTexts(ENGLISH);
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
