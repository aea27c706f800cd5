import type { QUICK_ADD_CATALOG as English } from '../en/quick-add.js';
import type { Messages } from '../../messages.js';

/** L'ajout rapide et les habitudes de départ de la première visite en français (vous). */
export const QUICK_ADD_CATALOG: Messages<typeof English> = {
  QUICK_ADD_TEXTS: {
    label: 'Ajout rapide',
    placeholder: 'En anglais pour l’instant\u00a0: essayez «\u00a0Gym Mon Thu 18:00-19:00\u00a0» ou «\u00a0Read 20 pages every night at 21:00\u00a0»',
    add: 'Ajouter l’habitude',
    moreOptions: 'Plus d’options',
    hint: 'Appuyez sur Entrée pour l’ajouter, ou sur Plus d’options pour tout le reste.',
    hintEnterOnly: 'Appuyez sur Entrée pour l’ajouter\u00a0; vous pourrez tout changer ensuite sur la page Habitudes.',
    noName: 'Donnez-lui un nom, comme «\u00a0Gym\u00a0»',
    defaultTimes: '{range} (aucune heure indiquée)',
    startsOn: 'Commence {date}',
    nextDates: 'Prochaines\u00a0: {dates}',
    noNextDates: 'Aucune date dans les quatre prochaines années.',
    notUnderstood: 'Je n’ai pas compris\u00a0: {words}',
    added: '{name} ajoutée.',
    emptyText: 'Saisissez d’abord une habitude, comme «\u00a0Gym Mon Thu 18:00-19:00\u00a0».',
    needsName: 'Donnez un nom à l’habitude, comme «\u00a0Gym Mon Thu 18:00-19:00\u00a0».',
    fixNotUnderstood: 'Non ajoutée\u00a0: je n’ai pas compris {words}. Changez ou retirez ces mots, ou utilisez Plus d’options.',
    fixValue: 'Non ajoutée\u00a0: {problem} Utilisez Plus d’options pour le changer.',
    failed: 'L’habitude n’a pas été ajoutée\u00a0: {error}',
  },
  STARTER_HABIT_TEXTS: {
    names: ['Boire de l’eau', 'S’étirer', 'Méditer', 'Marcher', 'Lire'],
    units: { glasses: 'verres' },
  },
};
