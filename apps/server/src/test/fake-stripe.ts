import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { respondingTo } from './responding-to.js';

/** A request the fake received: the SDK's form-encoded parameters, decoded. */
export interface FakeStripeCall {
  method: string;
  path: string;
  params: URLSearchParams;
  authorization: string | undefined;
}

export interface FakeStripe {
  /** For STRIPE_API_URL. */
  url: string;
  calls: FakeStripeCall[];
  /** Makes the next call to `path` fail with a Stripe error (status and message); `/v1/subscriptions/*` matches any one subscription. */
  failNext(path: string, status: number, message: string, times?: number): void;
  /** Gives a customer a subscription (checkout happened), for the fake's list and cancel endpoints. */
  addSubscription(customer: string, status?: string): string;
  /** Subscriptions the fake holds, with their current status. */
  subscriptions: Map<string, { customer: string; status: string }>;
  /** A signed webhook delivery for `event`, as Stripe would send it. */
  signedEvent(event: object, secret: string, timestamp?: number): { payload: string; signature: string };
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A small stand-in for the Stripe endpoints the app uses (customers, Checkout sessions, billing
 * portal sessions), speaking Stripe's HTTP API so the official SDK talks to it unchanged. Its
 * hosted pages (`/checkout/…`, `/portal/…`) are plain HTML, for browser tests to land on.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: FakeStripeCall[] = [];
  const failures = new Map<string, { status: number; message: string; times: number }>();
  const subscriptions = new Map<string, { customer: string; status: string }>();
  const subscriptionJson = (subId: string, sub: { customer: string; status: string }) => ({ id: subId, object: 'subscription', customer: sub.customer, status: sub.status, metadata: {} });
  let base = '';
  const server: Server = createServer(respondingTo(async (request, response) => {
    const url = new URL(request.url ?? '/', base);
    const body = await readBody(request);
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(value));
    };
    if (request.method === 'GET' && /^\/(checkout|portal)\//.test(url.pathname)) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><title>Fake Stripe</title><main><h1>${url.pathname.startsWith('/checkout') ? 'Fake Stripe Checkout' : 'Fake Stripe billing portal'}</h1></main></html>`);
      return;
    }
    const params = new URLSearchParams(body);
    calls.push({ method: request.method ?? 'GET', path: url.pathname, params, authorization: request.headers.authorization });
    const failingPath = failures.has(url.pathname) ? url.pathname : url.pathname.replace(/\/sub_\w+$/, '/*');
    const failure = failures.get(failingPath);
    if (failure) {
      if (--failure.times <= 0) failures.delete(failingPath);
      json(failure.status, { error: { type: 'api_error', message: failure.message } });
      return;
    }
    if (request.method === 'POST' && url.pathname === '/v1/customers') {
      json(200, { id: id('cus'), object: 'customer', email: params.get('email'), metadata: { userId: params.get('metadata[userId]') } });
    } else if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const sessionId = id('cs_test');
      json(200, { id: sessionId, object: 'checkout.session', mode: params.get('mode'), customer: params.get('customer'), url: `${base}/checkout/${sessionId}` });
    } else if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const sessionId = id('bps');
      json(200, { id: sessionId, object: 'billing_portal.session', customer: params.get('customer'), url: `${base}/portal/${sessionId}` });
    } else if (request.method === 'GET' && url.pathname === '/v1/subscriptions') {
      // Stripe's list: by customer, `status=all` or the default (every status but canceled).
      const customer = url.searchParams.get('customer');
      const status = url.searchParams.get('status');
      const data = [...subscriptions]
        .filter(([, sub]) => (!customer || sub.customer === customer) && (status === 'all' ? true : status ? sub.status === status : sub.status !== 'canceled'))
        .map(([subId, sub]) => subscriptionJson(subId, sub));
      json(200, { object: 'list', url: '/v1/subscriptions', has_more: false, data });
    } else if (request.method === 'DELETE' && /^\/v1\/subscriptions\/sub_\w+$/.test(url.pathname)) {
      const subId = url.pathname.split('/').pop()!;
      const sub = subscriptions.get(subId);
      if (!sub) json(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${subId}'` } });
      else {
        sub.status = 'canceled';
        json(200, subscriptionJson(subId, sub));
      }
    } else {
      json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` } });
    }
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signer = new Stripe('sk_test_fake_signer');
  return {
    url: base,
    calls,
    subscriptions,
    addSubscription(customer, status = 'active') {
      const subId = id('sub');
      subscriptions.set(subId, { customer, status });
      return subId;
    },
    failNext(path, status, message, times = 1) {
      failures.set(path, { status, message, times });
    },
    signedEvent(event, secret, timestamp) {
      const payload = JSON.stringify(event);
      return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let counter = 0;
/** A Stripe event object of `type` about `object`, created at `created` (seconds). */
export function stripeEvent(type: string, object: Record<string, unknown>, created: number) {
  return { id: `evt_${Date.now()}_${++counter}`, object: 'event', api_version: '2025-01-01', created, type, livemode: false, pending_webhooks: 1, request: null, data: { object } };
}

/** A subscription object as Stripe sends it in events. */
export function subscriptionObject(customer: string, status: string, periodEnd: number, extra: Record<string, unknown> = {}) {
  return {
    id: 'sub_test',
    object: 'subscription',
    customer,
    status,
    cancel_at: null,
    ended_at: null,
    metadata: {},
    items: { object: 'list', data: [{ id: 'si_test', object: 'subscription_item', current_period_end: periodEnd }] },
    ...extra,
  };
}
