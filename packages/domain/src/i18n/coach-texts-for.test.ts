import { describe, expect, it } from 'vitest';
import { coachTexts } from './coach-texts-for.js';
import { modelLanguageLine } from './model-language.js';

describe('the coach’s own words and the model’s language (issue 54)', () => {
  it('English is the built-in coach’s own lines, for English, no locale, or a language Stride does not speak', () => {
    for (const locale of ['en-GB', null, 'it-IT']) {
      const c = coachTexts(locale);
      expect(c.cancelled).toBe('OK, I won’t. Nothing was changed.');
      expect(c.notUnderstood).toBe("I didn't understand that. Did you mean one of these? Or tell me in other words.");
      expect(modelLanguageLine(locale)).toBeNull();
    }
  });

  it('names the language and region for the model, and writes the coach’s lines in the language', () => {
    expect(modelLanguageLine('es-MX')).toMatch(/^The person's language is Spanish \(es-MX\)\. Write every reply to them in Spanish/);
    expect(coachTexts('de-CH').cancelled).toBe('Okay, dann nicht. Es wurde nichts geändert.');
    expect(coachTexts('fr-BE').cannotRead).toMatch(/^Je ne sais pas encore lire cela/);
  });
});
