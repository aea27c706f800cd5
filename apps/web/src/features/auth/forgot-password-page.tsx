import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CODE_LENGTH, ROUTES, TIMINGS, isCompleteCode } from '@stride/domain';
import { CodeInput } from '../../components/code-input';
import { PasswordChecklist } from '../../components/password-checklist';
import { useNewPasswordCheck } from '../../lib/auth/common-password-check';
import { focusFieldAfterRefusal } from '../../lib/focus-field';
import { EmailField } from '../../components/email-field';
import { PasswordField } from '../../components/password-field';
import { checkAuth } from '../../lib/auth/session-actions';
import { useSessionStore } from '../../lib/auth/session-context';
import { getErrorMessage } from '../../lib/error-message';
import { useDelayedAction } from '../../lib/use-delayed-action';
import { useLocalePath } from '../../lib/i18n/use-locale';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTimedNotice } from '../../lib/use-timed-notice';
import { AuthCard } from './auth-card';
import { passwordResetApi } from './password-reset-api';
import { RESET_CHECKLIST_TEXTS, useResetTexts } from './use-reset-texts';

type ResetStep = 0 | 1 | 2;

/**
 * Section 2 "Forgot password page": email, then code, then new password (section 4). Built once per
 * language, each with its own words (`useResetTexts`, decision 054).
 */
export function ForgotPasswordPage() {
  const t = useResetTexts();
  const at = useLocalePath();
  useDocumentTitle(t.title);
  const navigate = useNavigate();
  const session = useSessionStore();
  const checklistId = useId();
  const [step, setStep] = useState<ResetStep>(0);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [resetToken, setResetToken] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const passwordCheck = useNewPasswordCheck(newPassword);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const sent = useTimedNotice(TIMINGS.noticeMs);
  const later = useDelayedAction();

  /** Runs one step's call with the shared busy and error handling. */
  const run = async (call: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (caught) {
      setError(getErrorMessage(caught, fallback));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    void run(async () => {
      await passwordResetApi.sendCode(email);
      setStep(1);
      sent.show(t.codeSent);
    }, t.sendFailed);
  };

  const verifyCode = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) return;
    void run(async () => {
      const answer = await passwordResetApi.verifyCode(email, code);
      setResetToken(answer.resetToken);
      setStep(2);
    }, t.codeInvalid);
  };

  const resetPassword = (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (!passwordCheck.strong) {
      setError(t.requirementsUnmet);
      focusFieldAfterRefusal(form, 'new-password');
      return;
    }
    let reset = false;
    void run(async () => {
      await passwordResetApi.resetPassword({ email, resetToken, newPassword });
      reset = true;
      setDone(true);
      // The reset signed out every session, this browser's too if it was signed in.
      void checkAuth(session);
      later(() => void navigate(at(ROUTES.login), { replace: true }), TIMINGS.redirectDelayMs);
    }, t.resetFailed).then(() => {
      // Issue 51: refused (a common password), the focus goes back to the field to change.
      if (!reset) focusFieldAfterRefusal(form, 'new-password');
    });
  };

  return (
    <AuthCard title={t.title}>
      <Stepper activeStep={done ? 3 : step} alternativeLabel sx={{ mb: 2 }}>
        {[t.steps.email, t.steps.code, t.steps.newPassword].map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box role="status" aria-live="polite" sx={{ '&:empty': { display: 'none' }, mb: 2 }}>
        {done && <Alert severity="success" role="none">{t.done}</Alert>}
        {!done && sent.notice && <Alert severity="info" role="none">{sent.notice}</Alert>}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}

      {step === 0 && (
        <Box component="form" onSubmit={sendCode}>
          <EmailField label={t.email} value={email} onChange={setEmail} autoFocus helperText={t.emailHelp} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }}>
            {busy ? t.loading : t.sendResetCode}
          </Button>
        </Box>
      )}

      {step === 1 && (
        <Box component="form" onSubmit={verifyCode}>
          <CodeInput label={t.code} digits={t.digits.replace('{count}', String(CODE_LENGTH))} value={code} onChange={setCode} autoFocus />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy || !isCompleteCode(code)}>
            {busy ? t.loading : t.verify}
          </Button>
          {/* An expired or burned code is not a dead end: ask for a new one here. */}
          <Button type="button" variant="outlined" size="large" fullWidth disabled={busy} sx={{ mt: 1 }} onClick={() => sendCode()}>
            {t.resend}
          </Button>
        </Box>
      )}

      {step === 2 && (
        <Box component="form" onSubmit={resetPassword}>
          <PasswordField
            label={t.newPassword}
            toggleLabels={{ show: t.showPassword, hide: t.hidePassword }}
            name="new-password"
            value={newPassword}
            onChange={setNewPassword}
            autoComplete="new-password"
            describedBy={checklistId}
            disabled={done}
          />
          <PasswordChecklist password={newPassword} id={checklistId} common={passwordCheck.common} texts={RESET_CHECKLIST_TEXTS} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy || done} sx={{ mt: 2 }}>
            {busy ? t.loading : t.resetPassword}
          </Button>
        </Box>
      )}

      <Button fullWidth sx={{ mt: 2 }} onClick={() => void navigate(at(ROUTES.login))}>
        {t.backToLogin}
      </Button>
    </AuthCard>
  );
}
