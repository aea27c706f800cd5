import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, SERVER_MESSAGES, acceptLanguageTags, errorBody as englishErrorBody, errorCodeForStatus, errorMessageIn, pickLocale } from '@stride/domain';
import { DomainError } from '../errors.js';
import { callerIfAny } from './route-access.js';

/**
 * Issue 54: the language of a request's error messages: the signed-in account's, else the
 * browser's (`Accept-Language`), else English.
 */
function requestLocale(request: FastifyRequest): string {
  return callerIfAny(request)?.user.locale ?? pickLocale(acceptLanguageTags(request.headers['accept-language']));
}

const UNAVAILABLE_LOG_INTERVAL_MS = 60_000;

/**
 * One error shape for the whole API: `{ code, message }`, plus `errors` for validation (STYLE
 * rule 5; the codes are packages/domain `ERROR_STATUS`). A 5xx is logged with the request id and
 * never leaks internals.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  { isUnavailable = () => false, onUnavailable }: { isUnavailable?: (error: unknown) => boolean; /** Counts each such 503 (metrics). */ onUnavailable?: () => void } = {},
): void {
  let lastUnavailableLog = 0;
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    // The one place the API's error messages are written in the caller's language (issue 54); codes never change.
    const locale = requestLocale(request);
    const errorBody: typeof englishErrorBody = (code, message) => englishErrorBody(code, errorMessageIn(message, locale));
    if (isUnavailable(error)) {
      onUnavailable?.();
      // Down or stalled: a clear 503 for every request, logged once a minute rather than per request.
      if (Date.now() - lastUnavailableLog > UNAVAILABLE_LOG_INTERVAL_MS) {
        lastUnavailableLog = Date.now();
        request.log.error({ err: error }, 'database unavailable');
      }
      return reply.status(503).header('retry-after', '5').send(errorBody('unavailable', SERVER_MESSAGES.databaseUnavailable));
    }
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(Math.ceil(error.retryAfterSeconds)));
      return reply.status(ERROR_STATUS[error.code]).send({ ...error.details, ...errorBody(error.code, error.message) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: errorMessageIn(issue.message ?? SERVER_MESSAGES.invalidRequest, locale),
      }));
      return reply.status(400).send({ ...errorBody('validation_failed', errors[0]?.message ?? SERVER_MESSAGES.invalidRequest), errors });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody('internal', SERVER_MESSAGES.internal));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): their messages are safe.
    return reply.status(status).send(errorBody(errorCodeForStatus(status), error.message || SERVER_MESSAGES.invalidRequest));
  });
}

/**
 * Fastify's answers from before a route is found (`frameworkErrors`, app.ts): a path whose
 * percent-encoding is not UTF-8 (`%ED%A0%80`, a lone surrogate; `%E0%A4%A`) or a path parameter
 * longer than any id (Fastify's 414) is a 400 in the API's one error shape, never Fastify's own
 * `{ error, code: 'FST_ERR_BAD_URL' }`.
 */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(400).send(englishErrorBody('invalid_request', errorMessageIn(SERVER_MESSAGES.invalidRequest, requestLocale(request))));
}
