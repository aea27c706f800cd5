import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAUTH_CONSENT_TEXTS } from '@stride/domain';
import { signInByApi, signUpByApi } from './support/api-session.js';
import { axeViolations } from './support/axe.js';
import { PHONE, horizontalOverflow, newPage } from './support/browser.js';
import { PASSWORD, uniqueEmail, waitForPath } from './support/journeys.js';
import { useAppAndBrowser } from './support/suite.js';

const WIDE = { width: 1440, height: 900 };

/** Issue 41: an assistant's consent screen in a real browser, with the assistant's callback a real server on loopback. */
describe('connecting an assistant (OAuth consent)', () => {
  const suite = useAppAndBrowser();
  let callback: Server;
  let redirectUri: string;
  beforeAll(async () => {
    callback = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Assistant</title><p>Connected</p>'));
    await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve));
    redirectUri = `http://127.0.0.1:${(callback.address() as { port: number }).port}/callback`;
  });
  afterAll(() => new Promise((resolve) => callback.close(resolve)));

  for (const [viewport, colorScheme] of [
    [PHONE, 'light'],
    [WIDE, 'dark'],
  ] as const) {
    // Issue 52: read only is preselected; on the wide screen the person chooses read and write.
    const choice = viewport === WIDE ? 'write' : 'read';
    it(`shows who asks and what for at ${viewport.width} px (${colorScheme}), axe clean, lets the person choose ${choice}, and Allow returns a code and the state`, async () => {
      const registered = await fetch(`${suite.server.baseUrl}/oauth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_name: 'Pocket Assistant', redirect_uris: [redirectUri] }),
      });
      expect(registered.status).toBe(201);
      const { client_id: clientId } = (await registered.json()) as { client_id: string };
      const verifier = randomBytes(32).toString('base64url');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const { context, page } = await newPage(suite.browser, viewport, { colorScheme });
      try {
        await signInByApi(page, suite.server, uniqueEmail('oauth'));
        const query = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: redirectUri, code_challenge: challenge, code_challenge_method: 'S256', state: 'st-42', scope: 'write' });
        await page.goto(`${suite.server.baseUrl}/oauth/authorize?${query}`);
        await page.getByRole('heading', { level: 1, name: OAUTH_CONSENT_TEXTS.heading('Pocket Assistant') }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/oauth/consent');
        await page.getByText(OAUTH_CONSENT_TEXTS.returnsTo(new URL(redirectUri).host)).waitFor();
        await page.getByText(OAUTH_CONSENT_TEXTS.scopeWrite).waitFor();
        const readOnly = page.getByRole('radio', { name: new RegExp(`^${OAUTH_CONSENT_TEXTS.choiceRead}`) });
        const readWrite = page.getByRole('radio', { name: new RegExp(`^${OAUTH_CONSENT_TEXTS.choiceWrite}`) });
        expect(await readOnly.isChecked()).toBe(true);
        expect(await readWrite.isChecked()).toBe(false);
        expect(await axeViolations(page)).toEqual([]);
        if (choice === 'write') await readWrite.check();
        expect(await horizontalOverflow(page)).toBe(0);
        // Keyboard: Allow is reachable and pressed with Enter.
        await page.getByRole('button', { name: OAUTH_CONSENT_TEXTS.allow }).focus();
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.href.startsWith(redirectUri));
        const back = new URL(page.url());
        expect(back.searchParams.get('state')).toBe('st-42');
        expect(back.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
        const token = await fetch(`${suite.server.baseUrl}/oauth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'authorization_code', code: back.searchParams.get('code')!, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier }),
        });
        expect(token.status).toBe(200);
        expect(((await token.json()) as { scope: string }).scope).toBe(choice);
      } finally {
        await context.close();
      }
    });
  }

  it('asks a signed-out person to log in first, then brings them back to the consent screen, where Deny returns access_denied', async () => {
    const registered = await fetch(`${suite.server.baseUrl}/oauth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_name: 'Desk Assistant', redirect_uris: [redirectUri] }) });
    const { client_id: clientId } = (await registered.json()) as { client_id: string };
    const email = uniqueEmail('oauth-login');
    await signUpByApi(suite.server, email);
    const { context, page } = await newPage(suite.browser, PHONE);
    try {
      const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
      const query = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: redirectUri, code_challenge: challenge, code_challenge_method: 'S256', state: 'st-7', scope: 'read' });
      await page.goto(`${suite.server.baseUrl}/oauth/authorize?${query}`);
      await waitForPath(page, '/login');
      // The login form the guard sent them to (not a new visit to /login: it remembers the consent screen).
      await page.getByLabel('Email').fill(email);
      await page.getByLabel(/^Password\s*\*?$/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.getByRole('heading', { level: 1, name: OAUTH_CONSENT_TEXTS.heading('Desk Assistant') }).waitFor();
      await page.getByText(OAUTH_CONSENT_TEXTS.scopeRead).waitFor();
      await page.getByRole('button', { name: OAUTH_CONSENT_TEXTS.deny }).click();
      await page.waitForURL((url) => url.href.startsWith(redirectUri));
      const back = new URL(page.url());
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(back.searchParams.get('state')).toBe('st-7');
      expect(back.searchParams.get('code')).toBeNull();
    } finally {
      await context.close();
    }
  });
});
