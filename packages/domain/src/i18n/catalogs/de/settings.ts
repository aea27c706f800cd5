import type { SETTINGS_CATALOG as English } from '../en/settings.js';
import type { Messages } from '../../messages.js';

/** Die Einstellungen auf Deutsch (du): die Bereiche und der Bereich Profil. */
export const SETTINGS_CATALOG: Messages<typeof English> = {
  SETTINGS_SECTIONS: {
    profile: { title: 'Profil', summary: 'Dein Name, deine Zeitzone, deine Sprache und wie Stride aussieht' },
    notifications: { title: 'Benachrichtigungen', summary: 'Erinnerungen, E-Mails, dieses Gerät und Urlaub' },
    'sign-in': { title: 'E-Mail und Passwort', summary: 'Wie du dich anmeldest' },
    plan: { title: 'Tarif', summary: 'Dein Abo: kostenlos oder Premium' },
    integrations: { title: 'Integrationen', summary: 'Kalender-Feed, Tokens, Webhooks und Assistenten' },
    data: { title: 'Deine Daten', summary: 'Exportieren, importieren oder dein Konto löschen' },
  },
  SETTINGS_NAV_TEXTS: { navLabel: 'Bereiche der Einstellungen', back: 'Alle Einstellungen', documentTitle: '{section} · Einstellungen', sectionLine: '{title}: {summary}.' },
  PROFILE_TEXTS: {
    title: 'Profil',
    intro: 'Mit deinem Namen begrüßt dich dein Coach; deine Zeitzone bestimmt, wann dein Tag beginnt und endet.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    save: 'Namen speichern',
    saving: 'Wird gespeichert…',
    saved: 'Name gespeichert.',
    timeZone: 'Zeitzone',
    timeZoneSave: 'Speichern',
    timeZoneSaving: 'Wird gespeichert...',
    timeZoneSaved: 'Zeitzone gespeichert.',
    timeZoneOpen: 'Öffnen',
    timeZoneClose: 'Schließen',
    timeZoneNone: 'Keine Treffer',
  },
  LOCALE_TEXTS: {
    title: 'Sprache und Region',
    intro: 'Die Sprache, in der Stride mit dir spricht, und wie deine Daten, Uhrzeiten, Zahlen und Wochen geschrieben werden.',
    language: 'Sprache',
    region: 'Region',
    preview: 'Uhrzeiten sehen so aus: {times}, Daten so: {date}, und die Woche beginnt am {firstDay}.',
    fromBrowser: 'Aus deinem Browser übernommen, bis du wählst.',
    save: 'Speichern',
    saving: 'Wird gespeichert...',
    saved: 'Sprache und Region gespeichert.',
    invalid: 'locale muss eine der Sprachen und Regionen sein, die Stride anbietet, etwa de-DE.',
  },
  APPEARANCE_TEXTS: {
    title: 'Darstellung',
    intro: 'Hell oder dunkel, auf diesem Gerät. „System“ folgt der Einstellung deines Geräts, tags und nachts.',
    legend: 'Design',
    options: { system: 'System', light: 'Hell', dark: 'Dunkel' },
  },
  TIME_ZONE_NOTICE_TEXTS: {
    question: 'Du scheinst in {place} zu sein{hasZone, select, yes { ({zoneName})} other {}}. Für deine Tage übernehmen?',
    switchTo: 'Zeit von {place} verwenden',
    dismiss: 'Nicht jetzt',
    saved: 'Deine Tage folgen jetzt der Zeit von {place}.',
    failed: 'Deine Zeitzone wurde nicht geändert: {error}',
  },
};
