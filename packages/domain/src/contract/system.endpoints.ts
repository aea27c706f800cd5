import { z } from 'zod';
import { billingRedirectResponseSchema, checkoutSessionBodySchema, portalSessionBodySchema } from '../billing/billing.schemas.js';
import { publicConfigSchema } from '../public-config.schema.js';
import { defineEndpoint } from './endpoint.js';
import { API_ROUTES } from './routes.js';

/** Section 7, Payments, and the webhook that keeps `subscriptionStatus` in step with Stripe. */
export const BILLING_ENDPOINTS = {
  checkout: defineEndpoint(API_ROUTES.billing.checkout, {
    tag: 'payments',
    summary: 'Start a £8/month subscription checkout for the signed-in user',
    body: checkoutSessionBodySchema,
    responses: { 200: billingRedirectResponseSchema },
    errors: [400, 409, 502, 503],
  }),
  portal: defineEndpoint(API_ROUTES.billing.portal, {
    tag: 'payments',
    summary: "Open Stripe's billing portal for the caller's own customer",
    body: portalSessionBodySchema,
    responses: { 200: billingRedirectResponseSchema },
    errors: [400, 409, 502, 503],
  }),
  // Stripe signs its webhook: the signature over the exact bytes, not a session, is the check.
  webhook: defineEndpoint(API_ROUTES.billing.webhook, {
    tag: 'payments',
    summary: 'Stripe webhook (signed); applies each event once, never an older over a newer',
    responses: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
    errors: [400, 503],
  }),
} as const;

/** For load balancers, clients' start-up and readers of the API. */
export const SYSTEM_ENDPOINTS = {
  health: defineEndpoint(API_ROUTES.system.health, {
    tag: 'system',
    summary: 'Liveness and database check',
    responses: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
    errors: [503],
  }),
  live: defineEndpoint(API_ROUTES.system.live, {
    tag: 'system',
    summary: 'Liveness: the process runs (the database is not asked)',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  }),
  config: defineEndpoint(API_ROUTES.system.config, { tag: 'system', summary: 'Public settings for clients', responses: { 200: publicConfigSchema } }),
  openApi: defineEndpoint(API_ROUTES.system.openApi, {
    tag: 'system',
    summary: 'This API as an OpenAPI 3 document',
    responses: { 200: z.record(z.string(), z.unknown()) },
  }),
} as const;
