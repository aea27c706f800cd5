import { z } from 'zod';
import { getProgress } from '../coach/functions/get-progress/definition.js';
import { idParamsSchema } from '../goals/goals.schemas.js';
import { apiTokenListSchema, createTokenBodySchema, createdTokenSchema } from '../integrations/tokens.schemas.js';
import { createWebhookBodySchema, createdWebhookSchema, rotatedWebhookSecretSchema, updateWebhookBodySchema, webhookDeliveryListSchema, webhookDeliveryParamsSchema, webhookDeliverySchema, webhookListSchema, webhookSchema } from '../integrations/webhooks.schemas.js';
import { oauthAuthorizationRequestSchema, oauthConsentAnswerSchema, oauthConsentBodySchema, oauthConsentRequestSchema, oauthGrantListSchema } from '../integrations/oauth.schemas.js';
import { defineEndpoint } from './endpoint.js';
import { API_ROUTES } from './routes.js';

/** Issue 41: how the caller did over a period, as the coach's getProgress answers it. */
export const PROGRESS_ENDPOINTS = {
  get: defineEndpoint(API_ROUTES.progress.get, {
    tag: 'progress',
    summary: 'Done and scheduled per habit over a period (default this week; weeks run Sunday to Saturday); `habitId` for one habit',
    query: getProgress.args,
    responses: { 200: getProgress.result },
    errors: [400, 404, 429],
  }),
} as const;

/** Issue 41: personal access tokens (decision 035). A token cannot call these. */
export const TOKENS_ENDPOINTS = {
  list: defineEndpoint(API_ROUTES.tokens.list, {
    tag: 'tokens',
    summary: "The caller's personal access tokens, newest first, with when each was last used (never the secret)",
    responses: { 200: apiTokenListSchema },
    errors: [400],
  }),
  create: defineEndpoint(API_ROUTES.tokens.create, {
    tag: 'tokens',
    summary: 'Make a personal access token (`read` or `write`); the answer holds the secret, shown this once. At most 20 per account',
    body: createTokenBodySchema,
    responses: { 201: createdTokenSchema },
    errors: [400, 409],
  }),
  remove: defineEndpoint(API_ROUTES.tokens.remove, {
    tag: 'tokens',
    summary: 'Revoke a token: it stops working at once',
    params: idParamsSchema,
    responses: { 204: z.null() },
    errors: [400, 404],
  }),
} as const;

/** Issue 41: signed webhooks (decision 036). */
export const WEBHOOKS_ENDPOINTS = {
  list: defineEndpoint(API_ROUTES.webhooks.list, {
    tag: 'webhooks',
    summary: "The caller's webhooks, oldest first (never the secret)",
    responses: { 200: webhookListSchema },
    errors: [400],
  }),
  create: defineEndpoint(API_ROUTES.webhooks.create, {
    tag: 'webhooks',
    summary: 'Send events to a public https address, signed (`Stride-Signature`); the answer holds the signing secret, shown this once. At most 10 per account',
    body: createWebhookBodySchema,
    responses: { 201: createdWebhookSchema },
    errors: [400, 409],
  }),
  update: defineEndpoint(API_ROUTES.webhooks.update, {
    tag: 'webhooks',
    summary: 'Change a webhook’s address, events or name; `enabled: true` turns one that was turned off back on',
    params: idParamsSchema,
    body: updateWebhookBodySchema,
    responses: { 200: webhookSchema },
    errors: [400, 404],
  }),
  remove: defineEndpoint(API_ROUTES.webhooks.remove, {
    tag: 'webhooks',
    summary: 'Delete a webhook and its deliveries',
    params: idParamsSchema,
    responses: { 204: z.null() },
    errors: [400, 404],
  }),
  deliveries: defineEndpoint(API_ROUTES.webhooks.deliveries, {
    tag: 'webhooks',
    summary: "A webhook's last 100 deliveries, newest first, each with its receiver's answer",
    params: idParamsSchema,
    responses: { 200: webhookDeliveryListSchema },
    errors: [400, 404],
  }),
  test: defineEndpoint(API_ROUTES.webhooks.test, {
    tag: 'webhooks',
    summary: 'Send a `webhook.test` event to this webhook now, signed like any other, whatever events it asks for; answers the pending delivery',
    params: idParamsSchema,
    responses: { 202: webhookDeliverySchema },
    errors: [400, 404],
  }),
  redeliver: defineEndpoint(API_ROUTES.webhooks.redeliver, {
    tag: 'webhooks',
    summary: 'Send a delivered or failed delivery again: the same message (the same `webhook-id`), its attempts counted afresh',
    params: webhookDeliveryParamsSchema,
    responses: { 202: webhookDeliverySchema },
    errors: [400, 404, 409],
  }),
  rotateSecret: defineEndpoint(API_ROUTES.webhooks.rotateSecret, {
    tag: 'webhooks',
    summary: 'A new signing secret, shown this once; for 24 hours deliveries carry a signature with the old secret too (`webhook-signature` lists both)',
    params: idParamsSchema,
    responses: { 200: rotatedWebhookSecretSchema },
    errors: [400, 404],
  }),
} as const;

/** Issue 41: assistants connected by OAuth (decision 037). A token cannot call these. */
export const OAUTH_ENDPOINTS = {
  grants: defineEndpoint(API_ROUTES.oauth.grants, {
    tag: 'oauth',
    summary: 'The assistants the caller let in, newest first',
    responses: { 200: oauthGrantListSchema },
    errors: [400],
  }),
  revokeGrant: defineEndpoint(API_ROUTES.oauth.revokeGrant, {
    tag: 'oauth',
    summary: "Disconnect an assistant: its tokens stop working at once",
    params: idParamsSchema,
    responses: { 204: z.null() },
    errors: [400, 404],
  }),
  consentRequest: defineEndpoint(API_ROUTES.oauth.consentRequest, {
    tag: 'oauth',
    summary: 'What the consent screen shows for an authorization request (`/oauth/authorize` sends the browser there): the assistant’s name, where it returns to, the scope',
    query: oauthAuthorizationRequestSchema,
    responses: { 200: oauthConsentRequestSchema },
    errors: [400],
  }),
  consent: defineEndpoint(API_ROUTES.oauth.consent, {
    tag: 'oauth',
    summary: 'The person’s answer on the consent screen: `approve` lets the assistant in (a grant and a one-time code); the answer says where the browser goes next',
    body: oauthConsentBodySchema,
    responses: { 200: oauthConsentAnswerSchema },
    errors: [400],
  }),
} as const;
