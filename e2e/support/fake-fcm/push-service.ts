import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DeliveryState, McsServer } from './mcs-server.js';
import type { Registrations } from './registration.js';
import { verifyVapidAuthorization } from '../../../apps/server/src/test/push-crypto.js';

/** One POST to a subscription endpoint, as the push service saw and answered it. */
export interface ReceivedPush {
  /** The endpoint's last path segment (the FCM token); '' when the path was not an endpoint. */
  token: string;
  path: string;
  status: number;
  /** Why the push service refused the message (for statuses other than 201). */
  reason?: string;
  /** Request headers, lower-case names (Authorization included: it is a test key). */
  headers: Record<string, string>;
  bodyBytes: number;
  at: number;
  /** For accepted messages: the FCM message id, and what became of the message on its way to Chromium. */
  persistentId?: string;
  delivery?: DeliveryState;
  /** When Chromium acknowledged the message over MCS. */
  deliveredAt?: number;
}

/** FCM's limits: 4096 bytes of (encrypted) payload, TTL at most 4 weeks. */
const MAX_PAYLOAD_BYTES = 4096;
const MAX_TTL_SECONDS = 28 * 24 * 60 * 60;

/**
 * The push service's HTTPS side, `https://fcm.googleapis.com/...` (reached through the CONNECT
 * proxy): RFC 8030 message delivery as FCM does it for Chromium subscriptions, on the endpoint
 * forms Chromium makes (components/push_messaging/push_messaging_constants.cc): /wp/<token>,
 * /fcm/send/<token>, and the staging /preprod/wp/<token>.
 *
 * An accepted message is answered 201 and handed, still encrypted, to the browser's MCS
 * connection as FCM does: raw_data is the body, app_data carries the routing ("subtype" = the
 * Chromium app id, under the registration's category) and the content coding Chromium's
 * GCMEncryptionProvider decrypts by.
 */
export class PushService {
  private readonly server: Server;
  readonly received: ReceivedPush[] = [];

  constructor(
    tls: { cert: Buffer; key: Buffer },
    private readonly registrations: Registrations,
    private readonly mcs: McsServer,
    private readonly log: (line: string) => void,
  ) {
    this.server = createServer({ cert: tls.cert, key: tls.key }, (request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        this.log(`push: ${(error as Error).message}`);
        if (!response.headersSent) response.writeHead(500).end();
      });
    });
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const token = decodeURIComponent(/^\/(?:wp|fcm\/send|preprod\/wp)\/([^/]+)$/.exec(path)?.[1] ?? '');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const { body, size } = await readBody(request, MAX_PAYLOAD_BYTES);
    const record: ReceivedPush = { token, path, status: 0, headers, bodyBytes: size, at: Date.now() };
    this.received.push(record);
    const answer = (status: number, reason?: string, extraHeaders: Record<string, string> = {}) => {
      record.status = status;
      if (reason) record.reason = reason;
      this.log(`push: POST ${path.slice(0, 40)}… → ${status}${reason ? ` (${reason})` : ''}`);
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...extraHeaders }).end(reason ?? '');
    };

    if (request.method !== 'POST') return answer(405, 'only POST delivers a message', { allow: 'POST' });
    if (!token) return answer(404, 'not a push endpoint');
    const registration = this.registrations.byToken.get(token);
    if (!registration) return answer(404, 'unknown subscription token');
    if (registration.goneReason) return answer(410, `subscription ${registration.goneReason}`);

    // The same check as the server tests' push service (RFC 8292): signed by k, for this origin, not expired.
    let vapid: { publicKey: string };
    try {
      vapid = verifyVapidAuthorization(headers.authorization, `https://${headers.host ?? 'fcm.googleapis.com'}${path}`.replace(/:443\//, '/'), Math.floor(Date.now() / 1000));
    } catch (error) {
      return answer(401, (error as Error).message);
    }
    // FCM: "the VAPID credentials in the authorization header do not correspond to the credentials used to create the subscription".
    if (vapid.publicKey !== registration.sender) return answer(403, 'VAPID key differs from the applicationServerKey of the subscription');

    const ttl = Number(headers.ttl);
    if (headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return answer(400, 'missing or invalid TTL header');
    const urgency = headers.urgency ?? 'normal';
    if (!['very-low', 'low', 'normal', 'high'].includes(urgency)) return answer(400, `invalid Urgency ${urgency}`);
    if (size > MAX_PAYLOAD_BYTES) return answer(413, `payload of ${size} bytes, the limit is ${MAX_PAYLOAD_BYTES}`);

    const appData: [string, string][] = [];
    if (registration.subtype) appData.push(['subtype', registration.subtype]);
    if (body.length > 0) {
      const encoding = headers['content-encoding']?.toLowerCase();
      // RFC 8291's aes128gcm, what the app sends (the older aesgcm draft is not taken here).
      if (encoding !== 'aes128gcm') return answer(400, 'a payload needs Content-Encoding aes128gcm');
      appData.push(['content-encoding', 'aes128gcm']);
    }

    const persistentId = `0:${Date.now()}%${randomBytes(8).toString('hex')}`;
    record.persistentId = persistentId;
    this.mcs.send(
      registration.androidId,
      { from: registration.sender, category: registration.category, appData, persistentId, rawData: body, ttl: Math.min(ttl, MAX_TTL_SECONDS), sent: Math.floor(Date.now() / 1000) },
      (state) => {
        record.delivery = state;
        if (state === 'acked') record.deliveredAt = Date.now();
        this.log(`push: ${persistentId} ${state}`);
      },
    );
    answer(201, undefined, { location: `https://${headers.host ?? 'fcm.googleapis.com'}/${persistentId}` });
  }
}

/** The body, kept up to `limit` bytes; past that only counted (so that a 413 can name the size). */
async function readBody(request: IncomingMessage, limit: number): Promise<{ body: Buffer; size: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return { body: size <= limit ? Buffer.concat(chunks) : Buffer.alloc(0), size };
}
