import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

/** Issue 54: the feed's own words (its name, a frequency habit's summary) in the owner's language. */
describe.each(testEngines())('the calendar feed in the account’s language on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // On the app's clock at noon: on the wall clock, a run between midnight and 1 a.m. UTC made the
    // habits start at an hour a clock change skips in the account's zone, and the feed rightly
    // wrote each such day as an event of its own (twenty "Leer" where the test counts one).
    t = await createTestApp(engine, { APP_ORIGIN: 'https://stride.example' }, { clockStart: new Date('2026-11-20T12:00:00Z') });
  });
  afterAll(() => t.close());

  /** A feed with a weekly-frequency habit and a fixed one; its name and summaries. */
  async function feedOf(locale: string | null, names: [string, string]) {
    const client = t.client();
    await verifiedUser(t, client);
    if (locale) expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(200);
    const start = new Date(t.clock.now().getTime() + 86_400_000);
    const end = new Date(start.getTime() + 3_600_000);
    expect((await client.request('POST', '/api/habits', { name: names[0], startTime: start.toISOString(), endTime: end.toISOString(), recurrence: 'daily', frequency: { times: 3, period: 'week' } })).statusCode).toBe(201);
    expect((await client.request('POST', '/api/habits', { name: names[1], startTime: start.toISOString(), endTime: end.toISOString(), recurrence: 'daily' })).statusCode).toBe(201);
    const { url } = (await client.request('POST', '/api/calendar')).json<{ url: string }>();
    const feed = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    return { name: calendar.getFirstPropertyValue('x-wr-calname'), summaries: calendar.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('summary')).sort() };
  }

  it('names the calendar and writes a frequency habit’s summary in Spanish, German and French; the person’s habit names stay as written', async () => {
    expect(await feedOf('es-ES', ['Nadar', 'Leer'])).toEqual({ name: 'Hábitos de Stride: Ada', summaries: ['Leer', 'Nadar: 3 veces esta semana'] });
    expect(await feedOf('de-DE', ['Schwimmen', 'Lesen'])).toEqual({ name: 'Stride-Gewohnheiten: Ada', summaries: ['Lesen', 'Schwimmen: 3-mal diese Woche'] });
    expect(await feedOf('fr-FR', ['Nager', 'Lire'])).toEqual({ name: 'Habitudes Stride\u00a0: Ada', summaries: ['Lire', 'Nager\u00a0: 3 fois cette semaine'] });
  });

  it('keeps English as it was, for an English account and for one with no language', async () => {
    for (const locale of ['en-US', null]) {
      expect(await feedOf(locale, ['Swim', 'Read'])).toEqual({ name: 'Stride habits: Ada', summaries: ['Read', 'Swim: 3 times this week'] });
    }
  });
});
