import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SessionCookieOptions {
  /** https origin: Secure and the __Host- prefix (no Domain, Path=/). */
  secure: boolean;
}

function sessionCookieName(options: SessionCookieOptions): string {
  return options.secure ? '__Host-stride_session' : 'stride_session';
}

export function readSessionToken(request: FastifyRequest, options: SessionCookieOptions): string | undefined {
  const value = request.cookies[sessionCookieName(options)];
  return value && value.length <= 128 ? value : undefined;
}

export function setSessionCookie(reply: FastifyReply, options: SessionCookieOptions, token: string, expiresAt: Date) {
  reply.setCookie(sessionCookieName(options), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, options: SessionCookieOptions) {
  reply.clearCookie(sessionCookieName(options), { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/' });
}
