import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorBody, errorResponseSchema, findInputProblem, type InputProblem } from '@stride/domain';
import { DomainError } from '../errors.js';

/** The answer to a request holding text the database cannot store, or nested too deeply: 400 naming the field. */
function refusal(problem: InputProblem) {
  return { ...errorBody('validation_failed', problem.message), errors: [{ path: problem.field, message: problem.message }] };
}

/**
 * The same refusal, thrown, for input a route reads itself (a multipart form's fields, by name):
 * the error handler answers it as the hook would have.
 */
export function refuseUnstorableInput(fields: Record<string, unknown>): void {
  const problem = findInputProblem(fields);
  if (!problem) return;
  const { code, message, errors } = refusal(problem);
  throw new DomainError(code, message, undefined, { errors });
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route, present and future: a JSON body, query or path parameter holding text the
 * database cannot store (NUL, a lone surrogate) or nested more than 64 deep is a 400 naming the
 * field, before validation and before anything runs: no charge, no model call (issue 38: a lone
 * surrogate in a chat message reached the model, failed to save and was refunded). The check is
 * iterative, so no depth overflows it. Each route's OpenAPI entry documents the 400 this and
 * body parsing answer, and the 413 and 415 of a body too large or of a type no parser reads.
 */
export function registerStorableInput(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const response = route.schema?.response as Record<number, unknown> | undefined;
    if (!response) return;
    const methods = [route.method].flat();
    const readsBody = methods.some((method) => BODY_METHODS.has(method));
    if (readsBody || route.schema?.params || route.schema?.querystring) response[400] ??= errorResponseSchema;
    if (readsBody) {
      response[413] ??= errorResponseSchema;
      response[415] ??= errorResponseSchema;
    }
  });
  app.addHook('preValidation', async (request, reply) => {
    for (const part of [request.params, request.query, request.body]) {
      // A raw body (a signed webhook, an uploaded file) is checked by its route once it is read.
      if (Buffer.isBuffer(part)) continue;
      const problem = findInputProblem(part);
      if (problem) return reply.status(400).send(refusal(problem));
    }
  });
}
