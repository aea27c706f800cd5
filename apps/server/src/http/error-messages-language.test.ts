import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  AREA_MESSAGES,
  BILLING_MESSAGES,
  COACH_MESSAGES,
  CUE_MESSAGES,
  END_DATE_MESSAGES,
  ERRORS_CATALOGS,
  formatMessage,
  GOAL_MESSAGES,
  GOAL_NAME_MAX_LENGTH,
  HABIT_DEPTH_MESSAGES,
  HABIT_MESSAGES,
  INTEGRATION_TEXTS,
  NOTIFICATION_SETTINGS_MESSAGES,
  REMINDER_MESSAGES,
  SERVER_MESSAGES,
} from '@stride/domain';
import { NOTIFICATION_MESSAGES } from '../modules/notifications/notifications.service.js';
import { PUSH_LIMITS, PUSH_MESSAGES } from '../modules/push/push.service.js';
import { STRONG_PASSWORD, verifiedUser } from '../test/auth-flows.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testEngines } from '../test/test-database.js';

/**
 * Issue 54: the API's error `message` in the signed-in account's language, else the browser's
 * (Accept-Language); the `code` never changes, and English is the spec's text exactly.
 */
describe.each(testEngines())('error messages in the caller’s language on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers a signed-in Spanish account in Spanish: a route’s error and a validation error, codes unchanged', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    expect((await client.request('PATCH', '/api/users/me', { locale: 'es-ES' })).statusCode).toBe(200);
    const missing = await client.request('GET', '/api/habits/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found', message: 'No se ha encontrado el hábito.' });
    const invalid = await client.request('POST', '/api/habits', { name: '', startTime: '2027-01-01T07:00:00Z', endTime: '2027-01-01T07:30:00Z', recurrence: 'daily' });
    expect(invalid.statusCode).toBe(400);
    const body = invalid.json<{ code: string; message: string; errors: { path: string; message: string }[] }>();
    expect(body.code).toBe('validation_failed');
    expect(body.message).toBe('Escribe un nombre para el hábito.');
    expect(body.errors).toContainEqual({ path: 'name', message: 'Escribe un nombre para el hábito.' });
    // The account's language wins over the browser's.
    const again = await client.request('GET', '/api/habits/00000000-0000-4000-8000-000000000000', undefined, { 'accept-language': 'fr-FR' });
    expect(again.json()).toMatchObject({ code: 'not_found', message: 'No se ha encontrado el hábito.' });
  });

  it('answers a request with no account in the browser’s language (German, French), and in English exactly without one', async () => {
    const { email } = await verifiedUser(t, t.client());
    const wrong = { email, password: `${STRONG_PASSWORD}x` };
    const german = await t.client().request('POST', '/api/auth/login', wrong, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(german.statusCode).toBe(401);
    expect(german.json()).toMatchObject({ code: 'not_authenticated', message: 'E-Mail-Adresse oder Passwort stimmen nicht.' });
    const french = await t.client().request('GET', '/api/notifications/settings', undefined, { 'accept-language': 'fr-CA' });
    expect(french.statusCode).toBe(401);
    expect(french.json()).toMatchObject({ message: 'Vous n’êtes pas connecté' });
    const english = await t.client().request('POST', '/api/auth/login', wrong);
    expect(english.json()).toEqual({ code: german.json<{ code: string }>().code, message: SERVER_MESSAGES.invalidCredentials });
    const british = await t.client().request('POST', '/api/auth/login', wrong, { 'accept-language': 'en-GB' });
    expect(british.json<{ message: string }>().message).toBe(SERVER_MESSAGES.invalidCredentials);
    expect(HABIT_MESSAGES.notFound).toBe('Habit not found.');
  });
  it('answers ACCOUNT, GOAL, HABIT_DEPTH and AREA messages in the account’s language (figures kept), and in English exactly', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const speak = async (locale: string) => expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(200);
    const nowhere = '00000000-0000-4000-8000-000000000000';
    const wrongPassword = () => client.request('POST', '/api/users/me/password', { currentPassword: 'Wr0ng!password', newPassword: `${STRONG_PASSWORD}-new` });
    const longGoal = () => client.request('POST', '/api/goals', { name: 'x'.repeat(GOAL_NAME_MAX_LENGTH + 1) });
    const badTarget = () =>
      client.request('POST', '/api/habits', { name: 'Water', startTime: '2027-01-01T07:00:00Z', endTime: '2027-01-01T07:30:00Z', recurrence: 'daily', target: { quantity: -1, unit: 'glasses' } });
    const missingArea = () => client.request('PUT', `/api/areas/${nowhere}`, { name: 'Health' });
    const answer = async (res: Promise<{ statusCode: number; json: <T>() => T }>, status: number) => {
      const r = await res;
      expect(r.statusCode).toBe(status);
      return r.json<{ code: string; message: string }>().message;
    };

    await speak('es-ES');
    expect(await answer(wrongPassword(), 400)).toBe('Tu contraseña actual no es correcta.');
    await speak('de-DE');
    expect(await answer(longGoal(), 400)).toBe(`Der Name des Ziels darf höchstens ${GOAL_NAME_MAX_LENGTH} Zeichen lang sein.`);
    await speak('fr-FR');
    expect(await answer(badTarget(), 400)).toBe('target.quantity doit être un nombre compris entre 0 et 1\u00a0000\u00a0000.');
    expect(await answer(missingArea(), 404)).toBe('Domaine introuvable.');
    await speak('es-MX');
    expect(await answer(missingArea(), 404)).toBe('No se ha encontrado el área.');

    await speak('en-GB');
    expect(await answer(wrongPassword(), 400)).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect(await answer(longGoal(), 400)).toBe(GOAL_MESSAGES.nameTooLong);
    expect(await answer(badTarget(), 400)).toBe(HABIT_DEPTH_MESSAGES.quantityInvalid);
    expect(await answer(missingArea(), 404)).toBe(AREA_MESSAGES.notFound);
  });
  it('answers tokens’, webhooks’, billing, reminder and notification settings messages in the account’s language, and in English exactly', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const speak = async (locale: string) => expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(200);
    const answer = async (res: Promise<{ statusCode: number; json: <T>() => T }>, status: number) => {
      const r = await res;
      expect(r.statusCode).toBe(status);
      return r.json<{ message: string; errors?: { message: string }[] }>();
    };
    const missingToken = () => client.request('DELETE', '/api/tokens/00000000-0000-4000-8000-000000000000');
    const plainHttpHook = () => client.request('POST', '/api/webhooks', { url: 'http://hooks.stride-receiver.net/hook', events: ['habit.completed'] });
    const portal = () => client.request('POST', '/api/stripe/create-portal-session', { customerId: 'cus_1' });
    const smsReminder = () =>
      client.request('POST', '/api/habits', { name: 'Read', startTime: '2027-01-01T21:00:00Z', endTime: '2027-01-01T21:30:00Z', recurrence: 'daily', reminders: [{ minutesBefore: 10, channel: 'sms' }] });
    const sameQuietHours = () => client.request('PUT', '/api/notifications/settings', { quietHours: { start: '22:00', end: '22:00' } });

    await speak('es-ES');
    expect((await answer(missingToken(), 404)).message).toBe('No se ha encontrado el token.');
    expect((await answer(sameQuietHours(), 400)).errors?.map((e) => e.message)).toContain('Las horas de silencio deben empezar y terminar a horas distintas.');
    await speak('de-DE');
    expect((await answer(plainHttpHook(), 400)).message).toBe('Die Adresse muss mit https:// beginnen.');
    expect((await answer(smsReminder(), 400)).errors?.map((e) => e.message)).toContain('Der Kanal einer Erinnerung muss push oder email sein.');
    await speak('fr-FR');
    expect((await answer(portal(), 503)).message).toMatch(/^Les paiements sont désactivés sur ce serveur\u00a0: Premium ne peut pas être acheté ici\./);

    await speak('en-US');
    expect((await answer(missingToken(), 404)).message).toBe(INTEGRATION_TEXTS.tokenNotFound);
    expect((await answer(sameQuietHours(), 400)).errors?.map((e) => e.message)).toContain(NOTIFICATION_SETTINGS_MESSAGES.quietSame);
    expect((await answer(plainHttpHook(), 400)).message).toBe(INTEGRATION_TEXTS.webhookUrlNotHttps);
    expect((await answer(smsReminder(), 400)).errors?.map((e) => e.message)).toContain(REMINDER_MESSAGES.channelInvalid);
    expect((await answer(portal(), 503)).message).toBe(BILLING_MESSAGES.notConfigured);
  });
  it('answers COACH messages and the habit schedule’s (end date, cue) in the account’s language, and in English exactly', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const speak = async (locale: string) => expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(200);
    const messagesOf = async (res: Promise<{ statusCode: number; json: <T>() => T }>) => {
      const r = await res;
      expect(r.statusCode).toBe(400);
      const body = r.json<{ message: string; errors?: { message: string }[] }>();
      return [body.message, ...(body.errors ?? []).map((e) => e.message)];
    };
    const blank = () => client.request('POST', '/api/openai/chat', { message: '   ' });
    const habit = { name: 'Physio', startTime: '2026-11-22T07:00:00Z', endTime: '2026-11-22T07:30:00Z', recurrence: 'daily' };
    const notADate = () => client.request('POST', '/api/habits', { ...habit, endDate: '2026-02-30' });
    const emptyCue = () => client.request('POST', '/api/habits', { ...habit, cue: {} });

    await speak('es-ES');
    expect(await messagesOf(blank())).toContain('Escribe un mensaje.');
    await speak('de-DE');
    expect(await messagesOf(notADate())).toContain('endDate muss ein echter Kalendertag im Format JJJJ-MM-TT sein, oder null für kein Ende.');
    await speak('fr-FR');
    expect(await messagesOf(emptyCue())).toContain('Un déclencheur demande afterHabitId, text ou les deux.');

    await speak('en-US');
    expect(await messagesOf(blank())).toContain(COACH_MESSAGES.messageRequired);
    expect(await messagesOf(notADate())).toContain(END_DATE_MESSAGES.invalid);
    expect(await messagesOf(emptyCue())).toContain(CUE_MESSAGES.empty);
  });
  it('holds the server’s own PUSH_ and NOTIFICATION_MESSAGES in English exactly, and answers them in each language', async () => {
    const { push, notifications } = ERRORS_CATALOGS.en;
    const max = String(PUSH_LIMITS.subscriptionsPerUser);
    expect(Object.keys(push)).toEqual(Object.keys(PUSH_MESSAGES));
    for (const [key, message] of Object.entries(PUSH_MESSAGES)) expect(formatMessage(push[key as keyof typeof push], { max }), key).toBe(message);
    expect(Object.keys(notifications)).toEqual(Object.keys(NOTIFICATION_MESSAGES));
    for (const [key, message] of Object.entries(NOTIFICATION_MESSAGES)) expect(formatMessage(notifications[key as keyof typeof notifications]), key).toBe(message);

    const client = t.client();
    await verifiedUser(t, client);
    await client.request('PATCH', '/api/users/me', { locale: 'de-DE' });
    const subscription = { endpoint: 'https://evil.example/push', keys: { p256dh: 'x', auth: 'y' } };
    const refused = await client.request('POST', '/api/push/subscriptions', subscription);
    expect(refused.statusCode).toBe(400);
    const messages = (body: unknown) => {
      const { message, errors = [] } = body as { message: string; errors?: { message: string }[] };
      return [message, ...errors.map((e) => e.message)];
    };
    expect(messages(refused.json())).toContain('keys.p256dh muss der öffentliche P-256-Schlüssel des Browsers sein (65 Bytes, URL-sicheres Base64).');
    await client.request('PATCH', '/api/users/me', { locale: 'en-GB' });
    expect(messages((await client.request('POST', '/api/push/subscriptions', subscription)).json())).toContain(PUSH_MESSAGES.p256dhInvalid);
  });
});
