import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@stride/domain';
import type { ResolvedSession, SessionService } from '../modules/auth/session.service.js';
import { emailNotVerified, unauthenticated } from '../errors.js';
import { readSessionToken, setSessionCookie, type SessionCookieOptions } from './session-cookie.js';

export interface RequestAuth {
  user: ResolvedSession['user'];
  tokenHash: string;
  /** The version of the user's habit rows, read with the session on a route that asks (`withHabitsVersion`, contract-route.ts). */
  habitsVersion?: string;
}

const resolved = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>();

/** Who is asking: resolves the session cookie once per request (renewing it on use). */
export function createAuthGuard(sessions: SessionService, cookie: SessionCookieOptions) {
  function currentAuth(request: FastifyRequest, reply: FastifyReply): Promise<RequestAuth | null> {
    let pending = resolved.get(request);
    if (!pending) {
      pending = (async () => {
        const token = readSessionToken(request, cookie);
        if (!token) return null;
        const session = await sessions.resolve(token, { withHabitsVersion: request.routeOptions.config.withHabitsVersion === true });
        if (!session) return null;
        if (session.renewedUntil) setSessionCookie(reply, cookie, token, session.renewedUntil);
        return { user: session.user, tokenHash: session.tokenHash, ...(session.habitsVersion === undefined ? {} : { habitsVersion: session.habitsVersion }) };
      })();
      resolved.set(request, pending);
    }
    return pending;
  }

  /** Any signed-in user, verified or not (e.g. verify-email). */
  async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<RequestAuth> {
    const auth = await currentAuth(request, reply);
    if (!auth) throw unauthenticated(SERVER_MESSAGES.notAuthenticated);
    return auth;
  }

  /** A signed-in user whose email is verified: every protected feature. */
  async function requireVerifiedUser(request: FastifyRequest, reply: FastifyReply): Promise<RequestAuth> {
    const auth = await requireUser(request, reply);
    if (!auth.user.isEmailVerified) throw emailNotVerified(SERVER_MESSAGES.emailNotVerified);
    return auth;
  }

  return { currentAuth, requireUser, requireVerifiedUser };
}

export type AuthGuard = ReturnType<typeof createAuthGuard>;
