import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_TEXTS, CONNECTIONS_TEXTS, PASSWORD_CHECKLIST_TEXTS } from '@stride/domain';
import { PasswordChecklist } from '../../components/password-checklist';
import { useNewPasswordCheck } from '../../lib/auth/common-password-check';
import { focusFieldAfterRefusal } from '../../lib/focus-field';
import { PasswordField } from '../../components/password-field';
import { ResultAlert, type Result } from '../../components/result-alert';
import { useChangePasswordMutation } from '../../lib/account/account-endpoints';
import { failureMessage } from '../../lib/api/stride-api';
import { integrationsEndpoints } from '../../lib/integrations/integrations-endpoints';
import { useAppDispatch } from '../../lib/store/hooks';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { ACCOUNT_TEXTS, CONNECTIONS_TEXTS, PASSWORD_CHECKLIST_TEXTS };

/**
 * Issue 23: the current password, and a new one by the sign-up rules with their live checklist.
 * Issue 48: and the offer to disconnect every access token and assistant with it.
 */
export function ChangePasswordSection({ email }: { email: string }) {
  const { ACCOUNT_TEXTS: { changePassword: T }, CONNECTIONS_TEXTS, PASSWORD_CHECKLIST_TEXTS } = useTexts(ENGLISH);
  const titleId = useId();
  const checklistId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [endConnections, setEndConnections] = useState(false);
  const endHelpId = useId();
  const [result, setResult] = useState<Result | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const dispatch = useAppDispatch();
  const passwordCheck = useNewPasswordCheck(next);
  const canSubmit = current.length > 0 && passwordCheck.strong && !isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const form = event.currentTarget as HTMLFormElement;
    setResult(null);
    try {
      const { message } = await changePassword({ currentPassword: current, newPassword: next, ...(endConnections ? { endConnections } : {}) }).unwrap();
      // The tokens and assistants listed below are gone: read them again.
      if (endConnections) dispatch(integrationsEndpoints.util.invalidateTags(['ApiToken', 'OauthGrant']));
      setCurrent('');
      setNext('');
      setEndConnections(false);
      setResult({ severity: 'success', text: message });
    } catch (error) {
      setResult({ severity: 'error', text: failureMessage(error) });
      // Issue 51: the fields were disabled while busy, which lost the focus: it goes back to the new password.
      focusFieldAfterRefusal(form, 'new-password');
    }
  };

  return (
    <Box component="form" aria-labelledby={titleId} onSubmit={(event) => void submit(event)} noValidate>
      <Typography id={titleId} variant="h6" component="h3">
        {T.title}
      </Typography>
      {/* Tells a password manager whose password this is, so it updates the right entry. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField label={T.current} name="current-password" value={current} onChange={setCurrent} autoComplete="current-password" disabled={isLoading} toggleLabels={T} />
      <PasswordField label={T.next} name="new-password" value={next} onChange={setNext} autoComplete="new-password" describedBy={checklistId} disabled={isLoading} toggleLabels={T} />
      <PasswordChecklist password={next} id={checklistId} common={passwordCheck.common} texts={PASSWORD_CHECKLIST_TEXTS} />
      <FormControlLabel
        control={<Checkbox checked={endConnections} onChange={(event) => setEndConnections(event.target.checked)} disabled={isLoading} slotProps={{ input: { 'aria-describedby': endHelpId } }} />}
        label={CONNECTIONS_TEXTS.endOption}
      />
      <FormHelperText id={endHelpId} sx={{ mt: 0 }}>
        {CONNECTIONS_TEXTS.endOptionHelp}
      </FormHelperText>
      <Button type="submit" variant="contained" disabled={!canSubmit} sx={{ mt: 1.5 }}>
        {isLoading ? T.busy : T.submit}
      </Button>
      <ResultAlert result={result} />
    </Box>
  );
}
