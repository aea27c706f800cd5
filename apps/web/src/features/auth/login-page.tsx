import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { AUTH_TEXTS, ROUTES } from '@stride/domain';
import { EmailField } from '../../components/email-field';
import { PasswordField } from '../../components/password-field';
import { clearAuthError } from '../../lib/auth/session-actions';
import { login } from '../../lib/auth/session-form-actions';
import { useSession, useSessionStore } from '../../lib/auth/session-context';
import { selectAuthBusy, selectAuthError } from '../../lib/auth/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFieldsTypedBeforeHydration } from '../../lib/use-fields-typed-before-hydration';
import { AuthCard } from './auth-card';
import { SubmitAfterHydration } from './submit-after-hydration';

/** Section 2 "Login screen". The redirect after success is the /login route's guard. */
export function LoginPage() {
  useDocumentTitle('Log in');
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
    <AuthCard title="Log in" subtitle="Welcome back. Pick up where you left off.">
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box component="form" ref={formRef} onSubmit={handleSubmit}>
        <EmailField value={email} onChange={setEmail} autoFocus />
        <PasswordField label="Password" name="password" value={password} onChange={setPassword} autoComplete="current-password" />
        <Box sx={{ textAlign: 'right', mb: 2 }}>
          <Link component={RouterLink} to={ROUTES.forgotPassword} variant="body2">
            {AUTH_TEXTS.forgotPasswordLink}
          </Link>
        </Box>
        <SubmitAfterHydration busy={loading}>{loading ? AUTH_TEXTS.loading : 'Log In'}</SubmitAfterHydration>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        New to Stride?{' '}
        <Link component={RouterLink} to={ROUTES.signup}>
          Sign up
        </Link>
      </Typography>
    </AuthCard>
  );
}
