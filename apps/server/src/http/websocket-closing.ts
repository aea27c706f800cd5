import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

/** RFC 6455: the endpoint is going away (a server restarting). */
const GOING_AWAY = 1001;

/**
 * On close, every open WebSocket (voice calls) is told the server is going away (1001, which a
 * client can take as "reconnect"), given `graceMs` to answer the close, then cut. Without this,
 * @fastify/websocket closes them with no code, and a client that never answers the close holds
 * the server's shutdown for ws' 30 s close timeout. Must be registered before @fastify/websocket,
 * so that this preClose hook runs before the plugin's own.
 */
export function registerWebSocketClosing(app: FastifyInstance, { graceMs }: { graceMs: number }): void {
  app.addHook('preClose', async () => {
    const clients: Set<WebSocket> | undefined = app.websocketServer?.clients;
    if (!clients?.size) return;
    const closed = [...clients].map((client) => new Promise<void>((resolve) => client.readyState === client.CLOSED ? resolve() : client.once('close', () => resolve())));
    for (const client of clients) client.close(GOING_AWAY, 'server restarting');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([Promise.all(closed), late]);
    clearTimeout(timer);
    for (const client of clients) client.terminate();
  });
}
