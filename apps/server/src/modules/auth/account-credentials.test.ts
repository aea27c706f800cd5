import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SERVER_MESSAGES } from '@stride/domain';
import { STRONG_PASSWORD, uniqueEmail, verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

const NEW_PASSWORD = 'N3w!Passphrase';

describe.each(testEngines())('account settings: password and email (issue 23) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** A second device signed in to the same account. */
  async function otherDevice(email: string, password = STRONG_PASSWORD) {
    const client = t.client();
    expect((await client.request('POST', '/api/auth/login', { email, password })).statusCode).toBe(200);
    return client;
  }
  const signedIn = async (client: ReturnType<TestApp['client']>) => (await client.request('GET', '/api/auth/check')).json().isAuthenticated as boolean;

  it('changes the password with the current one: other sessions end, this one stays, the owner is told', async () => {
    const client = t.client();
    const { email } = await verifiedUser(t, client);
    const other = await otherDevice(email);
    const before = t.mail.count();
    const res = await client.request('POST', '/api/users/me/password', { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect(await signedIn(client)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    const notice = await t.mail.nextMessage(email, before);
    expect(notice.subject).toBe('Your Stride password was changed');
    expect(notice.text).toContain('/forgot-password');
    expect((await t.client().request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(401);
    expect((await t.client().request('POST', '/api/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a weak, common or unchanged new one, and changes nothing', async () => {
    const client = t.client();
    const { email } = await verifiedUser(t, client);
    const other = await otherDevice(email);
    const cases: [Record<string, string>, string][] = [
      [{ currentPassword: 'Wr0ng!password', newPassword: NEW_PASSWORD }, ACCOUNT_MESSAGES.currentPasswordWrong],
      [{ currentPassword: STRONG_PASSWORD, newPassword: 'short' }, SERVER_MESSAGES.passwordWeak],
      [{ currentPassword: STRONG_PASSWORD, newPassword: 'Password1!' }, SERVER_MESSAGES.passwordCommon],
      [{ currentPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD }, ACCOUNT_MESSAGES.samePassword],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, ACCOUNT_MESSAGES.currentPasswordRequired],
    ];
    for (const [body, message] of cases) {
      const res = await client.request('POST', '/api/users/me/password', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await signedIn(other)).toBe(true);
    expect((await t.client().request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it('slows down guesses of the current password like failed logins', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await client.request('POST', '/api/users/me/password', { currentPassword: `Wr0ng!guess${i}`, newPassword: NEW_PASSWORD })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('changes the email through a code sent to the new address; the old address is told', async () => {
    const client = t.client();
    const { email } = await verifiedUser(t, client);
    const other = await otherDevice(email);
    const newEmail = uniqueEmail('moved');
    const before = t.mail.count();
    const sent = await client.request('POST', '/api/users/me/email', { newEmail: ` ${newEmail.toUpperCase()} `, currentPassword: STRONG_PASSWORD });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(ACCOUNT_MESSAGES.emailCodeSent(newEmail));
    const code = await t.mail.nextCode(newEmail, before);
    // Not changed until the code comes back.
    expect((await client.request('GET', '/api/auth/check')).json().user.email).toBe(email);
    const wrong = await client.request('POST', '/api/users/me/email/verify', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.invalidEmailCode);
    const mailsBefore = t.mail.count();
    const res = await client.request('POST', '/api/users/me/email/verify', { code });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: newEmail, isEmailVerified: true });
    expect(await signedIn(client)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    const notice = await t.mail.nextMessage(email, mailsBefore);
    expect(notice.subject).toBe('Your Stride email address was changed');
    expect(notice.text).toContain(newEmail);
    expect((await t.client().request('POST', '/api/auth/login', { email: newEmail, password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect((await t.client().request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(401);
    // The code is used up.
    expect((await client.request('POST', '/api/users/me/email/verify', { code })).statusCode).toBe(400);
  });

  it('refuses a wrong password, the same address, a taken one, and a second code within the minute', async () => {
    const client = t.client();
    const { email } = await verifiedUser(t, client);
    const { email: taken } = await verifiedUser(t, t.client());
    const wrong = await client.request('POST', '/api/users/me/email', { newEmail: uniqueEmail(), currentPassword: 'Wr0ng!password' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, ACCOUNT_MESSAGES.currentPasswordWrong]);
    const same = await client.request('POST', '/api/users/me/email', { newEmail: email, currentPassword: STRONG_PASSWORD });
    expect([same.statusCode, same.json().message]).toEqual([400, ACCOUNT_MESSAGES.sameEmail]);
    const clash = await client.request('POST', '/api/users/me/email', { newEmail: taken, currentPassword: STRONG_PASSWORD });
    expect([clash.statusCode, clash.json().message]).toEqual([409, SERVER_MESSAGES.emailTaken]);
    const bad = await client.request('POST', '/api/users/me/email', { newEmail: 'not an address', currentPassword: STRONG_PASSWORD });
    expect([bad.statusCode, bad.json().message]).toEqual([400, SERVER_MESSAGES.emailInvalid]);
    const newEmail = uniqueEmail();
    expect((await client.request('POST', '/api/users/me/email', { newEmail, currentPassword: STRONG_PASSWORD })).statusCode).toBe(200);
    const again = await client.request('POST', '/api/users/me/email', { newEmail, currentPassword: STRONG_PASSWORD });
    expect([again.statusCode, again.json().message]).toEqual([429, SERVER_MESSAGES.codeSendTooSoon]);
  });

  it('keeps section 5 code rules: 10 minutes, 5 tries, and a taken address at confirmation is a 409', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const first = uniqueEmail();
    let before = t.mail.count();
    await client.request('POST', '/api/users/me/email', { newEmail: first, currentPassword: STRONG_PASSWORD });
    const expired = await t.mail.nextCode(first, before);
    t.clock.advance(10 * 60_000 + 1000);
    const late = await client.request('POST', '/api/users/me/email/verify', { code: expired });
    expect([late.statusCode, late.json().message]).toEqual([400, SERVER_MESSAGES.expiredVerificationCode]);

    const second = uniqueEmail();
    before = t.mail.count();
    await client.request('POST', '/api/users/me/email', { newEmail: second, currentPassword: STRONG_PASSWORD });
    const code = await t.mail.nextCode(second, before);
    const wrongCode = code === '999999' ? '888888' : '999999';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await client.request('POST', '/api/users/me/email/verify', { code: wrongCode })).json().message);
    expect(answers.at(-1)).toBe(SERVER_MESSAGES.tooManyCodeAttempts);
    const burned = await client.request('POST', '/api/users/me/email/verify', { code });
    expect([burned.statusCode, burned.json().message]).toEqual([400, SERVER_MESSAGES.tooManyCodeAttempts]);

    t.clock.advance(61_000);
    const third = uniqueEmail();
    before = t.mail.count();
    await client.request('POST', '/api/users/me/email', { newEmail: third, currentPassword: STRONG_PASSWORD });
    const thirdCode = await t.mail.nextCode(third, before);
    // Someone else signs up with that address before the code comes back.
    await verifiedUser(t, t.client(), third);
    const clash = await client.request('POST', '/api/users/me/email/verify', { code: thirdCode });
    expect([clash.statusCode, clash.json().message]).toEqual([409, SERVER_MESSAGES.emailTaken]);
  });

  it('needs a signed-in, verified user', async () => {
    expect((await t.client().request('POST', '/api/users/me/password', { currentPassword: 'x', newPassword: NEW_PASSWORD })).statusCode).toBe(401);
    expect((await t.client().request('POST', '/api/users/me/email', { newEmail: uniqueEmail(), currentPassword: 'x' })).statusCode).toBe(401);
  });
});
