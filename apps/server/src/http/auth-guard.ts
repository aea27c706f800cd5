import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@stride/domain';
import type { ResolvedSession, SessionService } from '../modules/auth/session.service.js';
import { INTEGRATION_TEXTS, type TokenScope } from '@stride/domain';
import { emailNotVerified, rateLimited, unauthenticated } from '../errors.js';
import { bearerSecretOf, sendsBearer, type BearerCaller, type BearerResolver } from './bearer.js';
import { readSessionToken, setSessionCookie, type SessionCookieOptions } from './session-cookie.js';

export interface RequestAuth {
  user: ResolvedSession['user'];
  tokenHash: string;
  /** The version of the user's habit rows, read with the session on a route that asks (`withHabitsVersion`, contract-route.ts). */
  habitsVersion?: string;
  /** Issue 41: how the caller proved who they are: the app's session cookie, a personal access token, or an assistant's OAuth token. */
  via: 'session' | 'token' | 'oauth';
  /** What a token may do (a session may do everything). */
  scope?: TokenScope;
  /** The token's or grant's id (a session's is its `tokenHash`). */
  credentialId?: string;
}

const resolved = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>();

/**
 * Who is asking: resolves the session cookie once per request (renewing it on use), or, when the
 * request sends `Authorization: Bearer`, the token (issue 41), and then never the cookie: a
 * request with a bad token is refused, not read as the browser's session.
 */
export function createAuthGuard(sessions: SessionService, cookie: SessionCookieOptions, bearer?: BearerResolver) {
  function currentAuth(request: FastifyRequest, reply: FastifyReply): Promise<RequestAuth | null> {
    let pending = resolved.get(request);
    if (!pending) {
      pending = (async () => {
        if (sendsBearer(request)) {
          const secret = bearerSecretOf(request);
          const caller = secret && bearer ? await bearer(secret) : undefined;
          if (!caller) throw unauthenticated(INTEGRATION_TEXTS.tokenInvalid);
          if (caller.limited) throw rateLimited(INTEGRATION_TEXTS.tokenRateLimited, caller.limited.retryAfterSeconds);
          return { user: caller.user, tokenHash: '', via: caller.via, scope: caller.scope, credentialId: caller.credentialId };
        }
        const token = readSessionToken(request, cookie);
        if (!token) return null;
        const session = await sessions.resolve(token, { withHabitsVersion: request.routeOptions.config.withHabitsVersion === true });
        if (!session) return null;
        if (session.renewedUntil) setSessionCookie(reply, cookie, token, session.renewedUntil);
        return { user: session.user, tokenHash: session.tokenHash, via: 'session' as const, ...(session.habitsVersion === undefined ? {} : { habitsVersion: session.habitsVersion }) };
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

  /**
   * Issue 48: counts `uses` more requests against this request's Bearer credential (every tool
   * call of a batch; a held /mcp request again while it stays open). The caller as it stands now:
   * undefined once the credential is revoked, `limited` past its minute's allowance.
   */
  async function chargeBearer(request: FastifyRequest, uses: number): Promise<BearerCaller | undefined> {
    const secret = bearerSecretOf(request);
    return secret && bearer && uses > 0 ? bearer(secret, uses) : undefined;
  }

  return { currentAuth, requireUser, requireVerifiedUser, chargeBearer };
}

export type AuthGuard = ReturnType<typeof createAuthGuard>;
