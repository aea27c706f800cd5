import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { COMMON_TEXTS } from '@stride/domain';
import { commonWord } from '../lib/i18n/common-words';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The spec's question, shown as it is. */
  message: string;
  confirmLabel: string;
  /** The Cancel button's words, where a screen has its own; left out, the screens' language's (issue 54). */
  cancelLabel?: string;
  /** `error` (the default) for what destroys something; `primary` for a confirmation that does not (a report). */
  confirmColor?: 'error' | 'primary';
  /** Disables the buttons while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The in-app replacement for `window.confirm` (DECISIONS.md, Other gaps). Focus starts on Cancel so
 * a stray Enter never destroys anything.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, confirmColor = 'error', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel ?? commonWord('cancel', COMMON_TEXTS.cancel)}
        </Button>
        <Button onClick={onConfirm} disabled={busy} color={confirmColor} variant="contained">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
