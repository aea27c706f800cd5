import { describe, expect, it } from 'vitest';
import { asFirstLanguage } from './second-language.js';

/** Issue 50, thirtieth pass: second-language and dictated English in the forms the readers know; sentences that mean something else are left. */
describe('asFirstLanguage', () => {
  it.each([
    ['take the iron pill at 9 of morning and at 9 of night', 'take the iron pill at 9am and at 9pm'],
    ['please to make the gym at 7 of the evening', 'please make the gym at 7pm'],
    ['2 times at day', '2 times a day'],
    ['10 glasses for day', '10 glasses a day'],
    ['i want that the morning run is each tuesday', 'make morning run each tuesday'],
    ['i not want anymore the email for gym', 'i do not want anymore the email for gym'],
    ['i like to begin cycling', 'i want to start cycling'],
    ['this morning i made the rowing', 'this morning i did rowing'],
    ['change rowing too 4 times a week', 'change rowing to 4 times a week'],
    ['make meditate four 15 minutes', 'make meditate for 15 minutes'],
    ['add to more glasses of water', 'add 2 more glasses of water'],
    ['i want add a long run', 'i want to add a long run'],
    ['for my goal of the 10k i want to add', 'for my 10k goal i want to add'],
    ['a long run of 1 hour and half', 'a long run of 90 minutes'],
    ['i finish with the pilates, the last time is tomorrow', 'end pilates after tomorrow'],
    ['this saturday no tennis, my cousin is getting married', 'skip tennis this saturday, my cousin is getting married'],
    // Forty-eighth pass.
    ['please you move the yoga', 'please move the yoga'],
    ['change name of journal to diary', 'change the name of journal to diary'],
    ['remember me the gym 20 minutes before', 'remind me the gym 20 minutes before'],
    ['make for me habit to stretch', 'make a habit to stretch'],
    ['yesterday i not make the journal, is mistake', 'yesterday i did not make the journal, it is a mistake'],
    ['this morning i take my pills', 'this morning i took my pills'],
    ['i finish the spanish lesson now', 'i finished the spanish lesson now'],
    ['today no yoga for me, i am tired', 'skip yoga today, i am tired'],
    ['saturday i no can go', 'saturday i cannot go'],
    ['the gym is actually at 6pm, i want put at 8pm', 'move gym to 8pm'],
    ['i do the journal until the end of january, after no more', 'end journal after the end of january'],
    ['i want to start learn guitar', 'i want to start learning guitar'],
  ])('%s', (said, read) => expect(asFirstLanguage(said)).toBe(read));

  it.each([['i made a new habit yesterday'], ['i make coffee every morning'], ['no more reminders this saturday'], ['the time i get home'], ['four people came'], ['i take vitamins at 8'], ['tomorrow i go to the gym'], ['i make coffee today at 5'], ['what did i do yesterday'], ['and what i do yesterday?']])('leaves "%s" as it is', (said) => expect(asFirstLanguage(said)).toBe(said));
});
