import { PLAN_LIMITS } from '../../../plans/plans.js';
import type { PricingCatalog } from '../../catalog-types.js';

/** A voice allowance in French ("1 minute", "10 minutes", "45 secondes"); figures from PLAN_LIMITS. */
const voice = (seconds: number) =>
  seconds % 60 === 0 ? `${seconds / 60} minute${seconds === 60 ? '' : 's'}` : `${seconds} seconde${seconds === 1 ? '' : 's'}`;
const { free, premium } = PLAN_LIMITS;
const monthly = (seconds: number | null) =>
  seconds === null ? 'Aucune limite mensuelle d’appels de suivi' : `${voice(seconds)} d’appels de suivi avec l’IA par mois`;

/** The pricing page in French («vous»; a no-break space before ? and ;), decision 054; figures from PLAN_LIMITS. */
export const PRICING_CATALOG: PricingCatalog = {
  texts: {
    title: 'Choisissez votre formule',
    subtitle: 'Commencez gratuitement. Passez à la formule supérieure pour plus de temps avec votre coach. Facturation mensuelle\u00a0; résiliable à tout moment.',
    freeName: 'Gratuit',
    freePeriod: 'pour toujours',
    getStarted: 'Commencer',
    premiumName: 'Premium',
    premiumPeriod: 'par mois',
    premiumNote: 'Facturation mensuelle. Achat et gestion sur le web.',
    mostPopular: 'La plus choisie',
    subscribeNow: 'S’abonner',
    currentPlan: 'Votre formule actuelle',
    redirecting: 'Redirection…',
    currentPlanNote: 'Vous êtes abonné à Premium.',
    manageOnDashboard: 'Gérez-la depuis votre tableau de bord',
    pastDueNote: 'Votre dernier paiement a échoué. Mettez à jour votre moyen de paiement dans votre tableau de bord pour garder Premium.',
    checkoutDialogTitle: 'Abonnement',
    factsTitle: 'Bon à savoir',
    moreQuestions: 'D’autres questions\u00a0? Consultez la',
    supportLink: 'page d’aide',
    termsLink: 'Conditions générales',
    orThe: 'ou les',
    freeIncludes: 'La formule Gratuit comprend',
    premiumIncludes: 'La formule Premium comprend',
  },
  facts: [
    {
      id: 'cancel',
      title: 'Résiliable à tout moment',
      text: 'Résiliez depuis votre tableau de bord ou écrivez-nous. Premium reste actif jusqu’à la fin du mois payé, et vous n’êtes plus prélevé.',
    },
    {
      id: 'timezone',
      title: 'Des quotas à votre heure',
      text: `Les quotas quotidiens repartent à zéro à minuit, heure locale. Les ${voice(free.voiceSecondsPerMonth)} d’appels de suivi mensuels de la formule Gratuit repartent à zéro le premier de chaque mois.`,
    },
    {
      id: 'checkout',
      title: 'Paiement sécurisé',
      text: 'Les paiements passent par la page de paiement de notre prestataire de cartes bancaires. Nous ne voyons ni ne conservons jamais votre numéro de carte complet.',
    },
    {
      id: 'data',
      title: 'Votre formule, vos données',
      text: 'Votre vision, vos objectifs, vos habitudes et vos séries restent avec vous quand vous passez à Premium, résiliez ou revenez à Gratuit.',
    },
  ],
  features: {
    free: [
      `${free.messagesPerDay} messages au coach IA par jour`,
      `${voice(free.voiceSecondsPerDay)} d’appels vocaux par jour`,
      monthly(free.voiceSecondsPerMonth),
      'Vision, objectifs et suivi des habitudes sur le tableau de bord web et dans les applis mobiles',
    ],
    premium: [
      `${premium.messagesPerDay} messages au coach IA par jour`,
      `${voice(premium.voiceSecondsPerDay)} d’appels vocaux par jour`,
      monthly(premium.voiceSecondsPerMonth),
      'Vision, objectifs et suivi des habitudes sur le tableau de bord web et dans les applis mobiles',
    ],
  },
};
