import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_PREFIX_LENGTH, commonPasswordForms } from '@stride/domain';
import { STRONG_PASSWORD } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sha256 } from './auth.crypto.js';
import { isCommonPassword } from './common-passwords.js';

/** Asks as the checklist does: by each form's hash prefix; common when a listed hash is a form's. */
async function askedCommon(t: TestApp, password: string): Promise<boolean> {
  const hashes = commonPasswordForms(password).map(sha256);
  for (const hash of hashes) {
    const res = await t.client().request('GET', `/api/auth/common-passwords/${hash.slice(0, COMMON_PASSWORD_PREFIX_LENGTH)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const { hashes: listed } = res.json<{ hashes: string[] }>();
    expect(listed.every((h) => h.startsWith(hash.slice(0, COMMON_PASSWORD_PREFIX_LENGTH)))).toBe(true);
    if (listed.includes(hash)) return true;
  }
  return false;
}

/** Issue 51: the checklist's "Not a common password" line asks the server's own list, by hash prefix. */
describe('GET /api/auth/common-passwords/:prefix', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers the same as the rule the server refuses new passwords by, for common and uncommon ones', async () => {
    for (const password of ['Password1!', 'Qwerty123!', 'Sunshine2024#', STRONG_PASSWORD, 'Correct-Horse-Battery-9!', 'Tr0ub4dor&3x']) {
      expect(await askedCommon(t, password), password).toBe(isCommonPassword(password));
    }
    expect(await askedCommon(t, 'Password1!')).toBe(true);
    expect(await askedCommon(t, 'Correct-Horse-Battery-9!')).toBe(false);
  });

  it('refuses anything but five lower-case hex digits (never a password)', async () => {
    for (const prefix of ['Password1', 'abc', 'ABCDE', 'abcdef']) {
      const res = await t.client().request('GET', `/api/auth/common-passwords/${prefix}`);
      expect(res.statusCode, prefix).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('validation_failed');
    }
  });
});
