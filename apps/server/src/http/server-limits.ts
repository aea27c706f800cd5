import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/**
 * The HTTP server's own limits (issue 38), which Fastify leaves off by default: a body sent a byte
 * every few seconds, headers that never end, a socket that says nothing, or more connections than
 * the process can hold each tie the server up for nothing. Node answers the first two with a 408
 * and closes the connection; it checks them every quarter of the shorter one (its own default,
 * every 30 s, would let a 10 s limit run to 40 s).
 */
export function serverLimits(http: Config['http']): Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  const shorter = Math.min(http.requestTimeoutMs, http.headersTimeoutMs);
  return {
    requestTimeout: http.requestTimeoutMs,
    connectionTimeout: http.idleTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    http: { headersTimeout: http.headersTimeoutMs, connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(shorter / 4))) },
  };
}

/** Connections beyond the cap are closed as they arrive (Node's `maxConnections`), before any byte is read. */
export function capConnections(app: FastifyInstance, http: Config['http']): void {
  app.server.maxConnections = http.maxConnections;
}
