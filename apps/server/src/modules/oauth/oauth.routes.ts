import type { FastifyInstance, FastifyReply } from 'fastify';
import { OAUTH_CONSENT_TEXTS, OAUTH_PATHS, PRODUCT_NAME, ROUTES, SERVER_MESSAGES, TOKEN_SCOPES, errorBody } from '@stride/domain';
import { escapeHtml } from '../../html-escape.js';
import type { AppMetrics } from '../../metrics.js';
import { OauthError } from './oauth-rules.js';
import type { OauthService } from './oauth.service.js';

export interface OauthRoutesOptions {
  oauth: OauthService;
  origin: string;
  metrics: Pick<AppMetrics, 'oauthTokenRequests'>;
}

/**
 * The OAuth paths outside /api (decision 037), public by design: a client id, PKCE and the secrets
 * themselves are their checks, never a session (the consent itself is an /api route). The request
 * guard exempts the ones that take a body (app.ts); the discovery documents, registration, token
 * and revocation answer any origin (CORS), for assistants that run in a browser.
 */
export const PUBLIC_OAUTH_ROUTES = [
  `GET ${OAUTH_PATHS.protectedResource}`,
  `GET ${OAUTH_PATHS.protectedResource}${OAUTH_PATHS.resource}`,
  `GET ${OAUTH_PATHS.protectedResource}${OAUTH_PATHS.readOnlyResource}`,
  `GET ${OAUTH_PATHS.authorizationServer}`,
  `POST ${OAUTH_PATHS.register}`,
  `GET ${OAUTH_PATHS.authorize}`,
  `POST ${OAUTH_PATHS.token}`,
  `POST ${OAUTH_PATHS.revoke}`,
] as const;

/** The paths a body is posted to without the app's Client-Type (request-guard.ts exempts them). */
export const OAUTH_POSTED_PATHS = [OAUTH_PATHS.register, OAUTH_PATHS.token, OAUTH_PATHS.revoke] as const;

const CORS_PATHS = [
  OAUTH_PATHS.protectedResource,
  `${OAUTH_PATHS.protectedResource}${OAUTH_PATHS.resource}`,
  `${OAUTH_PATHS.protectedResource}${OAUTH_PATHS.readOnlyResource}`,
  OAUTH_PATHS.authorizationServer,
  ...OAUTH_POSTED_PATHS,
];

const allowAnyOrigin = (reply: FastifyReply) => reply.header('access-control-allow-origin', '*');

/** An OAuth refusal as RFC 6749 §5.2 answers it. */
function sendOauthError(reply: FastifyReply, error: OauthError) {
  if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.status).header('cache-control', 'no-store').send(error.body);
}

/** The page `/oauth/authorize` answers when it cannot trust where to send the browser back. */
function errorPage(message: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark">',
    `<title>${escapeHtml(OAUTH_CONSENT_TEXTS.errorPageTitle)} · ${PRODUCT_NAME}</title></head>`,
    `<body><main><h1>${escapeHtml(OAUTH_CONSENT_TEXTS.errorPageTitle)}</h1><p>${escapeHtml(message)}</p><p><a href="${ROUTES.home}">${PRODUCT_NAME}</a></p></main></body></html>`,
  ].join('\n');
}

/** Issue 41: the authorization server's public face: discovery (RFC 9728, RFC 8414), registration (RFC 7591), authorize, token, revocation (RFC 7009). */
export async function oauthRoutes(app: FastifyInstance, { oauth, origin, metrics }: OauthRoutesOptions) {
  // The token and revocation endpoints take a form (RFC 6749 §3.2); this plugin alone reads one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  for (const path of CORS_PATHS) {
    app.options(path, { schema: { hide: true } }, async (_request, reply) =>
      allowAnyOrigin(reply)
        .header('access-control-allow-methods', 'GET, POST, OPTIONS')
        .header('access-control-allow-headers', 'authorization, content-type, mcp-protocol-version')
        .header('access-control-max-age', '86400')
        .status(204)
        .send(),
    );
  }

  const protectedResource = {
    resource: oauth.resource,
    authorization_servers: [origin],
    scopes_supported: [...TOKEN_SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: PRODUCT_NAME,
    resource_documentation: `${origin}${ROUTES.integrations}`,
  };
  const sendProtectedResource = async (_request: unknown, reply: FastifyReply) => allowAnyOrigin(reply).header('cache-control', 'public, max-age=3600').send(protectedResource);
  app.get(OAUTH_PATHS.protectedResource, { schema: { hide: true } }, sendProtectedResource);
  // The MCP specification lets a client ask for the path-suffixed form (RFC 9728 §3.1).
  app.get(`${OAUTH_PATHS.protectedResource}${OAUTH_PATHS.resource}`, { schema: { hide: true } }, sendProtectedResource);
  // Issue 52: the read-only endpoint is a resource of its own, with only `read` to ask for.
  const readOnlyResource = { ...protectedResource, resource: oauth.readOnlyResource, scopes_supported: ['read'], resource_name: `${PRODUCT_NAME} (read-only)` };
  app.get(`${OAUTH_PATHS.protectedResource}${OAUTH_PATHS.readOnlyResource}`, { schema: { hide: true } }, async (_request, reply) =>
    allowAnyOrigin(reply).header('cache-control', 'public, max-age=3600').send(readOnlyResource),
  );

  const authorizationServer = {
    issuer: origin,
    authorization_endpoint: `${origin}${OAUTH_PATHS.authorize}`,
    token_endpoint: `${origin}${OAUTH_PATHS.token}`,
    registration_endpoint: `${origin}${OAUTH_PATHS.register}`,
    revocation_endpoint: `${origin}${OAUTH_PATHS.revoke}`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    scopes_supported: [...TOKEN_SCOPES],
    authorization_response_iss_parameter_supported: true,
    // Issue 52: a client may be its metadata document's https URL instead of registering (CIMD).
    client_id_metadata_document_supported: true,
    service_documentation: `${origin}${ROUTES.integrations}`,
  };
  app.get(OAUTH_PATHS.authorizationServer, { schema: { hide: true } }, async (_request, reply) =>
    allowAnyOrigin(reply).header('cache-control', 'public, max-age=3600').send(authorizationServer),
  );

  // Any other discovery document (openid-configuration, ...) is a 404, never the web app's page: a
  // client reading a 200 of HTML there would fail instead of falling back.
  app.get('/.well-known/*', { schema: { hide: true } }, async (_request, reply) => allowAnyOrigin(reply).status(404).send(errorBody('not_found', SERVER_MESSAGES.notFound)));

  app.post(OAUTH_PATHS.register, { schema: { hide: true } }, async (request, reply) => {
    allowAnyOrigin(reply);
    try {
      return reply.status(201).header('cache-control', 'no-store').send(await oauth.register(request.body, request.ip));
    } catch (error) {
      if (error instanceof OauthError) return sendOauthError(reply, error);
      throw error;
    }
  });

  app.get(OAUTH_PATHS.authorize, { schema: { hide: true } }, async (request, reply) => {
    const outcome = await oauth.authorize(request.query as Record<string, unknown>);
    if (outcome.kind === 'page') return reply.status(400).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(errorPage(outcome.message));
    // The consent screen signs the person in first when needed (the web app's guard) and asks.
    const query = new URLSearchParams(Object.entries(outcome.request).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return reply.header('cache-control', 'no-store').redirect(`${ROUTES.oauthConsent}?${query}`, 302);
  });

  app.post(OAUTH_PATHS.token, { schema: { hide: true } }, async (request, reply) => {
    allowAnyOrigin(reply).header('cache-control', 'no-store').header('pragma', 'no-cache');
    const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const grantType = form.grant_type === 'authorization_code' || form.grant_type === 'refresh_token' ? form.grant_type : 'other';
    try {
      const answer = await oauth.token(form);
      metrics.oauthTokenRequests.inc({ grant_type: grantType, outcome: 'issued' });
      return reply.send(answer);
    } catch (error) {
      if (!(error instanceof OauthError)) throw error;
      metrics.oauthTokenRequests.inc({ grant_type: grantType, outcome: error.error });
      return sendOauthError(reply, error);
    }
  });

  app.post(OAUTH_PATHS.revoke, { schema: { hide: true } }, async (request, reply) => {
    allowAnyOrigin(reply).header('cache-control', 'no-store');
    const form = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    try {
      await oauth.revoke(form);
      return reply.status(200).send();
    } catch (error) {
      if (error instanceof OauthError) return sendOauthError(reply, error);
      throw error;
    }
  });
}
