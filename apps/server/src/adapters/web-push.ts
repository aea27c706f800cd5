import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import { OutboundRefused, type OutboundGuard } from './outbound-guard.js';

/** A browser's push subscription as stored: where to POST, and the keys its messages are encrypted for. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface VapidIdentity {
  /** `mailto:` or `https:` contact the push service may use (RFC 8292). */
  subject: string;
  publicKey: string;
  privateKey: string;
}

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushSendOptions {
  vapid: VapidIdentity;
  /** How long the push service keeps the message for a device that is offline, in seconds. */
  ttlSeconds: number;
  urgency: PushUrgency;
  /** How long to wait for the push service's answer. */
  timeoutMs?: number;
  /**
   * Where requests may go (the push services' hosts, never an internal address) and how: through
   * its proxy (PUSH_PROXY_URL), or directly on its agent, which checks each address it connects to.
   */
  outbound: OutboundGuard;
}

/** The push service took the message (`sent`), or says the subscription no longer exists (`gone`: 404 or 410). */
export type PushOutcome = { kind: 'sent'; statusCode: number } | { kind: 'gone'; statusCode: number };

/**
 * The push service could not be reached or refused the message. `retryable`: a network failure, a
 * timeout, a 429 or a 5xx, which a later attempt may get past; any other 4xx (a bad request, a key
 * that does not match the subscription, a payload too large) would fail the same way again.
 */
export class PushServiceError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | undefined,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PushServiceError';
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;
const AUTH_SECRET_BYTES = 16;
const UNCOMPRESSED_POINT_BYTES = 65;
const probe = createECDH('prime256v1');
probe.generateKeys();

/**
 * What is wrong with a subscription's keys, or undefined when messages can be encrypted for them:
 * `p256dh` must be an uncompressed P-256 point and `auth` a 16-byte secret, both URL-safe base64.
 */
export function pushKeysProblem(keys: PushTarget['keys']): 'p256dh' | 'auth' | undefined {
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== UNCOMPRESSED_POINT_BYTES) return 'p256dh';
  try {
    probe.computeSecret(point);
  } catch {
    return 'p256dh';
  }
  if (Buffer.from(keys.auth, 'base64url').length !== AUTH_SECRET_BYTES) return 'auth';
  return undefined;
}

/**
 * Throws when web push could not sign with this identity (a subject that is not a `mailto:` or
 * `https:` URL, keys that are not a P-256 pair in URL-safe base64): a setting to fix at start-up,
 * not a failure for the job queue to retry with every message.
 */
export function checkVapidIdentity(identity: VapidIdentity): void {
  try {
    webpush.getVapidHeaders('https://push.example', identity.subject, identity.publicKey, identity.privateKey, 'aes128gcm');
  } catch (error) {
    throw new Error(`VAPID settings cannot sign web push: ${(error as Error).message}`, { cause: error });
  }
}

/** A new VAPID key pair (P-256), URL-safe base64 as browsers and `sendWebPush` take them. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

/**
 * The one place that talks to push services (Web Push, RFC 8030): the payload is JSON, encrypted for
 * the subscription (RFC 8291, aes128gcm) and signed with the app's VAPID key (RFC 8292) by the
 * `web-push` library. The endpoint goes through the outbound guard first and the request through
 * its agent; `web-push` follows no redirect (a 3xx is a refusal like any other). Throws
 * OutboundRefused for an endpoint the guard refuses, before or at connection.
 */
export async function sendWebPush(target: PushTarget, payload: unknown, options: PushSendOptions): Promise<PushOutcome> {
  // Checked here so that every other failure below is the push service's or the network's.
  const problem = pushKeysProblem(target.keys);
  if (problem) throw new PushServiceError(`subscription key ${problem} is not usable`, undefined, false);
  const { outbound } = options;
  // The normalised URL is what is requested, so the host checked is the host connected to.
  const endpoint = outbound.checkUrl(target.endpoint).href;
  try {
    const result = await webpush.sendNotification({ endpoint, keys: target.keys }, JSON.stringify(payload), {
      vapidDetails: options.vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      ...(outbound.proxyUrl ? { proxy: outbound.proxyUrl } : { agent: outbound.agent }),
    });
    return { kind: 'sent', statusCode: result.statusCode };
  } catch (error) {
    if (error instanceof OutboundRefused) throw error;
    const statusCode = error instanceof webpush.WebPushError ? error.statusCode : undefined;
    if (statusCode === 404 || statusCode === 410) return { kind: 'gone', statusCode };
    if (statusCode === undefined) throw new PushServiceError(`push service unreachable: ${(error as Error).message}`, undefined, true, { cause: error });
    const retryable = statusCode === 429 || statusCode >= 500;
    throw new PushServiceError(`push service answered ${statusCode}`, statusCode, retryable, { cause: error });
  }
}
