import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateProfileBodySchema, userResponseSchema } from '@stride/domain';
import { errorResponses } from '../../http/error-responses.js';
import { callerOf } from '../../http/route-access.js';
import { toUserDto } from './user.dto.js';
import type { UsersService } from './users.service.js';

export interface UsersRoutesOptions {
  users: UsersService;
}

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { users }) => {
  app.patch(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: "Edit the signed-in user's name or time zone",
        body: updateProfileBodySchema,
        response: { 200: userResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return { user: toUserDto(await users.updateProfile(user, request.body)) };
    },
  );
};
