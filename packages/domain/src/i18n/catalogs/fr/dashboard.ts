import type { DASHBOARD_CATALOG as English } from '../en/dashboard.js';
import type { Messages } from '../../messages.js';

/** Les cartes Compte et Abonnement d'Aujourd'hui en français (vous), les avis après paiement, les lignes des offres. */
export const DASHBOARD_CATALOG: Messages<typeof English> = {
  DASHBOARD_TEXTS: {
    loadingUser: 'Chargement de vos données...',
    comparePlans: 'Comparer les offres',
    activeTitle: 'Abonnement Premium actif',
    pastDueTitle: 'Paiement requis',
    pastDueWarning: 'Votre dernier paiement a échoué',
    canceledTitle: 'Abonnement résilié',
    freeTitle: 'Offre gratuite',
    manageSubscription: 'Gérer l’abonnement',
    updatePaymentMethod: 'Changer de moyen de paiement',
    resubscribe: 'Reprendre Premium',
    upgrade: 'Passer à Premium',
    checkoutFailed: 'Impossible de lancer le paiement. Veuillez réessayer.',
    noCheckoutUrl: 'Le serveur n’a envoyé aucune adresse de paiement',
    portalFailedPrefix: 'Impossible d’ouvrir la gestion de l’abonnement\u00a0: ',
    noPortalUrl: 'Aucune adresse de gestion des paiements reçue',
    noBillingAccount: 'Aucun compte de paiement n’est encore lié à ce compte.',
  },
  ACCOUNT_CARD_TEXTS: {
    title: 'Détails du compte',
    name: 'Nom',
    email: 'E-mail',
    subscriptionStatus: 'État de l’abonnement',
    changeProfile: 'Changer votre nom ou votre fuseau horaire',
    statusLabels: {
      active: 'Premium (actif)',
      past_due: 'Premium (paiement requis)',
      canceled: 'Premium (résilié)',
      free: 'Gratuit',
    },
  },
  SUBSCRIPTION_CARD_TEXTS: {
    title: 'Votre abonnement',
    dialogTitle: 'Abonnement',
    premiumChip: 'Premium',
    validUntil: 'Valable jusqu’au {date}',
    accessUntil: 'Vous avez accès à Premium jusqu’au {date}',
    freePlanLabel: 'Votre offre gratuite',
    premiumIncludes: 'Premium comprend',
    upgradeFor: '{upgrade}\u00a0: {price} par mois',
    redirecting: 'Redirection...',
    paymentsOff: 'Les paiements sont désactivés sur ce serveur\u00a0: Premium ne peut pas être acheté ici. Tout ce qui fait partie de l’offre gratuite continue de fonctionner.',
  },
  CHECKOUT_NOTICE_TEXTS: {
    confirming: 'Merci\u00a0! Stripe confirme votre paiement\u00a0; votre offre Premium apparaîtra ici dans un instant.',
    confirmed: 'Bienvenue dans Premium\u00a0! Votre abonnement est actif.',
    pending: 'Votre paiement est encore en cours de confirmation. Rechargez cette page dans une minute\u00a0; si Premium n’apparaît pas, contactez l’assistance.',
    canceled: 'Le paiement a été annulé. Rien ne vous a été facturé.',
  },
  PLAN_FEATURE_TEXTS: {
    messagesPerDay: '{count, plural, one {# message} other {# messages}} au coach IA par jour',
    voicePerDay: '{unit, select, minutes {{minutes, plural, one {# minute} other {# minutes}}} other {{seconds, plural, one {# seconde} other {# secondes}}}} d’appels vocaux par jour',
    noMonthlyCap: 'Aucune limite mensuelle d’appels de suivi',
    voicePerMonth: '{unit, select, minutes {{minutes, plural, one {# minute} other {# minutes}}} other {{seconds, plural, one {# seconde} other {# secondes}}}} d’appels de suivi avec l’IA par mois',
    tracking: 'Vision, objectifs et suivi des habitudes sur le web et dans les applis mobiles',
  },
};
