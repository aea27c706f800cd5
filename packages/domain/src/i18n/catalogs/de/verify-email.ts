import type { VERIFY_EMAIL_CATALOG as English } from '../en/verify-email.js';
import type { Messages } from '../../messages.js';

/** Die Seite zum Bestätigen der E-Mail-Adresse auf Deutsch (du). */
export const VERIFY_EMAIL_CATALOG: Messages<typeof English> = {
  VERIFY_EMAIL_TEXTS: {
    title: 'Bestätige deine E-Mail-Adresse',
    sentTo: 'Wir haben einen Code an {email} geschickt.',
    prompt: 'Gib den 6-stelligen Code ein, den wir dir per E-Mail geschickt haben:',
    codeLabel: 'Bestätigungscode',
    digits: '6 Ziffern',
    verifyButton: 'Code prüfen',
    resendButton: 'Code erneut senden',
    verifiedNotice: 'E-Mail-Adresse bestätigt! Weiter zu deiner Übersicht...',
    resentNotice: 'Neuer Bestätigungscode gesendet! Schau in dein Postfach.',
    pageFallback: 'Ungültiger Bestätigungscode',
    resendFailed: 'Der Bestätigungscode konnte nicht erneut gesendet werden',
    networkError: 'Netzwerkfehler. Prüfe deine Verbindung und versuche es noch einmal.',
  },
};
