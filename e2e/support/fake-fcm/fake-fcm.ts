import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startConnectProxy } from '../../../apps/server/src/test/connect-proxy.js';
import { handleCheckin, type CheckinRecord } from './checkin.js';
import { Devices } from './devices.js';
import { McsServer } from './mcs-server.js';
import { PushService, type ReceivedPush } from './push-service.js';
import { handleRegister, Registrations, type Registration } from './registration.js';

export type { ReceivedPush } from './push-service.js';
export type { Registration } from './registration.js';

/**
 * The hosts Chromium puts in subscription endpoints (hard-coded in
 * components/push_messaging/push_messaging_constants.cc, chosen in push_messaging_utils.cc):
 *
 *   Google Chrome, stable channel:          https://fcm.googleapis.com/fcm/send/<token>  (/wp/<token> with the feature below)
 *   any other channel, and every unbranded
 *   Chromium (its channel is always UNKNOWN): https://jmt17.google.com/fcm/send/<token>
 *                                            https://fcm.googleapis.com/preprod/wp/<token> with the feature below
 */
export const FCM_HOST = 'fcm.googleapis.com';
export const STAGING_GCM_HOST = 'jmt17.google.com';

/**
 * Makes Chromium use the "/wp/" endpoints, so that an unbranded Chromium's endpoints are on
 * fcm.googleapis.com (/preprod/wp/<token>) rather than on jmt17.google.com.
 */
export const WEBPUSH_PATH_FEATURE = 'PushMessagingGcmEndpointWebpushPath';

export interface FakeFcm {
  /**
   * Switches for the Chromium under test: GCM checkin, registration and MCS moved to this fake,
   * the fake's MCS certificate accepted, and `--enable-features=PushMessagingGcmEndpointWebpushPath`.
   * Chromium reads only the last --enable-features switch: a caller that enables other features
   * must put them in one switch together with `enableFeatures`.
   */
  chromiumArgs: string[];
  /** The features in chromiumArgs' --enable-features switch. */
  enableFeatures: string[];
  /** The CONNECT proxy for the application server (web-push `proxy` option): tunnels fcm.googleapis.com:443 (and jmt17.google.com:443) here. */
  proxyUrl: string;
  /** The test CA that signed the push service's certificate: give it to the application server as NODE_EXTRA_CA_CERTS. */
  caPath: string;
  /** Every request to a push endpoint, in arrival order, with the answer given and (for 201) the MCS delivery state. */
  received: ReceivedPush[];
  /** The subscriptions Chromium registered, by token. */
  registrations: ReadonlyMap<string, Registration>;
  /** Every checkin Chromium made. */
  checkins: CheckinRecord[];
  /** What the fake did, one line per event, for a failing test to print. */
  log: string[];
  /** Later POSTs to this token (or endpoint URL) answer 410 Gone, as FCM does for a dead subscription. */
  revoke(tokenOrEndpoint: string): void;
  /**
   * Resolves once a Chromium profile holds an MCS connection. Tests need not wait for it: a message
   * accepted while Chromium is away is kept (within its TTL) and delivered at its next login.
   */
  waitForMcsLogin(): Promise<void>;
  close(): Promise<void>;
}

const tlsDir = path.join(import.meta.dirname, 'tls');

/**
 * A local stand-in for Google's push service (GCM/FCM) that a real, unmodified Chromium talks to
 * with its real protocols, so that browser tests can make real Web Push subscriptions and receive
 * real, encrypted push messages without the internet:
 *
 *   Chromium ── HTTP  ──▶ /checkin, /register   (checkin.ts, registration.ts)
 *   Chromium ◀─ TLS MCS ─ McsServer              (mcs-server.ts, mcs-protocol.ts)
 *   app server ── CONNECT fcm.googleapis.com:443 ──▶ the CONNECT proxy ──▶ PushService (HTTPS, RFC 8030 + VAPID)
 *
 * Chromium needs a persistent profile (Playwright's launchPersistentContext): in an incognito
 * context (browser.newContext()) subscribe() fails with "AbortError: Registration failed -
 * permission denied". See README.md beside this file for what a test must wait for.
 */
export async function startFakeFcm(): Promise<FakeFcm> {
  const tls = { cert: readFileSync(path.join(tlsDir, 'cert.pem')), key: readFileSync(path.join(tlsDir, 'key.pem')) };
  const log: string[] = [];
  const write = (line: string) => log.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  const devices = new Devices();
  const registrations = new Registrations();
  const checkins: CheckinRecord[] = [];

  const mcs = new McsServer(tls, devices, write);
  const push = new PushService(tls, registrations, mcs, write);
  const gcm = createServer((request, response) => {
    readAll(request)
      .then((body) => {
        if (request.method === 'POST' && request.url === '/checkin') {
          const result = handleCheckin(body, devices);
          if (result.record) checkins.push(result.record);
          write(`checkin → ${result.status}${result.record ? ` android id ${result.record.androidId}, Chromium ${result.record.chromeVersion ?? '?'} channel ${result.record.channel ?? '?'}` : ''}`);
          response.writeHead(result.status, { 'content-type': 'application/x-protobuf' }).end(result.body);
        } else if (request.method === 'POST' && request.url === '/register') {
          const result = handleRegister(body.toString('utf8'), request.headers.authorization, devices, registrations);
          if (result.registration) write(`register ${result.registration.subtype ?? result.registration.category} → token ${result.registration.token.slice(0, 24)}…`);
          else if (result.deleted) write(`unregister → ${result.deleted.length} token(s) deleted`);
          else write(`register → ${result.status} ${result.body} (${body.toString('utf8').replace(/appid=[^&]*/, 'appid=…')})`);
          response.writeHead(result.status, { 'content-type': 'text/plain' }).end(result.body);
        } else {
          response.writeHead(404).end();
        }
      })
      .catch(() => response.writeHead(500).end());
  });

  const mcsPort = await mcs.listen();
  const pushPort = await push.listen();
  const gcmPort = await listen(gcm);
  const proxy = await startConnectProxy({ routes: { [`${FCM_HOST}:443`]: pushPort, [`${STAGING_GCM_HOST}:443`]: pushPort }, log: write });

  return {
    chromiumArgs: [
      `--gcm-checkin-url=http://127.0.0.1:${gcmPort}/checkin`,
      `--gcm-registration-url=http://127.0.0.1:${gcmPort}/register`,
      `--gcm-mcs-endpoint=https://127.0.0.1:${mcsPort}`,
      // Chromium checks the MCS server's certificate like any other. This accepts exactly the
      // fake's key, instead of every certificate (--ignore-certificate-errors).
      `--ignore-certificate-errors-spki-list=${spkiHash(tls.cert)}`,
      `--enable-features=${WEBPUSH_PATH_FEATURE}`,
    ],
    enableFeatures: [WEBPUSH_PATH_FEATURE],
    proxyUrl: proxy.url,
    caPath: path.join(tlsDir, 'ca.pem'),
    received: push.received,
    registrations: registrations.byToken,
    checkins,
    log,
    revoke(tokenOrEndpoint) {
      const token = decodeURIComponent(tokenOrEndpoint.split('/').pop() ?? '');
      if (!registrations.revoke(token)) throw new Error(`fake FCM: no subscription with token ${token}`);
      write(`revoked ${token.slice(0, 24)}…`);
    },
    waitForMcsLogin: () => mcs.waitForLogin(),
    async close() {
      await Promise.all([proxy.close(), push.close(), mcs.close(), closeServer(gcm)]);
    },
  };
}

/** base64(sha256(SubjectPublicKeyInfo)), the form --ignore-certificate-errors-spki-list takes. */
function spkiHash(certPem: Buffer): string {
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
