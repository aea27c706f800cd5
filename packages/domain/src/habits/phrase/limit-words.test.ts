import { describe, expect, it } from 'vitest';
import { readHabitPhrase } from './habit-phrase.js';

const TODAY = '2026-11-26';
const read = (text: string) => readHabitPhrase(text, { today: TODAY });

describe('Quick add reads limits and quit habits (issue 51)', () => {
  it.each([
    ['at most 2 coffees a day', 'Coffees', { quantity: 2, unit: 'coffees', direction: 'atMost' }],
    ['no more than 3 beers a day', 'Beers', { quantity: 3, unit: 'beers', direction: 'atMost' }],
    ['Coffee at most 2 cups a day', 'Coffee', { quantity: 2, unit: 'cups', direction: 'atMost' }],
    ['max two coffees', 'Coffees', { quantity: 2, unit: 'coffees', direction: 'atMost' }],
    ['quit smoking', 'No smoking', { quantity: 0, unit: 'smoking', direction: 'atMost' }],
    ['no sugar', 'No sugar', { quantity: 0, unit: 'sugar', direction: 'atMost' }],
    ['Stop eating sweets', 'No sweets', { quantity: 0, unit: 'sweets', direction: 'atMost' }],
    ['give up soda', 'No soda', { quantity: 0, unit: 'soda', direction: 'atMost' }],
  ])('"%s" is %s with %o', (text, name, target) => {
    const phrase = read(text);
    expect(phrase).toMatchObject({ name, target, notUnderstood: [] });
  });

  it('leaves habits to build as they were', () => {
    expect(read('Drink 8 glasses of water')).toMatchObject({ name: 'Drink water', target: { quantity: 8, unit: 'glasses' } });
    expect(read('Drink 8 glasses of water').target?.direction).toBeUndefined();
    expect(read('Meditate every morning')).toMatchObject({ name: 'Meditate', target: null });
    expect(read('Notice 3 good things').name).toBe('Notice 3 good things');
  });
});
