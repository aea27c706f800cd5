import type { SignupCatalog } from '../../catalog-types.js';

/** The sign-up screen in German («du»), decision 054. */
export const SIGNUP_CATALOG: SignupCatalog = {
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  showPassword: 'Passwort anzeigen',
  hidePassword: 'Passwort verbergen',
  loading: 'Wird geladen…',
  title: 'Erstelle dein Konto',
  subtitle: 'Bau neue Gewohnheiten auf, mit deinem KI-Coach.',
  firstName: 'Vorname',
  lastName: 'Nachname',
  agree: 'Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu',
  readThe: 'Lies die',
  terms: 'Nutzungsbedingungen',
  andThe: 'und die',
  privacy: 'Datenschutzerklärung',
  submit: 'Registrieren',
  haveAccount: 'Du hast schon ein Konto?',
  logIn: 'Anmelden',
  checklist: {
    label: 'Anforderungen an das Passwort',
    met: ' (erfüllt)',
    notMet: ' (nicht erfüllt)',
    length: 'Mindestens {min} Zeichen',
    uppercase: 'Ein Großbuchstabe',
    lowercase: 'Ein Kleinbuchstabe',
    number: 'Eine Ziffer',
    special: 'Ein Sonderzeichen ({characters})',
    common: 'Kein gängiges Passwort',
  },
};
