import { PLAN_LIMITS, PREMIUM_PRICE_GBP } from '../../../plans/plans.js';
import { DATA_DELETION_DAYS, SUPPORT_REPLY_HOURS } from '../../../texts/support-facts.js';
import type { SupportCatalog } from '../../catalog-types.js';

/** A price as the pricing page writes it in this language (Intl's narrow symbol: "8 £"), decision 054. */
const pounds = (n: number) => `${n}\u00a0£`;

/** A voice allowance in German ("1 Minute", "10 Minuten"), as the pricing catalog writes it. */
const voice = (seconds: number) =>
  seconds % 60 === 0 ? `${seconds / 60} Minute${seconds === 60 ? '' : 'n'}` : `${seconds} Sekunde${seconds === 1 ? '' : 'n'}`;
const price = pounds(PREMIUM_PRICE_GBP);

/**
 * The plans' feature lines, as the pricing catalog writes them: written here too, since a catalog
 * shared with the pricing screen would become a chunk of its own on both pages (decision 054).
 */
const { free, premium } = PLAN_LIMITS;
const monthly = (seconds: number | null) =>
  seconds === null ? 'Keine monatliche Grenze für Sprachgespräche' : `${voice(seconds)} KI-Sprachgespräche pro Monat`;
const features = (limits: typeof free | typeof premium) => [
  `${limits.messagesPerDay} Nachrichten an den KI-Coach pro Tag`,
  `${voice(limits.voiceSecondsPerDay)} Sprachanrufe pro Tag`,
  monthly(limits.voiceSecondsPerMonth),
  'Vision, Ziele und Gewohnheiten in der Web-Übersicht und in den Mobil-Apps',
];

/** The support page in German («du»), decision 054; figures from the domain's constants, as in English. */
export const SUPPORT_CATALOG: SupportCatalog = {
  texts: {
    title: 'Hilfe',
    intro: 'Wir helfen dir gern bei deinem Konto, deinem Tarif und dem KI-Coach.',
    contactTitle: 'Schreib uns',
    contact: `Schreib an {email}, und ein Mensch meldet sich bei dir. Wir antworten innerhalb von ${SUPPORT_REPLY_HOURS} Stunden.`,
    cancelTitle: 'Abo kündigen',
    cancel:
      'Schreib uns, dann kündigen wir es für dich, oder nutze „Abo verwalten“ in deiner Übersicht. Premium bleibt bis zum Ende des bezahlten Zeitraums, und danach wird nichts mehr abgebucht.',
    deleteTitle: 'Konto löschen',
    deleteByEmail: `Schreib von der Adresse, mit der du dich registriert hast, an {email} und bitte uns, dein Konto zu löschen. Wir löschen deine Daten innerhalb von ${DATA_DELETION_DAYS} Tagen nach deiner Anfrage.`,
    deleteYourself:
      'Oder mach es selbst, sofort: in den Einstellungen unter „Deine Daten“ › „Mein Konto löschen“. Vorher kannst du mit „Meine Daten herunterladen“ alles sichern.',
    faqTitle: 'Häufige Fragen',
    readOur: 'Lies unsere {terms} und unsere {privacy}.',
    links: {
      pricing: 'Preisseite',
      privacy: 'Datenschutzerklärung',
      terms: 'Allgemeinen Geschäftsbedingungen',
      forgotPassword: 'Passwort vergessen?',
    },
    plans: { free: 'Kostenlos', premium: 'Premium' },
  },
  faq: [
    {
      id: 'plans',
      question: 'Welche Tarife gibt es, und was ist jeweils enthalten?',
      answer: [`{free} (${pounds(0)}, für immer):`, `{premium} (${price} pro Monat, monatliche Abrechnung):`, 'Vergleiche sie auf der {pricing}.'],
    },
    {
      id: 'limits',
      question: 'Was passiert, wenn ich ein Tageskontingent erreiche?',
      answer: [
        'Der Coach sagt dir, dass du das heutige Kontingent erreicht hast, und schlägt dir Premium mit höheren Kontingenten vor. Sonst ändert sich nichts: Deine Gewohnheiten, Ziele und deine Vision bleiben wie gewohnt verfügbar.',
        `Tageskontingente beginnen um Mitternacht in deiner Zeitzone neu, die du in deiner Übersicht ändern kannst. Im Tarif Kostenlos teilen sich Sprachanrufe außerdem ${voice(free.voiceSecondsPerMonth)} KI-Sprachgespräche pro Monat, die am Ersten jedes Kalendermonats neu beginnen. Zur Sprechzeit zählt, was du sagst, und auch, was der Coach dir antwortet.`,
      ],
    },
    {
      id: 'billing',
      question: 'Wie läuft die Abrechnung, und wie kündige ich?',
      answer: [
        `Premium kostet ${price} pro Monat und wird monatlich abgerechnet, bis du kündigst. Du zahlst per Karte auf der sicheren Bezahlseite unseres Zahlungsanbieters; deine vollständige Kartennummer sehen wir nie.`,
        'Um deine Karte zu ändern oder zu kündigen, nutze „Abo verwalten“ in deiner Übersicht, oder schreib uns, dann kündigen wir für dich. Premium bleibt bis zum Ende des bezahlten Zeitraums. Zahlungen erstatten wir nur in besonderen Fällen und nach unserem Ermessen.',
      ],
    },
    {
      id: 'coach',
      question: 'Was kann der KI-Coach?',
      answer: [
        'Du kannst dem Coach schreiben oder in einem Sprachanruf mit ihm reden. Er ermutigt dich, hat Ideen und kann auf deinen Wunsch Gewohnheiten, Ziele und deine Vision anlegen und ändern, zum Beispiel „jeden Werktag um 7 Uhr einen Morgenspaziergang eintragen“.',
        'Der Coach ist ein automatischer Assistent und kann sich irren. Er gibt keinen medizinischen, psychologischen oder anderen fachlichen Rat; dafür wende dich bitte an eine Fachperson.',
      ],
    },
    {
      id: 'privacy',
      question: 'Sind meine Gespräche mit dem Coach privat?',
      answer: [
        'Deine Nachrichten und Sprachaufnahmen verarbeitet unser KI-Anbieter nur, um die Antworten des Coaches zu erzeugen. Wir verkaufen deine Daten nicht, nutzen sie nicht für Werbung und bewahren keine Sprachaufnahmen auf, sobald die Antwort erstellt ist.',
        `Du kannst uns jederzeit bitten, dein Konto und seine Daten zu löschen; wir löschen sie innerhalb von ${DATA_DELETION_DAYS} Tagen. Einzelheiten stehen in der {privacy}.`,
      ],
    },
    {
      id: 'devices',
      question: 'Kann ich meine Gewohnheiten im Web und auf dem Handy verfolgen?',
      answer: [
        'Ja. Verfolge deine Gewohnheiten, Ziele und deine Vision in der Web-Übersicht und in den Mobil-Apps; alles bleibt synchron, und eine Gewohnheit, die du auf dem Handy abhakst, ist auch im Web erledigt.',
      ],
    },
    {
      id: 'password',
      question: 'Ich habe mein Passwort vergessen. Was nun?',
      answer: ['Tippe auf dem Anmeldebildschirm auf {forgotPassword}. Wir schicken dir einen 6-stelligen Code per E-Mail; danach kannst du ein neues Passwort wählen.'],
    },
  ],
  features: { free: features(free), premium: features(premium) },
};
