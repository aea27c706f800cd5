import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

interface ErrorSnackbarProps {
  /** The message to show; null hides the snackbar. */
  message: string | null;
  onClose: () => void;
}

/** A failed action's message (section 8 "Other request failures"), announced to screen readers. */
export function ErrorSnackbar({ message, onClose }: ErrorSnackbarProps) {
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={6000}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
