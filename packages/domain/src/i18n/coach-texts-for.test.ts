import { describe, expect, it } from 'vitest';
import { coachTexts, coachWords } from './coach-texts-for.js';
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

  it('says one of a unit in the singular in English, and keeps the unit as written otherwise', () => {
    const en = coachWords('en-GB');
    expect([en.unit(1, 'cups'), en.unit(1, 'glasses'), en.unit(1, 'pages'), en.unit(1, 'push ups'), en.unit(1, 'calories'), en.unit(1, 'km'), en.unit(1, 'glass')]).toEqual(['cup', 'glass', 'page', 'push up', 'calorie', 'km', 'glass']);
    expect([en.unit(0, 'cups'), en.unit(2, 'glasses'), en.unit(1.5, 'litres')]).toEqual(['cups', 'glasses', 'litres']);
    expect(coachWords('es-ES').unit(1, 'vasos')).toBe('vasos');
  });

  it('lists names as the language does, English as the coach wrote them (issue 54)', () => {
    expect(coachWords('en-GB').series(['"Yoga"', '"Run"'])).toBe('"Yoga", "Run"');
    expect(coachWords('en-GB').list(['"Yoga"', '"Run"', '"Read"'])).toBe('"Yoga", "Run" and "Read"');
    expect(coachWords('es-ES').series(['«Yoga»', '«Correr»', '«Leer»'])).toBe('«Yoga», «Correr» y «Leer»');
    expect(coachWords('de-DE').list(['Yoga', 'Laufen'])).toBe('Yoga und Laufen');
    expect(coachWords('fr-FR').series(['7:00', '19:00'])).toBe('7:00 et 19:00');
    // Spanish's "y" before an i sound is "e" (Intl knows it; "{items} y {last}" did not).
    expect(coachWords('es-ES').list(['Yoga', 'Inglés'])).toBe('Yoga e Inglés');
    expect(coachWords('de-DE').say('broughtBackSeveral', { names: 'A und B' })).toBe('A und B sind wieder da, so wie vorher.');
  });
});
