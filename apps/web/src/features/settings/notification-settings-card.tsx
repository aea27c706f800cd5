import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { NOTIFICATION_SETTINGS_TEXTS, type User } from '@stride/domain';
import { LoadingStatus } from '../../components/loading-status';
import { RetryAlert } from '../../components/retry-alert';
import { failureMessage } from '../../lib/api/stride-api';
import { useGetNotificationSettingsQuery, useSendTestNotificationMutation } from '../../lib/notifications/notifications-endpoints';
import { NotificationSettingsForm } from './notification-settings-form';
import { PushDeviceSection } from './push-device-section';
import { SettingsSection } from './settings-section';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { NOTIFICATION_SETTINGS_TEXTS };


/**
 * The Notifications card of Settings (issue 21): this device's push, the person's settings, and a
 * test notification to see that it all reaches them.
 */
export function NotificationSettingsCard({ user }: { user: User }) {
  const { NOTIFICATION_SETTINGS_TEXTS: T } = useTexts(ENGLISH);
  const settings = useGetNotificationSettingsQuery();

  let body;
  if (settings.data) {
    // The form starts from what was first loaded and compares with what is saved now.
    body = <NotificationSettingsForm saved={settings.data} />;
  } else if (settings.isError) {
    body = <RetryAlert message={T.loadError(failureMessage(settings.error))} retryLabel={T.retry} onRetry={() => void settings.refetch()} />;
  } else {
    body = <LoadingStatus text={T.loading} />;
  }

  return (
    <SettingsSection title={T.title} intro={T.intro}>
      <Stack spacing={3}>
        <PushDeviceSection userId={user.id} />
        {body}
        <Divider />
        <TestNotification />
      </Stack>
    </SettingsSection>
  );
}

function TestNotification() {
  const { NOTIFICATION_SETTINGS_TEXTS: T } = useTexts(ENGLISH);
  const [send, { isLoading }] = useSendTestNotificationMutation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const test = async () => {
    setResult(null);
    try {
      const sent = await send().unwrap();
      setResult({ ok: sent.push + sent.email > 0, text: T.testSent(sent.push, sent.email) });
    } catch (error) {
      setResult({ ok: false, text: T.testFailed(failureMessage(error)) });
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Button variant="outlined" onClick={() => void test()} disabled={isLoading} sx={{ flexShrink: 0 }}>
        {isLoading ? T.sendingTest : T.sendTest}
      </Button>
      <div role="status" aria-live="polite">
        {result && <Alert severity={result.ok ? 'success' : 'warning'}>{result.text}</Alert>}
      </div>
    </Stack>
  );
}
