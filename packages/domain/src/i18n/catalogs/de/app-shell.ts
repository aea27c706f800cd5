import type { APP_SHELL_CATALOG as English } from '../en/app-shell.js';
import type { Messages } from '../../messages.js';

/** Der Rahmen der App nach der Anmeldung, auf Deutsch (du). */
export const APP_SHELL_CATALOG: Messages<typeof English> = {
  SHELL_TEXTS: {
    // Mit weichem Trennstrich: in der schmalen Leiste eines Telefons „Gewohn-/heiten“ auf zwei Zeilen.
    bottomNav: { today: 'Heute', habits: 'Gewohn\u00adheiten', coach: 'Coach', goals: 'Ziele', progress: 'Fortschritt' },
    yourSpace: 'Dein Bereich',
    sidebar: { dashboard: 'Übersicht', goals: 'Ziele', habits: 'Gewohnheiten', analytics: 'Statistik', aiCoach: 'KI-Coach' },
    sectionsLabel: 'Bereiche',
    menu: 'Menü',
    collapseSidebar: 'Seitenleiste ausblenden',
    expandSidebar: 'Seitenleiste einblenden',
    accountMenu: 'Kontomenü',
    today: 'Heute',
    settings: 'Einstellungen',
    logout: 'Abmelden',
    openToday: 'Heute öffnen',
  },
  SETTINGS_TEXTS: {
    title: 'Einstellungen',
    subtitle: 'Erinnerungen und E-Mails, dein Konto, deine Daten und wie Stride aussieht.',
  },
  COACH_INBOX_TEXTS: {
    reviewLabel: 'Deine Woche im Rückblick',
    unreadBadge: '{count, plural, one {# neue Nachricht von deinem Coach} other {# neue Nachrichten von deinem Coach}}',
  },
  PUNCTUATION_TEXTS: {
    labelled: '{label}: {text}',
    quoted: '„{text}“',
    series: '{first}; {next}',
  },
  COMMON_TEXTS: {
    cancel: 'Abbrechen',
    ok: 'OK',
    close: 'Schließen',
    networkError: 'Netzwerkfehler. Prüfe deine Verbindung und versuche es noch einmal.',
    requestFailed: 'Die Anfrage ist fehlgeschlagen',
  },
};
