import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, onTestFinished } from 'vitest';

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Real headless Chromium from the machine (CHROME_PATH or /usr/bin/chromium). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...BASE_ARGS, ...extraArgs] });
}

/**
 * Chromium with a profile on disk, as a person's browser is: web push works only there (an
 * incognito context refuses to subscribe). One page, which the caller closes with the context.
 */
export async function launchPersistentBrowser(profileDir: string, extraArgs: string[], viewport = DESKTOP, timezoneId = 'Europe/London'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM, headless: true, args: [...BASE_ARGS, ...extraArgs], viewport, timezoneId, locale: 'en-GB', reducedMotion: 'reduce' });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  failOnPolicyViolations(context);
  return { context, page };
}

/**
 * Pages prefer reduced motion unless a test is about motion itself. The browser speaks en-GB (the
 * app writes times in the browser's locale, issue 39) and prefers light unless a test asks.
 *
 * Service workers are off unless a test is about what the worker does (offline use, push: pass
 * `serviceWorkers: 'allow'`), as in a browser without them. Signed in, the app registers its
 * worker, which downloads the whole app (144 files, 2 MB) for offline use in the background: 1.1
 * CPU-seconds of a signed-in page's 3.4 on this machine, spent again by every test's new context
 * and checked by none of them (issue 46, docs/decisions/040). The app works the same without one.
 */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  options: { timezoneId?: string; reducedMotion?: 'reduce' | 'no-preference'; locale?: string; colorScheme?: 'light' | 'dark'; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    timezoneId: options.timezoneId ?? 'Europe/London',
    locale: options.locale ?? 'en-GB',
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'reduce',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  failOnPolicyViolations(context);
  return { context, page };
}

/**
 * Every browser test fails on a Content-Security-Policy violation (issue 18): Chromium reports
 * each one on the console of the page (or worker) that caused it.
 */
function failOnPolicyViolations(context: BrowserContext) {
  const violations: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  const check = () => expect(violations, 'Content-Security-Policy violations').toEqual([]);
  try {
    onTestFinished(check);
  } catch {
    // A page shared by a describe block (opened in beforeAll): checked when it is closed.
    const close = context.close.bind(context);
    context.close = async (...args) => {
      await close(...args);
      check();
    };
  }
}

/** Fails when the page is wider than the viewport (horizontal scrolling). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The app has taken over the page (`html[data-app-ready]`, set after a prerendered page's
 * hydration and the render after it) and no CSS transition is still running (a button that came
 * alive fades to its colours): the page as a person sees it once it has settled.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
}


/**
 * Whether the browser tests write their screenshots: only when asked (`E2E_SCREENSHOTS=1`), for a
 * person to look at (the decisions quote them). They assert nothing, and a full-page capture of a
 * calendar is a render and a PNG encoding of the whole page: left out of `npm test` and CI
 * (issue 46, docs/decisions/041).
 */
export const KEEP_SCREENSHOTS = /^(1|true)$/i.test(process.env.E2E_SCREENSHOTS ?? '');

/**
 * A screenshot of the page or of one element, written to `options.path` when KEEP_SCREENSHOTS.
 * Otherwise an element is still waited for as its screenshot would (visible), so the steps after
 * it see the same page either way.
 */
export async function keepScreenshot(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if ('goto' in target) {
    if (KEEP_SCREENSHOTS) await target.screenshot(options);
  } else if (KEEP_SCREENSHOTS) await target.screenshot({ path: options.path });
  else await target.waitFor({ state: 'visible' });
}
