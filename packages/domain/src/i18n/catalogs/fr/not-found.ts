import type { NOT_FOUND_CATALOG as English } from '../en/not-found.js';
import type { Messages } from '../../messages.js';

/** French: the page not found. */
export const NOT_FOUND_CATALOG: Messages<typeof English> = {
  title: 'Page introuvable',
  body: 'La page demandée n’existe pas ou a été déplacée.',
  home: 'Aller à la page d’accueil',
};
