import { z } from 'zod';
import { INTEGRATION_TEXTS } from '../texts/integration-texts.js';
import { integrationNameSchema } from './tokens.schemas.js';
import { WEBHOOK_EVENTS, WEBHOOK_PAYLOADS } from './integration-constants.js';

export { MAX_WEBHOOKS, WEBHOOK_DISABLE_AFTER_FAILURES, WEBHOOK_EVENTS, WEBHOOK_PAYLOADS, WEBHOOK_SECRET_OVERLAP_HOURS, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_STANDARD_HEADERS, WEBHOOK_TEST_EVENT } from './integration-constants.js';
import { WEBHOOK_TEST_EVENT } from './integration-constants.js';

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS, { error: INTEGRATION_TEXTS.webhookEventInvalid });
/** Issue 52: `thin` (ids, date, what changed, where to read it) or `full` (legacy: the whole record). */
export const webhookPayloadKindSchema = z.enum(WEBHOOK_PAYLOADS);
export type WebhookPayloadKind = z.infer<typeof webhookPayloadKindSchema>;
/** What a delivery carries: a subscribed event, or (issue 52) the test-send's `webhook.test`. */
export const webhookDeliveryTypeSchema = z.enum([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]);
export type WebhookDeliveryType = z.infer<typeof webhookDeliveryTypeSchema>;

export const webhookUrlSchema = z.string({ error: INTEGRATION_TEXTS.webhookUrlInvalid }).trim().max(2000, { error: INTEGRATION_TEXTS.webhookUrlInvalid });

/** `POST /api/webhooks`: the name defaults to the URL's host. */
export const createWebhookBodySchema = z
  .object({
    url: webhookUrlSchema,
    events: z.array(webhookEventSchema).min(1, { error: INTEGRATION_TEXTS.webhookEventsRequired }).max(WEBHOOK_EVENTS.length),
    name: integrationNameSchema.optional(),
    /** Issue 52: `thin` unless asked. */
    payload: webhookPayloadKindSchema.optional(),
  })
  .strict();
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

/** `PUT /api/webhooks/{id}`: any of these; `enabled: true` turns a webhook that was turned off back on. */
export const updateWebhookBodySchema = z
  .object({
    url: webhookUrlSchema.optional(),
    events: z.array(webhookEventSchema).min(1, { error: INTEGRATION_TEXTS.webhookEventsRequired }).max(WEBHOOK_EVENTS.length).optional(),
    name: integrationNameSchema.optional(),
    enabled: z.boolean().optional(),
    payload: webhookPayloadKindSchema.optional(),
  })
  .strict();
export type UpdateWebhookBody = z.input<typeof updateWebhookBodySchema>;

export const webhookSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  createdAt: z.iso.datetime(),
  /** Set when it was turned off after repeated failures. */
  disabledAt: z.iso.datetime().nullable(),
  consecutiveFailures: z.number().int(),
  /** Issue 52: what its events carry; webhooks made before thin events keep `full`. */
  payload: webhookPayloadKindSchema,
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookListSchema = z.array(webhookSchema);

/** `POST /api/webhooks` answers the signing secret, this once. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  type: webhookDeliveryTypeSchema,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  /** The start of the receiver's answer (at most 1,000 characters). */
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
/** Newest first, the last 100. */
export const webhookDeliveryListSchema = z.array(webhookDeliverySchema);

/**
 * Issue 52: a thin event's `data`: the record's id, the day (and time) of a completion, skip or
 * undoing, the names of the fields an update changed, and `href`, where a token reads the record
 * now (absent once deleted).
 */
export const thinWebhookDataSchema = z.object({
  habitId: z.uuid().optional(),
  goalId: z.uuid().optional(),
  webhookId: z.uuid().optional(),
  name: z.string().optional(),
  date: z.string().optional(),
  time: z.string().optional(),
  changed: z.array(z.string()).optional(),
  href: z.string().optional(),
});
export type ThinWebhookData = z.infer<typeof thinWebhookDataSchema>;

/** What a delivery's body is: `{ id, type, createdAt, data }`. */
export const webhookPayloadSchema = z.object({ id: z.uuid(), type: webhookDeliveryTypeSchema, createdAt: z.iso.datetime(), data: z.unknown() });
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** `POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver`. */
export const webhookDeliveryParamsSchema = z.object({ id: z.string().max(100), deliveryId: z.string().max(100) });

/** `POST /api/webhooks/{id}/secret` answers the new secret, this once, and until when the old one still signs beside it. */
export const rotatedWebhookSecretSchema = z.object({ secret: z.string(), previousSecretExpiresAt: z.iso.datetime() });
export type RotatedWebhookSecret = z.infer<typeof rotatedWebhookSecretSchema>;
