// The integrations' constants, apart from their schemas (issue 47): the public /integrations page
// documents them, and a module of constants only keeps zod and the schemas, which the signed-in
// settings use, out of that page's download. The schema modules re-export them.

/** Issue 41: a personal access token reads (`read`) or reads and changes (`write`) the owner's habits, goals, vision and areas. */
export const TOKEN_SCOPES = ['read', 'write'] as const;
/** At most this many tokens per account (decision 035). */
export const MAX_API_TOKENS = 20;
/** Requests one token may make in a minute before it is answered 429 (decision 035). */
export const TOKEN_REQUESTS_PER_MINUTE = 300;
/** Token and webhook names: 1 to 100 characters. */
export const INTEGRATION_NAME_MAX = 100;
/** What every personal access token starts with, so a leaked one is recognised (secret scanners, logs). */
export const PERSONAL_TOKEN_PREFIX = 'stride_pat_';

/** Issue 41: the events a webhook can ask for (decision 036). */
export const WEBHOOK_EVENTS = [
  'habit.created',
  'habit.updated',
  'habit.deleted',
  'habit.completed',
  'habit.uncompleted',
  'habit.skipped',
  'goal.created',
  'goal.updated',
  'goal.deleted',
] as const;
/**
 * Issue 52: what an event carries. `thin` (webhooks made from now on): the record's id, the date
 * (and time) of a completion or skip, what changed, and where to read the record (`href`); `full`
 * (legacy, the webhooks made before): the whole record as it was then. Chosen per webhook.
 */
export const WEBHOOK_PAYLOADS = ['thin', 'full'] as const;
/** Issue 52: the event a test-send delivers (to the one webhook tested, whatever it subscribes to); never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** Issue 52: after a secret rotation, the old secret keeps signing beside the new one this long (Standard Webhooks' several signatures). */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;
/** At most this many webhooks per account. */
export const MAX_WEBHOOKS = 10;
/** A webhook is turned off after this many deliveries in a row failed every attempt (with an email). */
export const WEBHOOK_DISABLE_AFTER_FAILURES = 5;
/** The header a delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Stride-Signature';
/**
 * Issue 52: the Standard Webhooks headers (standardwebhooks.com) every delivery carries: the
 * message id (the delivery's, the same on every retry), the time it was signed (Unix seconds),
 * and `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed by the secret's base64 after `whsec_`.
 * `Stride-Signature` stays beside them for receivers written before (legacy).
 */
export const WEBHOOK_STANDARD_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const;
