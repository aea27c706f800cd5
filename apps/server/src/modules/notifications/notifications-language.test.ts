import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service.js';
import type { CaughtMail } from '../../test/mail-catcher.js';
import { until } from '../../test/poll-until.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

const FAST_JOBS = { tickEveryMs: 3_600_000, pollingIntervalSeconds: 0.5 };

/** Words of the English reminder, test and review emails that none of the other languages' may hold. */
const ENGLISH_WORDS = ['Hi', 'Reminder', 'today', 'coming', 'Open', 'your', 'habits', 'You', 'get', 'this', 'email', 'because', 'notification', 'settings', 'Unsubscribe', 'week', 'with', 'reach', 'here', 'Nothing', 'scheduled'];
const words = (s: string) => s.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ').replace(/https?:\/\/\S+/g, ' ');
const englishIn = (s: string) => ENGLISH_WORDS.filter((w) => new RegExp(`(^|[^\\p{L}])${w}([^\\p{L}]|$)`, 'iu').test(words(s)));
const everything = (mail: CaughtMail) => `${mail.subject}\n${mail.text}\n${mail.html.replace(/style="[^"]*"/g, '')}`;

/**
 * Issue 54: reminders, the test notification, the weekly review and the unsubscribe pages in the
 * account's language (push and email), through the real queue, web push (to the fake push service)
 * and SMTP, with the clock moved. Friday 11 June 2027, 12:00 London (BST).
 */
describe.each(testEngines())('notifications in the account’s language on %s', (engine) => {
  let t: TestApp;
  let push: FakePushService;
  const people: Record<'es' | 'de' | 'fr' | 'none', { client: TestClient; email: string; device: ReturnType<FakePushService['subscribe']> }> = {} as never;
  const pushedTo = (endpoint: string) => push.received.filter((r) => r.endpoint === endpoint && r.payload).map((r) => JSON.parse(r.payload!) as PushPayload);

  beforeAll(async () => {
    push = await startFakePushService();
    t = await createTestApp(engine, { OUTBOUND_TEST_LOOPBACK_ORIGINS: push.origin }, { jobs: FAST_JOBS, clockStart: new Date('2027-06-11T11:00:00Z') });
    for (const [who, locale] of [['es', 'es-ES'], ['de', 'de-DE'], ['fr', 'fr-FR'], ['none', null]] as const) {
      const client = t.client();
      const { email } = await verifiedUser(t, client);
      if (locale) expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(200);
      const device = push.subscribe();
      expect((await client.request('POST', '/api/push/subscriptions', device)).statusCode).toBe(201);
      people[who] = { client, email, device };
    }
    await t.app.jobs.start();
  });
  afterAll(() => Promise.all([t?.close(), push?.close()]));

  it('sends a reminder by email and push in Spanish, with the region’s clock; English exactly as before for an account with no language', async () => {
    for (const who of ['es', 'none'] as const) {
      const created = await people[who].client.request('POST', '/api/habits', {
        name: 'Carrera matinal',
        startTime: '2027-06-12T07:30:00+01:00',
        endTime: '2027-06-12T08:00:00+01:00',
        recurrence: 'daily',
        customRecurrence: null,
        reminders: [
          { minutesBefore: 0, channel: 'email' },
          { minutesBefore: 0, channel: 'push' },
        ],
      });
      expect(created.statusCode).toBe(201);
    }
    const before = t.mail.count();
    t.clock.set('2027-06-12T06:30:05Z');
    await t.app.jobs.tick();
    const mail = await t.mail.nextMessage(people.es.email, before);
    expect(mail.subject).toBe('Recordatorio: Carrera matinal, hoy a las 07:30');
    expect(mail.text.replace(/\r\n/g, '\n').startsWith('Hola, Ada:\n'), mail.text).toBe(true);
    expect(mail.text).toContain('Se acerca la hora de Carrera matinal: hoy, 07:30–08:00.');
    expect(mail.text).toContain('Abrir tus hábitos');
    expect(mail.text).toContain('Recibes este correo porque en tus ajustes de notificaciones está activada la opción «Recordatorios por correo».');
    expect(mail.html).toContain('<html lang="es">');
    expect(englishIn(everything(mail)), everything(mail)).toEqual([]);
    const [reminder] = await until(
      () => pushedTo(people.es.device.endpoint).filter((p) => p.kind === 'reminder'),
      (found) => found.length > 0,
    );
    expect(reminder).toMatchObject({ title: 'Carrera matinal', body: 'Hoy, 07:30–08:00', doneLabel: 'Hecho' });

    const english = await t.mail.nextMessage(people.none.email, before);
    expect(english.subject).toBe('Reminder: Carrera matinal, today at 07:30');
    expect(english.text).toContain('Carrera matinal is coming up: today, 07:30–08:00.');
    expect(english.html).toContain('<html lang="en">');
    // The list finds the English email's own words (so its emptiness above says something).
    expect(englishIn(everything(english)).length).toBeGreaterThan(8);
    const [englishPush] = await until(
      () => pushedTo(people.none.device.endpoint).filter((p) => p.kind === 'reminder'),
      (found) => found.length > 0,
    );
    expect(englishPush).toMatchObject({ body: 'Today, 07:30–08:00', doneLabel: 'Done' });
  });

  it('sends the test notification in German, by push and by email', async () => {
    const before = t.mail.count();
    expect((await people.de.client.request('POST', '/api/notifications/test')).json()).toEqual({ push: 1, email: 1 });
    const mail = await t.mail.nextMessage(people.de.email, before);
    expect(mail.subject).toBe('Testbenachrichtigung');
    expect(mail.text).toContain('Hallo Ada,');
    expect(mail.text).toContain('Benachrichtigungen von Stride erreichen dich hier.');
    expect(mail.text).toContain('Deine Gewohnheiten öffnen');
    expect(mail.text).toContain('Abbestellen: http');
    expect(mail.html).toContain('<html lang="de">');
    expect(englishIn(everything(mail)), everything(mail)).toEqual([]);
    const shown = pushedTo(people.de.device.endpoint).find((p) => p.kind === 'test');
    expect(shown).toMatchObject({ title: 'Testbenachrichtigung', body: 'Benachrichtigungen von Stride erreichen dich hier.' });
  });

  it('writes the weekly review in French, in the coach inbox, by push and by email; its unsubscribe page is French too', async () => {
    const { client, email, device } = people.fr;
    expect((await client.request('PUT', '/api/notifications/settings', { review: { enabled: true, weekday: 0, hour: 18, email: true } })).statusCode).toBe(200);
    const before = t.mail.count();
    t.clock.set('2027-06-13T17:00:05Z');
    await t.app.jobs.tick();
    const mail = await t.mail.nextMessage(email, before, (m) => m.subject === 'Votre semaine avec Stride');
    const review = 'Rien n’était prévu la semaine passée. Une suggestion\u00a0: ajoutez une petite habitude pour la semaine à venir, comme 10 minutes de marche après le déjeuner.';
    expect(mail.text).toContain(review);
    expect(mail.text).toContain('Vous recevez cet e-mail car le bilan hebdomadaire par e-mail est activé dans vos réglages de notifications.');
    expect(englishIn(everything(mail)), everything(mail)).toEqual([]);
    const inbox = (await client.request('GET', '/api/openai/inbox')).json<{ messages: { content: string }[] }>();
    expect(inbox.messages.map((m) => m.content)).toEqual([review]);
    await until(
      () => pushedTo(device.endpoint).filter((p) => p.kind === 'review'),
      (found) => found.length > 0 && found[0]!.title === 'Le bilan de votre semaine',
    );

    const link = /https?:\/\/\S+unsubscribe\?token=\S+/.exec(mail.text)![0];
    const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Vous désabonner de ces e-mails\u00a0?');
    expect(page.body).toContain('Me désabonner');
    const done = await t.app.inject({ method: 'POST', url: new URL(link).pathname + new URL(link).search, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.body).toContain('Vous êtes désabonné');
    // A link that is not valid has no account: the page takes the browser's language.
    const invalid = await t.app.inject({ method: 'GET', url: '/api/notifications/unsubscribe?token=nope', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(invalid.body).toContain('<html lang="de">');
    expect(invalid.body).toContain('Dieser Abmeldelink ist ungültig.');
  });
});
