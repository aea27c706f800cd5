import { describe, expect, it } from 'vitest';
import { withoutRemarks } from './remarks.js';

/** Issue 50, twenty-seventh pass: a change read but for a remark beside it is read again without the clauses that hold it. */
describe('withoutRemarks', () => {
  const today = '2026-12-09';
  it('leaves out the clauses holding the words a change could not read, and keeps the rest', () => {
    expect(withoutRemarks('can piano be at 8 in the evening from now on, bedtime keeps running late', ['Bedtime keeps running late'], 'Piano', today)).toBe('can piano be at 8 in the evening from now on');
    expect(withoutRemarks('just this thursday can pilates be 8.30pm? swapping with my partner. back to normal after', ['Swapping with my partner. back to normal after'], 'Pilates', today)).toBe('just this thursday can pilates be 8.30pm?');
  });
  it('puts the name first when the clause that named the habit went', () => {
    expect(withoutRemarks('piano every day is too much tbh. mon wed fri only, same time', ['Is too much tbh'], 'Piano', today)).toBe('Piano mon wed fri only, same time');
  });
  it('matches a part by all of its words, as written or as read ("half 12" is 12:30), never by one word another clause shares', () => {
    expect(withoutRemarks('from next week spanish at 1pm please, leave the rest of this week at half 12', ['at 12:30', 'This week'], 'Spanish', today)).toBe('from next week spanish at 1pm please');
  });
  it('answers nothing when no clause would go, or none would be left', () => {
    expect(withoutRemarks('move gym to every blue moon', ['every blue moon'], 'Gym', today)).toBeUndefined();
    expect(withoutRemarks('gym whenever, no idea', ['whenever', 'no idea'], 'Gym', today)).toBeUndefined();
  });
});
