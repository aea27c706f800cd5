/** Die Wörter zur Art einer Gewohnheit (mindestens, höchstens, aufhören), im Formular und bei den Grenzen: einmal geschrieben. */
export const LIMIT_KIND_WORDS = {
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
} as const;
