import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@stride/domain';
import { DomainError, type DomainErrorKind } from '../errors.js';

/** The status code of each kind of refusal the services raise. */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-media': 415,
  'limit-reached': 429,
  'provider-failed': 502,
  unavailable: 503,
};

const UNAVAILABLE_LOG_INTERVAL_MS = 60_000;

/**
 * One error shape for the whole API: `{ message }`, plus `errors` for validation. A 5xx is logged
 * with the request id and never leaks internals.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  { isUnavailable = () => false, onUnavailable }: { isUnavailable?: (error: unknown) => boolean; /** Counts each such 503 (metrics). */ onUnavailable?: () => void } = {},
): void {
  let lastUnavailableLog = 0;
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (isUnavailable(error)) {
      onUnavailable?.();
      // Down or stalled: a clear 503 for every request, logged once a minute rather than per request.
      if (Date.now() - lastUnavailableLog > UNAVAILABLE_LOG_INTERVAL_MS) {
        lastUnavailableLog = Date.now();
        request.log.error({ err: error }, 'database unavailable');
      }
      return reply.status(503).header('retry-after', '5').send({ message: SERVER_MESSAGES.databaseUnavailable });
    }
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(Math.ceil(error.retryAfterSeconds)));
      return reply.status(STATUS_OF[error.kind]).send({ ...error.details, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? SERVER_MESSAGES.invalidRequest,
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? SERVER_MESSAGES.invalidRequest, errors });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: SERVER_MESSAGES.internal });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): their messages are safe.
    return reply.status(status).send({ message: error.message || SERVER_MESSAGES.invalidRequest });
  });
}
