import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * While the app closes, a request in flight gets its answer and then its connection is closed.
 * Node closes the idle keep-alive connections when the server closes, but a connection busy with
 * a request when the close began stays open after the answer, for the keep-alive timeout (72 s):
 * the server's close would wait for it. So an answer not yet started says `Connection: close`,
 * and any answer that ends (Server-Sent Events included) lets its idle connection be closed.
 */
export function registerConnectionDraining(app: FastifyInstance): void {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  app.addHook('onRequest', async (_request, reply) => {
    const response = reply.raw;
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      // The socket is idle once the answer is over, a turn of the event loop after it ended.
      if (closing) setImmediate(() => app.server.closeIdleConnections());
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
  });
}
