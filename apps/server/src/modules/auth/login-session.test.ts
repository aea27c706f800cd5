import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_EMAIL_TEXTS, SERVER_MESSAGES } from '@stride/domain';
import { hash } from '@node-rs/argon2';
import { sessions, users } from '../../db/schema.js';
import { STRONG_PASSWORD, uniqueEmail, verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { ARGON2_OPTIONS, sha256 } from './auth.crypto.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testEngines())('login, sessions and logout on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const login = (email: string, password = STRONG_PASSWORD) => t.client().request('POST', '/api/auth/login', { email, password });

  it('signs in with the right password, whatever the email case, and answers { user }', async () => {
    const { email } = await verifiedUser(t, t.client());
    const client = t.client();
    const res = await client.request('POST', '/api/auth/login', { email: `  ${email.toUpperCase()} `, password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, isEmailVerified: true });
    expect(res.json().user.passwordHash).toBeUndefined();
    expect((await client.request('GET', '/api/auth/check')).json().isAuthenticated).toBe(true);
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const { email } = await verifiedUser(t, t.client());
    const wrong = await login(email, 'Wr0ng!password');
    const unknown = await login(uniqueEmail('nobody'));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'not_authenticated', message: SERVER_MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('requires email and password', async () => {
    const res = await t.client().request('POST', '/api/auth/login', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SERVER_MESSAGES.emailRequired);
  });

  it('re-hashes a password stored with weaker argon2 parameters at login; the password still works', async () => {
    const { email, user } = await verifiedUser(t, t.client());
    const weak = await hash(STRONG_PASSWORD, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await t.database.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));
    const storedHash = async () => (await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]!.passwordHash;

    expect((await login(email)).statusCode).toBe(200);
    const current = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;
    const rehashed = await storedHash();
    expect(rehashed.startsWith(current), rehashed).toBe(true);
    expect((await login(email)).statusCode).toBe(200);
    expect(await storedHash()).toBe(rehashed); // already current: left as it is
    expect((await login(email, 'Wr0ng!password')).statusCode).toBe(401);
  });

  it('issues a new random token at every login and stores only its SHA-256', async () => {
    const { email, user } = await verifiedUser(t, t.client());
    const a = t.client();
    const b = t.client();
    await a.request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD });
    await b.request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD });
    const tokenA = a.cookies.get('stride_session')!;
    const tokenB = b.cookies.get('stride_session')!;
    expect(tokenA).not.toBe(tokenB);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const stored = rows.map((r) => r.tokenHash);
    expect(stored).toContain(sha256(tokenA));
    expect(stored).toContain(sha256(tokenB));
    expect(stored).not.toContain(tokenA);
  });

  it('expires a session after 30 days without use', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    t.clock.advance(30 * DAY + 1000);
    expect((await client.request('GET', '/api/auth/check')).json()).toEqual({ isAuthenticated: false, user: null });
  });

  it('renews the 30-day expiry on use', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    t.clock.advance(20 * DAY);
    const renewed = await client.request('GET', '/api/auth/check');
    expect(renewed.json().isAuthenticated).toBe(true);
    const cookie = renewed.cookies.find((c) => c.name === 'stride_session');
    expect(cookie?.expires?.getTime()).toBeGreaterThan(t.clock.now().getTime() + 29 * DAY);
    t.clock.advance(20 * DAY); // 40 days after login, 20 after the last use
    expect((await client.request('GET', '/api/auth/check')).json().isAuthenticated).toBe(true);
  });

  it('ends a session 90 days after it was created, however active it is: renewal never reaches past that', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const tokenHash = sha256(client.cookies.get('stride_session')!);
    const limit = t.clock.now().getTime() + 90 * DAY;
    const stored = async () => t.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    for (let day = 20; day <= 80; day += 20) {
      t.clock.advance(20 * DAY);
      const res = await client.request('GET', '/api/auth/check');
      expect(res.json().isAuthenticated, `day ${day}`).toBe(true);
      const cookie = res.cookies.find((c) => c.name === 'stride_session');
      if (cookie) expect(cookie.expires!.getTime(), `day ${day}`).toBeLessThanOrEqual(limit);
      expect((await stored())[0]!.expiresAt.getTime(), `day ${day}`).toBeLessThanOrEqual(limit);
    }
    t.clock.advance(10 * DAY + 1000); // 90 days and a second after sign-in, 10 days after the last use
    expect((await client.request('GET', '/api/auth/check')).json()).toEqual({ isAuthenticated: false, user: null });
    expect(await stored()).toHaveLength(0);
  });

  it('deletes an expired session the moment its token is presented, not at the next purge', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const tokenHash = sha256(client.cookies.get('stride_session')!);
    t.clock.advance(30 * DAY + 1000);
    expect((await client.request('GET', '/api/auth/check')).json().isAuthenticated).toBe(false);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash))).toHaveLength(0);
  });

  it('logout deletes the session: the old cookie no longer signs anyone in', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const token = client.cookies.get('stride_session')!;
    const res = await client.request('POST', '/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(client.cookies.has('stride_session')).toBe(false);
    const replay = await t.client().request('GET', '/api/auth/check', undefined, { cookie: `stride_session=${token}` });
    expect(replay.json()).toEqual({ isAuthenticated: false, user: null });
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token)));
    expect(rows).toHaveLength(0);
  });

  const loginFrom = (remoteAddress: string, email: string, password = STRONG_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'client-type': 'web' }, payload: { email, password }, remoteAddress });

  it("never locks the owner out of their own device: after 12 failures from one IP, the right password from the owner's device signs in", async () => {
    // The owner signed in on this device before: it holds the device cookie.
    const owner = t.client();
    const { email } = await verifiedUser(t, owner);
    expect([...owner.cookies.keys()]).toContain('stride_device');
    const guesses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // Each guess waits out its backoff (1 s, 2 s, ... 64 s: about 2 minutes in all), so all 12
      // are real tries within a few minutes; from the 11th the account is paused for new devices.
      if (i >= 5) t.clock.advance(2 ** (i - 5) * 1000);
      guesses.push((await loginFrom('203.0.113.9', email, 'Wr0ng!password')).statusCode);
    }
    expect(guesses).toEqual([...Array(10).fill(401), 429, 429]);
    const signedIn = await owner.request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(email);
  });

  it('login failures are capped per (account, IP), so guesses spread over IPs are never capped per account: now 10 in 15 minutes pause it for new devices, and the owner is told by email', async () => {
    const owner = t.client();
    const { email } = await verifiedUser(t, owner);
    const mailBefore = t.mail.count();
    // One guess from each of 10 IPs: no IP is held back, but the account has had 10 wrong passwords.
    for (let i = 0; i < 10; i++) expect((await loginFrom(`198.18.1.${i + 1}`, email, 'Wr0ng!password')).statusCode).toBe(401);
    // The 11th try from yet another IP is not checked, even with the right password from a new device; it says why.
    for (const password of ['Wr0ng!password', STRONG_PASSWORD]) {
      const paused = await loginFrom('198.18.1.99', email, password);
      expect(paused.statusCode).toBe(429);
      expect(paused.json()).toEqual({ code: 'rate_limited', message: SERVER_MESSAGES.loginPaused });
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // An unknown address is answered alike: a pause tells nothing about whether an account exists.
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 10; i++) await loginFrom(`198.18.2.${i + 1}`, nobody, 'Wr0ng!password');
    expect((await loginFrom('198.18.2.99', nobody, STRONG_PASSWORD)).json()).toEqual({ code: 'rate_limited', message: SERVER_MESSAGES.loginPaused });
    // The owner got one real email, not a silent lock.
    const notice = await t.mail.nextMessage(email, mailBefore);
    expect(notice.subject).toBe(ACCOUNT_EMAIL_TEXTS.signInPaused.subject);
    expect(notice.text).toContain(ACCOUNT_EMAIL_TEXTS.signInPaused.paused(10, 15));
    expect(notice.text).toContain(ACCOUNT_EMAIL_TEXTS.signInPaused.yourDevices);
    expect(notice.text).toContain('/forgot-password');
    // The owner's own device (a sign-in there before) still signs in with the right password.
    expect((await owner.request('POST', '/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    // Once the failures are 15 minutes old, a new device signs in again.
    t.clock.advance(15 * 60_000 + 1000);
    expect((await loginFrom('198.18.1.101', email)).statusCode).toBe(200);
    // Paused again the same day: no second email (the reset code asked for after it comes, and alone).
    for (let i = 0; i < 10; i++) await loginFrom(`198.18.4.${i + 1}`, email, 'Wr0ng!password');
    expect((await loginFrom('198.18.4.99', email)).statusCode).toBe(429);
    const beforeReset = t.mail.count();
    expect((await t.client().request('POST', '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    await t.mail.nextCode(email, beforeReset);
    // The owner's: a notice to another test's address may still be arriving from its background send.
    expect(t.mail.messages.slice(mailBefore).filter((m) => m.to.includes(email.toLowerCase()) && m.subject === ACCOUNT_EMAIL_TEXTS.signInPaused.subject)).toHaveLength(1);
  });

  it('a device cookie vouches only for its own account, and only under the password it was issued with', async () => {
    const owner = t.client();
    const { email } = await verifiedUser(t, owner);
    const other = t.client();
    const { email: otherEmail } = await verifiedUser(t, other);
    for (let i = 0; i < 10; i++) await loginFrom(`198.18.3.${i + 1}`, email, 'Wr0ng!password');
    // Another account's device, a made-up token: refused like a new device.
    const cookie = (token: string) => ({ cookie: `stride_device=${token}` });
    const theirs = other.cookies.get('stride_device')!;
    const forged = `${Math.floor(t.clock.now().getTime() / 1000)}.${'A'.repeat(43)}`;
    for (const token of [theirs, forged]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'client-type': 'web', ...cookie(token) }, payload: { email, password: STRONG_PASSWORD } });
      expect(res.statusCode).toBe(429);
    }
    expect((await other.request('POST', '/api/auth/login', { email: otherEmail, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it("backs off the attacker's IP for that account: 5 failures free, then a wait that doubles (429 with Retry-After)", async () => {
    const { email } = await verifiedUser(t, t.client());
    const attacker = (password = 'Wr0ng!password') => loginFrom('203.0.113.10', email, password);
    for (let i = 0; i < 5; i++) expect((await attacker()).statusCode).toBe(401);
    for (const waitSeconds of [1, 2, 4, 8]) {
      const refused = await attacker();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'rate_limited', message: SERVER_MESSAGES.loginThrottled });
      expect(refused.headers['retry-after']).toBe(String(waitSeconds));
      // Waiting is waiting for every password: a refused try checks none.
      expect((await attacker(STRONG_PASSWORD)).statusCode).toBe(429);
      t.clock.advance(waitSeconds * 1000);
      expect((await attacker()).statusCode).toBe(401);
    }
    // The same account from another IP, and another account from this IP, are not held back.
    expect((await loginFrom('203.0.113.11', email)).statusCode).toBe(200);
    const { email: other } = await verifiedUser(t, t.client());
    expect((await loginFrom('203.0.113.10', other)).statusCode).toBe(200);
  });

  it('lets the right password through once the wait is over, and starts that IP afresh', async () => {
    const { email } = await verifiedUser(t, t.client());
    for (let i = 0; i < 6; i++) {
      t.clock.advance(60_000);
      expect((await loginFrom('203.0.113.12', email, 'Wr0ng!password')).statusCode).toBe(401);
    }
    expect((await loginFrom('203.0.113.12', email)).statusCode).toBe(429);
    t.clock.advance(2000);
    expect((await loginFrom('203.0.113.12', email)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await loginFrom('203.0.113.12', email, 'Wr0ng!password')).statusCode).toBe(401);
  });

  it('holds the per-account-and-IP limit against parallel guesses: at most 5 passwords checked', async () => {
    const { email } = await verifiedUser(t, t.client());
    const answers = await Promise.all(Array.from({ length: 15 }, () => loginFrom('198.18.0.1', email, 'Wr0ng!password')));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect((await loginFrom('198.18.0.2', email)).statusCode).toBe(200);
  });

  it('throttles failed logins per IP across accounts', async () => {
    const { email } = await verifiedUser(t, t.client());
    const send = (address: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'client-type': 'web' },
        payload: { email: address, password },
        remoteAddress: '192.0.2.77',
      });
    for (let i = 0; i < 20; i++) expect((await send(uniqueEmail('spray'), 'Wr0ng!password')).statusCode).toBe(401);
    const blocked = await send(email, STRONG_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    const otherIp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'client-type': 'web' },
      payload: { email, password: STRONG_PASSWORD },
      remoteAddress: '192.0.2.78',
    });
    expect(otherIp.statusCode).toBe(200);
  });

  it('answers an anonymous check with isAuthenticated false', async () => {
    const res = await t.client().request('GET', '/api/auth/check');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isAuthenticated: false, user: null });
  });
});

describe('session cookie on an https origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { APP_ORIGIN: 'https://app.example.com' });
  });
  afterAll(() => t.close());

  it('is Secure and __Host- prefixed', async () => {
    const res = await t.client().request(
      'POST',
      '/api/auth/signup',
      { email: uniqueEmail(), password: STRONG_PASSWORD, firstName: 'A', lastName: 'B' },
      { origin: 'https://app.example.com' },
    );
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === '__Host-stride_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie).not.toHaveProperty('domain');
  });
});
