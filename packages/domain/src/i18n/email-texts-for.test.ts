import { describe, expect, it } from 'vitest';
import { ACCOUNT_EMAIL_TEXTS } from '../texts/email-texts.js';
import { CONNECTIONS_TEXTS } from '../texts/connections-texts.js';
import { walkCatalog } from './catalog-walk.js';
import { EMAIL_CATALOG } from './catalogs/en/email.js';
import { accountEmailTexts, emailLanguage } from './email-texts-for.js';

/** Every text of the account emails, its functions called with the same sample values. */
function written(texts: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const sample: Record<number, unknown[]> = { 1: ['Ada'], 2: [7, 15], 3: ['Morning "ping"', 'https://hooks.example/x', 8] };
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'function') out[key] = (value as (...a: unknown[]) => string)(...(sample[value.length] ?? []));
    else for (const [k, v] of Object.entries(value as object)) visit(v, key ? `${key}.${k}` : k);
  };
  visit(texts, '');
  return out;
}

describe('the account emails in the account’s language (issue 54)', () => {
  it('English is ACCOUNT_EMAIL_TEXTS exactly, for accounts in English, with no locale, or in a language Stride does not speak', () => {
    const spec = written(ACCOUNT_EMAIL_TEXTS);
    const samples = [{ tokens: ['Zapier', 'CLI'], assistants: ['Claude'] }, { tokens: ['CLI'], assistants: [] }, { tokens: [], assistants: [] }];
    for (const locale of ['en-GB', 'en-US', null, undefined, 'it-IT']) {
      const { connections, ...texts } = accountEmailTexts(locale);
      expect(written(texts)).toEqual(spec);
      for (const sample of samples) {
        expect(connections.endedInEmail(sample)).toBe(CONNECTIONS_TEXTS.endedInEmail(sample));
        expect(connections.stayInEmail(sample)).toBe(CONNECTIONS_TEXTS.stayInEmail(sample));
      }
    }
    const keys = walkCatalog(EMAIL_CATALOG).messages.map((m) => m.key);
    expect(Object.keys(spec)).toEqual(keys.filter((key) => !key.startsWith('connections.')));
  });

  it('lists the connections as the language does ("«Zapier» y «CLI»"), not with ", " (issue 54)', () => {
    const sample = { tokens: ['Zapier', 'CLI'], assistants: ['Claude'] };
    expect(accountEmailTexts('es-ES').connections.endedInEmail(sample)).toContain('«Zapier» y «CLI»');
    expect(accountEmailTexts('de-DE').connections.stayInEmail(sample)).toMatch(/Zapier\S* und \S*CLI/);
    expect(accountEmailTexts('fr-FR').connections.stayInEmail({ tokens: ['A', 'B', 'C'], assistants: [] })).toMatch(/«\s?A\s?», «\s?B\s?» et «\s?C\s?»/);
    for (const locale of ['es-ES', 'de-DE', 'fr-FR']) expect(accountEmailTexts(locale).connections.stayInEmail(sample), locale).not.toMatch(/Zapier\S*, \S*CLI/);
  });

  it('takes the language from the account’s locale, whatever its region', () => {
    expect(emailLanguage('es-MX')).toBe('es');
    expect(emailLanguage('de-AT')).toBe('de');
    expect(emailLanguage('fr-CA')).toBe('fr');
    expect(emailLanguage('en-DE')).toBe('en');
    expect(accountEmailTexts('de-CH').verification.subject('123456')).toBe('123456 ist dein Bestätigungscode für Stride');
    expect(accountEmailTexts('fr-FR').greeting('Zoé')).toBe('Bonjour Zoé,');
    expect(accountEmailTexts('es-ES').codeExpiry(15)).toBe('El código caduca en 15 minutos y solo se puede usar una vez.');
  });
});
