import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { ACCOUNT_TEXTS, type User } from '@stride/domain';
import { ChangeEmailSection } from './change-email-section';
import { ChangePasswordSection } from './change-password-section';
import { SettingsSection } from './settings-section';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { ACCOUNT_TEXTS };

/** Issue 23 "Account settings": a new password, and a new email address confirmed by a code. */
export function AccountSettingsCard({ user }: { user: User }) {
  const { ACCOUNT_TEXTS } = useTexts(ENGLISH);
  return (
    <SettingsSection title={ACCOUNT_TEXTS.settingsTitle} fullHeight>
      <Stack spacing={3} divider={<Divider />}>
        <ChangePasswordSection email={user.email} />
        <ChangeEmailSection />
      </Stack>
    </SettingsSection>
  );
}
