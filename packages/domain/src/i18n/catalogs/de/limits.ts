import type { LIMITS_CATALOG as English } from '../en/limits.js';
import type { Messages } from '../../messages.js';

/** Grenzen, Aufhören, Serien-Joker und Enddaten auf Deutsch (du). */
export const LIMITS_CATALOG: Messages<typeof English> = {
  LIMIT_TEXTS: {
    kindLabel: 'Art',
    kinds: { atLeast: 'Mindestens', atMost: 'Höchstens', quit: 'Aufhören' },
    kindHelp: {
      atLeast: 'Geschafft, wenn deine Einträge die Menge erreichen („8 Gläser“).',
      atMost: 'Gehalten, solange der Tag bei oder unter der Menge bleibt („höchstens 2 Kaffee“).',
      quit: 'Jeder Tag ohne Ausrutscher zählt; deine Serie sind die Tage seit dem letzten.',
    },
    quitLabel: 'Aufhören: kein …',
    quitPlaceholder: 'Zucker, Rauchen, Naschen',
    quitRequired: 'Sag in höchstens 20 Zeichen, womit du aufhörst, etwa „Zucker“.',
    limitQuantityRequired: 'Gib eine Grenze von 0 bis 1.000.000 ein.',
    limitNeedsSetDays: 'Eine Grenze gilt an festen Tagen: Wähle unter Wiederholung Täglich, Wöchentlich, Monatlich oder Eigene.',
    amountOfLimit: '{logged, number} {unit} von höchstens {quantity, number}',
    daysWithout: '{days, plural, one {# Tag} other {# Tage}} ohne {unit}',
    slipsToday: '{slips, plural, one {Ein Rückfall} other {# Rückfälle}}',
    overLimit: 'Über der Grenze',
    logSlip: 'Rückfall eintragen',
    logSlipFor: 'bei {name}',
    logOne: '1 zu {unit} hinzufügen',
    logsOne: 'fügt 1 zu deinen {unit} von heute hinzu',
    logsSlip: 'trägt einen Rückfall ein',
    slipLogged: 'Rückfall bei {name} eingetragen.',
    oneLogged: '{name}: {logged, number} {unit} von höchstens {quantity, number}.',
    target: '{quantity, plural, =0 {Kein {unit}} other {Höchstens {amount, number} {unit} am Tag}}',
    freezesBanked: '{n, plural, =0 {Kein Serien-Joker gespart} one {# Serien-Joker gespart} other {# Serien-Joker gespart}}',
    freezesHelp: 'Je 7 Mal in Folge bringen dir einen Serien-Joker (höchstens 2). Ein verpasster Tag verbraucht einen, und deine Serie läuft weiter.',
    freezeSpent:
      'Ein Serien-Joker hat {daily, select, yes {deine Serie von {run, plural, one {# Tag} other {# Tagen}}} other {deine Serie von {run, number}}} {when, select, yesterday {gestern} weekday {am {day, date, weekday}} today {heute} tomorrow {morgen} dateYear {am {day, date, dayMonthYear}} other {am {day, date, weekdayDayMonth}}} gehalten',
    freezeSpentShort:
      'Serien-Joker {when, select, yesterday {gestern} weekday {am {day, date, weekday}} today {heute} tomorrow {morgen} dateYear {am {day, date, dayMonthYear}} other {am {day, date, weekdayDayMonth}}} eingesetzt',
  },
  END_DATE_TEXTS: {
    label: 'Enddatum (optional)',
    help: 'Der letzte Tag, an dem sie stattfindet. Leer lassen, um ohne Ende weiterzumachen.',
    beforeStart: 'Wähle ein Enddatum am oder nach dem Startdatum.',
    clear: 'Kein Enddatum',
    detailsLabel: 'Endet',
    ended: 'Beendet',
    ends: 'Endet am {sameYear, select, yes {{day, date, dayMonth}} other {{day, date, dayMonthYear}}}',
  },
};
