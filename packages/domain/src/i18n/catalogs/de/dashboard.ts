import type { DASHBOARD_CATALOG as English } from '../en/dashboard.js';
import type { Messages } from '../../messages.js';

/** Die Konto- und Abo-Karten von Heute auf Deutsch (du), die Hinweise nach dem Bezahlen, die Zeilen der Tarife. */
export const DASHBOARD_CATALOG: Messages<typeof English> = {
  DASHBOARD_TEXTS: {
    loadingUser: 'Deine Daten werden geladen...',
    comparePlans: 'Tarife vergleichen',
    activeTitle: 'Aktives Premium-Abo',
    pastDueTitle: 'Zahlung erforderlich',
    pastDueWarning: 'Deine letzte Zahlung ist fehlgeschlagen',
    canceledTitle: 'Abo gekündigt',
    freeTitle: 'Kostenloser Tarif',
    manageSubscription: 'Abo verwalten',
    updatePaymentMethod: 'Zahlungsmethode ändern',
    resubscribe: 'Premium wieder abonnieren',
    upgrade: 'Auf Premium wechseln',
    checkoutFailed: 'Der Bezahlvorgang konnte nicht gestartet werden. Bitte versuch es noch einmal.',
    noCheckoutUrl: 'Der Server hat keine Adresse für den Bezahlvorgang geschickt',
    portalFailedPrefix: 'Die Abo-Verwaltung konnte nicht geöffnet werden: ',
    noPortalUrl: 'Keine Adresse für die Zahlungsverwaltung erhalten',
    noBillingAccount: 'Mit diesem Konto ist noch kein Zahlungskonto verknüpft.',
  },
  ACCOUNT_CARD_TEXTS: {
    title: 'Kontodaten',
    name: 'Name',
    email: 'E-Mail',
    subscriptionStatus: 'Abo-Status',
    changeProfile: 'Namen oder Zeitzone ändern',
    statusLabels: {
      active: 'Premium (aktiv)',
      past_due: 'Premium (Zahlung erforderlich)',
      canceled: 'Premium (gekündigt)',
      free: 'Kostenlos',
    },
  },
  SUBSCRIPTION_CARD_TEXTS: {
    title: 'Dein Abo',
    dialogTitle: 'Abo',
    premiumChip: 'Premium',
    validUntil: 'Gültig bis {date}',
    accessUntil: 'Du hast Premium noch bis {date}',
    freePlanLabel: 'Dein kostenloser Tarif',
    premiumIncludes: 'Premium enthält',
    upgradeFor: '{upgrade}: {price} im Monat',
    redirecting: 'Weiterleitung...',
    paymentsOff: 'Zahlungen sind auf diesem Server ausgeschaltet, daher kannst du Premium hier nicht kaufen. Alles im kostenlosen Tarif funktioniert weiter.',
  },
  CHECKOUT_NOTICE_TEXTS: {
    confirming: 'Danke! Stripe bestätigt gerade deine Zahlung; dein Premium-Tarif erscheint hier gleich.',
    confirmed: 'Willkommen bei Premium! Dein Abo ist aktiv.',
    pending: 'Deine Zahlung wird noch bestätigt. Lade diese Seite in einer Minute neu; erscheint Premium dann nicht, schreib dem Support.',
    canceled: 'Du hast den Bezahlvorgang abgebrochen. Dir wurde nichts berechnet.',
  },
  PLAN_FEATURE_TEXTS: {
    messagesPerDay: '{count, plural, one {# Nachricht} other {# Nachrichten}} an den KI-Coach pro Tag',
    voicePerDay: '{unit, select, minutes {{minutes, plural, one {# Minute} other {# Minuten}}} other {{seconds, plural, one {# Sekunde} other {# Sekunden}}}} Sprachanrufe pro Tag',
    noMonthlyCap: 'Keine monatliche Grenze für Sprachgespräche',
    voicePerMonth: '{unit, select, minutes {{minutes, plural, one {# Minute} other {# Minuten}}} other {{seconds, plural, one {# Sekunde} other {# Sekunden}}}} KI-Sprachgespräche pro Monat',
    tracking: 'Vision, Ziele und Gewohnheiten im Web und in den mobilen Apps verfolgen',
  },
};
