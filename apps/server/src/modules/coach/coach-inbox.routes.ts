import type { FastifyInstance } from 'fastify';
import { API } from '@stride/domain';
import { route } from '../../http/contract-route.js';
import { callerOf } from '../../http/route-access.js';
import type { CoachInbox } from './coach-inbox.service.js';

/** `GET /api/openai/inbox` and `POST /api/openai/inbox/read`: the coach's unasked messages and the AI Coach link's badge. */
export async function coachInboxRoutes(app: FastifyInstance, { inbox }: { inbox: CoachInbox }) {
  route(app, API.coach.inbox, async (request) => {
    const messages = await inbox.unread(callerOf(request).user.id);
    return { unread: messages.length, messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
  });
  route(app, API.coach.markInboxRead, async (request, reply) => {
    await inbox.markRead(callerOf(request).user.id, request.body.ids);
    return reply.code(204).send(null);
  });
}
