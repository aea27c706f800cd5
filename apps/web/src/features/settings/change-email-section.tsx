import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_TEXTS, CODE_LENGTH } from '@stride/domain';
import { CodeInput } from '../../components/code-input';
import { PasswordField } from '../../components/password-field';
import { ResultAlert, type Result } from '../../components/result-alert';
import { TextInput } from '../../components/text-input';
import { useConfirmEmailChangeMutation, useRequestEmailChangeMutation } from '../../lib/account/account-endpoints';
import { failureMessage } from '../../lib/api/stride-api';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { ACCOUNT_TEXTS };

/**
 * Issue 23: a new address and the current password send a code to that address; the code makes it
 * the account's. Until then the account keeps its old address.
 */
export function ChangeEmailSection() {
  const { changeEmail: T, changePassword: eye } = useTexts(ENGLISH).ACCOUNT_TEXTS;
  const titleId = useId();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'address' | 'code'>('address');
  // Back from the code step, focus goes to the address field (the buttons pressed are gone); not on the first showing.
  const [returned, setReturned] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [requestChange, request] = useRequestEmailChangeMutation();
  const [confirmChange, confirm] = useConfirmEmailChangeMutation();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!newEmail.trim() || !password || request.isLoading) return;
    setResult(null);
    try {
      const { message } = await requestChange({ newEmail: newEmail.trim(), currentPassword: password }).unwrap();
      setPassword('');
      setCode('');
      setStep('code');
      setResult({ severity: 'info', text: message });
    } catch (failure) {
      setResult({ severity: 'error', text: failureMessage(failure) });
    }
  };

  const confirmCode = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH || confirm.isLoading) return;
    try {
      const user = await confirmChange(code).unwrap();
      setNewEmail('');
      setCode('');
      setStep('address');
      setReturned(true);
      setResult({ severity: 'success', text: T.done(user.email) });
    } catch (failure) {
      setResult({ severity: 'error', text: failureMessage(failure) });
    }
  };

  const cancel = () => {
    setCode('');
    setStep('address');
    setReturned(true);
    setResult(null);
  };

  return (
    <Box component="form" aria-labelledby={titleId} onSubmit={(event) => void (step === 'address' ? send(event) : confirmCode(event))} noValidate>
      <Typography id={titleId} variant="h6" component="h3">
        {T.title}
      </Typography>
      {step === 'address' ? (
        <>
          <TextInput label={T.newEmail} name="new-email" type="email" value={newEmail} onChange={setNewEmail} required autoComplete="email" autoFocus={returned} disabled={request.isLoading} />
          <PasswordField label={T.password} name="email-current-password" value={password} onChange={setPassword} autoComplete="current-password" disabled={request.isLoading} toggleLabels={eye} />
          <Button type="submit" variant="contained" disabled={!newEmail.trim() || !password || request.isLoading} sx={{ mt: 1.5 }}>
            {request.isLoading ? T.sending : T.send}
          </Button>
        </>
      ) : (
        <>
          <CodeInput label={T.codeLabel} value={code} onChange={setCode} disabled={confirm.isLoading} autoFocus />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button type="submit" variant="contained" disabled={code.length !== CODE_LENGTH || confirm.isLoading}>
              {confirm.isLoading ? T.confirming : T.confirm}
            </Button>
            <Button onClick={cancel} disabled={confirm.isLoading}>
              {T.cancel}
            </Button>
          </Stack>
        </>
      )}
      <ResultAlert result={result} />
    </Box>
  );
}
