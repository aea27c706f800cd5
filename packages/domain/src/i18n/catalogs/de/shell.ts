import type { ShellCatalog } from '../../catalog-types.js';

/** German: the public pages' frame, titles and descriptions (decision 054). */
export const SHELL_CATALOG: ShellCatalog = {
  texts: {
    skipToContent: 'Zum Hauptinhalt springen',
    mainNavigation: 'Hauptmenü',
    pricing: 'Preise',
    login: 'Anmelden',
    signup: 'Registrieren',
    openNavigation: 'Navigationsmenü öffnen',
    dashboard: 'Übersicht',
    settings: 'Einstellungen',
    logout: 'Abmelden',
    accountMenu: 'Kontomenü',
    openToday: 'Heute öffnen',
    terms: 'AGB',
    privacy: 'Datenschutz',
    support: 'Hilfe',
    integrations: 'API und Integrationen',
    language: 'Sprache',
    inEnglishOnly: 'Diese Seite gibt es vorerst nur auf Englisch.',
    loading: 'Wird geladen',
    checkingSession: 'Deine Sitzung wird geprüft',
  },
  homeTitle: 'Stride — Gewohnheiten und Ziele mit einem KI-Coach',
  pages: {
    '/': {
      title: null,
      description:
        'Stride hilft dir, Gewohnheiten aufzubauen und deine Ziele zu erreichen: mit einem KI-Coach, mit dem du chatten und telefonieren kannst, einem Gewohnheitskalender, Serien und Fortschrittsanalysen.',
    },
    '/pricing': {
      title: 'Preise',
      description: 'Starte kostenlos mit täglichen Coach-Nachrichten und Sprachminuten oder hol dir mit Premium mehr davon. Vergleiche die Tarife von Stride.',
    },
    '/support': {
      title: 'Hilfe',
      description: 'Hilfe zu Stride: Antwortzeiten, Tarife und Abrechnung, Kündigung, Kontolöschung und wie der KI-Coach arbeitet.',
    },
    '/login': { title: 'Anmelden', description: 'Melde dich bei Stride an, um deine Gewohnheiten, Ziele und deinen KI-Coach zu sehen.' },
    '/signup': { title: 'Registrieren', description: 'Erstelle dein kostenloses Stride-Konto und baue mit einem KI-Coach neue Gewohnheiten auf.' },
    '/integrations': {
      title: 'API und Integrationen',
      description:
        'Nutze Stride aus deinen eigenen Werkzeugen: persönliche Zugriffstoken, das OpenAPI-Dokument, signierte Webhooks und die Anbindung eines KI-Assistenten über MCP.',
    },
  },
};
