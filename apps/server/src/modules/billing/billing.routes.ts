import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DASHBOARD_TEXTS, billingRedirectResponseSchema, checkoutSessionBodySchema, portalSessionBodySchema } from '@stride/domain';
import { errorResponses } from '../../http/error-responses.js';
import { callerOf } from '../../http/route-access.js';
import type { BillingService } from './billing.service.js';

export interface BillingRoutesOptions {
  billing: BillingService;
}

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

const errors = errorResponses(400, 409, 502, 503);
const tags = ['payments'];

/** Section 7, Payments, and the webhook that keeps `subscriptionStatus` in step with Stripe. */
export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, { billing }) => {
  app.post(
    '/create-checkout-session',
    { schema: { tags, summary: 'Start a £8/month subscription checkout for the signed-in user', body: checkoutSessionBodySchema, response: { 200: billingRedirectResponseSchema, ...errors } } },
    async (request) => {
      const { user } = callerOf(request);
      const { url } = await billing.createCheckout(user);
      return url ? { url } : { error: DASHBOARD_TEXTS.noCheckoutUrl };
    },
  );

  app.post(
    '/create-portal-session',
    { schema: { tags, summary: "Open Stripe's billing portal for the caller's own customer", body: portalSessionBodySchema, response: { 200: billingRedirectResponseSchema, ...errors } } },
    async (request) => {
      const { user } = callerOf(request);
      return billing.createPortal(user, request.body.customerId);
    },
  );

  // The signature covers the exact bytes sent, so this route alone reads its body as a buffer.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/webhook',
      {
        schema: {
          tags,
          summary: 'Stripe webhook (signed); applies each event once, never an older over a newer',
          response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }), ...errorResponses(400, 503) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(typeof request.body === 'string' ? request.body : '');
        return billing.handleWebhook(raw, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
};
