import { PLAN_LIMITS, PREMIUM_PRICE_GBP } from '../../../plans/plans.js';
import { DATA_DELETION_DAYS, SUPPORT_REPLY_HOURS } from '../../../texts/support-facts.js';
import type { SupportCatalog } from '../../catalog-types.js';

/** A price as the pricing page writes it in this language (Intl's narrow symbol: "8 £"), decision 054. */
const pounds = (n: number) => `${n}\u00a0£`;

/** A voice allowance in French ("1 minute", "10 minutes"), as the pricing catalog writes it. */
const voice = (seconds: number) =>
  seconds % 60 === 0 ? `${seconds / 60} minute${seconds === 60 ? '' : 's'}` : `${seconds} seconde${seconds === 1 ? '' : 's'}`;
const price = pounds(PREMIUM_PRICE_GBP);

/**
 * The plans' feature lines, as the pricing catalog writes them: written here too, since a catalog
 * shared with the pricing screen would become a chunk of its own on both pages (decision 054).
 */
const { free, premium } = PLAN_LIMITS;
const monthly = (seconds: number | null) =>
  seconds === null ? 'Aucune limite mensuelle d’appels de suivi' : `${voice(seconds)} d’appels de suivi avec l’IA par mois`;
const features = (limits: typeof free | typeof premium) => [
  `${limits.messagesPerDay} messages au coach IA par jour`,
  `${voice(limits.voiceSecondsPerDay)} d’appels vocaux par jour`,
  monthly(limits.voiceSecondsPerMonth),
  'Vision, objectifs et suivi des habitudes sur le tableau de bord web et dans les applis mobiles',
];

/** The support page in French («vous»; a no-break space before ? : ; and inside « »), decision 054. */
export const SUPPORT_CATALOG: SupportCatalog = {
  texts: {
    title: 'Aide',
    intro: 'Nous sommes là pour vous aider avec votre compte, votre formule et le coach IA.',
    contactTitle: 'Nous écrire',
    contact: `Écrivez à {email}\u00a0: une personne vous répondra. Nous répondons sous ${SUPPORT_REPLY_HOURS}\u00a0heures.`,
    cancelTitle: 'Résilier votre abonnement',
    cancel:
      'Écrivez-nous et nous le résilions pour vous, ou utilisez «\u00a0Gérer l’abonnement\u00a0» dans votre tableau de bord. Vous gardez Premium jusqu’à la fin de la période payée, et rien ne vous sera plus prélevé.',
    deleteTitle: 'Supprimer votre compte',
    deleteByEmail: `Écrivez à {email} depuis l’adresse de votre inscription et demandez-nous de supprimer votre compte. Nous effaçons vos données dans les ${DATA_DELETION_DAYS}\u00a0jours suivant la demande.`,
    deleteYourself:
      'Ou faites-le vous-même, immédiatement\u00a0: dans Paramètres › Vos données, sous «\u00a0Supprimer mon compte\u00a0». Vous pouvez d’abord tout télécharger avec «\u00a0Télécharger mes données\u00a0».',
    faqTitle: 'Questions fréquentes',
    readOur: 'Consultez nos {terms} et notre {privacy}.',
    links: {
      pricing: 'page des tarifs',
      privacy: 'Politique de confidentialité',
      terms: 'Conditions générales',
      forgotPassword: 'Mot de passe oublié\u00a0?',
    },
    plans: { free: 'Gratuit', premium: 'Premium' },
  },
  faq: [
    {
      id: 'plans',
      question: 'Quelles formules existent, et que comprend chacune\u00a0?',
      answer: [`{free} (${pounds(0)}, pour toujours)\u00a0:`, `{premium} (${price} par mois, facturation mensuelle)\u00a0:`, 'Comparez-les sur la {pricing}.'],
    },
    {
      id: 'limits',
      question: 'Que se passe-t-il quand j’atteins une limite quotidienne\u00a0?',
      answer: [
        'Le coach vous indique que vous avez atteint la limite du jour et vous propose Premium pour des limites plus élevées. Rien d’autre ne change\u00a0: vos habitudes, vos objectifs et votre vision restent disponibles comme d’habitude.',
        `Les limites quotidiennes repartent à zéro à minuit dans votre fuseau horaire, que vous pouvez changer dans votre tableau de bord. Avec la formule Gratuit, les appels vocaux se partagent aussi ${voice(free.voiceSecondsPerMonth)} d’appels de suivi avec l’IA par mois, remises à zéro au début de chaque mois civil. Le temps de voix compte à la fois ce que vous dites et les réponses parlées du coach.`,
      ],
    },
    {
      id: 'billing',
      question: 'Comment fonctionne la facturation, et comment résilier\u00a0?',
      answer: [
        `Premium coûte ${price} par mois, facturé chaque mois jusqu’à la résiliation. Vous payez par carte sur la page de paiement sécurisée de notre prestataire\u00a0; nous ne voyons jamais votre numéro de carte complet.`,
        'Pour changer de carte ou résilier, utilisez «\u00a0Gérer l’abonnement\u00a0» dans votre tableau de bord, ou écrivez-nous et nous résilions pour vous. Vous gardez Premium jusqu’à la fin de la période payée. Les paiements ne sont pas remboursés, sauf cas particuliers, à notre appréciation.',
      ],
    },
    {
      id: 'coach',
      question: 'Que peut faire le coach IA\u00a0?',
      answer: [
        'Vous pouvez écrire au coach ou lui parler lors d’un appel vocal. En plus de vous encourager et de vous donner des idées, il peut créer et modifier vos habitudes, vos objectifs et votre vision quand vous le lui demandez, par exemple «\u00a0ajoute une marche matinale chaque jour de semaine à 7\u00a0h\u00a0».',
        'Le coach est un assistant automatique et peut se tromper. Il ne donne pas de conseils médicaux, psychologiques ou d’autres conseils professionnels\u00a0; pour cela, adressez-vous à une personne qualifiée.',
      ],
    },
    {
      id: 'privacy',
      question: 'Mes conversations avec le coach sont-elles privées\u00a0?',
      answer: [
        'Vos messages et vos enregistrements vocaux sont traités par notre prestataire d’IA uniquement pour produire les réponses du coach. Nous ne vendons pas vos données, ne les utilisons pas pour la publicité et ne gardons pas l’audio une fois la réponse produite.',
        `Vous pouvez nous demander à tout moment de supprimer votre compte et ses données\u00a0; nous les supprimons sous ${DATA_DELETION_DAYS}\u00a0jours. La {privacy} donne tous les détails.`,
      ],
    },
    {
      id: 'devices',
      question: 'Puis-je suivre mes habitudes sur le web et sur mon téléphone\u00a0?',
      answer: [
        'Oui. Suivez vos habitudes, vos objectifs et votre vision sur le tableau de bord web et dans les applis mobiles\u00a0; tout reste synchronisé, et une habitude cochée sur votre téléphone apparaît comme faite sur le web.',
      ],
    },
    {
      id: 'password',
      question: 'J’ai oublié mon mot de passe. Que faire\u00a0?',
      answer: ['Utilisez {forgotPassword} sur l’écran de connexion. Nous vous envoyons par e-mail un code à 6\u00a0chiffres\u00a0; une fois saisi, vous pouvez choisir un nouveau mot de passe.'],
    },
  ],
  features: { free: features(free), premium: features(premium) },
};
