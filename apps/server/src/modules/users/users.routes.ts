import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  confirmEmailChangeBodySchema,
  deleteAccountBodySchema,
  ACCOUNT_MESSAGES,
  messageResponseSchema,
  updateProfileBodySchema,
  userResponseSchema,
} from '@stride/domain';
import { errorResponses } from '../../http/error-responses.js';
import { callerOf } from '../../http/route-access.js';
import { clearSessionCookie, type SessionCookieOptions } from '../../http/session-cookie.js';
import type { CredentialsService } from '../auth/credentials.service.js';
import type { AccountDeletionService } from './account-deletion.service.js';
import { toUserDto } from './user.dto.js';
import type { UsersService } from './users.service.js';

export interface UsersRoutesOptions {
  users: UsersService;
  credentials: CredentialsService;
  deletion: AccountDeletionService;
  cookie: SessionCookieOptions;
}

const tags = ['users'];

/** The signed-in user's own account: profile (section 2), and issue 23's password, email and deletion. */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { users, credentials, deletion, cookie }) => {
  app.patch(
    '/me',
    {
      schema: {
        tags,
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

  app.post(
    '/me/password',
    {
      schema: {
        tags,
        summary: 'Change the password (the current one required); other sessions end',
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { user, tokenHash } = callerOf(request);
      await credentials.changePassword(user, tokenHash, request.body, request.ip);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/me/email',
    {
      schema: {
        tags,
        summary: 'Start an email change: a 6-digit code goes to the new address',
        body: changeEmailBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 409, 429, 503) },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return { message: await credentials.requestEmailChange(user, request.body, request.ip) };
    },
  );

  app.post(
    '/me/email/verify',
    {
      schema: {
        tags,
        summary: 'Confirm an email change with the code sent to the new address',
        body: confirmEmailChangeBodySchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      const { user, tokenHash } = callerOf(request);
      return { user: toUserDto(await credentials.confirmEmailChange(user, tokenHash, request.body.code)) };
    },
  );

  app.delete(
    '/me',
    {
      schema: {
        tags,
        summary: 'Delete the account and everything in it (the current password required)',
        body: deleteAccountBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      await deletion.deleteAccount(user, request.body.password, request.ip);
      clearSessionCookie(reply, cookie);
      return { message: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
};
