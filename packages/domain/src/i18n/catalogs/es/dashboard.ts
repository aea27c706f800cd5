import type { DASHBOARD_CATALOG as English } from '../en/dashboard.js';
import type { Messages } from '../../messages.js';

/** Las tarjetas de cuenta y suscripción de Hoy en español (tú), los avisos del pago y las líneas de los planes. */
export const DASHBOARD_CATALOG: Messages<typeof English> = {
  DASHBOARD_TEXTS: {
    loadingUser: 'Cargando tus datos...',
    comparePlans: 'Comparar planes',
    activeTitle: 'Suscripción Premium activa',
    pastDueTitle: 'Pago pendiente',
    pastDueWarning: 'Tu último pago no se pudo cobrar',
    canceledTitle: 'Suscripción cancelada',
    freeTitle: 'Plan gratuito',
    manageSubscription: 'Gestionar la suscripción',
    updatePaymentMethod: 'Cambiar el método de pago',
    resubscribe: 'Volver a Premium',
    upgrade: 'Pásate a Premium',
    checkoutFailed: 'No se pudo abrir el pago. Inténtalo de nuevo.',
    noCheckoutUrl: 'El servidor no envió la dirección del pago',
    portalFailedPrefix: 'No se pudo abrir la gestión de la suscripción: ',
    noPortalUrl: 'No llegó la dirección de la gestión de pagos',
    noBillingAccount: 'Esta cuenta aún no tiene una cuenta de pagos vinculada.',
  },
  ACCOUNT_CARD_TEXTS: {
    title: 'Datos de la cuenta',
    name: 'Nombre',
    email: 'Correo electrónico',
    subscriptionStatus: 'Estado de la suscripción',
    changeProfile: 'Cambiar tu nombre o tu zona horaria',
    statusLabels: {
      active: 'Premium (activa)',
      past_due: 'Premium (pago pendiente)',
      canceled: 'Premium (cancelada)',
      free: 'Gratuito',
    },
  },
  SUBSCRIPTION_CARD_TEXTS: {
    title: 'Tu suscripción',
    dialogTitle: 'Suscripción',
    premiumChip: 'Premium',
    validUntil: 'Válida hasta el {date}',
    accessUntil: 'Tienes acceso a Premium hasta el {date}',
    freePlanLabel: 'Tu plan gratuito',
    premiumIncludes: 'Premium incluye',
    upgradeFor: '{upgrade}: {price} al mes',
    redirecting: 'Redirigiendo...',
    paymentsOff: 'Los pagos están desactivados en este servidor, así que aquí no se puede comprar Premium. Todo lo del plan gratuito sigue funcionando.',
  },
  CHECKOUT_NOTICE_TEXTS: {
    confirming: '¡Gracias! Stripe está confirmando tu pago; tu plan Premium aparecerá aquí en un momento.',
    confirmed: '¡Bienvenido a Premium! Tu suscripción está activa.',
    pending: 'Tu pago aún se está confirmando. Vuelve a cargar esta página en un minuto; si Premium no aparece, escribe al soporte.',
    canceled: 'Has cancelado el pago. No se te ha cobrado nada.',
  },
  PLAN_FEATURE_TEXTS: {
    messagesPerDay: '{count, plural, one {# mensaje} other {# mensajes}} al coach de IA al día',
    voicePerDay: '{unit, select, minutes {{minutes, plural, one {# minuto} other {# minutos}}} other {{seconds, plural, one {# segundo} other {# segundos}}}} de llamadas de voz al día',
    noMonthlyCap: 'Sin límite mensual de llamadas de seguimiento',
    voicePerMonth: '{unit, select, minutes {{minutes, plural, one {# minuto} other {# minutos}}} other {{seconds, plural, one {# segundo} other {# segundos}}}} al mes de llamadas de seguimiento con la IA',
    tracking: 'Visión, metas y seguimiento de hábitos en la web y en las apps móviles',
  },
};
