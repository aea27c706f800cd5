import type { FastifyInstance } from 'fastify';
import { API } from '@stride/domain';
import { route } from '../../http/contract-route.js';
import { callerOf } from '../../http/route-access.js';
import type { TokensService } from './tokens.service.js';

export interface TokensRoutesOptions {
  tokens: TokensService;
}

/** Issue 41: the caller's personal access tokens. Account routes: a token cannot call them (route-access.ts). */
export async function tokensRoutes(app: FastifyInstance, { tokens }: TokensRoutesOptions) {
  route(app, API.tokens.list, (request) => tokens.list(callerOf(request).user.id));

  route(app, API.tokens.create, (request) => tokens.create(callerOf(request).user.id, request.body.name, request.body.scope));

  route(app, API.tokens.remove, async (request, reply) => {
    await tokens.revoke(callerOf(request).user.id, request.params.id);
    return reply.status(204).send(null);
  });
}
