import CloudOffIcon from '@mui/icons-material/CloudOff';
import SyncIcon from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { OFFLINE_TEXTS } from '@stride/domain';
import { refusalSeen, selectOutbox } from '../lib/habits/check-off-outbox';
import { useAppDispatch, useAppSelector } from '../lib/store/hooks';
import { useOnline } from '../lib/use-online';
import { ErrorSnackbar } from './error-snackbar';

/**
 * Says when the app is offline and how many check-offs wait to be sent (issue 21), and a waiting
 * check-off the server refused once it could be sent. Nothing while all is sent.
 */
export function OfflineStatus() {
  const dispatch = useAppDispatch();
  const online = useOnline();
  const { pending, syncing, refused } = useAppSelector(selectOutbox);
  let notice: { icon: ReactNode; text: string } | null = null;
  if (!online) notice = { icon: <CloudOffIcon fontSize="inherit" />, text: pending.length ? `${OFFLINE_TEXTS.offline} ${OFFLINE_TEXTS.pending(pending.length)}` : OFFLINE_TEXTS.offline };
  else if (pending.length) notice = { icon: <SyncIcon fontSize="inherit" />, text: syncing ? OFFLINE_TEXTS.syncing : OFFLINE_TEXTS.pending(pending.length) };
  return (
    <>
      <div role="status" aria-live="polite">
        {notice && (
          <Alert severity={online ? 'info' : 'warning'} icon={notice.icon} sx={{ mb: 2 }}>
            {notice.text}
          </Alert>
        )}
      </div>
      <ErrorSnackbar message={refused} onClose={() => dispatch(refusalSeen())} />
    </>
  );
}
