import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, SERVER_MESSAGES, type ChatStreamEvent } from '@stride/domain';
import { DomainError } from '../errors.js';

/** The client asked for Server-Sent Events (DECISIONS.md: streaming is asked for, never imposed). */
export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/**
 * A Server-Sent Events answer that opens on its first event: until then a failure is an ordinary
 * JSON error (400, 429 …); after it, a failure is an `error` event. `signal` aborts when the
 * client goes away before the answer is over.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply) {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  let started = false;
  const write = (event: ChatStreamEvent) => {
    if (!started) {
      started = true;
      reply.hijack();
      // Hijacked: the onSend hooks (security headers) do not run for this answer; it is not a page.
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-content-type-options': 'nosniff',
        // Proxies such as nginx would otherwise hold the events back.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      reply.raw.flushHeaders();
    }
    if (!reply.raw.writableEnded) reply.raw.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
  };
  return {
    signal: controller.signal,
    get started() {
      return started;
    },
    send: write,
    end() {
      if (started && !reply.raw.writableEnded) reply.raw.end();
    },
    /** A failure after the stream opened, as its last event (a 5xx is logged and never leaks internals). */
    fail(error: unknown) {
      if (controller.signal.aborted) return this.end();
      if (error instanceof DomainError) write({ event: 'error', data: { ...error.details, code: error.code, message: error.message, status: ERROR_STATUS[error.code] } });
      else {
        request.log.error({ err: error }, 'streamed request failed');
        write({ event: 'error', data: { code: 'internal', message: SERVER_MESSAGES.internal, status: 500 } });
      }
      this.end();
    },
  };
}
