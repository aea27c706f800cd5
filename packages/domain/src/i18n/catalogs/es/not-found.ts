import type { NOT_FOUND_CATALOG as English } from '../en/not-found.js';
import type { Messages } from '../../messages.js';

/** Spanish: the page not found. */
export const NOT_FOUND_CATALOG: Messages<typeof English> = {
  title: 'Página no encontrada',
  body: 'La página que buscas no existe o se ha movido.',
  home: 'Ir a la página de inicio',
};
