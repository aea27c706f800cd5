import type { CoachCatalog } from '../../coach-texts-for.js';

/** The built-in coach's own words in French («vous», a no-break space before : ! ?), decision 054. */
export const COACH_CATALOG: CoachCatalog = {
  cancelled: 'D’accord, je ne le fais pas. Rien n’a été modifié.',
  notUnderstood: 'Je n’ai pas compris. Vouliez-vous dire l’une de ces choses\u00a0? Ou dites-le-moi autrement.',
  cannotRead: 'Je ne sais pas encore lire cela\u00a0: sans modèle d’IA, je ne comprends que les demandes écrites en anglais. Touchez plutôt l’un de ces boutons, ils font la même chose.',
};
