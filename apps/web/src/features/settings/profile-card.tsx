import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { PROFILE_TEXTS, type User } from '@stride/domain';
import { useTexts } from '../../lib/i18n/app-texts';
import { updateProfile } from '../../lib/auth/session-form-actions';
import { useSessionStore } from '../../lib/auth/session-context';
import { SettingsSection } from './settings-section';
import { TimeZoneField } from './time-zone-field';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { PROFILE_TEXTS };

/**
 * Issue 51: the person's name (there was no way to change it) and time zone (only on Today's
 * account card before), in Settings with the rest of the account.
 */
export function ProfileCard({ user }: { user: User }) {
  const { PROFILE_TEXTS: T } = useTexts(ENGLISH);
  const session = useSessionStore();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const changed = firstName.trim() !== user.firstName || lastName.trim() !== user.lastName;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setResult(null);
    const outcome = await updateProfile(session, { firstName: firstName.trim(), lastName: lastName.trim() });
    setSaving(false);
    setResult(outcome.ok ? { ok: true, text: T.saved } : { ok: false, text: outcome.error });
  };

  return (
    <SettingsSection title={T.title} intro={T.intro} fullHeight>
      <Stack component="form" spacing={1.5} onSubmit={(e) => void save(e)} sx={{ mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField label={T.firstName} value={firstName} onChange={(e) => setFirstName(e.target.value)} autoComplete="given-name" required fullWidth size="small" />
          <TextField label={T.lastName} value={lastName} onChange={(e) => setLastName(e.target.value)} autoComplete="family-name" required fullWidth size="small" />
        </Stack>
        <Button type="submit" variant="outlined" disabled={saving || !changed || !firstName.trim() || !lastName.trim()} sx={{ alignSelf: 'flex-start' }}>
          {saving ? T.saving : T.save}
        </Button>
        <div role="status" aria-live="polite">
          {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
        </div>
      </Stack>
      <TimeZoneField current={user.timezone} />
    </SettingsSection>
  );
}
