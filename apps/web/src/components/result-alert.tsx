import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

export interface Result {
  severity: 'success' | 'info' | 'error';
  text: string;
}

/**
 * What an action came to. Success and information go into a polite live region that is always in
 * the page (one added with its text is not announced by every screen reader); an error is an
 * alert, announced at once.
 */
export function ResultAlert({ result, sx = { mt: 1.5 } }: { result: Result | null; sx?: SxProps<Theme> }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {result && result.severity !== 'error' && (
          <Alert severity={result.severity} role="none" sx={sx}>
            {result.text}
          </Alert>
        )}
      </div>
      {result?.severity === 'error' && (
        <Alert severity="error" sx={sx}>
          {result.text}
        </Alert>
      )}
    </>
  );
}
