import type { BrowserContext, Page } from 'playwright-core';
import { API, requestOf, type ContractRequest } from '@stride/domain';
import type { AppServer } from './app-server.js';
import { PASSWORD, recordTexts, uniqueEmail, waitForPath } from './journeys.js';
import { openSection } from './sections.js';

/**
 * Signing in without the sign-up screens, for the browser tests that are about something else
 * (docs/decisions/026): the account is made and verified through the API, as the web app's own
 * requests do, and the session cookie goes into the browser context. The tests about signing up,
 * verifying and logging in keep going through the screens (journeys.ts).
 * Its requests are built from the contract (packages/domain `API`), as the web app's are.
 */

/** The names the sign-up screens fill in (journeys.ts), so the app greets the same person. */
const PERSON = { firstName: 'Maya', lastName: 'Okafor' };
const DEFAULT_TIMEZONE = 'Europe/London';

type Cookie = Parameters<BrowserContext['addCookies']>[0][number];

export interface ApiSession {
  email: string;
  /** The session cookie as the browser would keep it, ready for `context.addCookies`. */
  cookies: Cookie[];
}

/** A Set-Cookie header as Playwright's cookie, for `url`'s origin. */
function toCookie(header: string, url: string): Cookie {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const at = pair!.indexOf('=');
  const cookie: Cookie = { name: pair!.slice(0, at), value: pair!.slice(at + 1), url };
  for (const attribute of attributes) {
    const [key, value = ''] = attribute.split('=');
    switch (key!.toLowerCase()) {
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'secure':
        cookie.secure = true;
        break;
      case 'samesite':
        cookie.sameSite = (value[0]!.toUpperCase() + value.slice(1).toLowerCase()) as Cookie['sameSite'];
        break;
      case 'expires':
        cookie.expires = Math.floor(new Date(value).getTime() / 1000);
        break;
    }
  }
  return cookie;
}

/** Keeps the cookies a response sets (a cleared one goes), as a browser would. */
function keepCookies(jar: Map<string, Cookie>, response: Response, url: string) {
  for (const header of response.headers.getSetCookie()) {
    const cookie = toCookie(header, url);
    const expired = cookie.expires !== undefined && cookie.expires * 1000 <= Date.now();
    if (expired || cookie.value === '') jar.delete(cookie.name);
    else jar.set(cookie.name, cookie);
  }
}

/**
 * Signs up through the API as the web app does (Client-Type: web, the app's Origin), reads the
 * emailed code from the server's mail catcher and verifies it with the new session: a signed-in,
 * verified account, answered with its session cookie.
 */
export async function signUpByApi(
  server: Pick<AppServer, 'baseUrl' | 'mail'>,
  email = uniqueEmail(),
  options: { password?: string; firstName?: string; lastName?: string; timezone?: string } = {},
): Promise<ApiSession> {
  const jar = new Map<string, Cookie>();
  const send = async (request: ContractRequest) => {
    const cookie = [...jar.values()].map((c) => `${c.name}=${c.value}`).join('; ');
    const response = await fetch(`${server.baseUrl}${request.url}`, {
      method: request.method,
      headers: { 'Content-Type': 'application/json', 'Client-Type': 'web', Origin: server.baseUrl, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(request.body),
    });
    keepCookies(jar, response, server.baseUrl);
    if (!response.ok) throw new Error(`${request.method} ${request.url} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  const before = server.mail.count();
  await send(
    requestOf(API.auth.signup, {
      body: {
        email,
        password: options.password ?? PASSWORD,
        firstName: options.firstName ?? PERSON.firstName,
        lastName: options.lastName ?? PERSON.lastName,
        timezone: options.timezone ?? DEFAULT_TIMEZONE,
      },
    }),
  );
  const code = await server.mail.nextCode(email, before);
  await send(requestOf(API.auth.verifyEmail, { body: { code } }));
  if (!jar.size) throw new Error(`signing up ${email} set no session cookie`);
  return { email, cookies: [...jar.values()] };
}

/** The time zone of the page's browser context, which the sign-up screen would send. */
const timezoneOf = (page: Page) => page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * How long the first screen of a signed-in page may take: often a file's first page, on a server
 * and a Chromium just started (the app's chunks, its first requests) while the unit tiers or the
 * other browser files load the machine. Ten seconds ran out there in CI (push.test.ts beside the
 * unit tiers: "never reached /settings" with nothing rendered yet; a page slowed six times here
 * misses it on /dashboard too). A bound, not a wait: a page that is ready goes on at once.
 */
const FIRST_SCREEN_MS = 30_000;

/**
 * A new verified user signed in on `page` by cookie (the account made through the API with the
 * context's time zone, as the sign-up screen would send the browser's), on `path`: the dashboard
 * unless said. Answers the address.
 */
export async function signInByApi(page: Page, server: AppServer, email = uniqueEmail(), path = '/dashboard'): Promise<string> {
  const session = await signUpByApi(server, email, { timezone: await timezoneOf(page) });
  await page.context().addCookies(session.cookies);
  await page.goto(`${server.baseUrl}${path}`);
  await waitForPath(page, path, FIRST_SCREEN_MS);
  return email;
}

/**
 * A new verified user, signed in by cookie on the dashboard, who then opens a section through the
 * sidebar (or a phone's bottom bar, issue 39), as a person would: a client-side navigation, with
 * every text recorded from then on (loading texts included).
 */
export async function newUserOnSection(page: Page, server: AppServer, prefix: string, link: string, heading: string) {
  await signInByApi(page, server, uniqueEmail(prefix));
  await recordTexts(page);
  await openSection(page, link);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}
