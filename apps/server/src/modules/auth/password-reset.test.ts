import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_EMAIL_TEXTS, SERVER_MESSAGES } from '@stride/domain';
import { passwordResetTokens } from '../../db/schema.js';
import { STRONG_PASSWORD, signUp, uniqueEmail, verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { sha256 } from './auth.crypto.js';

const NEW_PASSWORD = 'N3w!password';

describe.each(testEngines())('forgot and reset password on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  async function requestResetCode(email: string) {
    t.clock.advance(61_000); // past the per-minute email allowance used at sign-up
    const before = t.mail.count();
    const res = await t.client().request('POST', '/api/auth/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    return t.mail.nextCode(email, before);
  }

  async function resetToken(email: string) {
    const code = await requestResetCode(email);
    const res = await t.client().request('POST', '/api/auth/verify-reset-code', { email, code });
    expect(res.statusCode).toBe(200);
    const token = res.json().resetToken as string;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    return token;
  }

  it('answers forgot-password the same whether or not the email exists, and emails only real accounts', async () => {
    const { email } = await verifiedUser(t, t.client());
    t.clock.advance(61_000);
    const before = t.mail.count();
    const known = await t.client().request('POST', '/api/auth/forgot-password', { email });
    const unknown = await t.client().request('POST', '/api/auth/forgot-password', { email: uniqueEmail('ghost') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await t.mail.nextCode(email, before);
    expect(t.mail.messages.slice(before).map((m) => m.to[0])).toEqual([email]);
  });

  it('walks the three steps: code, reset token, new password; then only the new password works', async () => {
    const { email } = await verifiedUser(t, t.client());
    const token = await resetToken(email);
    const res = await t.client().request('POST', '/api/auth/reset-password', { email, resetToken: token, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await t.client().request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(401);
    expect((await t.client().request('POST', '/api/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('revokes every session of the user', async () => {
    const phone = t.client();
    const laptop = t.client();
    const { email } = await verifiedUser(t, phone);
    await laptop.request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD });
    const token = await resetToken(email);
    await t.client().request('POST', '/api/auth/reset-password', { email, resetToken: token, newPassword: NEW_PASSWORD });
    expect((await phone.request('GET', '/api/auth/check')).json().isAuthenticated).toBe(false);
    expect((await laptop.request('GET', '/api/auth/check')).json().isAuthenticated).toBe(false);
  });

  it('emails the account a notice once the password is reset, with the way to reset it again', async () => {
    const { email } = await verifiedUser(t, t.client());
    const token = await resetToken(email);
    const before = t.mail.count();
    expect((await t.client().request('POST', '/api/auth/reset-password', { email, resetToken: token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const notice = await t.mail.nextMessage(email, before);
    expect(notice.subject).toBe(ACCOUNT_EMAIL_TEXTS.passwordChanged.subject);
    expect(notice.text).toContain(ACCOUNT_EMAIL_TEXTS.passwordChanged.changed);
    expect(notice.text).toContain(ACCOUNT_EMAIL_TEXTS.passwordChanged.notYou('http://localhost:3000/forgot-password'));
    expect(notice.text).not.toContain(NEW_PASSWORD);
  });

  it("lifts the account's login backoff: the new password works at once from the IP that failed", async () => {
    const { email } = await verifiedUser(t, t.client());
    const loginFrom = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'client-type': 'web' }, payload: { email, password }, remoteAddress: '192.0.2.50' });
    for (let i = 0; i < 5; i++) expect((await loginFrom('Wr0ng!password')).statusCode).toBe(401);
    expect((await loginFrom(STRONG_PASSWORD)).statusCode).toBe(429);
    const token = await resetToken(email); // moves the clock a minute: the backoff is past, so fail once more
    expect((await loginFrom('Wr0ng!password')).statusCode).toBe(401);
    expect((await loginFrom(STRONG_PASSWORD)).statusCode).toBe(429);
    expect((await t.client().request('POST', '/api/auth/reset-password', { email, resetToken: token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await loginFrom(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('stores the reset token only as its SHA-256', async () => {
    const { email, user } = await verifiedUser(t, t.client());
    const token = await resetToken(email);
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([sha256(token)]);
  });

  it('accepts a reset token once', async () => {
    const { email } = await verifiedUser(t, t.client());
    const token = await resetToken(email);
    const first = await t.client().request('POST', '/api/auth/reset-password', { email, resetToken: token, newPassword: NEW_PASSWORD });
    expect(first.statusCode).toBe(200);
    const again = await t.client().request('POST', '/api/auth/reset-password', { email, resetToken: token, newPassword: 'An0ther!pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(SERVER_MESSAGES.invalidResetToken);
  });

  it('expires a reset token after 15 minutes', async () => {
    const { email } = await verifiedUser(t, t.client());
    const token = await resetToken(email);
    t.clock.advance(15 * 60 * 1000 + 1000);
    const res = await t.client().request('POST', '/api/auth/reset-password', { email, resetToken: token, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
  });

  it("refuses a reset token for another account's email", async () => {
    const { email } = await verifiedUser(t, t.client());
    const { email: other } = await verifiedUser(t, t.client());
    const token = await resetToken(email);
    const res = await t.client().request('POST', '/api/auth/reset-password', { email: other, resetToken: token, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect((await t.client().request('POST', '/api/auth/login', { email: other, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it('accepts the reset token only at reset-password, never as a code', async () => {
    const client = t.client();
    const { email } = await signUp(t, client);
    const token = await resetToken(email);
    const asCode = await client.request('POST', '/api/auth/verify-email', { code: token });
    expect(asCode.statusCode).toBe(400);
    const asResetCode = await t.client().request('POST', '/api/auth/verify-reset-code', { email, code: token });
    expect(asResetCode.statusCode).toBe(400);
  });

  it('keeps reset and verification codes apart', async () => {
    const client = t.client();
    const { email } = await signUp(t, client);
    const resetCode = await requestResetCode(email);
    const res = await client.request('POST', '/api/auth/verify-email', { code: resetCode });
    expect(res.statusCode).toBe(400);
  });

  it('answers a wrong reset code with the spec message, burns it after 5 tries, and expires it after 10 minutes', async () => {
    const { email } = await verifiedUser(t, t.client());
    const code = await requestResetCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await t.client().request('POST', '/api/auth/verify-reset-code', { email, code: wrong });
    expect(first.json()).toEqual({ code: 'invalid_request', message: SERVER_MESSAGES.invalidResetCode });
    for (let i = 0; i < 4; i++) await t.client().request('POST', '/api/auth/verify-reset-code', { email, code: wrong });
    expect((await t.client().request('POST', '/api/auth/verify-reset-code', { email, code })).statusCode).toBe(400);

    const fresh = await requestResetCode(email);
    t.clock.advance(10 * 60 * 1000 + 1000);
    const expired = await t.client().request('POST', '/api/auth/verify-reset-code', { email, code: fresh });
    expect(expired.json().message).toBe(SERVER_MESSAGES.expiredVerificationCode);
  });

  it('uses a reset code once', async () => {
    const { email } = await verifiedUser(t, t.client());
    const code = await requestResetCode(email);
    expect((await t.client().request('POST', '/api/auth/verify-reset-code', { email, code })).statusCode).toBe(200);
    expect((await t.client().request('POST', '/api/auth/verify-reset-code', { email, code })).statusCode).toBe(400);
  });

  it('enforces the password rules on the new password', async () => {
    const { email } = await verifiedUser(t, t.client());
    const token = await resetToken(email);
    const res = await t.client().request('POST', '/api/auth/reset-password', { email, resetToken: token, newPassword: 'weakpass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SERVER_MESSAGES.passwordWeak);
  });

  it('refuses a common or breached new password; the reset token stays good for a better one', async () => {
    const { email } = await verifiedUser(t, t.client());
    const token = await resetToken(email);
    for (const newPassword of ['Password1!', 'Qwerty123!']) {
      const res = await t.client().request('POST', '/api/auth/reset-password', { email, resetToken: token, newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_request', message: SERVER_MESSAGES.passwordCommon });
    }
    expect((await t.client().request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect((await t.client().request('POST', '/api/auth/reset-password', { email, resetToken: token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('lets a reset code go out right after the sign-up code, but caps all codes at 5 an hour per address', async () => {
    const client = t.client();
    const { email } = await signUp(t, client); // verification code: 1 of 5 this hour
    const reset = await t.client().request('POST', '/api/auth/forgot-password', { email });
    expect(reset.statusCode).toBe(200); // 2 of 5: another kind of code, so the minute rule allows it
    const resetAgain = await t.client().request('POST', '/api/auth/forgot-password', { email });
    expect(resetAgain.json().message).toBe(SERVER_MESSAGES.codeSendTooSoon);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(61_000);
      const kind = i % 2 === 0 ? 'resend-verification' : 'forgot-password';
      expect((await client.request('POST', `/api/auth/${kind}`, { email })).statusCode).toBe(200); // 3..5 of 5
    }
    t.clock.advance(61_000);
    const sixth = await t.client().request('POST', '/api/auth/forgot-password', { email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(SERVER_MESSAGES.codeSendHourlyLimit);
    // The refused request gave its minute slot back: once the hour has passed, a send goes through.
    t.clock.advance(60 * 60 * 1000);
    expect((await t.client().request('POST', '/api/auth/forgot-password', { email })).statusCode).toBe(200);
  });

  it('throttles reset emails per address, for unknown addresses too', async () => {
    const ghost = uniqueEmail('ghost');
    t.clock.advance(61_000);
    expect((await t.client().request('POST', '/api/auth/forgot-password', { email: ghost })).statusCode).toBe(200);
    const again = await t.client().request('POST', '/api/auth/forgot-password', { email: ghost });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(SERVER_MESSAGES.codeSendTooSoon);
  });
});
