import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, DASHBOARD_TEXTS, PAGE_META, PLAN_LIMITS, PREMIUM_PRICE_GBP, documentTitle, formatPrice } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { DESKTOP, PHONE, appReady, horizontalOverflow, newPage } from './support/browser.js';
import { signInByApi } from './support/api-session.js';
import { uniqueEmail, waitForPath } from './support/journeys.js';
import { useJourneyPage } from './support/layouts.js';
import { useAppAndBrowser } from './support/suite.js';

const PUBLIC_PAGES = ['/', '/pricing', '/privacy-policy', '/terms-and-conditions', '/support', '/login', '/signup', '/forgot-password', '/integrations'];
const WIDTHS = [320, 375, 768, 1024, 1440, 1920];

describe('public site in a real browser', () => {
  // Its own server: the environment differs (the store link).
  const suite = useAppAndBrowser({ APP_STORE_URL: 'https://apps.example.com/stride' }, [], { ownServer: true });

  it('serves each public page with its own title, description, canonical link and preview tags', async () => {
    for (const path of PUBLIC_PAGES) {
      const html = await fetch(`${suite.server.baseUrl}${path}`).then((r) => r.text());
      const meta = PAGE_META[path]!;
      expect(html, path).toContain(`<title>${documentTitle(meta.title)}</title>`);
      expect(html, path).toContain(`<meta name="description" content="${meta.description}" />`);
      expect(html, path).toContain(`<link rel="canonical" href="${suite.server.baseUrl}${path}" />`);
      expect(html, path).toContain(`<meta property="og:title" content="${documentTitle(meta.title)}" />`);
      expect(html, path).toContain('<meta property="og:image"');
      expect(html.match(/<title>/g), path).toHaveLength(1);
    }
    const privateHtml = await fetch(`${suite.server.baseUrl}/dashboard`).then((r) => r.text());
    expect(privateHtml).toContain('<meta name="robots" content="noindex" />');
  });

  it('serves the favicon, a web app manifest with icons, and compressed JavaScript', async () => {
    const base = suite.server.baseUrl;
    expect((await fetch(`${base}/favicon.svg`)).status).toBe(200);
    const manifest = await fetch(`${base}/manifest.webmanifest`).then((r) => r.json());
    expect(manifest).toMatchObject({ short_name: 'Stride', display: 'standalone', start_url: '/dashboard' });
    for (const icon of manifest.icons as Array<{ src: string }>) expect((await fetch(`${base}${icon.src}`)).status, icon.src).toBe(200);
    const html = await fetch(`${base}/`).then((r) => r.text());
    const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)![1]!;
    const br = await fetch(`${base}${entry}`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toContain('immutable');
    const gz = await fetch(`${base}${entry}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  it('has no axe-core violations on any public page, on a phone and a desktop', async () => {
    // Each page opens once, on a phone, and is checked there and then at the desktop's width.
    const { context, page } = await newPage(suite.browser, PHONE);
    try {
      for (const path of PUBLIC_PAGES) {
        await page.setViewportSize(PHONE);
        await page.goto(`${suite.server.baseUrl}${path}`);
        await page.locator('h1').first().waitFor();
        // The prerendered page shows its h1 before the app takes over: judge it once settled.
        await appReady(page);
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          expect(await axeViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
        }
      }
      // The footer's legal modals too.
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        for (const button of ['Terms & Conditions', 'Privacy Policy']) {
          await page.locator('footer').getByRole('button', { name: button }).click();
          await page.getByRole('dialog').getByText(/25 November 2024/).first().waitFor();
          expect(await axeViolations(page), `${button} modal at ${viewport.width}px`).toEqual([]);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
        }
      }
    } finally {
      await context.close();
    }
  });

  // One test per page: the nine pages' 54 widths in one test outran its 60 s on a loaded CI machine
  // (the stop-58 run), while each page alone takes a few seconds. The nine share one browser
  // context (issue 46: a context each loaded the app's files afresh nine times); each page is a new
  // document, opened at the narrowest width.
  describe('never scrolls sideways', () => {
    const narrowest = { width: WIDTHS[0]!, height: 900 };
    const journey = useJourneyPage(suite, { name: `${narrowest.width} px`, viewport: narrowest });

    for (const path of PUBLIC_PAGES) {
      it(`never scrolls sideways from 320 px to 1920 px: ${path}`, async () => {
        // The page opens at the narrowest width (before and after the app takes over) and is then
        // widened step by step: the same layout a page opened at each width gets, without six loads.
        const { page } = journey;
        await page.setViewportSize(narrowest);
        await page.goto(`${suite.server.baseUrl}${path}`);
        await page.locator('h1').first().waitFor();
        expect(await horizontalOverflow(page), `${path} at ${WIDTHS[0]}px, as first shown`).toBeLessThanOrEqual(0);
        await appReady(page);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          // A layout change waits for the next frame.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          expect(await horizontalOverflow(page), `${path} at ${width}px`).toBeLessThanOrEqual(0);
        }
      });
    }
  });

  it('shows the plans with figures from the plan constants and the right buttons for each kind of visitor', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    try {
      const base = suite.server.baseUrl;
      await page.goto(`${base}/pricing`);
      await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
      const text = (await page.locator('main').textContent()) ?? '';
      for (const expected of ['£0', 'forever', formatPrice(PREMIUM_PRICE_GBP), 'per month', 'Most Popular']) expect(text).toContain(expected);
      expect(text).toContain(String(PLAN_LIMITS.free.messagesPerDay));
      expect(text).toContain(String(PLAN_LIMITS.premium.messagesPerDay));

      // Logged out: both buttons lead to /signup.
      expect(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/signup');
      expect(await page.getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe('/signup');

      // Logged in on the free plan: Subscribe Now starts checkout. This server has no Stripe key, so
      // the request fails and the alert says payments are off here, not "try again" (issue 51;
      // billing.test.ts follows checkout to Stripe, and its failure to the spec's alert).
      await signInByApi(page, suite.server, uniqueEmail('pricing'));
      await page.goto(`${base}/pricing`);
      await page.getByRole('button', { name: 'Subscribe Now' }).click();
      const alert = page.getByRole('alertdialog');
      await alert.getByText(BILLING_MESSAGES.notConfigured).waitFor();
      expect(await alert.textContent()).not.toContain(DASHBOARD_TEXTS.checkoutFailed);
      expect(await axeViolations(page)).toEqual([]);
      await alert.getByRole('button', { name: 'OK' }).click();
      await alert.waitFor({ state: 'hidden' });

      // An active subscriber's Current Plan (disabled, no Subscribe Now) is checked where a
      // subscription becomes active: billing.test.ts, through the Stripe SDK and its webhooks.
    } finally {
      await context.close();
    }
  });

  it('moves to a section from the table of contents of each legal page', async () => {
    const { context, page } = await newPage(suite.browser, PHONE);
    try {
      for (const path of ['/privacy-policy', '/terms-and-conditions']) {
        await page.goto(`${suite.server.baseUrl}${path}`);
        const toc = page.getByRole('navigation', { name: /contents/i });
        await toc.waitFor();
        const links = toc.getByRole('link');
        expect(await links.count(), path).toBeGreaterThan(8);
        const last = links.last();
        const target = page.locator((await last.getAttribute('href'))!);
        await last.click();
        // The last section's heading is scrolled into view (it started far below the fold).
        await expect
          .poll(() => target.evaluate((el) => el.getBoundingClientRect().top), { timeout: 5000 })
          .toBeLessThan(PHONE.height);
        expect(await target.evaluate((el) => el.getBoundingClientRect().bottom)).toBeGreaterThan(0);
      }
    } finally {
      await context.close();
    }
  });

  it('shows support with the contact email, reply times, deletion, cancellation and answers', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    try {
      await page.goto(`${suite.server.baseUrl}/support`);
      await page.getByRole('heading', { level: 1, name: 'Support' }).waitFor();
      const main = page.locator('main');
      expect(await main.getByRole('link', { name: 'help@stride.test' }).first().getAttribute('href')).toBe('mailto:help@stride.test');
      const text = (await main.textContent()) ?? '';
      for (const expected of ['24-48 hours', '30 days']) expect(text).toContain(expected);
      expect(text.toLowerCase()).toContain('cancel');
      // The page is prerendered: its questions open once the app has taken it over.
      await appReady(page);
      const question = main.getByRole('button', { name: /limit/i }).first();
      await question.click();
      expect(await question.getAttribute('aria-expanded')).toBe('true');
    } finally {
      await context.close();
    }
  });

  it('links the sign-up call to action and shows the real dashboard, habits and coach pictures on the landing page', async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    try {
      await page.goto(`${suite.server.baseUrl}/`);
      for (const name of ['dashboard', 'habits', 'coach']) {
        const picture = page.locator(`img[src="/showcase/${name}.jpg"]`);
        await picture.scrollIntoViewIfNeeded();
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
        expect(await picture.getAttribute('alt')).toBeTruthy();
      }
      // The link preview's declared size is the real size of its picture (the dashboard capture).
      const declared = await page.evaluate(() => ['width', 'height'].map((side) => Number(document.querySelector(`meta[property="og:image:${side}"]`)?.getAttribute('content'))));
      const og = await page.evaluate(() => document.querySelector('meta[property="og:image"]')!.getAttribute('content')!);
      const dashboard = page.locator(`img[src="${new URL(og).pathname}"]`);
      expect(await dashboard.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual(declared);
      // The store badge appears because APP_STORE_URL is configured for this server.
      expect(await page.getByRole('link', { name: /App Store/ }).getAttribute('href')).toBe('https://apps.example.com/stride');
      expect(await page.getByRole('link', { name: /Google Play/ }).count()).toBe(0);
      await page.getByRole('link', { name: 'Get Started' }).first().click();
      await waitForPath(page, '/signup');
    } finally {
      await context.close();
    }
  });

  it('shows a phone the phone captures, readable at its width, and never downloads the desktop ones', async () => {
    const { context, page } = await newPage(suite.browser, PHONE);
    try {
      const requested: string[] = [];
      page.on('request', (request) => {
        const match = /\/showcase\/([^/?]+)$/.exec(new URL(request.url()).pathname);
        if (match) requested.push(match[1]!);
      });
      await page.goto(`${suite.server.baseUrl}/`);
      for (const name of ['dashboard', 'habits', 'coach']) {
        const picture = page.getByRole('img', { name: /on a phone/ }).and(page.locator(`img[src="/showcase/${name}-phone.jpg"]`));
        await picture.scrollIntoViewIfNeeded();
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(780);
        // Shown at the phone's width, not shrunk into a desktop screenshot.
        expect(await picture.evaluate((img) => img.getBoundingClientRect().width)).toBeGreaterThan(PHONE.width * 0.8);
        expect(await page.locator(`img[src="/showcase/${name}.jpg"]`).isVisible()).toBe(false);
      }
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(requested.sort()).toEqual(['coach-phone.jpg', 'dashboard-phone.jpg', 'habits-phone.jpg']);
    } finally {
      await context.close();
    }
  });

  // Issue 54: a Spanish, German or French visitor sees no English, the pictures of the app included.
  it.each([
    { screen: 'a desktop', viewport: DESKTOP, suffix: '', width: 1280 },
    { screen: 'a phone', viewport: PHONE, suffix: '-phone', width: 780 },
  ])('shows /es/, /de/ and /fr/ on $screen the pictures of the app in their own language, never the English ones', async ({ viewport, suffix, width }) => {
    const { context, page } = await newPage(suite.browser, viewport);
    try {
      const requested: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/showcase/')) requested.push(pathname);
      });
      for (const language of ['es', 'de', 'fr']) {
        // Counted from before the page is asked for: a picture fetched while it loads counts too.
        requested.length = 0;
        await page.goto(`${suite.server.baseUrl}/${language}/`);
        for (const name of ['dashboard', 'habits', 'coach']) {
          const picture = page.locator(`img[src="/showcase/${language}/${name}${suffix}.jpg"]`);
          await picture.scrollIntoViewIfNeeded();
          await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(width);
        }
        await page.waitForLoadState('networkidle');
        expect(requested.sort(), language).toEqual(['coach', 'dashboard', 'habits'].map((name) => `/showcase/${language}/${name}${suffix}.jpg`));
      }
    } finally {
      await context.close();
    }
  });
});
