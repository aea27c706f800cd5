import type { LoginCatalog } from '../../catalog-types.js';

/** The login screen in German («du»), decision 054. */
export const LOGIN_CATALOG: LoginCatalog = {
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  showPassword: 'Passwort anzeigen',
  hidePassword: 'Passwort verbergen',
  loading: 'Wird geladen…',
  title: 'Anmelden',
  subtitle: 'Schön, dass du wieder da bist. Mach dort weiter, wo du aufgehört hast.',
  forgotPassword: 'Passwort vergessen?',
  submit: 'Anmelden',
  newHere: 'Neu bei Stride?',
  signUp: 'Konto erstellen',
};
