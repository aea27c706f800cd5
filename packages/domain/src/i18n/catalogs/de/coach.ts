import type { CoachCatalog } from '../../coach-texts-for.js';

/** The built-in coach's own words in German («du»), decision 054. */
export const COACH_CATALOG: CoachCatalog = {
  cancelled: 'Okay, dann nicht. Es wurde nichts geändert.',
  notUnderstood: 'Das habe ich nicht verstanden. Meintest du eins davon? Oder sag es mit anderen Worten.',
  cannotRead: 'Das kann ich noch nicht lesen: Ohne KI-Modell verstehe ich nur Anfragen auf Englisch. Tipp stattdessen auf eine dieser Schaltflächen, sie machen dasselbe.',
};
