import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@stride/domain';
import { signUp, verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

describe.each(testEngines())('PATCH /api/users/me on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('changes the time zone and name of the signed-in user', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const res = await client.request('PATCH', '/api/users/me', { timezone: 'America/New_York', firstName: ' Grace ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ timezone: 'America/New_York', firstName: 'Grace', lastName: 'Lovelace' });
    expect((await client.request('GET', '/api/auth/check')).json().user.timezone).toBe('America/New_York');
  });

  it('refuses an unknown time zone', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const res = await client.request('PATCH', '/api/users/me', { timezone: 'Nowhere/Land' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SERVER_MESSAGES.timezoneInvalid);
  });

  it('needs a verified user', async () => {
    expect((await t.client().request('PATCH', '/api/users/me', { timezone: 'UTC' })).statusCode).toBe(401);
    const client = t.client();
    await signUp(t, client);
    const res = await client.request('PATCH', '/api/users/me', { timezone: 'UTC' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SERVER_MESSAGES.emailNotVerified);
  });
});
