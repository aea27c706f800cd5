import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coachInboxSchema, markInboxReadBodySchema } from '@stride/domain';
import { errorResponses } from '../../http/error-responses.js';
import { callerOf } from '../../http/route-access.js';
import type { CoachInbox } from './coach-inbox.service.js';

/** `GET /api/openai/inbox` and `POST /api/openai/inbox/read`: the coach's unasked messages and the AI Coach link's badge. */
export const coachInboxRoutes: FastifyPluginAsyncZod<{ inbox: CoachInbox }> = async (app, { inbox }) => {
  app.get('/inbox', { schema: { tags: ['coach'], summary: 'Unread messages the coach sent on its own (weekly reviews)', response: { 200: coachInboxSchema, ...errorResponses(401) } } }, async (request) => {
    const messages = await inbox.unread(callerOf(request).user.id);
    return { unread: messages.length, messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
  });
  app.post(
    '/inbox/read',
    { schema: { tags: ['coach'], summary: 'Marks the coach’s messages read', body: markInboxReadBodySchema, response: { 204: z.null(), ...errorResponses(400, 401) } } },
    async (request, reply) => {
      await inbox.markRead(callerOf(request).user.id, request.body.ids);
      return reply.code(204).send(null);
    },
  );
};
