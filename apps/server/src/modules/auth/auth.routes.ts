import type { FastifyInstance } from 'fastify';
import { API, SERVER_MESSAGES } from '@stride/domain';
import type { AuthGuard } from '../../http/auth-guard.js';
import { route } from '../../http/contract-route.js';
import { callerOf } from '../../http/route-access.js';
import { clearSessionCookie, setSessionCookie, type SessionCookieOptions } from '../../http/session-cookie.js';
import { toUserDto } from '../users/user.dto.js';
import { readDeviceToken, setDeviceCookie } from '../../http/device-cookie.js';
import type { AuthService } from './auth.service.js';
import { commonPasswordHashes } from './common-passwords.js';
import type { SessionService } from './session.service.js';

export interface AuthRoutesOptions {
  auth: AuthService;
  sessions: SessionService;
  guard: AuthGuard;
  cookie: SessionCookieOptions;
}

/** The nine auth calls of spec section 7. */
export async function authRoutes(app: FastifyInstance, { auth, sessions, guard, cookie }: AuthRoutesOptions) {
  route(app, API.auth.signup, async (request, reply) => {
    const { user, session, deviceToken } = await auth.signup(request.body, request.headers['accept-language']);
    setSessionCookie(reply, cookie, session.token, session.expiresAt);
    setDeviceCookie(reply, cookie, deviceToken);
    return { user: toUserDto(user) };
  });

  route(app, API.auth.login, async (request, reply) => {
    const { user, session, deviceToken } = await auth.login(request.body.email, request.body.password, request.ip, readDeviceToken(request, cookie));
    setSessionCookie(reply, cookie, session.token, session.expiresAt);
    setDeviceCookie(reply, cookie, deviceToken);
    return { user: toUserDto(user) };
  });

  route(app, API.auth.logout, async (request, reply) => {
    const current = await guard.currentAuth(request, reply);
    if (current) await sessions.revoke(current.tokenHash);
    clearSessionCookie(reply, cookie);
    return { message: SERVER_MESSAGES.loggedOut };
  });

  route(app, API.auth.check, async (request, reply) => {
    const current = await guard.currentAuth(request, reply);
    return current ? { isAuthenticated: true, user: toUserDto(current.user) } : { isAuthenticated: false, user: null };
  });

  route(app, API.auth.verifyEmail, async (request) => {
    const { user, tokenHash } = callerOf(request);
    return { user: toUserDto(await auth.verifyEmail(user, tokenHash, request.body.code)) };
  });

  route(app, API.auth.resendVerification, async (request, reply) => {
    const current = await guard.currentAuth(request, reply);
    await auth.resendVerification(current?.user ?? null, request.body.email);
    return { message: SERVER_MESSAGES.verificationCodeSent };
  });

  route(app, API.auth.forgotPassword, async (request) => {
    await auth.forgotPassword(request.body.email);
    return { message: SERVER_MESSAGES.resetCodeSent };
  });

  // Issue 51: the checklist's common-password line. The same answer for everyone, for a day.
  route(app, API.auth.commonPasswords, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return { hashes: commonPasswordHashes(request.params.prefix) };
  });

  route(app, API.auth.verifyResetCode, async (request) => ({ resetToken: await auth.verifyResetCode(request.body.email, request.body.code) }));

  route(app, API.auth.resetPassword, async (request, reply) => {
    await auth.resetPassword(request.body);
    clearSessionCookie(reply, cookie);
    return { message: SERVER_MESSAGES.passwordResetDone };
  });
}
