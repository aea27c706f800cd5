import { describe, expect, it } from 'vitest';
import { coachWords } from '@stride/domain';
import { interpretOffline, type OfflineAnswer } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';

/**
 * Issue 50 (lead, twelfth session): "what did i do yesterday" is about what was done that day, not
 * about what was on it. The fixture person's today is Wed 25 Nov: on Monday 23 Nov they ran; on
 * Tuesday 24 Nov nothing was ticked off. A question changes nothing.
 */
const textOf = (a: OfflineAnswer) => (a.kind === 'reply' ? a.text : `not a reply: ${JSON.stringify(a)}`);

describe('what was done on a past day', () => {
  it.each(['what did i do yesterday', 'What did I get done yesterday?', 'what have i done yesterday', 'what did i tick off yesterday', 'what did i manage yesterday'])('"%s": nothing done, and what was on and not done', (message) => {
    const text = textOf(interpretOffline(message, SNAPSHOT, {}));
    expect(text).toMatch(/^Nothing was done on Tue 24 Nov\. Not done: /);
    for (const name of ['Gym', 'Drink water', 'Read', 'Walk to work']) expect(text).toContain(`"${name}"`);
    // Not on a Tuesday, or done any day of a week (no day of its own), or archived.
    for (const name of ['Run', 'Spanish lessons', 'Journal', 'Floss']) expect(text).not.toContain(`"${name}"`);
  });

  it('"what did i get done on monday": Run done; Monday’s others not, and each once', () => {
    const answer = interpretOffline('what did i get done on monday', SNAPSHOT, {});
    const text = textOf(answer);
    expect(text).toMatch(/^On Mon 23 Nov you did "Run"\. Not done: /);
    expect(text).toContain('"Spanish lessons"');
    expect(text).not.toContain('"Gym"');
    // Listed for that day: "tick off the second one" next is that day's.
    expect(answer).toMatchObject({ kind: 'reply', memory: { listedDay: '2026-11-23', listed: expect.arrayContaining(['h-run', 'h-spanish']) as unknown } });
  });

  // Twenty-fifth session: the "did" left out, and a day asked how it went.
  it.each(['what i do yesterday?', 'how did yesterday go?', 'how was yesterday', 'how did i do yesterday', 'how was last night?'])('"%s": the same account of Tuesday', (message) => {
    expect(textOf(interpretOffline(message, SNAPSHOT, {}))).toMatch(/^Nothing was done on Tue 24 Nov\. Not done: /);
  });

  it.each(['how was my monday?', 'how did i get on on monday'])('"%s": Monday’s account', (message) => {
    expect(textOf(interpretOffline(message, SNAPSHOT, {}))).toMatch(/^On Mon 23 Nov you did "Run"\. Not done: /);
  });

  it('a habit’s day asked how it went: done or not, without a yes or no', () => {
    expect(textOf(interpretOffline('how was gym yesterday?', SNAPSHOT, {}))).toBe('"Gym" was not done yesterday.');
    expect(textOf(interpretOffline('how was my run on monday', SNAPSHOT, {}))).toBe('"Run" was done on Mon 23 Nov.');
    expect(textOf(interpretOffline('did i actually manage my gym session yesterday?', SNAPSHOT, {}))).toBe('No: "Gym" was not done yesterday.');
  });

  it('what is on a day ahead is still what is on', () => {
    expect(textOf(interpretOffline('what do i have on friday', SNAPSHOT, {}))).toMatch(/^On Fri 27 Nov: /);
  });

  it('in the person’s language (its quote marks put in as every reply’s are, coach-respond.ts)', () => {
    const text = coachWords('es-ES').quotesIn(textOf(interpretOffline('what did i get done on monday', { ...SNAPSHOT, locale: 'es-ES' }, {})));
    expect(text).toContain('hiciste «Run»');
    expect(text).toContain('Sin hacer:');
  });
});
