import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

interface RetryAlertProps {
  /** What failed, with the reason. */
  message: string;
  /** The button's words ('Try again'). */
  retryLabel: string;
  onRetry: () => void;
  severity?: 'error' | 'warning';
  sx?: SxProps<Theme>;
}

/** Something could not be loaded: says so, with a way to try again, announced to screen readers. */
export function RetryAlert({ message, retryLabel, onRetry, severity = 'error', sx }: RetryAlertProps) {
  return (
    <Alert
      severity={severity}
      role="alert"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
