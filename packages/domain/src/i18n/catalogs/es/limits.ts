import type { LIMITS_CATALOG as English } from '../en/limits.js';
import type { Messages } from '../../messages.js';

/** Límites, dejar algo, comodines de racha y fechas de fin en español (tú). */
export const LIMITS_CATALOG: Messages<typeof English> = {
  LIMIT_TEXTS: {
    kindLabel: 'Tipo',
    kinds: { atLeast: 'Como mínimo', atMost: 'Como mucho', quit: 'Dejarlo' },
    kindHelp: {
      atLeast: 'Hecho cuando lo que anotas llega a la cantidad («8 vasos»).',
      atMost: 'Cumplido mientras el día no pase de la cantidad («como mucho 2 cafés»).',
      quit: 'Cada día sin recaída cuenta; tu racha son los días desde la última.',
    },
    quitLabel: 'Dejar: nada de …',
    quitPlaceholder: 'azúcar, tabaco, picoteo',
    quitRequired: 'Di qué dejas, en 20 caracteres como mucho, como «azúcar».',
    limitQuantityRequired: 'Escribe un límite de 0 a 1.000.000.',
    limitNeedsSetDays: 'Un límite se cumple en días fijos: en Repetición, elige Cada día, Cada semana, Cada mes o Personalizada.',
    amountOfLimit: '{logged, number} de como máximo {quantity, number} {unit}',
    daysWithout: '{days, plural, one {# día} other {# días}} sin {unit}',
    slipsToday: '{slips, plural, one {Una recaída} other {# recaídas}}',
    overLimit: 'Por encima del límite',
    logSlip: 'Anotar una recaída',
    logSlipFor: 'en {name}',
    logOne: 'Anotar 1 en {unit}',
    logsOne: 'suma 1 a tus {unit} de hoy',
    logsSlip: 'anota una recaída',
    slipLogged: 'Recaída anotada en {name}.',
    oneLogged: '{name}: {logged, number} de como máximo {quantity, number} {unit}.',
    target: '{quantity, plural, =0 {Sin {unit}} other {Como máximo {amount, number} {unit} al día}}',
    freezesBanked: '{n, plural, =0 {No tienes comodines de racha guardados} one {# comodín de racha guardado} other {# comodines de racha guardados}}',
    freezesHelp: 'Cada 7 veces seguidas ganas un comodín de racha (2 como mucho). Un día perdido gasta uno y tu racha sigue.',
    freezeSpent:
      'Un comodín de racha mantuvo {daily, select, yes {tu racha de {run, plural, one {# día} other {# días}}} other {tu racha de {run, number}}} {when, select, yesterday {ayer} weekday {el {day, date, weekday}} today {hoy} tomorrow {mañana} dateYear {el {day, date, dayMonthYear}} other {el {day, date, weekdayDayMonth}}}',
    freezeSpentShort:
      'Comodín de racha usado {when, select, yesterday {ayer} weekday {el {day, date, weekday}} today {hoy} tomorrow {mañana} dateYear {el {day, date, dayMonthYear}} other {el {day, date, weekdayDayMonth}}}',
  },
  END_DATE_TEXTS: {
    label: 'Fecha de fin (opcional)',
    help: 'El último día en que ocurre. Déjala vacía para seguir sin fin.',
    beforeStart: 'Elige una fecha de fin igual o posterior a la de inicio.',
    clear: 'Sin fecha de fin',
    detailsLabel: 'Termina',
    ended: 'Terminado',
    ends: 'Termina el {sameYear, select, yes {{day, date, dayMonth}} other {{day, date, dayMonthYear}}}',
  },
};
