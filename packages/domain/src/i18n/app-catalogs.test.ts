import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { APP_ARGS } from './app-args.js';
import { APP_CATALOG_AREAS } from './app-areas.js';
import { APP_CATALOG_LOADERS, ENGLISH_APP_TEXTS } from './app-catalogs.js';
import { walkCatalog } from './catalog-walk.js';
import { PREFIXED_LOCALES } from './locales.js';
import * as texts from '../index.js';

/** The argument names a message uses (plural and select included); throws on ICU syntax errors. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) =>
    elements.forEach((element) => {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element) names.add(String(element.value));
      if (element.type === TYPE.plural || element.type === TYPE.select) Object.values(element.options).forEach((option) => visit(option.value));
    });
  visit(parse(message, { ignoreTag: true }));
  return [...names].sort();
}

/** English with each function written as a marker, so its shape compares with a catalog's. */
const FUNCTION = '<function>';
function englishShape(value: unknown, key = ''): unknown {
  if (typeof value === 'function') return FUNCTION;
  if (Array.isArray(value)) return value.map((item) => englishShape(item));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, englishShape(v, k)]));
  return key === 'id' ? value : value;
}

/** Any argument a text function may be called with: a figure, a word, an object of either. */
const ANYTHING: unknown = new Proxy(() => 'x', {
  get: (_target, property) =>
    property === Symbol.toPrimitive ? (hint: string) => (hint === 'number' ? 1 : '07:00') : property === 'quantity' ? 2 : property === 'map' ? () => [1] : 'x',
  apply: () => 'x',
});

/** The values an English function's arguments are named by (APP_ARGS), called with any arguments. */
function namedValues(args: unknown, key: string): string[] {
  const mapper = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], args);
  expect(typeof mapper, `APP_ARGS.${key}`).toBe('function');
  const parameters = (mapper as (...a: unknown[]) => Record<string, unknown>).length;
  return Object.keys((mapper as (...a: unknown[]) => Record<string, unknown>)(...Array.from({ length: Math.max(parameters, 3) }, () => ANYTHING))).sort();
}

/** Words that are the same in the language (a loanword), so not left in English. */
const SAME_IN_LANGUAGE = new Set(['Coach', 'Menu', 'Total', 'Note', 'Vision', 'Notiz', 'Agenda', 'Feedback', 'Premium', 'Dashboard', 'Tracker', 'Webhooks', 'Stride', 'Region', 'System', 'Plan', 'Notifications', 'Profil', 'Orange', 'April', 'August', 'September', 'November', 'Name', 'Conversations', 'Conversation', 'Token', 'Pause', 'Notes', 'Actions', 'Webhooks', 'Import']);

describe("the signed-in app's catalogs (issue 54)", () => {
  it('English is the text modules themselves, each under its own name', () => {
    for (const [name, module] of Object.entries(ENGLISH_APP_TEXTS)) expect(module, name).toBe((texts as Record<string, unknown>)[name]);
    expect(APP_CATALOG_AREAS.length).toBeGreaterThan(0);
  });

  it('every language has every text of English and no other; strings stay strings, functions become one message', async () => {
    const english = walkCatalog(englishShape(ENGLISH_APP_TEXTS));
    for (const locale of PREFIXED_LOCALES) {
      const catalog = walkCatalog(await APP_CATALOG_LOADERS[locale]());
      expect(catalog.shape, locale).toEqual(english.shape);
      expect(catalog.messages.map((m) => m.key), locale).toEqual(english.messages.map((m) => m.key));
    }
  });

  it("every message is valid ICU, with English's arguments, and none is empty or left in English", async () => {
    const english = new Map(walkCatalog(englishShape(ENGLISH_APP_TEXTS)).messages.map((m) => [m.key, m.message]));
    for (const locale of PREFIXED_LOCALES) {
      for (const { key, message } of walkCatalog(await APP_CATALOG_LOADERS[locale]()).messages) {
        const source = english.get(key)!;
        const where = `${locale} ${key}: ${message}`;
        expect(() => parse(message, { ignoreTag: true }), where).not.toThrow();
        if (source === FUNCTION) {
          // Each argument is one the English function's values name (a plural may leave one out).
          const allowed = namedValues(APP_ARGS, key);
          for (const name of argumentsOf(message)) expect(allowed, where).toContain(name);
        } else {
          expect(argumentsOf(message), where).toEqual([]);
          if (source === '') expect(message, where).toBe('');
          else expect(message.trim(), where).not.toBe('');
          if (message.length > 3 && !SAME_IN_LANGUAGE.has(message) && !/^[\d\s:/–·✓✕↷‖-]+$/.test(message)) expect(message, where).not.toBe(source);
        }
      }
    }
  });
});
