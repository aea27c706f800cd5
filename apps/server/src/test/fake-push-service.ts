import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decryptWebPush, newBrowserKeys, verifyVapidAuthorization, type BrowserKeys, type VapidClaims } from './push-crypto.js';
import { respondingTo } from './responding-to.js';

const TLS_DIR = new URL('./fixtures/push-tls/', import.meta.url);
/** The CA the test processes trust (NODE_EXTRA_CA_CERTS, set in the root vitest.config.ts). */
export const FAKE_PUSH_CA_PATH = new URL('ca.pem', TLS_DIR).pathname;

/** A subscription as the browser hands it to the app (`PushSubscription.toJSON()`). */
export interface FakeSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** One POST the fake received, and what it made of it. */
export interface ReceivedPush {
  endpoint: string;
  /** What the fake answered. */
  status: number;
  headers: { ttl: string | undefined; urgency: string | undefined; contentEncoding: string | undefined };
  /** The decrypted message (UTF-8), when it decrypted. */
  payload?: string;
  /** The verified VAPID signer and claims, when they verified. */
  vapid?: { publicKey: string; claims: VapidClaims };
  /** Why the fake refused the message (bad encryption or authorization), if it did. */
  problem?: string;
}

export interface FakePushService {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** A new browser subscription on this service: its own P-256 key pair and auth secret. */
  subscribe(): FakeSubscription;
  /** From now on, answer `status` (201, 404, 410, 500, ...) to messages for `endpoint`. */
  answer(endpoint: string, status: number): void;
  received: ReceivedPush[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A Web Push service (RFC 8030) on loopback HTTPS, for the real `web-push` library to talk to: it
 * holds browser subscriptions, decrypts each message as the browser would, verifies its VAPID
 * authorization, and answers what the test told it to. An endpoint it does not know answers 404,
 * as a real push service does for a subscription that never existed.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const browsers = new Map<string, BrowserKeys>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  let origin = '';

  const server: Server = createServer({ cert: readFileSync(new URL('cert.pem', TLS_DIR)), key: readFileSync(new URL('key.pem', TLS_DIR)) }, respondingTo(async (request, response) => {
    const body = await readBody(request);
    const endpoint = origin + (request.url ?? '/');
    const entry: ReceivedPush = {
      endpoint,
      status: 201,
      headers: { ttl: request.headers.ttl as string | undefined, urgency: request.headers.urgency as string | undefined, contentEncoding: request.headers['content-encoding'] },
    };
    received.push(entry);
    const reply = (status: number, problem?: string) => {
      entry.status = status;
      if (problem) entry.problem = problem;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(problem ?? '');
    };

    const keys = browsers.get(endpoint);
    if (request.method !== 'POST' || !keys) return reply(404, 'no such subscription');
    try {
      entry.vapid = verifyVapidAuthorization(request.headers.authorization, endpoint, Math.floor(Date.now() / 1000));
    } catch (error) {
      return reply(403, (error as Error).message);
    }
    if (entry.headers.contentEncoding !== 'aes128gcm') return reply(415, `content encoding ${String(entry.headers.contentEncoding)}`);
    try {
      entry.payload = decryptWebPush(body, keys).toString('utf8');
    } catch (error) {
      return reply(400, `does not decrypt: ${(error as Error).message}`);
    }
    reply(answers.get(endpoint) ?? 201);
  }));

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    subscribe() {
      const keys = newBrowserKeys();
      const endpoint = `${origin}/push/${randomBytes(12).toString('base64url')}`;
      browsers.set(endpoint, keys);
      return { endpoint, expirationTime: null, keys: keys.json };
    },
    answer(endpoint, status) {
      answers.set(endpoint, status);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
