import type { FastifyInstance } from 'fastify';
import { API } from '@stride/domain';
import { route } from '../../http/contract-route.js';
import { callerOf } from '../../http/route-access.js';
import type { OauthService } from './oauth.service.js';

export interface OauthGrantsRoutesOptions {
  oauth: OauthService;
}

/**
 * Issue 41: the person's side of OAuth, account routes a token cannot call (route-access.ts): the
 * consent screen's request and answer (a session, with the app's CSRF checks), and the assistants
 * they let in, listed beside the tokens and disconnected from there.
 */
export async function oauthGrantsRoutes(app: FastifyInstance, { oauth }: OauthGrantsRoutesOptions) {
  route(app, API.oauth.grants, (request) => oauth.listGrants(callerOf(request).user.id));

  route(app, API.oauth.revokeGrant, async (request, reply) => {
    await oauth.revokeGrant(callerOf(request).user.id, request.params.id);
    return reply.status(204).send(null);
  });

  route(app, API.oauth.consentRequest, (request) => oauth.describe(request.query));

  route(app, API.oauth.consent, (request) => {
    const { approve, grant, ...authorization } = request.body;
    return oauth.answer(callerOf(request).user.id, authorization, approve, grant);
  });
}
