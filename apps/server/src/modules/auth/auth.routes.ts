import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SERVER_MESSAGES,
  authCheckResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageResponseSchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  resetTokenResponseSchema,
  signupBodySchema,
  userResponseSchema,
  verifyEmailBodySchema,
  verifyResetCodeBodySchema,
} from '@stride/domain';
import type { AuthGuard } from '../../http/auth-guard.js';
import { errorResponses } from '../../http/error-responses.js';
import { callerOf } from '../../http/route-access.js';
import { clearSessionCookie, setSessionCookie, type SessionCookieOptions } from '../../http/session-cookie.js';
import { toUserDto } from '../users/user.dto.js';
import type { AuthService } from './auth.service.js';
import type { SessionService } from './session.service.js';

export interface AuthRoutesOptions {
  auth: AuthService;
  sessions: SessionService;
  guard: AuthGuard;
  cookie: SessionCookieOptions;
}

const errors = errorResponses(400, 401, 403, 409, 429, 503);
const tags = ['auth'];

/** The nine auth calls of spec section 7. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, sessions, guard, cookie }) => {
  app.post(
    '/signup',
    { schema: { tags, summary: 'Create an account and sign in', body: signupBodySchema, response: { 201: userResponseSchema, ...errors } } },
    async (request, reply) => {
      const { user, session } = await auth.signup(request.body);
      setSessionCookie(reply, cookie, session.token, session.expiresAt);
      return reply.status(201).send({ user: toUserDto(user) });
    },
  );

  app.post(
    '/login',
    { schema: { tags, summary: 'Sign in', body: loginBodySchema, response: { 200: userResponseSchema, ...errors } } },
    async (request, reply) => {
      const { user, session } = await auth.login(request.body.email, request.body.password, request.ip);
      setSessionCookie(reply, cookie, session.token, session.expiresAt);
      return { user: toUserDto(user) };
    },
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'Sign out this session', response: { 200: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      const current = await guard.currentAuth(request, reply);
      if (current) await sessions.revoke(current.tokenHash);
      clearSessionCookie(reply, cookie);
      return { message: SERVER_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/check',
    { schema: { tags, summary: 'Who is signed in', response: { 200: authCheckResponseSchema } } },
    async (request, reply) => {
      const current = await guard.currentAuth(request, reply);
      return current ? { isAuthenticated: true, user: toUserDto(current.user) } : { isAuthenticated: false, user: null };
    },
  );

  app.post(
    '/verify-email',
    { schema: { tags, summary: 'Verify the email with the emailed code', body: verifyEmailBodySchema, response: { 200: userResponseSchema, ...errors } } },
    async (request) => {
      const { user, tokenHash } = callerOf(request);
      return { user: toUserDto(await auth.verifyEmail(user, tokenHash, request.body.code)) };
    },
  );

  app.post(
    '/resend-verification',
    { schema: { tags, summary: 'Send a new verification code', body: resendVerificationBodySchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      const current = await guard.currentAuth(request, reply);
      await auth.resendVerification(current?.user ?? null, request.body.email);
      return { message: SERVER_MESSAGES.verificationCodeSent };
    },
  );

  app.post(
    '/forgot-password',
    { schema: { tags, summary: 'Email a password reset code', body: forgotPasswordBodySchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return { message: SERVER_MESSAGES.resetCodeSent };
    },
  );

  app.post(
    '/verify-reset-code',
    { schema: { tags, summary: 'Exchange a reset code for a reset token', body: verifyResetCodeBodySchema, response: { 200: resetTokenResponseSchema, ...errors } } },
    async (request) => ({ resetToken: await auth.verifyResetCode(request.body.email, request.body.code) }),
  );

  app.post(
    '/reset-password',
    { schema: { tags, summary: 'Set a new password with a reset token', body: resetPasswordBodySchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      await auth.resetPassword(request.body);
      clearSessionCookie(reply, cookie);
      return { message: SERVER_MESSAGES.passwordResetDone };
    },
  );
};
