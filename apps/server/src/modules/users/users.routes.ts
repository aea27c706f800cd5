import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES, errorResponseSchema, isValidTimeZone, updateProfileBodySchema, userResponseSchema } from '@stride/domain';
import type { Clock } from '../../clock.js';
import type { AuthGuard } from '../../http/auth-guard.js';
import { badRequest } from '../../http/http-error.js';
import type { AuthRepository } from '../auth/auth.repository.js';
import { toUserDto } from './user.dto.js';

export interface UsersRoutesOptions {
  guard: AuthGuard;
  repo: AuthRepository;
  clock: Clock;
}

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { guard, repo, clock }) => {
  app.patch(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: "Edit the signed-in user's name or time zone",
        body: updateProfileBodySchema,
        response: { 200: userResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = await guard.requireVerifiedUser(request, reply);
      const { timezone, firstName, lastName } = request.body;
      if (timezone !== undefined && !isValidTimeZone(timezone)) throw badRequest(SERVER_MESSAGES.timezoneInvalid);
      const updated = await repo.updateUser(user.id, { timezone, firstName, lastName, updatedAt: clock.now() });
      return { user: toUserDto(updated ?? user) };
    },
  );
};
