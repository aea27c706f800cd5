import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, commonPasswordForms, isPasswordStrong, passwordRuleResults } from './password.js';

describe('password rules (spec section 5)', () => {
  it('reports each rule met or not, live', () => {
    expect(passwordRuleResults('').every((r) => !r.met)).toBe(true);
    expect(passwordRuleResults('abc').map((r) => [r.id, r.met])).toEqual([
      ['length', false],
      ['uppercase', false],
      ['lowercase', true],
      ['number', false],
      ['special', false],
    ]);
    expect(passwordRuleResults('Abcdefg1!').every((r) => r.met)).toBe(true);
  });

  it('accepts exactly the special characters of the spec, and the hyphen (issue 51)', () => {
    for (const c of '!@#$%^&*(),.?":{}|<>-') expect(isPasswordStrong(`Abcdefg1${c}`), c).toBe(true);
    for (const c of ['_', '+', '=', '~', ' ', '/', '[']) expect(isPasswordStrong(`Abcdefg1${c}`), c).toBe(false);
  });

  it('looks a password up in the common list lower-cased, without trailing symbols, and without trailing digits and symbols', () => {
    expect(commonPasswordForms('Qwerty123!')).toEqual(['qwerty123!', 'qwerty123', 'qwerty']);
    expect(commonPasswordForms('Str0ng!pass')).toEqual(['str0ng!pass']);
  });

  it('needs at least 8 characters and allows at most 256', () => {
    expect(isPasswordStrong('Abcde1!')).toBe(false);
    expect(isPasswordStrong('Abcdef1!')).toBe(true);
    expect(isPasswordStrong(`Aa1!${'x'.repeat(252)}`)).toBe(true);
    expect(isPasswordStrong(`Aa1!${'x'.repeat(253)}`)).toBe(false);
  });

  it('has a readable label for every rule', () => {
    expect(PASSWORD_RULES.map((r) => r.label)).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      'One special character (!@#$%^&*(),.?":{}|<>-)',
    ]);
  });
});
