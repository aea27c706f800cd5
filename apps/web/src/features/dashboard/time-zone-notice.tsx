import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { COMMON_TEXTS, TIME_ZONE_NOTICE_TEXTS as T, type User } from '@stride/domain';
import { updateProfile } from '../../lib/auth/session-form-actions';
import { useSessionStore } from '../../lib/auth/session-context';
import { strideApi } from '../../lib/api/stride-api';
import { useAppDispatch } from '../../lib/store/hooks';
import { deviceTimeZone, rememberDismissed, sameClock, wasDismissed, zoneName, zonePlace } from '../../lib/time-zone/device-zone';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { TIME_ZONE_NOTICE_TEXTS: T, COMMON_TEXTS };

/**
 * Issue 39: when this device keeps another clock than the account's zone (DECISIONS.md, Time:
 * "today" is the account's), Today says where the device seems to be and offers to use it, or
 * to leave it: "Not now" is remembered on this device for that zone.
 */
export function TimeZoneNotice({ user }: { user: User }) {
  const { TIME_ZONE_NOTICE_TEXTS: T, COMMON_TEXTS: C } = useTexts(ENGLISH);
  const session = useSessionStore();
  const dispatch = useAppDispatch();
  const [device] = useState(deviceTimeZone);
  const [dismissed, setDismissed] = useState(() => (device ? wasDismissed(device) : true));
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  if (!device) return null;
  const place = zonePlace(device);
  if (result?.ok) {
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setResult(null)} closeText={C.close}>
        {result.text}
      </Alert>
    );
  }
  if (dismissed || sameClock(device, user.timezone)) return null;

  const use = async () => {
    setSaving(true);
    const outcome = await updateProfile(session, { timezone: device });
    setSaving(false);
    if (outcome.ok) {
      // The habits' figures and today's list are counted in the account's zone: ask again.
      dispatch(strideApi.util.invalidateTags(['Habit']));
      setResult({ ok: true, text: T.saved(place) });
    } else setResult({ ok: false, text: T.failed(outcome.error) });
  };

  return (
    <Alert
      severity="info"
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}
      data-testid="time-zone-notice"
    >
      {T.question(place, zoneName(device))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <Button variant="contained" size="small" onClick={() => void use()} disabled={saving} sx={{ minHeight: 44 }}>
          {T.switchTo(place)}
        </Button>
        <Button
          size="small"
          color="inherit"
          onClick={() => {
            rememberDismissed(device);
            setDismissed(true);
          }}
          sx={{ minHeight: 44 }}
        >
          {T.dismiss}
        </Button>
      </Stack>
      {result && !result.ok && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {result.text}
        </Alert>
      )}
    </Alert>
  );
}
