/**
 * The login screen's words (section 2, "Login screen"), exactly as the screen wrote them, gathered
 * so Spanish, German and French can mirror them (issue 54, decision 054). A module of its own, apart
 * from the sign-up screen's, so each page's first load carries only its own words.
 */
export const LOGIN_PAGE_TEXTS = {
  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  loading: 'Loading...',
  title: 'Log in',
  subtitle: 'Welcome back. Pick up where you left off.',
  forgotPassword: 'Forgot Password?',
  submit: 'Log In',
  newHere: 'New to Stride?',
  signUp: 'Sign up',
} as const;
