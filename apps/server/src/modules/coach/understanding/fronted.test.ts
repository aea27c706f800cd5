import { describe, expect, it } from 'vitest';
import { isYes } from '../coach-answers.js';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';
import { frontedRecord } from './fronted.js';
import { normalise } from './language.js';

/**
 * Issue 50, forty-eighth pass: English as people write it who learnt it second (Polish or Spanish
 * first): the record said before its verb, the note before the words that ask for it, a month said
 * once for two days, a habit asked for with only a part of the day, an area named with no "called",
 * a "why" about a habit not there, a yes said with praise. On the coach fixture's account (today
 * Wednesday 25 November 2026); sentences of my own, not the pass's.
 */
describe('frontedRecord', () => {
  it.each([
    ['yoga change to friday', 'change Yoga to friday'],
    ['the journal move at 9pm please', 'move Journal at 9pm please'],
    ['at 6:00 the gym put please', 'put Gym please at 6:00'],
    ['goal learn spanish change name to spanish in madrid', 'rename goal Learn Spanish to spanish in madrid'],
    ['area morning call it wake up', 'rename area Morning to wake up'],
    ['floss I want back please', 'bring back Floss'],
    ['read I want other name', 'rename Read'],
    ['gym I want other days: tuesday and friday', 'move Gym to tuesday and friday'],
    ['my vision I want change: quiet mornings and more music', 'change my vision to: quiet mornings and more music'],
    ['spanish lessons I finish on friday', 'finish Spanish lessons on friday'],
    ['yoga knee is bad today. put it in notes', 'write note: yoga knee is bad today'],
  ])('%s', (said, read) => expect(frontedRecord(said, SNAPSHOT)).toBe(read));

  it.each([['gym I do at 6 every day'], ['journal is good for me'], ['yoga tomorrow?'], ['I want to move gym to friday'], ['read I take with me'], ['yoga make me calm, I love it']])('leaves "%s" as it is', (said) => expect(frontedRecord(said, SNAPSHOT)).toBe(said));
});

describe('learner English through the coach', () => {
  it('reads a record said before its verb as the request', () => {
    expect(interpretOffline('yoga change to friday and saturday', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-yoga' } });
  });
  it('makes an area named straight after the word, with no "called"', () => {
    expect(interpretOffline('make new area Money', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'createArea', args: { name: 'Money' } });
  });
  it('asks the name of a habit asked for with only a part of the day', () => {
    const answer = interpretOffline('I want new habit for the morning', SNAPSHOT);
    expect(answer.kind).toBe('reply');
    expect(answer.kind === 'reply' && answer.memory?.pending).toBeTruthy();
  });
  it('answers a "why" about a habit not there with when it is next and its pause', () => {
    const answer = interpretOffline('why walk to work is not in my list next week?', SNAPSHOT);
    expect(answer.kind).toBe('reply');
    expect(answer.kind === 'reply' ? answer.text : '').toMatch(/Walk to work/);
  });
  it('reads a month said once for two days', () => {
    expect(normalise('pause yoga from 3 to 6 january', SNAPSHOT.today)).toBe('pause yoga from 2027-01-03 to 2027-01-06');
  });
  it.each([['yes, good'], ['ok, very good'], ['yes, perfect']])('takes "%s" as a yes', (said) => expect(isYes(said)).toBe(true));
  it.each([['very good'], ['good']])('never takes praise alone ("%s") as a yes', (said) => expect(isYes(said)).toBe(false));
});
