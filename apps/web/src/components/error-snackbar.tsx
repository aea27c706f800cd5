import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import type { CSSProperties } from 'react';
import { COMMON_TEXTS } from '@stride/domain';
import { commonWord } from '../lib/i18n/common-words';
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
 * it stands just above it, so the error is read and the Undo stays in reach (decision 030). Like
 * the Undo, it is drawn in a portal at the end of the body: a dialog left open (a note that did
 * not save) hides the app's own tree from assistive technology, and the error must still be read.
 */
export function ErrorSnackbar({ message, onClose }: ErrorSnackbarProps) {
  const undoHeight = useUndoSnackbarHeight();
  return (
    <Portal>
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
        <Alert severity="error" variant="filled" onClose={onClose} closeText={commonWord('close', COMMON_TEXTS.close)} sx={{ width: '100%' }}>
          {message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
