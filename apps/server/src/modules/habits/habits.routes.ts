import type { FastifyInstance } from 'fastify';
import { API } from '@stride/domain';
import { route } from '../../http/contract-route.js';
import { sendKeptAnswer, type KeptAnswerCache } from '../../http/kept-answer.js';
import { callerOf } from '../../http/route-access.js';
import type { HabitsService } from './habits.service.js';

export interface HabitsRoutesOptions {
  habits: HabitsService;
  /** The habit lists as last sent, per user. */
  answers: KeptAnswerCache;
}

/**
 * Section 7 "Habits", plus undoing a completion and issue 22's rest days, holidays and archive.
 * Only the owner reads or changes a habit. Its deletes, which can be undone, are the undo's (undo.routes.ts).
 */
export async function habitsRoutes(app: FastifyInstance, { habits, answers }: HabitsRoutesOptions) {
  route(
    app,
    API.habits.list,
    async (request, reply) => {
      const { user, habitsVersion } = callerOf(request);
      habits.assertSelf(user.id, request.params.userId);
      // Written as JSON by the service (occurrences cached); the contract documents it, and the API
      // tests hold every answer to it.
      const window = habits.windowFor(user, request.query);
      const list = await habits.listAnswer(user, window, habitsVersion);
      // Sent as kept bytes (Fastify skips the serializer for a buffer): hashed once per version, and
      // compressed once per ETag (http/compression.ts).
      return sendKeptAnswer(request, reply, await answers.get(`${user.id}|${window.from}|${window.to}`, list.version, list.build));
    },
    // The version of the caller's habit rows comes with the session: one round trip (decision 029).
    { withHabitsVersion: true },
  );

  route(app, API.habits.create, async (request) => {
    const { user } = callerOf(request);
    habits.assertSelf(user.id, request.body.userId);
    return habits.create(user, request.body);
  });

  route(app, API.habits.get, async (request) => habits.get(callerOf(request).user, request.params.id));
  route(app, API.habits.update, async (request) => habits.update(callerOf(request).user, request.params.id, request.body));
  route(app, API.habits.complete, async (request) => habits.complete(callerOf(request).user, request.params.id, request.body));
  route(app, API.habits.uncomplete, async (request) => habits.uncomplete(callerOf(request).user, request.params.id, request.body.date, request.body.time));
  route(app, API.habits.skip, async (request) => habits.skip(callerOf(request).user, request.params.id, request.body.date, request.body.note));
  route(app, API.habits.unskip, async (request) => habits.unskip(callerOf(request).user, request.params.id, request.body.date));
  route(app, API.habits.pauseAll, async (request) => habits.pauseAll(callerOf(request).user, request.body, false));
  route(app, API.habits.unpauseAll, async (request) => habits.pauseAll(callerOf(request).user, request.body, true));
  route(app, API.habits.pause, async (request) => habits.pause(callerOf(request).user, request.params.id, request.body));
  route(app, API.habits.unpause, async (request) => habits.unpause(callerOf(request).user, request.params.id, request.body));
  route(app, API.habits.archive, async (request) => habits.archive(callerOf(request).user, request.params.id));
  route(app, API.habits.restore, async (request) => habits.restore(callerOf(request).user, request.params.id));
}
