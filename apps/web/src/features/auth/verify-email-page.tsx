import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_TEXTS, ROUTES, TIMINGS, VERIFY_EMAIL_TEXTS, isCompleteCode } from '@stride/domain';
import { CodeInput } from '../../components/code-input';
import { checkAuth } from '../../lib/auth/session-actions';
import { resendVerification, verifyEmail } from '../../lib/auth/session-form-actions';
import { useSession, useSessionStore } from '../../lib/auth/session-context';
import { selectAuthBusy, selectUser } from '../../lib/auth/session-store';
import { useDelayedAction } from '../../lib/use-delayed-action';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTimedNotice } from '../../lib/use-timed-notice';
import { AuthCard } from './auth-card';
import { AppTextsProvider, useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { VERIFY_EMAIL_TEXTS };
/** Marks where the address goes in "We sent a code to {email}." (shown in bold). */
const ADDRESS = '\u0000';

/**
 * Section 2 "Verify email page", in the account's language (or the browser's, issue 54): only a
 * signed-in, unverified account reaches it, so it takes the signed-in screens' texts.
 */
export function VerifyEmailPage() {
  return (
    <AppTextsProvider>
      <VerifyEmailForm />
    </AppTextsProvider>
  );
}

/** Section 2 "Verify email page" with the transitions of section 4 "Email verification". */
function VerifyEmailForm() {
  const { VERIFY_EMAIL_TEXTS: T } = useTexts(ENGLISH);
  useDocumentTitle(T.title);
  const session = useSessionStore();
  const navigate = useNavigate();
  const user = useSession(selectUser);
  const loading = useSession(selectAuthBusy);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const resent = useTimedNotice(TIMINGS.noticeMs);
  const later = useDelayedAction();

  const handleVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) return;
    setError(null);
    const outcome = await verifyEmail(session, code);
    if (outcome.ok) {
      setVerified(true);
      void checkAuth(session);
      later(() => void navigate(ROUTES.dashboard, { replace: true }), TIMINGS.redirectDelayMs);
      return;
    }
    // This page's own fallback (section 8) replaces the slice's generic one.
    setError(outcome.error === AUTH_TEXTS.verificationFailed ? T.pageFallback : outcome.error === AUTH_TEXTS.networkError ? T.networkError : outcome.error);
  };

  const handleResend = async () => {
    if (!user) return;
    setError(null);
    const outcome = await resendVerification(session, user.email);
    if (outcome.ok) resent.show(T.resentNotice);
    else setError(outcome.error === AUTH_TEXTS.resendFailed ? T.resendFailed : outcome.error === AUTH_TEXTS.networkError ? T.networkError : outcome.error);
  };

  const [sentBefore, sentAfter] = T.sentTo(ADDRESS).split(ADDRESS);
  return (
    <AuthCard title={T.title}>
      <Typography sx={{ mb: 1 }}>
        {sentBefore}
        <strong>{user?.email}</strong>
        {sentAfter}
      </Typography>
      <Typography id="verify-prompt">{T.prompt}</Typography>
      <Box role="status" aria-live="polite" sx={{ '&:empty': { display: 'none' }, mt: 2 }}>
        {verified && <Alert severity="success" role="none">{T.verifiedNotice}</Alert>}
        {!verified && resent.notice && <Alert severity="info" role="none">{resent.notice}</Alert>}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Box component="form" onSubmit={(event) => void handleVerify(event)}>
        <CodeInput value={code} onChange={setCode} disabled={verified} autoFocus label={T.codeLabel} digits={T.digits} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={!isCompleteCode(code) || loading || verified}>
            {T.verifyButton}
          </Button>
          <Button type="button" variant="outlined" size="large" fullWidth onClick={() => void handleResend()} disabled={loading || verified}>
            {T.resendButton}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
