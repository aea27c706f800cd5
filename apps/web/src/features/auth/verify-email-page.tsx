import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_TEXTS, ROUTES, TIMINGS, isCompleteCode } from '@stride/domain';
import { CodeInput } from '../../components/code-input';
import { checkAuth } from '../../lib/auth/session-actions';
import { resendVerification, verifyEmail } from '../../lib/auth/session-form-actions';
import { useSession, useSessionStore } from '../../lib/auth/session-context';
import { selectAuthBusy, selectUser } from '../../lib/auth/session-store';
import { useDelayedAction } from '../../lib/use-delayed-action';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTimedNotice } from '../../lib/use-timed-notice';
import { AuthCard } from './auth-card';

/** Section 2 "Verify email page" with the transitions of section 4 "Email verification". */
export function VerifyEmailPage() {
  useDocumentTitle('Verify your email');
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
    setError(outcome.error !== AUTH_TEXTS.verificationFailed ? outcome.error : AUTH_TEXTS.verificationPageFallback);
  };

  const handleResend = async () => {
    if (!user) return;
    setError(null);
    const outcome = await resendVerification(session, user.email);
    if (outcome.ok) resent.show(AUTH_TEXTS.resentNotice);
    else setError(outcome.error);
  };

  return (
    <AuthCard title="Verify your email">
      <Typography sx={{ mb: 1 }}>
        We sent a code to <strong>{user?.email}</strong>.
      </Typography>
      <Typography id="verify-prompt">{AUTH_TEXTS.verifyPrompt}</Typography>
      <Box role="status" aria-live="polite" sx={{ '&:empty': { display: 'none' }, mt: 2 }}>
        {verified && <Alert severity="success" role="none">{AUTH_TEXTS.verifiedNotice}</Alert>}
        {!verified && resent.notice && <Alert severity="info" role="none">{resent.notice}</Alert>}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Box component="form" onSubmit={(event) => void handleVerify(event)}>
        <CodeInput value={code} onChange={setCode} disabled={verified} autoFocus />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={!isCompleteCode(code) || loading || verified}>
            {AUTH_TEXTS.verifyButton}
          </Button>
          <Button type="button" variant="outlined" size="large" fullWidth onClick={() => void handleResend()} disabled={loading || verified}>
            {AUTH_TEXTS.resendButton}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
