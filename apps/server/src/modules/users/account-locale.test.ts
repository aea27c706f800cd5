import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_TEXTS } from '@stride/domain';
import { STRONG_PASSWORD, signUp, uniqueEmail, verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

/** Issue 54: the account's language and region, chosen from the browser at sign-up and changed in Settings. */
describe.each(testEngines())('the account’s language and region on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('starts from the languages the sign-up form sends', async () => {
    const { user } = await signUp(t, t.client(), uniqueEmail(), { languages: ['de-DE', 'de', 'en-US', 'en'] });
    expect(user.locale).toBe('de-DE');
    const { user: swiss } = await signUp(t, t.client(), uniqueEmail(), { languages: ['it-CH', 'fr-CH'] });
    expect(swiss.locale).toBe('fr-CH');
  });

  it('falls back to the Accept-Language header, then to en-GB', async () => {
    const body = { password: STRONG_PASSWORD, firstName: 'A', lastName: 'B' };
    const spanish = await t.client().request('POST', '/api/auth/signup', { ...body, email: uniqueEmail() }, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(spanish.statusCode).toBe(201);
    expect(spanish.json().user.locale).toBe('es-MX');
    const empty = await t.client().request('POST', '/api/auth/signup', { ...body, email: uniqueEmail(), languages: [] }, { 'accept-language': 'fr' });
    expect(empty.json().user.locale).toBe('fr-FR');
    const none = await t.client().request('POST', '/api/auth/signup', { ...body, email: uniqueEmail() });
    expect(none.json().user.locale).toBe('en-GB');
  });

  it('is changed through PATCH /api/users/me, kept, and exported with the profile', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const res = await client.request('PATCH', '/api/users/me', { locale: 'fr-BE' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.locale).toBe('fr-BE');
    expect((await client.request('GET', '/api/auth/check')).json().user.locale).toBe('fr-BE');
    const exported = await client.request('GET', '/api/export?format=json');
    expect(exported.statusCode).toBe(200);
    expect(JSON.parse(exported.body).profile.locale).toBe('fr-BE');
  });

  it('refuses a language or region Stride does not offer, and keeps what was stored', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    await client.request('PATCH', '/api/users/me', { locale: 'de-AT' });
    for (const locale of ['it-IT', 'en-XX', 'en', 'EN-gb', '']) {
      expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(400);
    }
    expect((await client.request('PATCH', '/api/users/me', { locale: 'it-IT' })).json().message).toBe(LOCALE_TEXTS.invalid);
    expect((await client.request('GET', '/api/auth/check')).json().user.locale).toBe('de-AT');
  });
});
