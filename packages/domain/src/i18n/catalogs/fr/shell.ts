import type { ShellCatalog } from '../../catalog-types.js';

/** French: the public pages' frame, titles and descriptions (decision 054). */
export const SHELL_CATALOG: ShellCatalog = {
  texts: {
    skipToContent: 'Aller au contenu principal',
    mainNavigation: 'Menu principal',
    pricing: 'Tarifs',
    login: 'Connexion',
    signup: 'Inscription',
    openNavigation: 'Ouvrir le menu de navigation',
    dashboard: 'Tableau de bord',
    settings: 'Paramètres',
    logout: 'Déconnexion',
    accountMenu: 'Menu du compte',
    openToday: 'Ouvrir aujourd’hui',
    terms: 'Conditions générales',
    privacy: 'Politique de confidentialité',
    support: 'Aide',
    integrations: 'API et intégrations',
    language: 'Langue',
    inEnglishOnly: 'Cette page n’existe pour l’instant qu’en anglais.',
    loading: 'Chargement',
    checkingSession: 'Vérification de votre session',
  },
  homeTitle: 'Stride — habitudes et objectifs avec un coach IA',
  pages: {
    '/': {
      title: null,
      description:
        'Stride vous aide à prendre de bonnes habitudes et à atteindre vos objectifs, avec un coach IA à qui écrire ou parler au téléphone, un calendrier des habitudes, des séries et des statistiques de progression.',
    },
    '/pricing': {
      title: 'Tarifs',
      description: 'Commencez gratuitement avec des messages quotidiens au coach et des minutes de voix, ou passez à Premium pour en avoir plus. Comparez les offres Stride.',
    },
    '/support': {
      title: 'Aide',
      description: 'De l’aide sur Stride : délais de réponse, offres et facturation, résiliation, suppression du compte et fonctionnement du coach IA.',
    },
    '/login': { title: 'Connexion', description: 'Connectez-vous à Stride pour retrouver vos habitudes, vos objectifs et votre coach IA.' },
    '/signup': { title: 'Inscription', description: 'Créez votre compte Stride gratuit et commencez à prendre de bonnes habitudes avec un coach IA.' },
    '/integrations': {
      title: 'API et intégrations',
      description:
        'Utilisez Stride depuis vos propres outils : jetons d’accès personnels, document OpenAPI, webhooks signés et connexion d’un assistant IA via MCP.',
    },
  },
};
