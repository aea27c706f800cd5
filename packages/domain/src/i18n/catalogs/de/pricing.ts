import { PLAN_LIMITS } from '../../../plans/plans.js';
import type { PricingCatalog } from '../../catalog-types.js';

/** A voice allowance in German ("1 Minute", "10 Minuten", "45 Sekunden"); figures from PLAN_LIMITS. */
const voice = (seconds: number) =>
  seconds % 60 === 0 ? `${seconds / 60} Minute${seconds === 60 ? '' : 'n'}` : `${seconds} Sekunde${seconds === 1 ? '' : 'n'}`;
const { free, premium } = PLAN_LIMITS;
const monthly = (seconds: number | null) =>
  seconds === null ? 'Keine monatliche Grenze für Sprachgespräche' : `${voice(seconds)} KI-Sprachgespräche pro Monat`;

/** The pricing page in German («du»), decision 054; every figure from PLAN_LIMITS, as in English. */
export const PRICING_CATALOG: PricingCatalog = {
  texts: {
    title: 'Wähle deinen Tarif',
    subtitle: 'Starte kostenlos. Wechsle, wenn du mehr Zeit mit deinem Coach willst. Monatliche Abrechnung, jederzeit kündbar.',
    freeName: 'Kostenlos',
    freePeriod: 'für immer',
    getStarted: 'Jetzt starten',
    premiumName: 'Premium',
    premiumPeriod: 'pro Monat',
    premiumNote: 'Monatliche Abrechnung. Kauf und Verwaltung im Web.',
    mostPopular: 'Am beliebtesten',
    subscribeNow: 'Jetzt abonnieren',
    currentPlan: 'Dein aktueller Tarif',
    redirecting: 'Weiterleitung…',
    currentPlanNote: 'Du hast Premium.',
    manageOnDashboard: 'Verwalte es in deiner Übersicht',
    pastDueNote: 'Deine letzte Zahlung ist fehlgeschlagen. Aktualisiere deine Zahlungsmethode in deiner Übersicht, um Premium zu behalten.',
    checkoutDialogTitle: 'Abonnement',
    factsTitle: 'Gut zu wissen',
    moreQuestions: 'Noch Fragen? Mehr dazu auf der',
    supportLink: 'Hilfeseite',
    termsLink: 'Allgemeinen Geschäftsbedingungen',
    orThe: 'oder in den',
    freeIncludes: 'Im Tarif Kostenlos enthalten',
    premiumIncludes: 'Im Tarif Premium enthalten',
  },
  facts: [
    {
      id: 'cancel',
      title: 'Jederzeit kündbar',
      text: 'Kündige in deiner Übersicht oder schreib uns. Premium bleibt bis zum Ende des bezahlten Monats, und danach wird nichts mehr abgebucht.',
    },
    {
      id: 'timezone',
      title: 'Kontingente in deiner Zeitzone',
      text: `Tägliche Kontingente beginnen um Mitternacht deiner Ortszeit neu. Die ${voice(free.voiceSecondsPerMonth)} Sprachgespräche pro Monat im Tarif Kostenlos beginnen am Ersten jedes Monats neu.`,
    },
    {
      id: 'checkout',
      title: 'Sichere Bezahlung',
      text: 'Zahlungen laufen über die Bezahlseite unseres Kartenzahlungsanbieters. Wir sehen und speichern nie deine vollständige Kartennummer.',
    },
    {
      id: 'data',
      title: 'Dein Tarif, deine Daten',
      text: 'Deine Vision, Ziele, Gewohnheiten und Serien bleiben erhalten, wenn du zu Premium wechselst, kündigst oder zu Kostenlos zurückkehrst.',
    },
  ],
  features: {
    free: [
      `${free.messagesPerDay} Nachrichten an den KI-Coach pro Tag`,
      `${voice(free.voiceSecondsPerDay)} Sprachanrufe pro Tag`,
      monthly(free.voiceSecondsPerMonth),
      'Vision, Ziele und Gewohnheiten in der Web-Übersicht und in den Mobil-Apps',
    ],
    premium: [
      `${premium.messagesPerDay} Nachrichten an den KI-Coach pro Tag`,
      `${voice(premium.voiceSecondsPerDay)} Sprachanrufe pro Tag`,
      monthly(premium.voiceSecondsPerMonth),
      'Vision, Ziele und Gewohnheiten in der Web-Übersicht und in den Mobil-Apps',
    ],
  },
};
