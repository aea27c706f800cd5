import { describe, expect, it } from 'vitest';
import { withoutTelling } from './telling.js';

/** Issue 50, thirty-second pass: sentences that only tell, beside one that asks, are left out; those that carry a number, a day or a name of theirs stay. */
describe('withoutTelling', () => {
  const own = new Set(['gym', 'rowing', 'tennis', 'antibiotics']);
  it('leaves out what only tells, before or after the request', () => {
    expect(withoutTelling('could you possibly reduce my rowing to twice a week? i am getting on a bit.', own)).toBe('could you possibly reduce my rowing to twice a week?');
    expect(withoutTelling('i have been so tired lately. please pause gym until monday.', own)).toBe('please pause gym until monday.');
    expect(withoutTelling('journal paused still?? till which day', own)).toBe('journal paused still?? till which day');
  });
  it('keeps a sentence that carries what the request points back to', () => {
    const said = 'the club closes for winter, so saturday the 19th is my last game. would you end my tennis on that date?';
    expect(withoutTelling(said, own)).toBe(said);
  });
  it('changes nothing when no sentence asks', () => {
    expect(withoutTelling('it rained all day. the dog did not mind.', own)).toBe('it rained all day. the dog did not mind.');
  });
});
