import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { registerWebSocketClosing } from './websocket-closing.js';

async function serverWithASocket(graceMs: number) {
  const app = Fastify();
  registerWebSocketClosing(app, { graceMs });
  await app.register(fastifyWebsocket);
  app.get('/ws', { websocket: true }, () => undefined);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `${address.replace('http', 'ws')}/ws` };
}

describe('registerWebSocketClosing', () => {
  it('tells an open WebSocket the server is going away (1001) when the app closes', async () => {
    const { app, url } = await serverWithASocket(2000);
    const client = new WebSocket(url);
    await new Promise((resolve) => client.once('open', resolve));
    const closed = new Promise<{ code: number; reason: string }>((resolve) => client.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    await app.close();
    expect(await closed).toEqual({ code: 1001, reason: 'server restarting' });
  });

  it('cuts a client that does not answer the close after the grace, so the close never waits longer', { tags: ['alone'] }, async () => {
    const { app, url } = await serverWithASocket(300);
    const client = new WebSocket(url);
    await new Promise((resolve) => client.once('open', resolve));
    // A client that has gone quiet: it reads nothing, so it never answers the close frame.
    (client as unknown as { _socket: { pause(): void } })._socket.pause();
    const started = performance.now();
    await app.close();
    const ms = performance.now() - started;
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(2000);
    client.terminate();
  });
});
