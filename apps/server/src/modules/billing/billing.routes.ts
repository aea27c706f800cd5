import type { FastifyInstance } from 'fastify';
import { API, DASHBOARD_TEXTS } from '@stride/domain';
import { route } from '../../http/contract-route.js';
import { callerOf } from '../../http/route-access.js';
import type { BillingService } from './billing.service.js';

export interface BillingRoutesOptions {
  billing: BillingService;
}

/** Section 7, Payments, and the webhook that keeps `subscriptionStatus` in step with Stripe. */
export async function billingRoutes(app: FastifyInstance, { billing }: BillingRoutesOptions) {
  route(app, API.billing.checkout, async (request) => {
    const { user } = callerOf(request);
    const { url } = await billing.createCheckout(user);
    return url ? { url } : { error: DASHBOARD_TEXTS.noCheckoutUrl };
  });

  route(app, API.billing.portal, async (request) => billing.createPortal(callerOf(request).user, request.body.customerId));

  // The signature covers the exact bytes sent, so this route alone reads its body as a buffer.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    route(webhook, API.billing.webhook, async (request) => {
      const signature = request.headers['stripe-signature'];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(typeof request.body === 'string' ? request.body : '');
      return billing.handleWebhook(raw, typeof signature === 'string' ? signature : undefined);
    });
  });
}
