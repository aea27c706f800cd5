import type { LookupAddress } from 'node:dns';
import { request as httpsRequest } from 'node:https';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBrowserKeys } from '../test/push-crypto.js';
import { internalAddressKind } from './outbound-addresses.js';
import { createOutboundGuard, OutboundRefused, type LookupAll } from './outbound-guard.js';
import { generateVapidKeys, sendWebPush } from './web-push.js';

const PUSH_HOSTS = ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.push.apple.com'];
const PUBLIC_V4: LookupAddress = { address: '142.250.180.10', family: 4 };

/** What a guard refuses a URL for, or 'allowed'. */
function verdict(guard: ReturnType<typeof createOutboundGuard>, url: string): string {
  try {
    guard.checkUrl(url);
    return 'allowed';
  } catch (error) {
    if (error instanceof OutboundRefused) return error.reason;
    throw error;
  }
}

/** A lookup that answers from a table, and counts what it was asked. */
function tableLookup(answers: Record<string, LookupAddress[][]>) {
  const asked: string[] = [];
  const lookup: LookupAll = async (hostname) => {
    asked.push(hostname);
    const queue = answers[hostname];
    if (!queue?.length) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return queue.length > 1 ? queue.shift()! : queue[0]!;
  };
  return { lookup, asked };
}

describe('the outbound guard', () => {
  // A webhook's guard: any public host.
  const anyHost = createOutboundGuard({ lookup: tableLookup({}).lookup });

  it('refuses internal addresses written in any form: loopback, private, link-local, unique-local, CGNAT, multicast, reserved, mapped and numeric', () => {
    const internal = [
      ['127.0.0.1', 'loopback'],
      ['0x7f.0.0.1', 'loopback'],
      ['2130706433', 'loopback'],
      ['0177.0.0.1', 'loopback'],
      ['127.1', 'loopback'],
      ['[::1]', 'loopback'],
      ['[::ffff:127.0.0.1]', 'loopback'],
      ['[0:0:0:0:0:ffff:a9fe:a9fe]', 'link-local'],
      ['169.254.169.254', 'link-local'],
      ['[fe80::1]', 'link-local'],
      ['10.1.2.3', 'private'],
      ['172.16.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.0.1', 'private'],
      ['[fc00::1]', 'unique-local'],
      ['[fd12:3456::1]', 'unique-local'],
      ['100.64.0.1', 'carrier-grade NAT'],
      ['224.0.0.1', 'multicast'],
      ['[ff02::1]', 'multicast'],
      ['0.0.0.0', 'unspecified'],
      ['[::]', 'unspecified'],
      ['255.255.255.255', 'broadcast'],
      ['240.0.0.1', 'reserved'],
      ['192.0.0.8', 'reserved'],
      ['192.0.2.1', 'documentation'],
      ['198.51.100.7', 'documentation'],
      ['203.0.113.9', 'documentation'],
      ['[2001:db8::1]', 'documentation'],
      ['198.18.0.1', 'benchmarking'],
      // NAT64, 6to4 and Teredo carrying an internal IPv4 address.
      ['[64:ff9b::10.0.0.1]', 'private'],
      ['[2002:c0a8:101::1]', 'private'],
      ['[2001:0:4136:e378:8000:63bf:80ff:fffe]', 'loopback'],
      ['[::127.0.0.1]', 'reserved'],
      ['[100::1]', 'reserved'],
    ] as const;
    for (const [host, kind] of internal) {
      expect(verdict(anyHost, `https://${host}/hook`), host).toBe('address');
      expect(internalAddressKind(new URL(`https://${host}/`).hostname), host).toBe(kind);
    }
  });

  it('refuses names that mean a machine inside a network, whatever DNS would say', () => {
    for (const host of ['localhost', 'localhost.', 'api.localhost', 'metadata.google.internal', 'printer.local', 'router.home.arpa', 'metadata', 'redis']) {
      expect(verdict(anyHost, `https://${host}/hook`), host).toBe('host');
    }
  });

  it('lets public addresses through, just outside the internal ranges too', () => {
    for (const host of ['8.8.8.8', '11.0.0.1', '172.32.0.1', '100.128.0.1', '192.169.0.1', '[2606:4700:4700::1111]', '[64:ff9b::8.8.8.8]', '[2002:808:808::1]']) {
      expect(verdict(anyHost, `https://${host}/hook`), host).toBe('allowed');
    }
  });

  it('requests https only, never with credentials in the URL, and normalises what it answers', () => {
    expect(verdict(anyHost, 'http://8.8.8.8/hook')).toBe('scheme');
    expect(verdict(anyHost, 'ftp://8.8.8.8/hook')).toBe('scheme');
    expect(verdict(anyHost, 'not a url')).toBe('scheme');
    expect(verdict(anyHost, 'https://user:pass@8.8.8.8/hook')).toBe('credentials');
    expect(anyHost.checkUrl('https://FCM.GoogleAPIs.com/fcm/send/x').href).toBe('https://fcm.googleapis.com/fcm/send/x');
  });

  it('limits hosts to the allowed list: exact names, and *.name for the names under it only', () => {
    const guard = createOutboundGuard({ allowedHosts: PUSH_HOSTS });
    expect(verdict(guard, 'https://fcm.googleapis.com/fcm/send/abc')).toBe('allowed');
    expect(verdict(guard, 'https://FCM.googleapis.com./fcm/send/abc')).toBe('allowed');
    expect(verdict(guard, 'https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe('allowed');
    expect(verdict(guard, 'https://web.push.apple.com/abc')).toBe('allowed');
    for (const url of ['https://push.apple.com/abc', 'https://evilpush.apple.com/abc', 'https://fcm.googleapis.com.evil.example.org/x', 'https://googleapis.com/x', 'https://8.8.8.8/x']) {
      expect(verdict(guard, url), url).toBe('host');
    }
  });

  it('lets a test loopback origin through at that origin only, and nothing else on loopback', () => {
    const guard = createOutboundGuard({ allowedHosts: PUSH_HOSTS, testLoopbackOrigins: ['https://127.0.0.1:4443'] });
    expect(verdict(guard, 'https://127.0.0.1:4443/push/abc')).toBe('allowed');
    expect(verdict(guard, 'https://127.0.0.1:4444/push/abc')).toBe('host');
    expect(verdict(guard, 'https://127.0.0.2:4443/push/abc')).toBe('host');
    expect(verdict(guard, 'http://127.0.0.1:4443/push/abc')).toBe('scheme');
  });

  it("refuses a host when any one of its addresses is internal, and resolves nothing when a proxy does", async () => {
    const { lookup, asked } = tableLookup({
      'fcm.googleapis.com': [[PUBLIC_V4, { address: '2a00:1450:4009:81d::200a', family: 6 }]],
      'web.push.apple.com': [[{ address: '17.188.0.1', family: 4 }, { address: '10.0.0.7', family: 4 }]],
      'updates.push.services.mozilla.com': [[{ address: '::ffff:169.254.169.254', family: 6 }]],
    });
    const guard = createOutboundGuard({ allowedHosts: PUSH_HOSTS, lookup });
    expect((await guard.check('https://fcm.googleapis.com/fcm/send/x')).hostname).toBe('fcm.googleapis.com');
    await expect(guard.check('https://web.push.apple.com/x')).rejects.toMatchObject({ reason: 'address', permanent: false });
    await expect(guard.check('https://updates.push.services.mozilla.com/wpush/v2/x')).rejects.toMatchObject({ reason: 'address', permanent: false });
    // A name that does not resolve is the DNS error itself (the caller tells it from a refusal).
    await expect(guard.check('https://nowhere.push.apple.com/x')).rejects.toMatchObject({ code: 'ENOTFOUND' });

    const proxied = createOutboundGuard({ allowedHosts: PUSH_HOSTS, lookup, proxyUrl: 'http://proxy.example:3128' });
    const before = asked.length;
    await proxied.check('https://web.push.apple.com/x');
    expect(asked.length).toBe(before);
    await expect(proxied.check('https://[::1]/x')).rejects.toBeInstanceOf(OutboundRefused);
  });
});

describe('web push through the guard, at connection time', () => {
  let listener: Server;
  let port: number;
  let connections = 0;
  const vapid = { subject: 'mailto:push@example.com', ...generateVapidKeys() };
  const keys = newBrowserKeys().json;

  beforeAll(async () => {
    // Whatever a request reaching loopback would hit: counts connections, answers nothing.
    listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  it('web push refuses a DNS-rebinding answer: a push service name answering a public address when checked and 127.0.0.1 at connect is never connected to', async () => {
    const host = 'updates.push.services.mozilla.com';
    const { lookup, asked } = tableLookup({ [host]: [[PUBLIC_V4], [{ address: '127.0.0.1', family: 4 }]] });
    const outbound = createOutboundGuard({ allowedHosts: PUSH_HOSTS, lookup });
    const endpoint = `https://${host}:${port}/wpush/v2/abc`;

    // When the browser gives it: public.
    await outbound.check(endpoint);
    // When web push connects: the name now answers loopback, where something listens.
    const sent = sendWebPush({ endpoint, keys }, { title: 'x' }, { vapid, ttlSeconds: 60, urgency: 'normal', outbound, timeoutMs: 2000 });
    await expect(sent).rejects.toBeInstanceOf(OutboundRefused);
    await expect(sent).rejects.toMatchObject({ reason: 'address', permanent: false });
    expect(asked).toEqual([host, host]);
    expect(connections).toBe(0);
  });

  it("refuses on its agent's own check too, for a request that skipped checkUrl", async () => {
    const outbound = createOutboundGuard({ allowedHosts: PUSH_HOSTS });
    const error = await new Promise<unknown>((resolve) => {
      const request = httpsRequest({ host: '127.0.0.1', port, path: '/', method: 'POST', agent: outbound.agent }, () => resolve(undefined));
      request.on('error', resolve);
      request.end();
    });
    expect(error).toBeInstanceOf(OutboundRefused);
    expect(connections).toBe(0);
  });

  it('web push refuses, before connecting, an endpoint that was stored before it was checked (an internal address, a host that is no push service)', async () => {
    const outbound = createOutboundGuard({ allowedHosts: PUSH_HOSTS, lookup: tableLookup({}).lookup });
    for (const endpoint of [`https://127.0.0.1:${port}/push`, `https://2130706433:${port}/push`, `https://[::ffff:7f00:1]:${port}/push`, `https://localhost:${port}/push`]) {
      await expect(sendWebPush({ endpoint, keys }, { title: 'x' }, { vapid, ttlSeconds: 60, urgency: 'normal', outbound }), endpoint).rejects.toMatchObject({ permanent: true });
    }
    expect(connections).toBe(0);
  });
});
