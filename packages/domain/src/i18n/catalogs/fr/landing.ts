import type { LandingCatalog } from '../../catalog-types.js';

/** French: the landing page (decision 054). Written for people, with «vous»; French spacing before : ! ? and inside « ». */
export const LANDING_CATALOG: LandingCatalog = {
  texts: {
    heroTitle: 'Des habitudes qui tiennent, avec un coach qui vous écoute',
    heroSubtitle:
      'Parlez ou écrivez à votre coach IA pour préciser votre vision, fixer vos objectifs et planifier vos habitudes. Suivez ensuite chaque série sur votre tableau de bord web.',
    getStarted: 'Commencer',
    seePricing: 'Voir les offres et les tarifs',
    carouselLabel: 'Ce que votre coach peut faire',
    pauseSlides: 'Mettre les diapositives en pause',
    playSlides: 'Relancer les diapositives',
    showSlide: 'Afficher la diapositive {index}\u00a0: {title}',
    showcaseTitle: 'Tout votre plan sur un seul tableau de bord web',
    showcaseText:
      'Connectez-vous depuis n’importe quel navigateur pour voir votre compte et votre plan d’un coup d’œil. Votre vision, vos objectifs, vos habitudes et vos conversations avec votre coach vivent dans votre compte, les mêmes sur chaque appareil où vous vous connectez.',
    featuresTitle: 'Tout ce qu’il faut pour tenir dans la durée',
    mobileTitle: 'Sur le web et sur votre téléphone',
    mobileText:
      'Stride fonctionne dans le navigateur de votre téléphone comme sur votre ordinateur, suivi des habitudes compris, avec un seul compte pour tout ce que vous suivez.',
    mobileComingSoon: 'Les applis iOS et Android arrivent bientôt, avec le même compte.',
    voiceOff: 'Les appels vocaux sont désactivés sur ce serveur. Vous pouvez toujours écrire à votre coach.',
    appStoreBadge: 'Télécharger dans l’App Store',
    playStoreBadge: 'Disponible sur Google Play',
    opensInNewTab: 'S’ouvre dans un nouvel onglet',
    ctaTitle: 'Commencez votre prochaine série dès aujourd’hui',
    ctaButton: 'Créer votre compte gratuit',
    freePlanLine: 'Offre gratuite\u00a0: {messages} messages au coach et {voice} de voix par jour. Premium\u00a0: {price} par mois.',
  },
  slidePosition: '{index} sur {count}',
  slides: [
    {
      id: 'voice',
      title: 'Des conversations vocales naturelles',
      description: 'Appelez votre coach et faites le point sur votre journée\u00a0: il transforme ce que vous dites en objectifs et en habitudes.',
    },
    {
      id: 'chat',
      title: 'Un chat disponible 24 h/24',
      description: 'Écrivez à votre coach à tout moment pour un plan, un coup de pouce ou un petit changement dans votre emploi du temps.',
    },
    {
      id: 'schedule',
      title: 'Une planification intelligente',
      description: 'Vos habitudes se répètent chaque jour, chaque semaine, chaque mois ou selon votre propre rythme, dans votre fuseau horaire.',
    },
  ],
  preview: {
    callTitle: 'Appel avec le coach IA',
    callStatus: 'Je vous écoute…',
    chatUser: 'Ajoute 10 minutes d’étirements tous les soirs à 21 h',
    chatCoach: 'C’est fait\u202f! «\u00a0Étirements\u00a0» est dans votre calendrier tous les jours à 21\u00a0h.',
    weekDays: ['D', 'L', 'M', 'M', 'J', 'V', 'S'],
  },
  features: [
    {
      id: 'coach',
      title: 'Appels vocaux et chat avec l’IA',
      text: 'Votre coach crée, modifie et supprime vos habitudes et vos objectifs, et tient votre vision à jour, à l’oral comme à l’écrit.',
    },
    {
      id: 'goals',
      title: 'Suivi des objectifs',
      text: 'Rédigez une vision, découpez-la en objectifs et associez-y les habitudes qui font avancer chacun d’eux.',
    },
    {
      id: 'calendar',
      title: 'Calendrier des habitudes',
      text: 'Retrouvez chaque habitude planifiée par mois, par semaine ou par jour, avec une récurrence quotidienne, hebdomadaire, mensuelle ou sur mesure.',
    },
    {
      id: 'analytics',
      title: 'Statistiques de progression',
      text: 'Séries, taux de réussite et tendances de la semaine montrent quelles habitudes fonctionnent et lesquelles demandent plus d’attention.',
    },
  ],
  showcase: [
    {
      id: 'dashboard',
      caption: 'Le vrai tableau de bord web de Stride\u00a0: votre journée, chaque habitude cochée d’un geste.',
      desktopAlt:
        'Le tableau de bord web de Stride sur un ordinateur, la barre latérale ouverte à côté\u00a0: la journée de Maya, jeudi 26 novembre, 2 sur 7 faites, course du matin et méditation cochées, boire de l’eau à 5 verres sur 8, et marche du midi, lire 20 pages et étirements encore à faire, chaque ligne avec son heure, sa série et un menu d’actions\u00a0; à côté, un mot de son coach et ses séries en cours, en tête les 28 jours de méditation.',
      phoneAlt:
        'Le tableau de bord de Stride sur un téléphone\u00a0: la journée de Maya, 2 sur 7 faites, course du matin et méditation cochées, boire de l’eau à 5 verres sur 8 et marche du midi encore à faire, chacune avec son heure et sa série, au-dessus de la barre du bas avec Aujourd’hui, Habitudes, Coach, Objectifs et Progrès.',
    },
    {
      id: 'habits',
      caption: 'Vos habitudes, chacune de sa couleur, cochées au fil de la journée.',
      desktopAlt:
        'Le calendrier des habitudes de Maya pour le jeudi 26 novembre dans la vue Planning de Stride, vue par jour\u00a0: course du matin à 07:00 et méditation à 07:15 cochées, boire de l’eau de 08:00 à 20:00, marche du midi à 12:30 et yoga à 18:30 à faire, chaque habitude de sa couleur, sous la légende fait, manqué, à faire, sauté et en pause.',
      phoneAlt:
        'Le suivi des habitudes de Stride sur un téléphone\u00a0: l’agenda de son calendrier pour aujourd’hui, jeudi 26 novembre, avec course du matin et méditation faites, et boire de l’eau à 5 verres sur 8 encore à faire, chacune avec son heure et sa couleur, sous la légende fait, manqué, à faire, sauté et en pause, au-dessus de la barre du bas.',
    },
    {
      id: 'coach',
      caption: 'Le coach IA\u00a0: demandez avec vos mots, il modifie vos habitudes et fait le point sur vos progrès.',
      desktopAlt:
        'Une conversation avec le coach IA de Stride\u00a0: Maya écrit «\u00a0Course du matin ✓\u00a0», «\u00a0Méditation ✓\u00a0» et «\u00a0Boire de l’eau\u00a0: 5 verres\u00a0», et le coach confirme chacun\u00a0: les deux premières cochées pour aujourd’hui, avec des séries de 23 et 28 jours, et l’eau à 5 verres sur 8.',
      phoneAlt:
        'La même conversation avec le coach IA de Stride sur un téléphone\u00a0: Maya coche course du matin et méditation et note 5 verres d’eau, et le coach confirme chacun, avec des séries de 23 et 28 jours et 5 verres sur 8.',
    },
  ],
};
