import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@stride/domain';
import { EmailField } from '../../components/email-field';
import { PasswordField } from '../../components/password-field';
import { clearAuthError } from '../../lib/auth/session-actions';
import { login } from '../../lib/auth/session-form-actions';
import { useSession, useSessionStore } from '../../lib/auth/session-context';
import { selectAuthBusy, selectAuthError } from '../../lib/auth/session-store';
import { useLocalePath } from '../../lib/i18n/use-locale';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFieldsTypedBeforeHydration } from '../../lib/use-fields-typed-before-hydration';
import { AuthCard } from './auth-card';
import { SubmitAfterHydration } from './submit-after-hydration';
import { useLoginTexts } from './use-login-texts';

/**
 * Section 2 "Login screen". The redirect after success is the /login route's guard. Built once per
 * language, each with its own words (`useLoginTexts`, decision 054).
 */
export function LoginPage() {
  const t = useLoginTexts();
  const at = useLocalePath();
  useDocumentTitle(t.title);
  const session = useSessionStore();
  const loading = useSession(selectAuthBusy);
  const error = useSession(selectAuthError);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useFieldsTypedBeforeHydration(formRef, { email: (input) => setEmail(input.value), password: (input) => setPassword(input.value) });

  useEffect(() => {
    clearAuthError(session);
  }, [session]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void login(session, { email, password });
  };

  return (
    <AuthCard title={t.title} subtitle={t.subtitle}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box component="form" ref={formRef} onSubmit={handleSubmit}>
        <EmailField label={t.email} value={email} onChange={setEmail} autoFocus />
        <PasswordField
          label={t.password}
          toggleLabels={{ show: t.showPassword, hide: t.hidePassword }}
          name="password" value={password} onChange={setPassword} autoComplete="current-password" />
        <Box sx={{ textAlign: 'right', mb: 2 }}>
          <Link component={RouterLink} to={at(ROUTES.forgotPassword)} variant="body2">
            {t.forgotPassword}
          </Link>
        </Box>
        <SubmitAfterHydration busy={loading}>{loading ? t.loading : t.submit}</SubmitAfterHydration>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t.newHere}{' '}
        <Link component={RouterLink} to={at(ROUTES.signup)}>
          {t.signUp}
        </Link>
      </Typography>
    </AuthCard>
  );
}
