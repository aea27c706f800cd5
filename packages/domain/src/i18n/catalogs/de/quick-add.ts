import type { QUICK_ADD_CATALOG as English } from '../en/quick-add.js';
import type { Messages } from '../../messages.js';

/** Schnell hinzufügen und die Start-Gewohnheiten des ersten Besuchs auf Deutsch (du). */
export const QUICK_ADD_CATALOG: Messages<typeof English> = {
  QUICK_ADD_TEXTS: {
    label: 'Schnell hinzufügen',
    placeholder: 'Vorerst auf Englisch: probier „Gym Mon Thu 18:00-19:00“ oder „Read 20 pages every night at 21:00“',
    add: 'Gewohnheit hinzufügen',
    moreOptions: 'Weitere Optionen',
    hint: 'Drück Enter zum Hinzufügen, oder Weitere Optionen für alles andere.',
    hintEnterOnly: 'Drück Enter zum Hinzufügen; ändern kannst du alles später auf der Seite Gewohnheiten.',
    noName: 'Gib einen Namen ein, etwa „Gym“',
    defaultTimes: '{range} (keine Uhrzeit angegeben)',
    startsOn: 'Beginnt {date}',
    nextDates: 'Nächste: {dates}',
    noNextDates: 'Keine Termine in den nächsten vier Jahren.',
    notUnderstood: 'Nicht verstanden: {words}',
    added: '{name} hinzugefügt.',
    emptyText: 'Gib zuerst eine Gewohnheit ein, etwa „Gym Mon Thu 18:00-19:00“.',
    needsName: 'Gib der Gewohnheit einen Namen, etwa „Gym Mon Thu 18:00-19:00“.',
    fixNotUnderstood: 'Nicht hinzugefügt: {words} habe ich nicht verstanden. Ändere oder entferne diese Wörter, oder nutze Weitere Optionen.',
    fixValue: 'Nicht hinzugefügt: {problem} Ändere es über Weitere Optionen.',
    failed: 'Die Gewohnheit wurde nicht hinzugefügt: {error}',
  },
  STARTER_HABIT_TEXTS: {
    names: ['Wasser trinken', 'Dehnen', 'Meditieren', 'Spazieren gehen', 'Lesen'],
    units: { glasses: 'Gläser' },
  },
};
