import { COACH_CATALOGS, type CoachTurn, type Locale } from '@stride/domain';
import { expect } from 'vitest';
import type { TestClient } from './test-app.js';

/**
 * How the coach-language tests (decision 054) find English in a reply the built-in coach wrote
 * for a Spanish, German or French account: the words of its English catalog that the language's
 * own catalog does not use, found in the reply with the person's names and quoted commands left out.
 */

/** Quoted words in a message: the English commands a translation quotes (“skip Run today”, "undo"), and names. */
export const QUOTED = /"[^"]*"|“[^”]*”|„[^“]*“|«[^»]*»/g;

/** The words of four letters or more of a catalog's messages (as e2e/app-languages.test.ts reads them). */
function wordsOf(catalog: unknown): Set<string> {
  const messages: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') messages.push(value.replace(QUOTED, ' '));
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(catalog);
  return new Set(messages.flatMap((message) => message.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word.length >= 4));
}

/** The built-in coach's own English words (replies and buttons) that the language's catalog does not use itself. */
export function englishWordsNotIn(language: Exclude<Locale, 'en'>): Set<string> {
  const own = wordsOf(COACH_CATALOGS[language]);
  return new Set([...wordsOf(COACH_CATALOGS.en)].filter((word) => !own.has(word)));
}

/** The English words of the coach's catalog in a text, the person's own names (in quotes, or named) left out. */
export function englishIn(text: string, english: ReadonlySet<string>, names: readonly string[]): string[] {
  let rest = text.replace(QUOTED, ' ');
  for (const name of names) rest = rest.split(name).join(' ');
  return [...new Set(rest.toLowerCase().match(/\p{L}+/gu) ?? [])].filter((word) => english.has(word));
}

/** One chat turn through the API, as the coach screen sends it; a refusal fails the test with its body. */
export async function chatTurn<T extends CoachTurn = CoachTurn & { sessionId: string }>(client: TestClient, message: string, sessionId?: string): Promise<T> {
  const res = await client.request('POST', '/api/openai/chat', { message, sessionId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** Each language's quotation marks around a name in the built-in coach's replies (decision 054, helper i18n-labels). */
const QUOTES = { es: ['«', '»'], de: ['„', '“'], fr: ['«\u00a0', '\u00a0»'] } as const;

/** `text`'s "quoted" names as the language quotes them: '"Yoga"' → '«Yoga»', '„Yoga“', '«\u00a0Yoga\u00a0»'. */
export const inQuotesOf = (language: Exclude<Locale, 'en'>, text: string): string => text.replace(/"([^"]*)"/g, (_, name: string) => `${QUOTES[language][0]}${name}${QUOTES[language][1]}`);
