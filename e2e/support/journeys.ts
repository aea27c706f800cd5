import type { Page } from 'playwright-core';
import type { AppServer } from './app-server.js';

export const PASSWORD = 'Habit!2026x';

let counter = 0;
export const uniqueEmail = (prefix = 'e2e') => `${prefix}.${Date.now()}.${++counter}@example.com`;

/**
 * Waits until the screen for `pathname` is on show: the URL, and then the route React has
 * committed (the router changes the URL first and renders the new screen in a transition, during
 * which the old screen still takes input). On failure, says where the page is instead. The bound
 * is generous: a full load of a signed-in screen on a loaded two-core CI machine took over 10 s
 * (the stop-58 run: the page was on /habits with its heading, committed just after the wait ended).
 */
export async function waitForPath(page: Page, pathname: string, timeout = 30_000) {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout });
    await page.locator(`main[data-pathname="${pathname}"]`).waitFor({ state: 'attached', timeout });
  } catch (error) {
    const alerts = await page.getByRole('alert').allTextContents().catch(() => []);
    const headings = await page.getByRole('heading').allTextContents().catch(() => []);
    throw new Error(
      `never reached ${pathname}; the page is on ${page.url()} with headings ${JSON.stringify(headings)} and alerts ${JSON.stringify(alerts)}`,
      { cause: error },
    );
  }
}

/** Fills the sign-up form as a person would and submits it. */
export async function signUpInBrowser(page: Page, server: AppServer, email: string, password = PASSWORD) {
  await page.goto(`${server.baseUrl}/signup`);
  await page.getByLabel('First Name').fill('Maya');
  await page.getByLabel('Last Name').fill('Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password\s*\*?$/).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await waitForPath(page, '/verify-email');
}

/**
 * Reads the emailed code and enters it on /verify-email; lands on /dashboard. The page is in the
 * account's language (issue 54), so its field and button are found by their place, not their words.
 */
export async function verifyInBrowser(page: Page, server: AppServer, email: string, after = 0) {
  const code = await server.mail.nextCode(email, after);
  const form = page.locator('main form');
  await form.getByRole('textbox').fill(code);
  await form.locator('button[type="submit"]').click();
  await waitForPath(page, '/dashboard');
}

export async function logInInBrowser(page: Page, server: AppServer, email: string, password = PASSWORD) {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password\s*\*?$/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Waits for a text; on failure, says which alerts were on screen instead. */
export async function expectText(page: Page, text: string) {
  try {
    await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
  } catch (error) {
    const alerts = await page.getByRole('alert').allTextContents();
    throw new Error(`"${text}" did not appear on ${page.url()}; alerts on screen: ${JSON.stringify(alerts)}`, { cause: error });
  }
}

/**
 * Starts recording every text that appears in the page, so a transient notice (shown for 2-3 s,
 * or until a redirect) is checked without racing its disappearance on a busy machine.
 */
export async function recordTexts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { seenTexts: string[] };
    w.seenTexts = [];
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        Array.from(m.addedNodes).forEach((node) => node.textContent && w.seenTexts.push(node.textContent));
        if (m.type === 'characterData' && m.target.textContent) w.seenTexts.push(m.target.textContent);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** Waits until a text recorded by `recordTexts` contains `text`. */
export async function expectTextSeen(page: Page, text: string, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const seen = await page.evaluate(() => (window as unknown as { seenTexts?: string[] }).seenTexts ?? []).catch(() => []);
    if (seen.some((t) => t.includes(text))) return;
    if (Date.now() > deadline) {
      const alerts = await page.getByRole('alert').allTextContents().catch(() => []);
      throw new Error(`"${text}" never appeared on ${page.url()}; alerts on screen: ${JSON.stringify(alerts)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
