import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { CREATE_HABIT_TEXTS, HABITS_TEXTS, NOTIFICATION_SETTINGS_TEXTS as T, NOTIFICATION_TEXTS, PUSH_DONE_ACTION, REMINDER_TEXTS, TODAY_TEXTS, localPartsOf, settingsSectionPath } from '@stride/domain';
import { startAppServer, type AppServer } from './support/app-server.js';
import { axeViolations } from './support/axe.js';
import { launchPersistentBrowser } from './support/browser.js';
import { startFakeFcm, type FakeFcm } from './support/fake-fcm/fake-fcm.js';
import { createHabit, userHabits } from './support/habits.js';
import { signInByApi } from './support/api-session.js';
import { uniqueEmail, waitForPath } from './support/journeys.js';

const ZONE = 'Europe/London';

/** The notifications this origin's service worker shows now, as the page can list them. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, actions: (n as Notification & { actions?: { action: string }[] }).actions?.map((a) => a.action) ?? [] }));
  });

/**
 * The first minute boundary at least 25 s away, in London time: when a reminder "at the start" of
 * an occurrence starting then falls due (the server ticks at each minute's start).
 */
function nextStart() {
  const at = Math.ceil((Date.now() + 25_000) / 60_000) * 60_000;
  const local = localPartsOf(new Date(at), ZONE);
  const end = localPartsOf(new Date(at + 30 * 60_000), ZONE);
  return { at, date: local.date, from: local.time, to: end.time };
}

/**
 * Issue 21, web push end to end: a real Chromium subscription made through the Google push
 * protocols Chromium speaks, served by a local fake (e2e/support/fake-fcm/); the app's web-push
 * reaches it through PUSH_PROXY_URL; the service worker shows what Chromium decrypted.
 */
describe('web push in a real browser (issue 21)', () => {
  let fake: FakeFcm;
  let server: AppServer;
  let profile: string;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    fake = await startFakeFcm();
    server = await startAppServer({ NODE_EXTRA_CA_CERTS: fake.caPath, PUSH_PROXY_URL: fake.proxyUrl });
    profile = mkdtempSync(path.join(tmpdir(), 'stride-push-profile-'));
    ({ context, page } = await launchPersistentBrowser(profile, fake.chromiumArgs));
    // What the person grants when the browser asks (a headless browser has no prompt to click).
    await context.grantPermissions(['notifications'], { origin: server.baseUrl });
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
    await fake?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('subscribes this browser; a test notification and a reminder set in the dialog arrive, shown by the service worker and by email; a click opens the app; Done completes the occurrence', async () => {
    try {
      // The Notifications card is on /settings since issue 39, in its section since issue 51.
      const email = await signInByApi(page, server, uniqueEmail('push'), settingsSectionPath('notifications'));

      // Settings explains the browser's question, then subscribes this device for real.
      const card = page.getByRole('region', { name: T.title });
      await card.getByText(T.deviceAsk).waitFor();
      await card.getByRole('button', { name: T.turnOnDevice }).click();
      await card.getByText(T.deviceOn).waitFor({ timeout: 30_000 });
      // Besides Chromium's own registration (its GCM start), one web push subscription: this site's.
      expect([...fake.registrations.values()].filter((r) => r.subtype?.startsWith(`wp:${server.baseUrl}/`))).toHaveLength(1);
      expect(await axeViolations(page)).toEqual([]);

      // Send a test notification: to this device and by email.
      await card.getByRole('button', { name: T.sendTest }).click();
      await card.getByText('Test notification sent to 1 device and by email.').waitFor();
      await expect.poll(() => shownNotifications(page), { timeout: 15_000 }).toContainEqual({ title: NOTIFICATION_TEXTS.testTitle, body: NOTIFICATION_TEXTS.testBody, actions: [] });
      expect(fake.received.filter((r) => r.status === 201)).toHaveLength(1);
      await server.mail.nextMessage(email, 0, (m) => m.subject === NOTIFICATION_TEXTS.testTitle);
      // A click on a notification itself opens where it leads (the test notification: the dashboard) in the open window.
      const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js')) as Worker;
      await page.goto(`${server.baseUrl}/habits`);
      await waitForPath(page, '/habits');
      await clickNotification(worker, NOTIFICATION_TEXTS.testTitle, '');
      await waitForPath(page, '/dashboard');

      // A habit whose occurrence starts at the next minute, reminding at its start by notification and by email.
      // The page drawn first: a click while the window the notification opened was still loading
      // waited on its navigation past the click's 15 s (CI, twenty-first session).
      // Drawn within the file's 30 s, with what the page showed if not: beside the unit tiers the
      // default 15 s ran out once (CI, twenty-fourth session) with no word of where the page was.
      await page.goto(`${server.baseUrl}/habits`);
      await waitForPath(page, '/habits');
      await page.getByRole('heading', { level: 1, name: HABITS_TEXTS.pageTitle }).waitFor({ timeout: 30_000 });
      const dialog = await createHabit(page, { name: 'Evening yoga' });
      // Issue 51: reminders are behind Create's More options.
      await dialog.getByRole('button', { name: CREATE_HABIT_TEXTS.moreOptions }).click();
      await dialog.getByRole('button', { name: REMINDER_TEXTS.add }).click();
      await dialog.getByRole('group', { name: REMINDER_TEXTS.row(1) }).getByRole('combobox', { name: REMINDER_TEXTS.when }).click();
      await page.getByRole('option', { name: 'At the start' }).click();
      await dialog.getByRole('button', { name: REMINDER_TEXTS.add }).click();
      await dialog.getByRole('group', { name: REMINDER_TEXTS.row(2) }).getByRole('combobox', { name: REMINDER_TEXTS.when }).click();
      await page.getByRole('option', { name: 'At the start' }).click();
      await dialog.getByRole('group', { name: REMINDER_TEXTS.row(2) }).getByRole('combobox', { name: REMINDER_TEXTS.channel }).click();
      await page.getByRole('option', { name: 'Email' }).click();
      // The time last, just before Create: a habit created after its start reminds at the next
      // occurrence, tomorrow. Chosen first, the start passed while the dialog was filled on a machine
      // busy with the unit tiers (CI, thirteenth session: no reminder within 100 s).
      const start = nextStart();
      await dialog.getByLabel('Start date').fill(start.date);
      await dialog.getByLabel('Start time').fill(start.from);
      await dialog.getByLabel('End time').fill(start.to);
      await dialog.getByRole('button', { name: 'Create Habit' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(Date.now(), 'the habit was created before its start').toBeLessThan(start.at);
      const [habit] = await userHabits(page);
      expect(habit!.reminders).toEqual([
        { minutesBefore: 0, channel: 'email' },
        { minutesBefore: 0, channel: 'push' },
      ]);

      // At its start, local time: the notification names the habit and its time, with Done.
      await page.goto(`${server.baseUrl}/dashboard`);
      const mailsBefore = server.mail.count();
      const reminder = { title: 'Evening yoga', body: NOTIFICATION_TEXTS.reminderBody('Today', start.from, start.to), actions: [PUSH_DONE_ACTION] };
      await expect.poll(() => shownNotifications(page), { timeout: 100_000, interval: 1000 }).toContainEqual(reminder);
      const shownAt = Date.now();
      expect(shownAt).toBeGreaterThanOrEqual(start.at);
      expect(shownAt - start.at).toBeLessThan(15_000);
      const mail = await server.mail.nextMessage(email, mailsBefore, (m) => m.subject.startsWith('Reminder: Evening yoga'), 30_000);
      expect(mail.subject).toBe(`Reminder: Evening yoga, today at ${start.from}`);

      // "Done" completes that occurrence; the open dashboard ticks it at once. The buttons of a
      // notification cannot be pressed in a headless browser: the worker gets the event the browser sends.
      const today = page.getByRole('region', { name: /^Today, / }).getByRole('list', { name: TODAY_TEXTS.listLabel });
      // Polls bounded at 15 s, not the default 1 s: the worker's request and the page's update, on a
      // machine busy with the unit tiers beside this file (a run here missed 1 s on the completion).
      await expect.poll(() => today.getByRole('button', { name: /^Evening yoga/ }).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('false');
      await clickNotification(worker, 'Evening yoga', PUSH_DONE_ACTION);
      await expect.poll(async () => (await userHabits(page))[0]!.completedDates, { timeout: 15_000 }).toEqual([start.date]);
      await expect.poll(() => today.getByRole('button', { name: /^Evening yoga/ }).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');

    } catch (error) {
      console.error(`fake FCM log:\n${fake.log.join('\n')}`);
      throw error;
    }
  }, 240_000);
});

/**
 * Dispatches, in the service worker, the `notificationclick` the browser sends when a person
 * presses a notification (`action`: one of its buttons, '' for the notification itself).
 */
async function clickNotification(worker: Worker, title: string, action: string) {
  await worker.evaluate(
    async ({ title, action }) => {
      const scope = self as unknown as {
        registration: { getNotifications(): Promise<{ title: string }[]> };
        NotificationEvent: new (type: string, init: { notification: unknown; action: string }) => Event;
        dispatchEvent(event: Event): boolean;
      };
      const notification = (await scope.registration.getNotifications()).find((n) => n.title === title);
      if (!notification) throw new Error(`no notification titled ${title}`);
      // The worker's handler calls waitUntil, which accepts only the browser's own events: its work
      // has started by then, and the error that follows (in the worker's console) is this dispatch's.
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification, action }));
    },
    { title, action },
  );
}
