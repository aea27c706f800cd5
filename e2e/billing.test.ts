import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API, DASHBOARD_TEXTS, urlOf } from '@stride/domain';
import { startFakeStripe, stripeEvent, subscriptionObject, type FakeStripe } from '../apps/server/src/test/fake-stripe.js';
import { axeViolations } from './support/axe.js';
import { DESKTOP, PHONE, appReady, horizontalOverflow, newPage } from './support/browser.js';
import { signInByApi } from './support/api-session.js';
import { uniqueEmail } from './support/journeys.js';
import { useAppAndBrowser } from './support/suite.js';
import { callFromPage, pageUser } from './support/page-api.js';

const SECRET = 'whsec_e2e_secret';

describe('Plans and billing in a real browser, with the Stripe SDK talking to a local fake', () => {
  // The fake starts first: the server is launched with its address (hooks run in order).
  let fake: FakeStripe;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeStripe();
    Object.assign(env, { STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_PRICE_ID: 'price_gbp8', STRIPE_API_URL: fake.url });
  });
  const suite = useAppAndBrowser(env);
  afterAll(() => fake?.close());

  async function deliver(event: object) {
    const { payload, signature } = fake.signedEvent(event, SECRET);
    const res = await fetch(`${suite.server.baseUrl}${urlOf(API.billing.webhook)}`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    expect(res.status).toBe(200);
  }
  const customerOf = (page: Page) =>
    pageUser(page).then((user) => user.stripeCustomerId);
  const card = (page: Page) => page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Subscription Details' }) });

  async function expectCardClean(page: Page) {
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  }

  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`goes Free -> checkout -> webhook -> Active -> portal -> Payment Required -> Canceled on a ${width}`, async () => {
      const { context, page } = await newPage(suite.browser, viewport);
      try {
        const email = await signInByApi(page, suite.server, uniqueEmail(`billing-${width}`));

        // Free Tier: the perks and the upgrade.
        await card(page).getByText(DASHBOARD_TEXTS.freeTitle, { exact: true }).waitFor();
        await card(page).getByText('Upgrade to Premium - £8/month').waitFor();
        await expectCardClean(page);

        // Upgrade (on the phone from the pricing page's Subscribe Now): the browser goes to the
        // checkout page the SDK was given.
        if (viewport === PHONE) {
          await page.goto(`${suite.server.baseUrl}/pricing`);
          // The page paints from its prerendered HTML; the button works once the app has taken over.
          await appReady(page);
          await page.getByRole('button', { name: 'Subscribe Now' }).click();
        } else {
          await card(page).getByRole('button', { name: DASHBOARD_TEXTS.upgrade }).click();
        }
        await page.waitForURL((url) => url.href.startsWith(`${fake.url}/checkout/cs_test_`));
        await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
        const customerId = fake.calls.findLast((c) => c.path === '/v1/checkout/sessions')!.params.get('customer')!;
        expect(fake.calls.findLast((c) => c.path === '/v1/customers')!.params.get('email')).toBe(email);

        // Back on the success URL before the webhook: nothing granted yet, the page says it is confirming.
        await page.goto(`${suite.server.baseUrl}/dashboard?checkout=success`);
        await page.getByText(/Stripe is confirming your payment/).waitFor();
        await card(page).getByText(DASHBOARD_TEXTS.freeTitle, { exact: true }).waitFor();

        // Stripe's webhooks arrive: the page picks the new plan up by itself.
        const t0 = Math.floor(Date.now() / 1000);
        const periodEnd = Math.floor(Date.UTC(2027, 0, 15, 12) / 1000);
        await deliver(stripeEvent('checkout.session.completed', { id: 'cs_e2e', object: 'checkout.session', mode: 'subscription', payment_status: 'paid', customer: customerId }, t0));
        await deliver(stripeEvent('customer.subscription.created', subscriptionObject(customerId, 'active', periodEnd), t0 + 1));
        await card(page).getByText(DASHBOARD_TEXTS.activeTitle).waitFor({ timeout: 20_000 });
        await card(page).getByText('Valid until 15 January 2027').waitFor();
        await page.getByText('Welcome to Premium! Your subscription is active.').waitFor();
        await expectCardClean(page);

        // Pricing says so too, and the server refuses a second checkout that would charge twice.
        await page.goto(`${suite.server.baseUrl}/pricing`);
        expect(await page.getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
        expect(await page.getByText('Subscribe Now').count()).toBe(0);
        const again = await callFromPage(page, API.billing.checkout, { body: { email: 'x@example.com' } });
        expect(again.status).toBe(409);

        // Manage Subscription: the billing portal for this customer.
        await page.goto(`${suite.server.baseUrl}/dashboard`);
        await card(page).getByRole('button', { name: DASHBOARD_TEXTS.manageSubscription }).click();
        await page.waitForURL((url) => url.href.startsWith(`${fake.url}/portal/bps_`));
        expect(fake.calls.findLast((c) => c.path === '/v1/billing_portal/sessions')!.params.get('customer')).toBe(await page.goBack().then(() => customerOf(page)));

        // A failed renewal, then the cancellation; a late, older event changes nothing.
        await deliver(stripeEvent('invoice.payment_failed', { id: 'in_e2e', object: 'invoice', customer: customerId }, t0 + 2));
        await page.goto(`${suite.server.baseUrl}/dashboard`);
        await card(page).getByText(DASHBOARD_TEXTS.pastDueTitle).waitFor();
        await card(page).getByText(DASHBOARD_TEXTS.pastDueWarning).waitFor();
        await card(page).getByRole('button', { name: DASHBOARD_TEXTS.updatePaymentMethod }).waitFor();
        await expectCardClean(page);

        await deliver(stripeEvent('customer.subscription.deleted', subscriptionObject(customerId, 'canceled', periodEnd, { ended_at: periodEnd }), t0 + 3));
        await deliver(stripeEvent('customer.subscription.updated', subscriptionObject(customerId, 'active', periodEnd), t0 + 1));
        await page.reload();
        await card(page).getByText(DASHBOARD_TEXTS.canceledTitle).waitFor();
        await card(page).getByText('You have Premium access until 15 January 2027').waitFor();
        await expectCardClean(page);

        // Resubscribe starts a new checkout for the same customer.
        await card(page).getByRole('button', { name: DASHBOARD_TEXTS.resubscribe }).click();
        await page.waitForURL((url) => url.href.startsWith(`${fake.url}/checkout/`));
        expect(fake.calls.findLast((c) => c.path === '/v1/checkout/sessions')!.params.get('customer')).toBe(customerId);
      } finally {
        await context.close();
      }
    });
  }

  it("shows the spec's alert with the reason when checkout fails", async () => {
    const { context, page } = await newPage(suite.browser, DESKTOP);
    try {
      await signInByApi(page, suite.server, uniqueEmail('billing-fail'));
      // A 4xx: the SDK does not retry it.
      fake.failNext('/v1/customers', 400, 'Stripe refused');
      await card(page).getByRole('button', { name: DASHBOARD_TEXTS.upgrade }).click();
      const alert = page.getByRole('alertdialog');
      expect(await alert.textContent()).toContain(DASHBOARD_TEXTS.checkoutFailed);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
