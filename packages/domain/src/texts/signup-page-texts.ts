/**
 * The sign-up screen's words (section 2, "Sign Up screen"), exactly as the screen wrote them, with
 * the password checklist's lines as messages (`{min}`, `{characters}`: catalogs.test.ts formats
 * them to auth/password.ts's labels), gathered so Spanish, German and French can mirror them
 * (issue 54, decision 054). Plain `{name}` arguments only: a public page.
 */
export const SIGNUP_PAGE_TEXTS = {
  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  loading: 'Loading...',
  title: 'Create your account',
  subtitle: 'Start building habits with your AI coach.',
  firstName: 'First Name',
  lastName: 'Last Name',
  agree: 'I agree to the Terms and Conditions and the Privacy Policy',
  readThe: 'Read the',
  terms: 'Terms and Conditions',
  andThe: 'and the',
  privacy: 'Privacy Policy',
  submit: 'Sign Up',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
  checklist: {
    label: 'Password requirements',
    met: ' (met)',
    notMet: ' (not met)',
    length: 'At least {min} characters',
    uppercase: 'One uppercase letter',
    lowercase: 'One lowercase letter',
    number: 'One number',
    special: 'One special character ({characters})',
    common: 'Not a common password',
  },
} as const;
