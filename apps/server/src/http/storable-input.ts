import type { FastifyInstance } from 'fastify';
import { errorBody, findUnstorableText, unstorableTextMessage } from '@stride/domain';

/**
 * Every route, present and future: a JSON body, query or path parameter holding text the
 * database cannot store (NUL) is a 400 naming the field, before validation and before anything
 * runs (it was a 500 from PostgreSQL).
 */
export function registerStorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    for (const part of [request.params, request.query, request.body]) {
      // A raw body (a signed webhook, an uploaded file) is checked by its route once it is read.
      if (Buffer.isBuffer(part)) continue;
      const field = findUnstorableText(part);
      if (field === null) continue;
      const message = unstorableTextMessage(field);
      return reply.status(400).send({ ...errorBody('validation_failed', message), errors: [{ path: field, message }] });
    }
  });
}
