import { PLAN_LIMITS, PREMIUM_PRICE_GBP } from '../../../plans/plans.js';
import { DATA_DELETION_DAYS, SUPPORT_REPLY_HOURS } from '../../../texts/support-facts.js';
import type { SupportCatalog } from '../../catalog-types.js';

/** A price as the pricing page writes it in this language (Intl's narrow symbol: "8 £"), decision 054. */
const pounds = (n: number) => `${n}\u00a0£`;

/** A voice allowance in Spanish ("1 minuto", "10 minutos"), as the pricing catalog writes it. */
const voice = (seconds: number) =>
  seconds % 60 === 0 ? `${seconds / 60} minuto${seconds === 60 ? '' : 's'}` : `${seconds} segundo${seconds === 1 ? '' : 's'}`;
const price = pounds(PREMIUM_PRICE_GBP);

/**
 * The plans' feature lines, as the pricing catalog writes them: written here too, since a catalog
 * shared with the pricing screen would become a chunk of its own on both pages (decision 054).
 */
const { free, premium } = PLAN_LIMITS;
const monthly = (seconds: number | null) =>
  seconds === null ? 'Sin límite mensual de llamadas de seguimiento' : `${voice(seconds)} al mes de llamadas de seguimiento con la IA`;
const features = (limits: typeof free | typeof premium) => [
  `${limits.messagesPerDay} mensajes al coach de IA al día`,
  `${voice(limits.voiceSecondsPerDay)} de llamadas de voz al día`,
  monthly(limits.voiceSecondsPerMonth),
  'Visión, metas y seguimiento de hábitos en el panel web y en las apps móviles',
];

/** The support page in Spanish («tú»), decision 054; figures from the domain's constants, as in English. */
export const SUPPORT_CATALOG: SupportCatalog = {
  texts: {
    title: 'Ayuda',
    intro: 'Estamos aquí para ayudarte con tu cuenta, tu plan y el coach de IA.',
    contactTitle: 'Escríbenos',
    contact: `Escribe a {email} y una persona te responderá. Contestamos en un plazo de ${SUPPORT_REPLY_HOURS} horas.`,
    cancelTitle: 'Cancelar tu suscripción',
    cancel:
      'Escríbenos y la cancelamos por ti, o usa «Gestionar suscripción» en tu panel. Sigues teniendo Premium hasta el final del periodo que ya pagaste y no se te vuelve a cobrar.',
    deleteTitle: 'Eliminar tu cuenta',
    deleteByEmail: `Escribe a {email} desde la dirección con la que te registraste y pídenos que eliminemos tu cuenta. Borramos tus datos en un plazo de ${DATA_DELETION_DAYS} días desde la solicitud.`,
    deleteYourself:
      'O hazlo tú mismo, al instante: en Ajustes › Tus datos, en «Eliminar mi cuenta». Antes puedes descargar todo con «Descargar mis datos».',
    faqTitle: 'Preguntas frecuentes',
    readOur: 'Consulta nuestros {terms} y nuestra {privacy}.',
    links: {
      pricing: 'página de precios',
      privacy: 'Política de privacidad',
      terms: 'Términos y condiciones',
      forgotPassword: '¿Olvidaste tu contraseña?',
    },
    plans: { free: 'Gratis', premium: 'Premium' },
  },
  faq: [
    {
      id: 'plans',
      question: '¿Qué planes hay y qué incluye cada uno?',
      answer: [`{free} (${pounds(0)}, para siempre):`, `{premium} (${price} al mes, con facturación mensual):`, 'Compáralos en la {pricing}.'],
    },
    {
      id: 'limits',
      question: '¿Qué pasa cuando llego a un límite diario?',
      answer: [
        'El coach te avisa de que has llegado al límite de hoy y te propone suscribirte a Premium para tener límites más altos. Nada más cambia: tus hábitos, tus metas y tu visión siguen disponibles como siempre.',
        `Los límites diarios se reinician a medianoche en tu zona horaria, que puedes cambiar en tu panel. En el plan Gratis, las llamadas de voz comparten además ${voice(free.voiceSecondsPerMonth)} al mes de llamadas de seguimiento con la IA, que se reinician al empezar cada mes. El tiempo de voz cuenta tanto lo que dices tú como las respuestas habladas del coach.`,
      ],
    },
    {
      id: 'billing',
      question: '¿Cómo funciona la facturación y cómo cancelo?',
      answer: [
        `Premium cuesta ${price} al mes y se cobra cada mes hasta que canceles. Pagas con tarjeta en la página de pago segura de nuestro proveedor de pagos; nunca vemos el número completo de tu tarjeta.`,
        'Para cambiar tu tarjeta o cancelar, usa «Gestionar suscripción» en tu panel, o escríbenos y la cancelamos por ti. Sigues teniendo Premium hasta el final del periodo que ya pagaste. Los pagos no se reembolsan salvo en casos especiales, a nuestro criterio.',
      ],
    },
    {
      id: 'coach',
      question: '¿Qué puede hacer el coach de IA?',
      answer: [
        'Puedes escribirle al coach o hablar con él en una llamada de voz. Además de darte ánimo e ideas, puede crear y cambiar tus hábitos, metas y visión cuando se lo pidas, por ejemplo «añade un paseo por la mañana de lunes a viernes a las 7».',
        'El coach es un asistente automático y puede equivocarse. No da consejos médicos, psicológicos ni de ningún otro ámbito profesional; para eso, habla con una persona cualificada.',
      ],
    },
    {
      id: 'privacy',
      question: '¿Son privadas mis conversaciones con el coach?',
      answer: [
        'Tus mensajes y grabaciones de voz los procesa nuestro proveedor de IA solo para generar las respuestas del coach. No vendemos tus datos ni los usamos para publicidad, y no guardamos el audio una vez generada la respuesta.',
        `Puedes pedirnos en cualquier momento que eliminemos tu cuenta y sus datos; los borramos en un plazo de ${DATA_DELETION_DAYS} días. Encontrarás los detalles en la {privacy}.`,
      ],
    },
    {
      id: 'devices',
      question: '¿Puedo seguir mis hábitos en la web y en el móvil?',
      answer: [
        'Sí. Sigue tus hábitos, metas y visión en el panel web y en las apps móviles; se mantienen sincronizados, así que un hábito que completas en el móvil aparece hecho en la web.',
      ],
    },
    {
      id: 'password',
      question: 'Olvidé mi contraseña. ¿Qué hago?',
      answer: ['Usa {forgotPassword} en la pantalla de inicio de sesión. Te enviamos por correo un código de 6 dígitos y, tras introducirlo, puedes elegir una contraseña nueva.'],
    },
  ],
  features: { free: features(free), premium: features(premium) },
};
