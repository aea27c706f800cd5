import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useState } from 'react';
import { NOTIFICATION_SETTINGS_TEXTS } from '@stride/domain';
import { getPublicConfig } from '../../lib/config';
import { getErrorMessage } from '../../lib/error-message';
import { readPushDevice, turnOffPush, turnOnPush, type PushDeviceState } from '../../lib/push/push-device';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { NOTIFICATION_SETTINGS_TEXTS };


/** What the section says in each state, before any button is pressed. */
const explained = (T: typeof NOTIFICATION_SETTINGS_TEXTS): Record<PushDeviceState, string> => ({
  unsupported: T.deviceUnsupported,
  unavailable: T.deviceUnavailable,
  blocked: T.deviceBlocked,
  off: T.deviceAsk,
  on: T.deviceOn,
});

/**
 * Web push on this device (issue 21): the browser's permission question explained in plain words
 * before it is asked, what to do when notifications are blocked, and turning them off again.
 */
export function PushDeviceSection({ userId }: { userId: string }) {
  const { NOTIFICATION_SETTINGS_TEXTS: T } = useTexts(ENGLISH);
  const titleId = useId();
  const vapidKey = getPublicConfig().vapidPublicKey;
  const [state, setState] = useState<PushDeviceState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const read = useCallback(() => readPushDevice(userId, vapidKey).then(setState, () => setState('off')), [userId, vapidKey]);
  useEffect(() => void read(), [read]);

  const turnOn = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await turnOnPush(userId, vapidKey);
      if (outcome === 'dismissed') setProblem(T.deviceDismissed);
      setState(outcome === 'on' ? 'on' : outcome === 'blocked' ? 'blocked' : 'off');
    } catch (error) {
      setProblem(T.deviceFailed(getErrorMessage(error)));
      await read();
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await turnOffPush(userId);
      setState('off');
    } catch (error) {
      setProblem(getErrorMessage(error));
      await read();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ bgcolor: 'var(--stride-soft-bg)', borderRadius: 2, p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        {state === 'on' ? <NotificationsActiveIcon color="success" aria-hidden /> : <NotificationsOffIcon color="action" aria-hidden />}
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {T.deviceTitle}
        </Typography>
      </Stack>
      <div aria-live="polite">{state && <Typography sx={{ mb: 1.5 }}>{explained(T)[state]}</Typography>}</div>
      {state === 'off' && (
        <Button variant="contained" onClick={() => void turnOn()} disabled={busy}>
          {busy ? T.turningOn : T.turnOnDevice}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="outlined" onClick={() => void turnOff()} disabled={busy}>
          {T.turnOffDevice}
        </Button>
      )}
      {problem && (
        <Alert severity="warning" role="alert" sx={{ mt: 1.5 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
