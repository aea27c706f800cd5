import { describe, expect, it } from 'vitest';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { API, OFFLINE_TEXTS, TODAY_TEXTS } from '@stride/domain';
import { axeViolations } from './support/axe.js';
import { PHONE, newPage } from './support/browser.js';
import { addDailyHabit } from './support/habits.js';
import { signInByApi } from './support/api-session.js';
import { uniqueEmail } from './support/journeys.js';
import { useAppAndBrowser } from './support/suite.js';
import { okFromPage, pageUser } from './support/page-api.js';

const ZONE = 'Europe/London';

/** The service worker has installed (the app precached) and controls this page. */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** What the server holds for the habit today, asked with the page's own session. */
async function serverDone(page: Page, name: string): Promise<boolean> {
  const { id } = await pageUser(page);
  const habits = await okFromPage(page, API.habits.list, { params: { userId: id } });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  return habits.find((h) => h.name === name)!.completedDates.includes(today);
}

/**
 * No connection, as the page and its service worker meet it. `context.setOffline` cuts the network
 * for both and tells the page's renderer it is offline (`navigator.onLine`); but that renderer-wide
 * flag can be cleared behind its back when another DevTools session of the same renderer process
 * goes (the service worker's, stopped and started again on a busy machine): every request still
 * fails, while the reloaded page reads itself online and never says it is offline (CI, 2026-11-29).
 * A device with no connection says so to every page, so after each reload the page is told again
 * (`Network.overrideNetworkState`: the flag only, the network stays with `setOffline`).
 */
async function connection(context: BrowserContext, page: Page) {
  const session: CDPSession = await context.newCDPSession(page);
  const tell = (offline: boolean) => session.send('Network.overrideNetworkState', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  return {
    async offline() {
      await context.setOffline(true);
      await tell(true);
    },
    /** A reload with no connection, the page told it again. */
    async reload() {
      await page.reload();
      await tell(true);
      await page.waitForFunction(() => !navigator.onLine);
    },
    /** The network first, then the page told: its 'online' event comes when requests can go. */
    async online() {
      await context.setOffline(false);
      await tell(false);
      await session.detach();
    },
  };
}

describe('the installable app offline (issue 21)', () => {
  const suite = useAppAndBrowser();

  it('opens without a connection, keeps check-offs made offline as waiting, and sends each once when the connection returns', async () => {
    const { context, page } = await newPage(suite.browser, PHONE, { timezoneId: ZONE, serviceWorkers: 'allow' });
    try {
      await signInByApi(page, suite.server, uniqueEmail('offline'));
      await addDailyHabit(page, 'Stretch', '06:00', '06:30');
      await addDailyHabit(page, 'Read', '06:00', '06:30');
      await workerInControl(page);
      await page.reload();
      const today = page.getByRole('region', { name: /^Today, / });
      const list = today.getByRole('list', { name: TODAY_TEXTS.listLabel });
      await list.getByRole('button', { name: /^Stretch/ }).waitFor();
      await page.waitForLoadState('networkidle');

      // No connection at all: the app opens from the service worker with the last data it saw.
      const network = await connection(context, page);
      await network.offline();
      await network.reload();
      await page.getByText(OFFLINE_TEXTS.offline).waitFor();
      const stretch = list.getByRole('button', { name: /^Stretch/ });
      const read = list.getByRole('button', { name: /^Read/ });
      await stretch.waitFor();

      // Ticked, untick and tick again (one wish stays), and a second habit ticked.
      await stretch.click();
      await expect.poll(() => stretch.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
      await stretch.click();
      await expect.poll(() => stretch.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('false');
      await stretch.click();
      await read.click();
      await expect.poll(() => read.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
      await expect.poll(() => stretch.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
      await expect.poll(() => today.getByText(OFFLINE_TEXTS.pendingMark).count(), { timeout: 15_000 }).toBe(2);
      await page.getByText(`${OFFLINE_TEXTS.offline} ${OFFLINE_TEXTS.pending(2)}`).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // A reload while still offline loses nothing.
      await network.reload();
      // The reload starts the app from the service worker and reads the outbox: on a loaded machine
      // (CI) that took longer than the poll's default of one second.
      await expect.poll(() => list.getByRole('button', { name: /^Stretch/ }).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
      await expect.poll(() => list.getByRole('button', { name: /^Read/ }).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
      expect(await today.getByText(OFFLINE_TEXTS.pendingMark).count()).toBe(2);

      // Back online: sent, the waiting marks go, and the server took each once.
      const sent: string[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/complete') && response.ok()) sent.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
      });
      await network.online();
      await expect.poll(() => today.getByText(OFFLINE_TEXTS.pendingMark).count(), { timeout: 15_000 }).toBe(0);
      await page.getByText(OFFLINE_TEXTS.offline).waitFor({ state: 'detached' });
      expect(sent).toHaveLength(2);
      expect(sent.every((s) => s.startsWith('POST '))).toBe(true);
      expect(await serverDone(page, 'Stretch')).toBe(true);
      expect(await serverDone(page, 'Read')).toBe(true);
    } finally {
      await context.close();
    }
  });
});
