import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../../test/auth-flows.js';
import { commonPasswordForms, isCommonPassword } from './common-passwords.js';

describe('common password rule', () => {
  it('looks up the password lower-cased, without trailing symbols, and without trailing digits and symbols', () => {
    expect(commonPasswordForms('Qwerty123!')).toEqual(['qwerty123!', 'qwerty123', 'qwerty']);
    expect(commonPasswordForms('Str0ng!pass')).toEqual(['str0ng!pass']);
  });

  it('refuses common passwords dressed up to meet the composition rules', () => {
    for (const password of ['Password1!', 'Qwerty123!', 'PASSWORD1!', 'Sunshine2024#', 'Iloveyou!!1']) expect(isCommonPassword(password), password).toBe(true);
  });

  it('accepts passwords that are no common word with a suffix', () => {
    for (const password of [STRONG_PASSWORD, 'N3w!password', 'Correct-Horse-Battery-9!', 'Tr0ub4dor&3x']) expect(isCommonPassword(password), password).toBe(false);
  });
});
