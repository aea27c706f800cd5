import { describe, expect, it } from 'vitest';
import { HABIT_MESSAGES } from '../habits/habits.schemas.js';
import { SERVER_MESSAGES } from '../texts/server-messages.js';
import { walkCatalog } from './catalog-walk.js';
import { ERRORS_CATALOG } from './catalogs/en/errors.js';
import { errorMessageIn } from './error-messages-for.js';
import { formatMessage } from './messages.js';

/** The English catalog's message at `key`, formatted with the values the module writes in. */
const values = { expected: 'https://stride.example', max: '' };

describe('the API’s error messages in the caller’s language (issue 54)', () => {
  it('English is SERVER_MESSAGES and HABIT_MESSAGES exactly', () => {
    const server = ERRORS_CATALOG.server;
    for (const [key, message] of Object.entries(SERVER_MESSAGES)) {
      const english = typeof message === 'function' ? message(values.expected) : message;
      expect(formatMessage(server[key as keyof typeof server], values), key).toBe(english);
    }
    const habits = ERRORS_CATALOG.habits;
    for (const key of Object.keys(habits) as (keyof typeof habits)[]) {
      const english = HABIT_MESSAGES[key];
      const max = /at most (\d+)|up to (\d+)/.exec(english);
      expect(formatMessage(habits[key], { max: max?.[1] ?? max?.[2] ?? '' }), key).toBe(english);
    }
    expect(walkCatalog(ERRORS_CATALOG.server).messages.map((m) => m.key)).toEqual(Object.keys(SERVER_MESSAGES));
  });

  it('answers a message in the locale’s language, with its figures and addresses; English and unknown messages as they are', () => {
    expect(errorMessageIn(SERVER_MESSAGES.invalidCredentials, 'es-ES')).toBe('El correo electrónico o la contraseña no son correctos.');
    expect(errorMessageIn(SERVER_MESSAGES.loginPaused, 'de-AT')).toMatch(/^Die Anmeldung bei diesem Konto ist/);
    expect(errorMessageIn(SERVER_MESSAGES.originRefused('https://stride.example'), 'fr-FR')).toBe('Requête d’une autre origine refusée. Ouvrez Stride à l’adresse https://stride.example.');
    expect(errorMessageIn(HABIT_MESSAGES.nameTooLong, 'es-MX')).toMatch(/^El nombre del hábito puede tener como máximo \d+ caracteres\.$/);
    expect(errorMessageIn(HABIT_MESSAGES.tooMany, 'de-DE')).toMatch(/^Du kannst bis zu \d+ Gewohnheiten haben\./);
    for (const locale of ['en-GB', null, 'it-IT']) expect(errorMessageIn(SERVER_MESSAGES.invalidCredentials, locale)).toBe(SERVER_MESSAGES.invalidCredentials);
    expect(errorMessageIn('Something no catalog holds.', 'fr-FR')).toBe('Something no catalog holds.');
  });
});
