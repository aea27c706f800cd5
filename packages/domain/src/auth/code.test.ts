import { describe, expect, it } from 'vitest';
import { isCompleteCode, sanitizeCodeInput } from './code.js';

describe('code input (spec section 5)', () => {
  it('strips everything but digits and keeps at most six', () => {
    expect(sanitizeCodeInput('12a3 4-5')).toBe('12345');
    expect(sanitizeCodeInput('1234567890')).toBe('123456');
    expect(sanitizeCodeInput('abc')).toBe('');
  });

  it('is complete only with exactly six digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('1234567')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
  });
});
