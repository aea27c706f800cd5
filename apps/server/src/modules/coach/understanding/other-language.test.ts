import { describe, expect, it } from 'vitest';
import { writtenInEnglish, writtenInOwnLanguage } from './other-language.js';

const account = (locale: string | null, names: string[] = []) => ({
  locale,
  habits: names.map((name, i) => ({ id: `h${i}`, name })) as never,
  goals: [],
  areas: [],
});

describe('a message in the account’s own language (issue 54)', () => {
  it('is found in Spanish, German and French requests people write', () => {
    expect(writtenInOwnLanguage('Añade un hábito: leer 10 páginas cada noche', account('es-ES'))).toBe(true);
    expect(writtenInOwnLanguage('¿qué me queda hoy?', account('es-MX'))).toBe(true);
    expect(writtenInOwnLanguage('hice yoga ayer por la tarde', account('es-ES'))).toBe(true);
    expect(writtenInOwnLanguage('Füge eine Gewohnheit hinzu: jeden Abend lesen', account('de-DE'))).toBe(true);
    expect(writtenInOwnLanguage('ich habe heute Yoga gemacht', account('de-AT'))).toBe(true);
    expect(writtenInOwnLanguage('Ajoute une habitude : lire 10 pages chaque soir', account('fr-FR'))).toBe(true);
    expect(writtenInOwnLanguage("j'ai fait mon yoga aujourd'hui", account('fr-CA'))).toBe(true);
  });

  it('is not found in English requests, names in the language left out', () => {
    expect(writtenInOwnLanguage('Add a habit to read 10 pages every night', account('es-ES'))).toBe(false);
    expect(writtenInOwnLanguage('I did Paseo con el perro y la siesta today', account('es-ES', ['Paseo con el perro y la siesta']))).toBe(false);
    expect(writtenInOwnLanguage('mark Lesen mit der Katze done', account('de-DE', ['Lesen mit der Katze']))).toBe(false);
    expect(writtenInOwnLanguage("skip Le tour de l'étang today", account('fr-FR', ["Le tour de l'étang"]))).toBe(false);
    expect(writtenInOwnLanguage('how did I do this week? he said the son was on', account('es-ES'))).toBe(false);
    expect(writtenInOwnLanguage('log 20 pages, was it done?', account('de-DE'))).toBe(false);
  });

  it('is never looked for on an English account, or one with no language', () => {
    expect(writtenInOwnLanguage('Ajoute une habitude : lire 10 pages chaque soir', account('en-GB'))).toBe(false);
    expect(writtenInOwnLanguage('Añade un hábito cada noche', account(null))).toBe(false);
  });
});

describe('talk about something else, written in English on another language’s account (issue 54)', () => {
  it('is English when two of English’s own small words are in it', () => {
    expect(writtenInEnglish('tell me a joke about cats', account('de-DE'))).toBe(true);
    expect(writtenInEnglish('who is playing at the stadium tonight?', account('fr-FR'))).toBe(true);
    expect(writtenInEnglish('what do you think of the new iPhone', account('es-ES'))).toBe(true);
  });

  it('is not English in the account’s language, or in words both languages share', () => {
    expect(writtenInEnglish('¿quién ganó el partido anoche?', account('es-ES'))).toBe(false);
    expect(writtenInEnglish('Erzähl mir bitte einen Witz', account('de-DE'))).toBe(false);
    expect(writtenInEnglish('Was ist in Berlin los?', account('de-DE'))).toBe(false);
    expect(writtenInEnglish('raconte-moi une blague sur les chats', account('fr-FR'))).toBe(false);
    expect(writtenInEnglish('me gusta a veces la lluvia', account('es-ES'))).toBe(false);
  });
});
