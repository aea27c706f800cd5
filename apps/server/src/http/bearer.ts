import type { FastifyRequest } from 'fastify';

export type { BearerCaller, BearerResolver } from '../modules/auth/bearer-callers.js';

/** Issue 41: the secret of `Authorization: Bearer <secret>`, or undefined when the request sends none. */
export function bearerSecretOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Whether the request carries a Bearer header at all (a malformed one is still refused as a token, never read as a session). */
export const sendsBearer = (request: FastifyRequest) => typeof request.headers.authorization === 'string' && /^Bearer\b/i.test(request.headers.authorization);
