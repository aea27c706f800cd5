import type { QUICK_ADD_CATALOG as English } from '../en/quick-add.js';
import type { Messages } from '../../messages.js';

/** Añadir rápido y los hábitos para empezar de la primera visita, en español (tú). */
export const QUICK_ADD_CATALOG: Messages<typeof English> = {
  QUICK_ADD_TEXTS: {
    label: 'Añadir rápido',
    placeholder: 'Por ahora en inglés: prueba «Gym Mon Thu 18:00-19:00» o «Read 20 pages every night at 21:00»',
    add: 'Añadir hábito',
    moreOptions: 'Más opciones',
    hint: 'Pulsa Intro para añadirlo, o Más opciones para todo lo demás.',
    hintEnterOnly: 'Pulsa Intro para añadirlo; puedes cambiar cualquier cosa luego en la página de hábitos.',
    noName: 'Ponle un nombre, como «Gym»',
    defaultTimes: '{range} (sin hora indicada)',
    startsOn: 'Empieza {date}',
    nextDates: 'Próximas: {dates}',
    noNextDates: 'Ninguna fecha en los próximos cuatro años.',
    notUnderstood: 'No he entendido: {words}',
    added: 'Añadido: {name}.',
    emptyText: 'Escribe primero un hábito, como «Gym Mon Thu 18:00-19:00».',
    needsName: 'Ponle un nombre al hábito, como «Gym Mon Thu 18:00-19:00».',
    fixNotUnderstood: 'No se ha añadido: no he entendido {words}. Cambia o quita esas palabras, o usa Más opciones.',
    fixValue: 'No se ha añadido: {problem} Usa Más opciones para cambiarlo.',
    failed: 'No se ha añadido el hábito: {error}',
  },
  STARTER_HABIT_TEXTS: {
    names: ['Beber agua', 'Estirar', 'Meditar', 'Caminar', 'Leer'],
    units: { glasses: 'vasos' },
  },
};
