import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@stride/domain';
import { oneTimeCodes, users } from '../../db/schema.js';
import { STRONG_PASSWORD, signUp, uniqueEmail } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

describe.each(testEngines())('sign-up and email verification on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('creates the account, signs the user in and emails a 6-digit code', async () => {
    const client = t.client();
    const email = uniqueEmail('Mixed.Case').replace('mixed', 'Mixed');
    const { user, code } = await signUp(t, client, email);
    expect(user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: email.toLowerCase(),
      isEmailVerified: false,
      subscriptionStatus: null,
      stripeCustomerId: null,
      timezone: 'Europe/London',
    });
    expect(Object.keys(user).sort()).toEqual(
      ['createdAt', 'email', 'firstName', 'id', 'isEmailVerified', 'lastName', 'locale', 'stripeCustomerId', 'subscriptionEndDate', 'subscriptionStatus', 'timezone'].sort(),
    );
    expect(code).toMatch(/^\d{6}$/);
    const check = await client.request('GET', '/api/auth/check');
    expect(check.json()).toMatchObject({ isAuthenticated: true, user: { id: user.id } });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie (not Secure on http)', async () => {
    const res = await t.client().request('POST', '/api/auth/signup', {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      firstName: 'A',
      lastName: 'B',
    });
    const cookie = res.cookies.find((c) => c.name === 'stride_session');
    expect(cookie).toBeDefined();
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.secure).toBeFalsy();
    expect(cookie!.path).toBe('/');
    // 32 random bytes, base64url: 256 bits, well over the 128 required.
    expect(Buffer.from(cookie!.value, 'base64url')).toHaveLength(32);
  });

  it('takes the time zone from the body, and falls back to UTC when it is missing or unknown', async () => {
    const missing = await t.client().request('POST', '/api/auth/signup', { email: uniqueEmail(), password: STRONG_PASSWORD, firstName: 'A', lastName: 'B' });
    expect(missing.json().user.timezone).toBe('UTC');
    const unknown = await t.client().request('POST', '/api/auth/signup', {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      firstName: 'A',
      lastName: 'B',
      timezone: 'Mars/Olympus_Mons',
    });
    expect(unknown.json().user.timezone).toBe('UTC');
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const email = uniqueEmail();
    await signUp(t, t.client(), email);
    const again = await t.client().request('POST', '/api/auth/signup', { email: email.toUpperCase(), password: STRONG_PASSWORD, firstName: 'A', lastName: 'B' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'conflict', message: SERVER_MESSAGES.emailTaken });
  });

  it('enforces the password rules and the 256-character maximum on the server', async () => {
    for (const password of ['short1!', 'alllowercase1!', 'ALLUPPERCASE1!', 'NoDigits!!', 'NoSpecial123', `Aa1!${'x'.repeat(253)}`]) {
      const res = await t.client().request('POST', '/api/auth/signup', { email: uniqueEmail(), password, firstName: 'A', lastName: 'B' });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message).toBe(password.length > 256 ? SERVER_MESSAGES.passwordTooLong : SERVER_MESSAGES.passwordWeak);
    }
    const ok256 = await t.client().request('POST', '/api/auth/signup', { email: uniqueEmail(), password: `Aa1!${'x'.repeat(252)}`, firstName: 'A', lastName: 'B' });
    expect(ok256.statusCode).toBe(201);
  });

  it('refuses a common or breached password, whatever its case and its trailing digits or symbols (no account made)', async () => {
    for (const password of ['Password1!', 'Qwerty123!', 'pASSWORD123!!', 'Letmein2024?', 'Dragon!1234']) {
      const email = uniqueEmail();
      const res = await t.client().request('POST', '/api/auth/signup', { email, password, firstName: 'A', lastName: 'B' });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_request', message: SERVER_MESSAGES.passwordCommon });
      expect((await t.client().request('POST', '/api/auth/login', { email, password })).statusCode).toBe(401);
    }
  });

  it('lists every invalid field with a clear message', async () => {
    const res = await t.client().request('POST', '/api/auth/signup', { email: 'not-an-email', password: 'weak', firstName: '  ', lastName: 'B' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(SERVER_MESSAGES.emailInvalid);
    expect(body.errors.map((e: { path: string }) => e.path)).toEqual(['email', 'password', 'firstName']);
  });

  it('stores the password as argon2id and the code only as a hash', async () => {
    const { user, code } = await signUp(t, t.client());
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const [codeRow] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    expect(codeRow!.codeHash).not.toContain(code);
    expect(codeRow!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies the email with the right code, once', async () => {
    const client = t.client();
    const { code } = await signUp(t, client);
    const res = await client.request('POST', '/api/auth/verify-email', { code });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.isEmailVerified).toBe(true);
    const check = await client.request('GET', '/api/auth/check');
    expect(check.json().user.isEmailVerified).toBe(true);
  });

  it("ends the user's other sessions when the email is verified; the session that verified stays", async () => {
    const phone = t.client();
    const { code, email } = await signUp(t, phone);
    const laptop = t.client();
    expect((await laptop.request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect((await phone.request('POST', '/api/auth/verify-email', { code })).statusCode).toBe(200);
    expect((await phone.request('GET', '/api/auth/check')).json()).toMatchObject({ isAuthenticated: true, user: { isEmailVerified: true } });
    expect((await laptop.request('GET', '/api/auth/check')).json().isAuthenticated).toBe(false);
  });

  it('answers a wrong code with the spec message and counts it', async () => {
    const client = t.client();
    const { code } = await signUp(t, client);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await client.request('POST', '/api/auth/verify-email', { code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_request', message: SERVER_MESSAGES.invalidVerificationCode });
    expect((await client.request('POST', '/api/auth/verify-email', { code })).statusCode).toBe(200);
  });

  it('burns the code after 5 wrong tries: even the right code fails then', async () => {
    const client = t.client();
    const { code } = await signUp(t, client);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await client.request('POST', '/api/auth/verify-email', { code: wrong })).json().message);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(SERVER_MESSAGES.invalidVerificationCode));
    expect(answers[4]).toBe(SERVER_MESSAGES.tooManyCodeAttempts);
    const right = await client.request('POST', '/api/auth/verify-email', { code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(SERVER_MESSAGES.tooManyCodeAttempts);
  });

  it('never lets concurrent guesses exceed 5 tries', async () => {
    const client = t.client();
    const { code } = await signUp(t, client);
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(Array.from({ length: 12 }, () => client.request('POST', '/api/auth/verify-email', { code: wrong })));
    const right = await client.request('POST', '/api/auth/verify-email', { code });
    expect(right.statusCode).toBe(400);
  });

  it('rejects an expired code (10 minutes)', async () => {
    const client = t.client();
    const { code } = await signUp(t, client);
    t.clock.advance(10 * 60 * 1000 + 1000);
    const res = await client.request('POST', '/api/auth/verify-email', { code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SERVER_MESSAGES.expiredVerificationCode);
  });

  it('replaces the old code when a new one is sent', async () => {
    const client = t.client();
    const { code: first, email } = await signUp(t, client);
    t.clock.advance(61_000);
    const before = t.mail.count();
    const resend = await client.request('POST', '/api/auth/resend-verification', { email });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe(SERVER_MESSAGES.verificationCodeSent);
    const second = await t.mail.nextCode(email, before);
    if (first !== second) {
      expect((await client.request('POST', '/api/auth/verify-email', { code: first })).statusCode).toBe(400);
    }
    expect((await client.request('POST', '/api/auth/verify-email', { code: second })).statusCode).toBe(200);
  });

  it('throttles code emails per address: 1 a minute and 5 an hour', async () => {
    const client = t.client();
    const { email } = await signUp(t, client); // the first email of the hour
    const tooSoon = await client.request('POST', '/api/auth/resend-verification', { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(SERVER_MESSAGES.codeSendTooSoon);
    for (let i = 2; i <= 5; i++) {
      t.clock.advance(61_000);
      expect((await client.request('POST', '/api/auth/resend-verification', { email })).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    const hourly = await client.request('POST', '/api/auth/resend-verification', { email });
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json().message).toBe(SERVER_MESSAGES.codeSendHourlyLimit);
    expect(hourly.headers['retry-after']).toBeDefined();
    t.clock.advance(60 * 60 * 1000);
    expect((await client.request('POST', '/api/auth/resend-verification', { email })).statusCode).toBe(200);
  });

  it('requires a session to verify', async () => {
    const res = await t.client().request('POST', '/api/auth/verify-email', { code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SERVER_MESSAGES.notAuthenticated);
  });

  it('strips nothing silently: a code must be exactly 6 digits', async () => {
    const client = t.client();
    await signUp(t, client);
    for (const code of ['12345', '1234567', 'abcdef']) {
      const res = await client.request('POST', '/api/auth/verify-email', { code });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SERVER_MESSAGES.codeFormat);
    }
  });
});
