import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@stride/domain';
import { LegalDialog, type LegalDocument } from '../../components/legal/legal-dialog';
import { PasswordChecklist } from '../../components/password-checklist';
import { useNewPasswordCheck } from '../../lib/auth/common-password-check';
import { focusFieldAfterRefusal } from '../../lib/focus-field';
import { EmailField } from '../../components/email-field';
import { TextInput } from '../../components/text-input';
import { PasswordField } from '../../components/password-field';
import { clearAuthError } from '../../lib/auth/session-actions';
import { signup } from '../../lib/auth/session-form-actions';
import { useSession, useSessionStore } from '../../lib/auth/session-context';
import { selectAuthBusy, selectAuthError } from '../../lib/auth/session-store';
import { useLocalePath } from '../../lib/i18n/use-locale';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFieldsTypedBeforeHydration } from '../../lib/use-fields-typed-before-hydration';
import { AuthCard } from './auth-card';
import { CHECKLIST_TEXTS, useSignupTexts } from './use-signup-texts';

/**
 * Section 2 "Sign Up screen". The redirect after success is the /signup route's guard. Built once
 * per language, each with its own words (`useSignupTexts`, decision 054).
 */
export function SignupPage() {
  const t = useSignupTexts();
  const at = useLocalePath();
  useDocumentTitle('Sign up');
  const session = useSessionStore();
  const loading = useSession(selectAuthBusy);
  const error = useSession(selectAuthError);
  const checklistId = useId();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  // The page is prerendered; its submit button stays disabled (below) until the state says otherwise.
  const formRef = useRef<HTMLFormElement>(null);
  useFieldsTypedBeforeHydration(formRef, {
    firstName: (input) => setFirstName(input.value),
    lastName: (input) => setLastName(input.value),
    email: (input) => setEmail(input.value),
    password: (input) => setPassword(input.value),
    acceptedTerms: (input) => setAcceptedTerms(input.checked),
  });

  // A login error from a previous screen does not belong here.
  useEffect(() => {
    clearAuthError(session);
  }, [session]);

  const passwordCheck = useNewPasswordCheck(password);
  const canSubmit = passwordCheck.strong && acceptedTerms && !loading;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const form = event.currentTarget as HTMLFormElement;
    void signup(session, { firstName, lastName, email, password }).then((outcome) => {
      // Issue 51: the button was disabled while busy, which lost the focus: refused, it goes to the password.
      if (!outcome.ok) focusFieldAfterRefusal(form, 'password');
    });
  };

  return (
    <AuthCard title={t.title} subtitle={t.subtitle}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box component="form" ref={formRef} onSubmit={handleSubmit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <TextInput label={t.firstName} name="firstName" value={firstName} onChange={setFirstName} required autoComplete="given-name" />
          <TextInput label={t.lastName} name="lastName" value={lastName} onChange={setLastName} required autoComplete="family-name" />
        </Stack>
        <EmailField label={t.email} value={email} onChange={setEmail} />
        <PasswordField
          label={t.password}
          toggleLabels={{ show: t.showPassword, hide: t.hidePassword }}
          name="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          describedBy={checklistId}
        />
        <PasswordChecklist password={password} id={checklistId} common={passwordCheck.common} texts={CHECKLIST_TEXTS} />
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Checkbox name="acceptedTerms" checked={acceptedTerms} onChange={(event) => setAcceptedTerms(event.target.checked)} />}
          label={t.agree}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.readThe}{' '}
          <Link component="button" type="button" onClick={() => setLegal('terms')} sx={{ verticalAlign: 'baseline' }}>
            {t.terms}
          </Link>{' '}
          {t.andThe}{' '}
          <Link component="button" type="button" onClick={() => setLegal('privacy')} sx={{ verticalAlign: 'baseline' }}>
            {t.privacy}
          </Link>
          .
        </Typography>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!canSubmit}>
          {loading ? t.loading : t.submit}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t.haveAccount}{' '}
        <Link component={RouterLink} to={at(ROUTES.login)}>
          {t.logIn}
        </Link>
      </Typography>
      <LegalDialog document={legal} onClose={() => setLegal(null)} />
    </AuthCard>
  );
}
