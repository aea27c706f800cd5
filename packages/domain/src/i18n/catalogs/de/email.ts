import type { EmailCatalog } from '../../email-texts-for.js';

/** The account emails in German («du»), decision 054. */
export const EMAIL_CATALOG: EmailCatalog = {
  greeting: 'Hallo {firstName},',
  codeExpiry: 'Der Code ist {minutesValid} Minuten lang gültig und kann einmal verwendet werden.',
  questions: 'Fragen? Schreib uns an {supportEmail}.',
  signOff: 'Dein Stride-Team',
  verification: {
    subject: '{code} ist dein Bestätigungscode für Stride',
    intro: 'Willkommen bei Stride! Gib diesen Code ein, um deine E-Mail-Adresse zu bestätigen:',
    ignoreLine: 'Falls du kein Konto erstellt hast, kannst du diese E-Mail einfach ignorieren.',
  },
  passwordResetCode: {
    subject: '{code} ist dein Code zum Zurücksetzen deines Stride-Passworts',
    intro: 'Wir haben eine Anfrage erhalten, dein Passwort zurückzusetzen. Gib diesen Code ein, um ein neues zu wählen:',
    ignoreLine: 'Falls du das nicht angefordert hast, kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.',
  },
  passwordChanged: {
    subject: 'Dein Stride-Passwort wurde geändert',
    changed: 'Dein Stride-Passwort wurde geändert, und alle Geräte, die bei deinem Konto angemeldet waren, wurden abgemeldet.',
    notYou: 'Falls du das nicht warst, setze dein Passwort jetzt unter {resetUrl} zurück und schreib uns.',
  },
  passwordChangedInSettings: {
    subject: 'Dein Stride-Passwort wurde geändert',
    changed: 'Dein Stride-Passwort wurde in deinen Kontoeinstellungen geändert, und deine anderen Geräte wurden abgemeldet.',
  },
  emailChangeCode: {
    subject: '{code} ist dein Stride-Code zur Bestätigung deiner neuen E-Mail-Adresse',
    intro: 'Gib diesen Code in Stride ein, damit diese Adresse die E-Mail-Adresse deines Kontos wird:',
    ignoreLine: 'Falls du keine neue E-Mail-Adresse angefordert hast, kannst du diese E-Mail ignorieren; es ändert sich nichts.',
  },
  emailChanged: {
    subject: 'Die E-Mail-Adresse deines Stride-Kontos wurde geändert',
    changed: 'Die E-Mail-Adresse deines Stride-Kontos wurde in {newEmail} geändert, und deine anderen Geräte wurden abgemeldet.',
  },
  signInPaused: {
    subject: 'Die Anmeldung bei deinem Stride-Konto ist pausiert',
    paused:
      'Jemand hat {failures}-mal in {minutes} Minuten versucht, sich mit einem falschen Passwort bei deinem Stride-Konto anzumelden. Deshalb haben wir die Anmeldung von neuen Geräten für {minutes} Minuten pausiert. Niemand ist hineingekommen.',
    yourDevices: 'Auf einem Gerät, auf dem du schon einmal angemeldet warst, kannst du dich weiterhin mit deinem Passwort anmelden.',
    ifYou: 'Falls du es warst, warte ein wenig oder setze dein Passwort unter {resetUrl} zurück, um dich sofort anzumelden.',
    notYou: 'Falls du es nicht warst, ist dein Konto sicher. Wenn du dieses Passwort auch anderswo nutzt, ändere es dort ebenfalls.',
  },
  webhookDisabled: {
    subject: 'Ein Stride-Webhook wurde deaktiviert',
    disabled:
      'Dein Webhook „{name}“ ({url}) wurde deaktiviert, weil seine letzten {failures} Zustellungen bei jedem Versuch fehlgeschlagen sind. Es wird nichts mehr an ihn gesendet.',
    turnOn: 'Sobald die Adresse wieder antwortet, aktiviere den Webhook in deinen Einstellungen unter {settingsUrl} wieder; dort findest du auch die verpassten Zustellungen.',
  },
  connections: {
    ended: 'Diese Verbindungen wurden getrennt und haben keinen Zugriff mehr auf dein Konto: {list}. Verbinde sie in den Einstellungen neu, wo du sie noch nutzt.',
    stay: 'Diese Verbindungen bleiben bestehen und haben weiter Zugriff auf deine Gewohnheiten: {list}. Wenn du sie nicht kennst, trenne sie in den Einstellungen.',
    none: 'Mit deinem Konto ist kein Zugriffstoken und kein Assistent verbunden.',
    tokens: 'Zugriffstokens {names}',
    assistants: 'Assistenten {names}',
    quoted: '„{name}“',
  },
  accountDeleted: {
    subject: 'Dein Stride-Konto wurde gelöscht',
    deleted:
      'Dein Stride-Konto und alles darin (Gewohnheiten, Verlauf, Ziele, Vision und Gespräche mit deinem Coach) wurden gelöscht, und ein eventuelles Premium-Abo wurde gekündigt.',
    backups: 'Kopien in unseren verschlüsselten Backups werden innerhalb von 30 Tagen gelöscht; Zahlungsbelege bewahren wir sechs Jahre lang auf, wie es das britische Buchführungsrecht verlangt.',
    goodbye: 'Danke, dass du Stride genutzt hast. Du bist jederzeit wieder willkommen.',
  },
};
