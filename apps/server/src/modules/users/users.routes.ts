import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, CONNECTIONS_TEXTS, API } from '@stride/domain';
import { route } from '../../http/contract-route.js';
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

/** The signed-in user's own account: profile (section 2), and issue 23's password, email and deletion. */
export async function usersRoutes(app: FastifyInstance, { users, credentials, deletion, cookie }: UsersRoutesOptions) {
  route(app, API.users.updateProfile, async (request) => {
    const { user } = callerOf(request);
    return { user: toUserDto(await users.updateProfile(user, request.body)) };
  });

  route(app, API.users.changePassword, async (request) => {
    const { user, tokenHash } = callerOf(request);
    const { endedConnections } = await credentials.changePassword(user, tokenHash, request.body, request.ip);
    return { message: endedConnections ? CONNECTIONS_TEXTS.passwordChangedAndEnded : ACCOUNT_MESSAGES.passwordChanged };
  });

  route(app, API.users.changeEmail, async (request) => {
    const { user } = callerOf(request);
    return { message: await credentials.requestEmailChange(user, request.body, request.ip) };
  });

  route(app, API.users.confirmEmailChange, async (request) => {
    const { user, tokenHash } = callerOf(request);
    return { user: toUserDto(await credentials.confirmEmailChange(user, tokenHash, request.body.code)) };
  });

  route(app, API.users.deleteAccount, async (request, reply) => {
    const { user } = callerOf(request);
    await deletion.deleteAccount(user, request.body.password, request.ip);
    clearSessionCookie(reply, cookie);
    return { message: ACCOUNT_MESSAGES.accountDeleted };
  });
}
