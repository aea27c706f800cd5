import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { COMMON_TEXTS } from '@stride/domain';
import { commonWord } from '../lib/i18n/common-words';

interface MessageDialogProps {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
}

/** The in-app replacement for `window.alert` (DECISIONS.md, Other gaps): an alertdialog with OK. */
export function MessageDialog({ open, title, message, onClose }: MessageDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {commonWord('ok', COMMON_TEXTS.ok)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
