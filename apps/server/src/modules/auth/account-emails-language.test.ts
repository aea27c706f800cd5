import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EMAIL_TEXTS, DEFAULT_SUPPORT_EMAIL } from '@stride/domain';
import { STRONG_PASSWORD, signUp, uniqueEmail, verifiedUser } from '../../test/auth-flows.js';
import type { CaughtMail } from '../../test/mail-catcher.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

/** Words of the English verification email that none of the other languages' emails may hold. */
const ENGLISH_WORDS = ['Hi', 'Welcome', 'Enter', 'verify', 'verification', 'your', 'address', 'expires', 'used', 'ignore', 'Questions', 'Write', 'did', 'not', 'create', 'account', 'the'];

/** The words a person reads: no tags, entities or addresses (the reset page's URL is /forgot-password in every language). */
const words = (s: string) => s.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ').replace(/https?:\/\/\S+/g, ' ');
const englishIn = (s: string) => ENGLISH_WORDS.filter((w) => new RegExp(`(^|[^\\p{L}])${w}([^\\p{L}]|$)`, 'iu').test(words(s)));
/** The HTML part's body, without the layout's styles. */
const htmlBody = (mail: CaughtMail) => mail.html.replace(/style="[^"]*"/g, '');

/** Issue 54: the account's emails in the language chosen at sign-up (the browser's languages). */
describe.each(testEngines())('the account emails in the account’s language on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const cases = [
    { languages: ['es-ES', 'es'], lang: 'es', subject: (code: string) => `${code} es tu código de verificación de Stride`, intro: 'Introduce este código para verificar tu dirección de correo electrónico', hello: 'Hola, Ana:' },
    { languages: ['de-DE', 'de'], lang: 'de', subject: (code: string) => `${code} ist dein Bestätigungscode für Stride`, intro: 'Gib diesen Code ein, um deine E-Mail-Adresse zu bestätigen', hello: 'Hallo Ana,' },
    { languages: ['fr-FR', 'fr'], lang: 'fr', subject: (code: string) => `${code} est votre code de vérification Stride`, intro: 'Saisissez ce code pour vérifier votre adresse e-mail', hello: 'Bonjour Ana,' },
  ];

  it.each(cases)('signs up with a browser in $lang and reads the verification email in $lang, subject, text and HTML', async ({ languages, lang, subject, intro, hello }) => {
    const email = uniqueEmail(lang);
    const before = t.mail.count();
    const { code, user } = await signUp(t, t.client(), email, { firstName: 'Ana', languages });
    expect(user.locale).toBe(languages[0]);
    const mail = await t.mail.nextMessage(email, before);
    expect(mail.subject).toBe(subject(code));
    expect(mail.text.replace(/\r\n/g, '\n').startsWith(`${hello}\n`), mail.text).toBe(true);
    expect(mail.text).toContain(intro);
    expect(mail.text).toContain(`    ${code}`);
    expect(mail.html).toContain(`<html lang="${lang}">`);
    expect(htmlBody(mail)).toContain(intro);
    expect(englishIn(mail.subject), mail.subject).toEqual([]);
    expect(englishIn(mail.text), mail.text).toEqual([]);
    expect(englishIn(htmlBody(mail)), mail.html).toEqual([]);
  });

  it('writes the password reset code in the account’s language too', async () => {
    const email = uniqueEmail('reset');
    await signUp(t, t.client(), email, { firstName: 'Ana', languages: ['es-MX'] });
    const before = t.mail.count();
    expect((await t.client().request('POST', '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const mail = await t.mail.nextMessage(email, before);
    expect(mail.subject).toMatch(/^\d{6} es tu código para restablecer la contraseña de Stride$/);
    expect(mail.text).toContain('Hemos recibido una solicitud para restablecer tu contraseña.');
  });

  it('writes a notice in the account’s language, its connections line too (a password changed in Settings, in French)', async () => {
    const client = t.client();
    const { email } = await verifiedUser(t, client);
    expect((await client.request('PATCH', '/api/users/me', { locale: 'fr-CA' })).statusCode).toBe(200);
    const before = t.mail.count();
    expect((await client.request('POST', '/api/users/me/password', { currentPassword: STRONG_PASSWORD, newPassword: 'N3w!Passphrase' })).statusCode).toBe(200);
    const mail = await t.mail.nextMessage(email, before);
    expect(mail.subject).toBe('Votre mot de passe Stride a été modifié');
    expect(mail.text).toContain('Aucun jeton d’accès ni assistant n’est connecté à votre compte.');
    expect(mail.html).toContain('<html lang="fr">');
    const english = ['Hi', 'Your', 'password', 'changed', 'settings', 'devices', 'signed', 'access', 'token', 'connected', 'account', 'Questions', 'If', 'reset', 'wasn'];
    const found = (s: string) => english.filter((w) => new RegExp(`(^|[^\\p{L}])${w}([^\\p{L}]|$)`, 'iu').test(words(s)));
    expect(found(`${mail.subject}\n${mail.text}\n${htmlBody(mail)}`)).toEqual([]);
  });

  it('keeps the English email exactly as it was, for an English browser and for none', async () => {
    for (const extra of [{ languages: ['en-GB', 'en'] }, {}]) {
      const email = uniqueEmail('en');
      const before = t.mail.count();
      const { code } = await signUp(t, t.client(), email, { firstName: 'Ada', ...extra });
      const mail = await t.mail.nextMessage(email, before);
      const T = ACCOUNT_EMAIL_TEXTS;
      expect(mail.subject).toBe(T.verification.subject(code));
      const expiry = /The code expires in (\d+) minutes/.exec(mail.text)?.[1];
      const text = [T.greeting('Ada'), '', T.verification.intro, '', `    ${code}`, '', T.codeExpiry(Number(expiry)), T.verification.ignoreLine, '', T.questions(DEFAULT_SUPPORT_EMAIL), T.signOff].join('\n');
      expect(mail.text.replace(/\r\n/g, '\n').trimEnd()).toBe(text);
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.html).toContain(T.verification.intro);
      // The list finds the English email's own words (so its emptiness above says something).
      expect(englishIn(`${mail.subject}\n${mail.text}`)).toEqual(ENGLISH_WORDS);
    }
  });
});
