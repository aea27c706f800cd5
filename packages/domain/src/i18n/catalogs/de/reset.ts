import type { ResetCatalog } from '../../catalog-types.js';

/** The forgot-password page in German („du“), decision 054. */
export const RESET_CATALOG: ResetCatalog = {
  meta: { title: 'Passwort zurücksetzen', description: 'Setze dein Stride-Passwort mit einem Code zurück, den wir dir per E-Mail schicken.' },
  title: 'Passwort zurücksetzen',
  steps: { email: 'E-Mail', code: 'Zahlencode', newPassword: 'Neues Passwort' },
  email: 'E-Mail-Adresse',
  emailHelp: 'Wir schicken dir einen 6-stelligen Code per E-Mail.',
  code: 'Code zum Zurücksetzen',
  digits: '{count} Ziffern',
  newPassword: 'Neues Passwort',
  showPassword: 'Passwort anzeigen',
  hidePassword: 'Passwort verbergen',
  loading: 'Wird geladen…',
  sendResetCode: 'Code senden',
  verify: 'Code prüfen',
  resend: 'Code erneut senden',
  resetPassword: 'Passwort ändern',
  backToLogin: 'Zurück zur Anmeldung',
  codeSent: 'Code gesendet!',
  done: 'Passwort geändert! Du wirst zur Anmeldung weitergeleitet…',
  requirementsUnmet: 'Bitte achte darauf, dass dein Passwort alle Anforderungen erfüllt',
  sendFailed: 'Der Code konnte nicht gesendet werden',
  codeInvalid: 'Ungültiger Code',
  resetFailed: 'Das Passwort konnte nicht geändert werden',
};
