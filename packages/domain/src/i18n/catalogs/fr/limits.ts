import type { LIMITS_CATALOG as English } from '../en/limits.js';
import type { Messages } from '../../messages.js';

/** Limites, arrêts, jokers de série et dates de fin en français (vous). */
export const LIMITS_CATALOG: Messages<typeof English> = {
  LIMIT_TEXTS: {
    kindLabel: 'Type',
    kinds: { atLeast: 'Au moins', atMost: 'Au plus', quit: 'Arrêter' },
    kindHelp: {
      atLeast: 'Faite quand vos saisies atteignent la quantité («\u00a08 verres\u00a0»).',
      atMost: 'Tenue tant que la journée reste à la quantité ou en dessous («\u00a02 cafés au plus\u00a0»).',
      quit: 'Chaque jour sans écart compte\u00a0; votre série est le nombre de jours depuis le dernier.',
    },
    quitLabel: 'Arrêter\u00a0: plus de …',
    quitPlaceholder: 'sucre, cigarette, grignotage',
    quitRequired: 'Dites ce que vous arrêtez, en 20 caractères au plus, comme «\u00a0sucre\u00a0».',
    limitQuantityRequired: 'Saisissez une limite de 0 à 1\u202f000\u202f000.',
    limitNeedsSetDays: 'Une limite se tient sur des jours fixes\u00a0: sous Répétition, choisissez Chaque jour, Chaque semaine, Chaque mois ou Personnalisée.',
    amountOfLimit: '{logged, number} sur {quantity, number} {unit} au plus',
    daysWithout: '{days, plural, one {# jour} other {# jours}} sans {unit}',
    slipsToday: '{slips, plural, one {Un écart} other {# écarts}}',
    overLimit: 'Au-dessus de la limite',
    logSlip: 'Noter un écart',
    logSlipFor: 'pour {name}',
    logOne: 'Ajouter 1 à {unit}',
    logsOne: 'ajoute 1 à vos {unit} du jour',
    logsSlip: 'note un écart',
    slipLogged: 'Écart noté pour {name}.',
    oneLogged: '{name}\u00a0: {logged, number} sur {quantity, number} {unit} au plus.',
    target: '{quantity, plural, =0 {Pas de {unit}} other {Au plus {amount, number} {unit} par jour}}',
    freezesBanked: '{n, plural, =0 {Aucun joker de série en réserve} one {# joker de série en réserve} other {# jokers de série en réserve}}',
    freezesHelp: 'Chaque série de 7 fois d’affilée vous donne un joker de série (2 au plus). Un jour manqué en utilise un, et votre série continue.',
    freezeSpent:
      'Un joker de série a maintenu {daily, select, yes {votre série de {run, plural, one {# jour} other {# jours}}} other {votre série de {run, number}}} {when, select, yesterday {hier} weekday {{day, date, weekday}} today {aujourd’hui} tomorrow {demain} dateYear {le {day, date, dayMonthYear}} other {le {day, date, weekdayDayMonth}}}',
    freezeSpentShort:
      'Joker de série utilisé {when, select, yesterday {hier} weekday {{day, date, weekday}} today {aujourd’hui} tomorrow {demain} dateYear {le {day, date, dayMonthYear}} other {le {day, date, weekdayDayMonth}}}',
  },
  END_DATE_TEXTS: {
    label: 'Date de fin (facultative)',
    help: 'Le dernier jour où elle a lieu. Laissez vide pour continuer sans fin.',
    beforeStart: 'Choisissez une date de fin égale ou postérieure à la date de début.',
    clear: 'Pas de date de fin',
    detailsLabel: 'Fin',
    ended: 'Terminée',
    ends: 'Se termine le {sameYear, select, yes {{day, date, dayMonth}} other {{day, date, dayMonthYear}}}',
  },
};
