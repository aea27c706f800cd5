import { describe, expect, it } from 'vitest';
import { lastHabitTalkedAbout } from './conversation-context.js';

const habits = [
  { id: 'yoga', name: 'Yoga' },
  { id: 'read', name: 'Read' },
];

/**
 * Issue 24's "the habit talked about", read from the coach's reply by the name it quotes; issue 54
 * (helper i18n-labels): in Spanish, German and French it quotes as the language does.
 */
describe('the habit the coach last named in quotes', () => {
  it.each([
    ['English', 'Still to do: "Read". Yoga is done.'],
    ['Spanish', 'Te queda «Read». Yoga ya está hecho.'],
    ['German', 'Noch offen: „Read“. Yoga ist erledigt.'],
    ['French', 'Il reste «\u00a0Read\u00a0». Yoga est fait.'],
  ])('%s quotes', (_language, reply) => {
    expect(lastHabitTalkedAbout([{ role: 'user', content: 'hello' }, { role: 'assistant', content: reply }], habits)).toBe('read');
  });
});
