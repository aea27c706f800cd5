import { describe, expect, it } from 'vitest';
import { APP_CATALOG_LOADERS } from '@stride/domain';
import { interpretOffline, type CoachSnapshot } from './offline-coach.js';
import { writtenInOwnLanguage } from './understanding/other-language.js';

const QUOTED = /«\u00a0?([^»]*?)\u00a0?»|„([^“]*)“|“([^”]*)”|"([^"]*)"/;

/**
 * Issue 54 (helper i18n-last): the coach's empty chat with the built-in coach only (no provider)
 * in Spanish, German and French suggests a request the built-in coach reads. Its own reader reads
 * English only, and says so for a message in the account's language; so the line's quoted request
 * must be English, not taken for the account's language, and understood (a habit made at 07:00).
 * The line with a provider (`emptyChat`) is in the language: the built-in coach would not read it.
 */
describe('the empty chat line suggests what the built-in coach reads', () => {
  it.each([
    ['es', 'es-ES'],
    ['de', 'de-DE'],
    ['fr', 'fr-FR'],
  ] as const)('%s', async (language, locale) => {
    const texts = (await APP_CATALOG_LOADERS[language]()).COACH_TEXTS;
    const snapshot: CoachSnapshot = { firstName: 'Ada', today: '2026-11-30', timezone: 'Europe/London', locale, habits: [], goals: [], vision: null };
    const match = QUOTED.exec(texts.emptyChatBuiltIn);
    const request = match?.slice(1).find((group) => group !== undefined);
    expect(request, texts.emptyChatBuiltIn).toBeTruthy();
    expect(writtenInOwnLanguage(request!, snapshot)).toBe(false);
    expect(interpretOffline(request!, snapshot)).toMatchObject({ kind: 'call', name: 'createHabit', args: { name: 'Morning walk', startTime: '07:00' } });
    // The line with a provider asks in the language: exactly what the built-in coach does not read.
    const own = QUOTED.exec(texts.emptyChat)?.slice(1).find((group) => group !== undefined);
    expect(writtenInOwnLanguage(own!, snapshot), own).toBe(true);
  });
});
