import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** What the server sent on a raw socket, and how it ended. */
interface RawConnection {
  socket: Socket;
  received(): string;
  /** Settles when the server (or the network) closed the connection. */
  closed: Promise<void>;
}

function open(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Short limits, so that each case takes a fraction of a second (the defaults are in config.ts).
describe('the HTTP server’s limits (issue 38)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      HTTP_REQUEST_TIMEOUT_MS: '800',
      HTTP_HEADERS_TIMEOUT_MS: '400',
      HTTP_IDLE_TIMEOUT_MS: '5000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '300',
      HTTP_MAX_CONNECTIONS: '3',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('request bodies sent a byte every 5 s held open forever: a body that trickles in is answered 408 and cut off', async () => {
    const c = await open(port);
    c.socket.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nClient-Type: web\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    // A byte every 100 ms: the socket is never idle, and the body never ends.
    let sent = 1;
    const trickle = setInterval(() => {
      if (!c.socket.destroyed && sent++ < 99) c.socket.write(' ');
    }, 100);
    await c.closed;
    clearInterval(trickle);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
    // Cut off before the body could end: the connection did not wait for all of it.
    expect(sent).toBeLessThan(99);
  });

  it('headers that never end, and a connection that sends nothing, are answered 408 and closed', async () => {
    const slow = await open(port);
    slow.socket.write('GET /api/live HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const silent = await open(port);
    await Promise.all([slow.closed, silent.closed]);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a kept-alive connection that waits between requests', async () => {
    const c = await open(port);
    c.socket.write('GET /api/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(c.received()).toMatch(/keep-alive/i);
  });

  it('refuses connections beyond the cap at once, and takes new ones when one has gone', async () => {
    const held = await Promise.all([open(port), open(port), open(port)]);
    await sleep(20);
    const extra = await open(port).catch(() => null);
    if (extra) await extra.closed;
    expect(extra?.received() ?? '').toBe('');
    expect(held.every((c) => !c.socket.destroyed)).toBe(true);
    held.forEach((c) => c.socket.destroy());
    await Promise.all(held.map((c) => c.closed));
    await sleep(20);
    const next = await open(port);
    next.socket.write('GET /api/live HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await next.closed;
    expect(next.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});
