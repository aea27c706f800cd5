/** Les mots du type d’une habitude (au moins, au plus, arrêter), dans le formulaire et les limites : écrits une fois. */
export const LIMIT_KIND_WORDS = {
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
} as const;
