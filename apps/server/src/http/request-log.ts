import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { isApiPath } from '@stride/domain';

/**
 * Whether a request is for one of the web app's files (a script, a style sheet, an icon, a
 * picture): a GET outside the API whose path ends in a file extension. Pages (`/dashboard`) and
 * the API are not. The pretty log leaves these out unless they failed.
 */
export function isAssetRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0]!;
  return !isApiPath(path) && path !== '/metrics' && /\/[^/]+\.[a-z0-9]+$/i.test(path);
}

/**
 * Fastify's own request lines, but for the ones `registerRequestLog` writes instead: Fastify
 * writes "incoming request" and "request completed" (two a request) and "Route … not found"
 * (a third for a 404). Its error lines (a response that failed as it was sent, a serializer
 * that failed) stay.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (error) super.requestCompleted(error, request, reply, metadata);
  }

  override routeNotFound(): void {}
}

/**
 * One log line per request, when its answer has gone: method, url, status and time taken, with
 * the request id (in place of Fastify's, `RequestLogController`). Streams (Server-Sent Events) and calls (the voice WebSocket)
 * take over the answer from Fastify and never reach `onResponse`, so the line is written when
 * the connection's response finishes or closes, which covers them too (a call's time is then its
 * length).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const started = performance.now();
    let written = false;
    const done = () => {
      if (written) return;
      written = true;
      const statusCode = statusOf(request, reply.raw);
      request.log.info(
        { req: request, res: { statusCode }, responseTime: performance.now() - started, ...(isAssetRequest(request.method, request.url) ? { asset: true } : {}) },
        'request completed',
      );
    };
    reply.raw.once('finish', done);
    reply.raw.once('close', done);
  });
}

/**
 * The status sent. An accepted WebSocket answered 101 on the socket itself, never through the
 * response object (which still says 200); a refused one was answered through it as usual.
 */
function statusOf(request: FastifyRequest, response: { statusCode: number; headersSent: boolean }): number {
  return request.ws && !response.headersSent ? 101 : response.statusCode;
}
