import { describe, expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';

/**
 * Issue 50: what someone says of themselves, asked back with a question's mark ("i walked to
 * work?"), is checking, never a report: nothing changes, and what a yes would do is named.
 */
describe('a report asked back with a question mark', () => {
  it.each(['i walked to work?', 'so i went for my run?', 'wait i had 4 glasses of water?', 'i am allowed 10 glasses a day?', 'i read 30 pages?'])('"%s" changes nothing', (message) => {
    const answer = interpretOffline(message, SNAPSHOT);
    expect(answer.kind).toBe('reply');
  });

  it('names the tick a yes would make, or says it is done already', () => {
    expect(interpretOffline('i walked to work?', SNAPSHOT)).toMatchObject({ kind: 'reply', text: expect.stringContaining('Shall I mark "Walk to work" done for today?'), memory: { pending: { offer: [{ name: 'completeHabit', args: { habitId: 'h-walk' } }] } } });
  });

  it('leaves a wish or a need asked with a mark to be read as one', () => {
    expect(interpretOffline('i need to skip gym tomorrow?', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'skipHabit', args: { habitId: 'h-gym' } });
  });

  it('still does a report said plainly', () => {
    expect(interpretOffline('i walked to work', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'completeHabit' });
  });
});
