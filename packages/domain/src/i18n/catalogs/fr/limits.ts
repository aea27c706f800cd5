import type { LIMITS_CATALOG as English } from '../en/limits.js';
import type { Messages } from '../../messages.js';
import { LIMIT_KIND_WORDS } from './limit-kind-words.js';

/** Limites, arrêts, jokers de série et dates de fin en français (vous). */
export const LIMITS_CATALOG: Messages<typeof English> = {
  LIMIT_TEXTS: {
    ...LIMIT_KIND_WORDS,
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
