import type { CoachCatalog } from '../../coach-texts-for.js';

/** The built-in coach's own words in Spanish («tú»), decision 054. */
export const COACH_CATALOG: CoachCatalog = {
  cancelled: 'Vale, no lo hago. No se ha cambiado nada.',
  notUnderstood: 'No lo he entendido. ¿Querías decir una de estas cosas? O dímelo con otras palabras.',
  cannotRead: 'Todavía no sé leer eso: sin un modelo de IA solo entiendo peticiones escritas en inglés. Toca uno de estos botones; hacen lo mismo.',
};
