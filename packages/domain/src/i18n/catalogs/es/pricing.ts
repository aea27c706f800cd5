import { PLAN_LIMITS } from '../../../plans/plans.js';
import type { PricingCatalog } from '../../catalog-types.js';

/** A voice allowance in Spanish ("1 minuto", "10 minutos", "45 segundos"); figures from PLAN_LIMITS. */
const voice = (seconds: number) =>
  seconds % 60 === 0 ? `${seconds / 60} minuto${seconds === 60 ? '' : 's'}` : `${seconds} segundo${seconds === 1 ? '' : 's'}`;
const { free, premium } = PLAN_LIMITS;
const monthly = (seconds: number | null) =>
  seconds === null ? 'Sin límite mensual de llamadas de seguimiento' : `${voice(seconds)} al mes de llamadas de seguimiento con la IA`;

/** The pricing page in Spanish («tú»), decision 054; every figure from PLAN_LIMITS, as in English. */
export const PRICING_CATALOG: PricingCatalog = {
  texts: {
    title: 'Elige tu plan',
    subtitle: 'Empieza gratis. Mejora cuando quieras más tiempo con tu coach. Facturación mensual; cancela cuando quieras.',
    freeName: 'Gratis',
    freePeriod: 'para siempre',
    getStarted: 'Empezar',
    premiumName: 'Premium',
    premiumPeriod: 'al mes',
    premiumNote: 'Facturación mensual. Se compra y se gestiona en la web.',
    mostPopular: 'El más elegido',
    subscribeNow: 'Suscribirme ahora',
    currentPlan: 'Tu plan actual',
    redirecting: 'Redirigiendo…',
    currentPlanNote: 'Tienes Premium.',
    manageOnDashboard: 'Gestiónalo desde tu panel',
    pastDueNote: 'No pudimos cobrar tu último pago. Actualiza tu método de pago en tu panel para conservar Premium.',
    checkoutDialogTitle: 'Suscripción',
    factsTitle: 'Conviene saber',
    moreQuestions: '¿Más preguntas? Consulta la',
    supportLink: 'página de ayuda',
    termsLink: 'Términos y condiciones',
    orThe: 'o los',
    freeIncludes: 'El plan Gratis incluye',
    premiumIncludes: 'El plan Premium incluye',
  },
  facts: [
    {
      id: 'cancel',
      title: 'Cancela cuando quieras',
      text: 'Cancela desde tu panel o escríbenos. Premium sigue activo hasta el final del mes que pagaste y no se te vuelve a cobrar.',
    },
    {
      id: 'timezone',
      title: 'Límites en tu zona horaria',
      text: `Los límites diarios se reinician a medianoche donde estés. Los ${voice(free.voiceSecondsPerMonth)} mensuales de llamadas de seguimiento del plan Gratis se reinician el día 1 de cada mes.`,
    },
    {
      id: 'checkout',
      title: 'Pago seguro',
      text: 'Los pagos pasan por la página de pago de nuestro proveedor de tarjetas. Nunca vemos ni guardamos el número completo de tu tarjeta.',
    },
    {
      id: 'data',
      title: 'Tu plan, tus datos',
      text: 'Tu visión, tus metas, tus hábitos y tus rachas siguen contigo cuando mejoras, cancelas o vuelves al plan Gratis.',
    },
  ],
  features: {
    free: [
      `${free.messagesPerDay} mensajes al coach de IA al día`,
      `${voice(free.voiceSecondsPerDay)} de llamadas de voz al día`,
      monthly(free.voiceSecondsPerMonth),
      'Visión, metas y seguimiento de hábitos en el panel web y en las apps móviles',
    ],
    premium: [
      `${premium.messagesPerDay} mensajes al coach de IA al día`,
      `${voice(premium.voiceSecondsPerDay)} de llamadas de voz al día`,
      monthly(premium.voiceSecondsPerMonth),
      'Visión, metas y seguimiento de hábitos en el panel web y en las apps móviles',
    ],
  },
};
