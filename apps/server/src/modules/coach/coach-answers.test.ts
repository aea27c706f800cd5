import { describe, expect, it } from 'vitest';
import { isNo, isYes } from './coach-answers.js';

describe("the person's answer to a proposal", () => {
  it('reads a yes however it is said', () => {
    for (const yes of ['yes', 'Yes.', 'yes please', 'Yeah', 'yep!', 'sure', 'OK', 'okay, do it', 'Go ahead', 'confirm', 'Yes, delete it', 'absolutely', 'y', 'Sure, thanks']) expect(isYes(yes), yes).toBe(true);
  });

  it('reads a yes as typed on a phone (issue 50, twenty-third pass)', () => {
    for (const yes of ['yes pls', 'go on then', 'yep go ahead', 'ok do it', 'yes both', 'do both', 'yeh', 'aye', 'alright then', "let's do it", 'k', 'sure thing', 'yep, go for it']) expect(isYes(yes), yes).toBe(true);
    // An acknowledgement is not a yes to a change.
    for (const other of ['great', 'lovely', 'perfect']) expect(isYes(other), other).toBe(false);
  });

  it('reads a no however it is said', () => {
    for (const no of ['no', 'No.', 'nope', 'cancel', "don't", 'No, leave it', 'never mind', 'wait', 'no thanks']) expect(isNo(no), no).toBe(true);
  });

  it('reads a no with why after it, and an emoji beside an answer (issue 50, fifty-sixth pass)', () => {
    for (const no of ['nah keep it, I still use it', 'no leave it, its only a few more days', 'hmm no, because im away that week', 'no dont, there are only two left', 'nope 🙅']) expect(isNo(no), no).toBe(true);
    for (const yes of ['yep do it 👍', '👌 ok go ahead', 'sure 🙂']) expect(isYes(yes), yes).toBe(true);
    // A reason that asks for something else, or a pause for thought, is no plain no.
    for (const other of ['nope, I would prefer it at 9 instead', "wait, I'm not home", 'no, but skip it tomorrow', 'no, its 8 not 7']) expect(isNo(other), other).toBe(false);
  });

  it('reads a yes and a no in Spanish, German and French (issue 54: the card says an answer in the chat will do)', () => {
    for (const yes of ['sí', 'Sí, por favor', 'si', 'vale', 'claro', 'de acuerdo', 'sí, hazlo', 'Ja', 'ja bitte', 'Ja, mach das', 'genau', 'einverstanden', 'oui', 'Oui.', "d'accord", 'oui, vas-y', "oui s'il vous plaît", 'ouais']) expect(isYes(yes), yes).toBe(true);
    for (const no of ['no', 'No, gracias', 'mejor no', 'déjalo', 'nein', 'Nein, danke', 'lieber nicht', 'lass es', 'non', 'non merci', 'laisse tomber']) expect(isNo(no), no).toBe(true);
    // Nor more than an answer in those languages.
    for (const other of ['sí y borra Run', 'ja aber nur Yoga', 'oui mais pas Yoga', 'parfait', 'perfecto']) expect(isYes(other), other).toBe(false);
  });

  it('takes anything more than an answer as a new request, never as a yes', () => {
    for (const other of ['yes and add Run too', 'delete Gym', 'yes delete my vision as well and all my goals', 'what?', 'maybe', 'ok but only Gym', 'not yes', 'yesterday', 'no delete Run instead', '']) {
      expect(isYes(other), other).toBe(false);
    }
    expect(isNo('no delete Run instead')).toBe(false);
  });
});
