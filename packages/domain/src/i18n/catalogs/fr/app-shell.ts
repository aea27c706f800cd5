import type { APP_SHELL_CATALOG as English } from '../en/app-shell.js';
import type { Messages } from '../../messages.js';

/** Le cadre de l’application connectée, en français (vous). */
export const APP_SHELL_CATALOG: Messages<typeof English> = {
  SHELL_TEXTS: {
    bottomNav: { today: 'Aujourd’hui', habits: 'Habitudes', coach: 'Coach', goals: 'Objectifs', progress: 'Progrès' },
    yourSpace: 'Votre espace',
    sidebar: { dashboard: 'Tableau de bord', goals: 'Objectifs', habits: 'Habitudes', analytics: 'Statistiques', aiCoach: 'Coach IA' },
    sectionsLabel: 'Rubriques',
    menu: 'Menu',
    collapseSidebar: 'Masquer la barre latérale',
    expandSidebar: 'Afficher la barre latérale',
    accountMenu: 'Menu du compte',
    today: 'Aujourd’hui',
    settings: 'Paramètres',
    logout: 'Se déconnecter',
    openToday: 'Ouvrir aujourd’hui',
  },
  SETTINGS_TEXTS: {
    title: 'Paramètres',
    subtitle: 'Rappels et e-mails, votre compte, vos données et l’apparence de Stride.',
  },
  COACH_INBOX_TEXTS: {
    reviewLabel: 'Votre semaine en bref',
    unreadBadge: '{count, plural, one {# nouveau message de votre coach} other {# nouveaux messages de votre coach}}',
  },
  PUNCTUATION_TEXTS: {
    // Une espace insécable avant les deux-points et à l’intérieur des guillemets.
    labelled: '{label}\u00a0: {text}',
    quoted: '«\u00a0{text}\u00a0»',
    series: '{first}\u00a0; {next}',
  },
  COMMON_TEXTS: {
    cancel: 'Annuler',
    ok: 'OK',
    close: 'Fermer',
    networkError: 'Erreur réseau. Vérifiez votre connexion et réessayez.',
    requestFailed: 'La requête a échoué',
  },
};
