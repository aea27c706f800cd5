import type { NOT_FOUND_CATALOG as English } from '../en/not-found.js';
import type { Messages } from '../../messages.js';

/** German: the page not found. */
export const NOT_FOUND_CATALOG: Messages<typeof English> = {
  title: 'Seite nicht gefunden',
  body: 'Die gesuchte Seite gibt es nicht oder sie ist umgezogen.',
  home: 'Zur Startseite',
};
