import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { CSSProperties } from 'react';
import { useUndoSnackbarHeight } from '../lib/undo/undo-snackbar-height';
import { snackbarBottom, snackbarLift } from './snackbar-place';

interface ErrorSnackbarProps {
  /** The message to show; null hides the snackbar. */
  message: string | null;
  onClose: () => void;
}

/**
 * A failed action's message (section 8 "Other request failures"), announced to screen readers.
 * It sits where the Undo snackbar does (above a phone's bottom bar); while an Undo is on screen
 * it stands just above it, so the error is read and the Undo stays in reach (decision 030).
 */
export function ErrorSnackbar({ message, onClose }: ErrorSnackbarProps) {
  const undoHeight = useUndoSnackbarHeight();
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={6000}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: snackbarBottom }}
      style={{ '--stride-snackbar-lift': snackbarLift(undoHeight) } as CSSProperties}
      data-testid="error-snackbar"
    >
      <Alert severity="error" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
