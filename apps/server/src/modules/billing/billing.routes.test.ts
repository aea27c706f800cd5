import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { BILLING_MESSAGES, type User } from '@stride/domain';
import { stripeEvents } from '../../db/schema.js';
import { verifiedUser } from '../../test/auth-flows.js';
import { withFailingWrite } from '../../test/failing-write.js';
import { startFakeStripe, stripeEvent, subscriptionObject, type FakeStripe } from '../../test/fake-stripe.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

const SECRET = 'whsec_test_secret';
const STRIPE_ENV = (fake: FakeStripe) => ({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_PRICE_ID: 'price_premium_gbp8', STRIPE_API_URL: fake.url });

describe.each(testEngines())('payments on %s', (engine) => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(engine, STRIPE_ENV(fake));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const me = async (client: TestClient) => (await client.request('GET', '/api/auth/check')).json<{ user: User }>().user;
  const deliver = (event: object, options: { signature?: string; secret?: string; timestamp?: number } = {}) => {
    const signed = fake.signedEvent(event, options.secret ?? SECRET, options.timestamp);
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      // Stripe sends no Client-Type: the webhook is the one route that does not need it.
      headers: { 'content-type': 'application/json', 'stripe-signature': options.signature ?? signed.signature },
      payload: signed.payload,
    });
  };

  async function subscribedUser() {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const res = await client.request('POST', '/api/stripe/create-checkout-session', { email: 'someone-else@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    return { client, userId: user.id, customerId: (await me(client)).stripeCustomerId!, url: res.json<{ url: string }>().url };
  }

  it('checkout: a subscription session for the signed-in user with their own customer, created once and reused', async () => {
    const { client, userId, customerId, url } = await subscribedUser();
    expect(url).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
    const customerCall = fake.calls.findLast((c) => c.path === '/v1/customers')!;
    // The session's user, whatever email the body named.
    expect(customerCall.params.get('email')).toBe((await me(client)).email);
    expect(customerCall.params.get('metadata[userId]')).toBe(userId);
    expect(customerCall.authorization).toBe('Bearer sk_test_123');
    const session = fake.calls.findLast((c) => c.path === '/v1/checkout/sessions')!;
    expect(Object.fromEntries(session.params)).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: userId,
      'line_items[0][price]': 'price_premium_gbp8',
      'line_items[0][quantity]': '1',
      success_url: 'http://localhost:3000/dashboard?checkout=success',
      cancel_url: 'http://localhost:3000/dashboard?checkout=canceled',
    });
    const customersBefore = fake.calls.filter((c) => c.path === '/v1/customers').length;
    expect((await client.request('POST', '/api/stripe/create-checkout-session', { email: 'x@example.com' })).statusCode).toBe(200);
    expect(fake.calls.filter((c) => c.path === '/v1/customers').length).toBe(customersBefore);
    // Reaching the success URL grants nothing by itself.
    expect((await me(client)).subscriptionStatus).toBeNull();
  });

  it("portal: only for the caller's own customer (403 otherwise); provider failures answer a message", async () => {
    const { client, customerId } = await subscribedUser();
    const portal = await client.request('POST', '/api/stripe/create-portal-session', { customerId });
    expect(portal.statusCode).toBe(200);
    expect(portal.json<{ url: string }>().url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
    expect(Object.fromEntries(fake.calls.findLast((c) => c.path === '/v1/billing_portal/sessions')!.params)).toEqual({ customer: customerId, return_url: 'http://localhost:3000/dashboard' });

    const other = await subscribedUser();
    const refused = await client.request('POST', '/api/stripe/create-portal-session', { customerId: other.customerId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(BILLING_MESSAGES.notYourCustomer);

    fake.failNext('/v1/billing_portal/sessions', 400, 'No configuration provided');
    const failed = await client.request('POST', '/api/stripe/create-portal-session', { customerId });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(BILLING_MESSAGES.providerFailed);
    // Signed out: nothing.
    expect((await t.client().request('POST', '/api/stripe/create-checkout-session', { email: 'a@b.co' })).statusCode).toBe(401);
  });

  it('webhooks: signature checked on the raw body; missing, wrong or stale ones change nothing', async () => {
    const { client, customerId } = await subscribedUser();
    const now = Math.floor(Date.now() / 1000);
    const event = stripeEvent('customer.subscription.updated', subscriptionObject(customerId, 'active', now + 30 * 86400), now);
    const cases = [
      { signature: 't=1,v1=deadbeef' },
      { secret: 'whsec_someone_else' },
      { timestamp: now - 3600 },
    ];
    for (const options of cases) {
      const res = await deliver(event, options);
      expect(res.statusCode, JSON.stringify(options)).toBe(400);
      expect(res.json().message).toBe(BILLING_MESSAGES.signatureInvalid);
    }
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(event) });
    expect(unsigned.statusCode).toBe(400);
    expect((await me(client)).subscriptionStatus).toBeNull();
    // The same bytes, signed: applied.
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect(await me(client)).toMatchObject({ subscriptionStatus: 'active', subscriptionEndDate: new Date((now + 30 * 86400) * 1000).toISOString() });
  });

  it('webhooks: an event whose change fails is not recorded either, so Stripe\'s retry applies it', async () => {
    const { client, customerId } = await subscribedUser();
    const now = Math.floor(Date.now() / 1000);
    const event = stripeEvent('customer.subscription.updated', subscriptionObject(customerId, 'active', now + 30 * 86400), now);
    const recorded = await t.database.db.select({ n: count() }).from(stripeEvents);
    // The event id is stored first, then the user updated: the update fails.
    const failed = await withFailingWrite(t.database.db, 'users', 'UPDATE', () => deliver(event));
    expect(failed.statusCode).toBe(500);
    expect(await t.database.db.select({ n: count() }).from(stripeEvents)).toEqual(recorded);
    expect((await me(client)).subscriptionStatus).toBeNull();
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect((await me(client)).subscriptionStatus).toBe('active');
  });

  it('walks every status: checkout -> active -> past_due -> paid again -> cancelled at period end -> canceled', async () => {
    const { client, customerId, userId } = await subscribedUser();
    const t0 = Math.floor(Date.now() / 1000);
    const periodEnd = t0 + 30 * 86400;
    const steps: Array<[object, string, string | null]> = [
      [stripeEvent('checkout.session.completed', { id: 'cs_1', object: 'checkout.session', mode: 'subscription', payment_status: 'paid', customer: customerId, client_reference_id: userId }, t0), 'active', null],
      [stripeEvent('customer.subscription.created', subscriptionObject(customerId, 'active', periodEnd), t0 + 1), 'active', new Date(periodEnd * 1000).toISOString()],
      [stripeEvent('invoice.payment_failed', { id: 'in_1', object: 'invoice', customer: customerId }, t0 + 2), 'past_due', new Date(periodEnd * 1000).toISOString()],
      [stripeEvent('invoice.paid', { id: 'in_2', object: 'invoice', customer: customerId, lines: { data: [{ period: { end: periodEnd + 86400 } }] } }, t0 + 3), 'active', new Date((periodEnd + 86400) * 1000).toISOString()],
      [stripeEvent('customer.subscription.updated', subscriptionObject(customerId, 'active', periodEnd + 86400, { cancel_at: periodEnd + 86400, cancel_at_period_end: true }), t0 + 4), 'active', new Date((periodEnd + 86400) * 1000).toISOString()],
      [stripeEvent('customer.subscription.deleted', subscriptionObject(customerId, 'canceled', periodEnd + 86400, { ended_at: periodEnd + 86400 }), t0 + 5), 'canceled', new Date((periodEnd + 86400) * 1000).toISOString()],
    ];
    const checkout = () => client.request('POST', '/api/stripe/create-checkout-session', { email: 'x@example.com' });
    for (const [event, status, end] of steps) {
      expect((await deliver(event)).statusCode).toBe(200);
      expect(await me(client)).toMatchObject({ subscriptionStatus: status, subscriptionEndDate: end });
      // While Premium (past_due included) a second checkout would charge twice: refused, nothing sent to Stripe.
      const sessionsBefore = fake.calls.filter((c) => c.path === '/v1/checkout/sessions').length;
      const res = await checkout();
      if (status === 'canceled') {
        // Canceled is Free again: a new subscription can start.
        expect(res.statusCode, res.body).toBe(200);
        expect(fake.calls.filter((c) => c.path === '/v1/checkout/sessions').length).toBe(sessionsBefore + 1);
      } else {
        expect(res.statusCode, status).toBe(409);
        expect(res.json()).toEqual({ code: 'conflict', message: BILLING_MESSAGES.alreadyPremium });
        expect(fake.calls.filter((c) => c.path === '/v1/checkout/sessions').length).toBe(sessionsBefore);
      }
    }
  });

  it('applies an event once when delivered twice or at the same time, and never lets an older event roll the status back', async () => {
    const { client, customerId } = await subscribedUser();
    const t0 = Math.floor(Date.now() / 1000);
    const end = t0 + 30 * 86400;
    const active = stripeEvent('customer.subscription.updated', subscriptionObject(customerId, 'active', end), t0);
    const pastDue = stripeEvent('invoice.payment_failed', { id: 'in_x', object: 'invoice', customer: customerId }, t0 + 10);
    const canceled = stripeEvent('customer.subscription.deleted', subscriptionObject(customerId, 'canceled', end, { ended_at: end }), t0 + 20);

    // Out of order: the newest first, then the older ones arrive late.
    expect((await deliver(canceled)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(active)).statusCode).toBe(200);
    expect((await deliver(pastDue)).statusCode).toBe(200);
    expect((await me(client)).subscriptionStatus).toBe('canceled');

    // Redelivered, and five copies at once: each applied once.
    expect((await deliver(canceled)).json()).toEqual({ received: true, duplicate: true });
    const resubscribed = stripeEvent('customer.subscription.created', subscriptionObject(customerId, 'active', end + 86400), t0 + 30);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(resubscribed)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json<{ duplicate: boolean }>().duplicate === false)).toHaveLength(1);
    expect((await me(client)).subscriptionStatus).toBe('active');
  });
});

describe('payments without a Stripe key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers 503 with a clear message for checkout, the portal and the webhook', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    for (const [url, body] of [
      ['/api/stripe/create-checkout-session', { email: 'a@b.co' }],
      ['/api/stripe/create-portal-session', { customerId: 'cus_1' }],
    ] as const) {
      const res = await client.request('POST', url, body);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(BILLING_MESSAGES.notConfigured);
    }
    const hook = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' }, payload: '{}' });
    expect(hook.statusCode).toBe(503);
  });
});
