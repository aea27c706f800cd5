import { z } from 'zod';
import { tokenScopeSchema } from './tokens.schemas.js';

/** Issue 41: what OAuth access tokens start with (personal ones start with `stride_pat_`). */
export const OAUTH_ACCESS_TOKEN_PREFIX = 'stride_oat_';

/** An assistant the person let in (the consent screen), as Settings lists it beside the tokens. */
export const oauthGrantSchema = z.object({
  id: z.uuid(),
  clientName: z.string(),
  scope: tokenScopeSchema,
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type OauthGrant = z.infer<typeof oauthGrantSchema>;
export const oauthGrantListSchema = z.array(oauthGrantSchema);

/** Issue 41: what refresh tokens start with (decision 037). */
export const OAUTH_REFRESH_TOKEN_PREFIX = 'stride_ort_';

/**
 * Issue 41: where the OAuth 2.1 authorization server answers (decision 037), outside `/api`: the
 * discovery documents (RFC 9728, RFC 8414), registration (RFC 7591), the authorization and token
 * endpoints, revocation (RFC 7009); `consent` is the web app's page; `resource` the MCP server.
 */
export const OAUTH_PATHS = {
  protectedResource: '/.well-known/oauth-protected-resource',
  authorizationServer: '/.well-known/oauth-authorization-server',
  register: '/oauth/register',
  authorize: '/oauth/authorize',
  token: '/oauth/token',
  revoke: '/oauth/revoke',
  resource: '/mcp',
  /** Issue 52: the read-only MCP endpoint, a resource of its own whose tokens only read. */
  readOnlyResource: '/mcp/read',
} as const;

/** A PKCE S256 challenge: the base64url SHA-256 of the verifier, 43 characters. */
const codeChallengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * The authorization request as `/oauth/authorize` checked it and handed it to the consent screen
 * (its query), which sends it back with the person's answer. The server checks it again each time.
 */
export const oauthAuthorizationRequestSchema = z.object({
  client_id: z.string().min(1).max(200),
  redirect_uri: z.string().min(1).max(2000),
  scope: tokenScopeSchema,
  state: z.string().max(2000).optional(),
  code_challenge: codeChallengeSchema,
  code_challenge_method: z.literal('S256'),
  resource: z.string().max(2000).optional(),
});
export type OauthAuthorizationRequest = z.infer<typeof oauthAuthorizationRequestSchema>;

/**
 * `POST /api/oauth/consent`: the request and the person's answer. Issue 52 (least privilege):
 * `grant` is the scope the person chose on the consent screen, never more than the request asked
 * (`read` when it asked `write`); without it, what was asked.
 */
export const oauthConsentBodySchema = oauthAuthorizationRequestSchema.extend({ approve: z.boolean(), grant: tokenScopeSchema.optional() });
export type OauthConsentBody = z.infer<typeof oauthConsentBodySchema>;

/** What the consent screen shows: who asks, where the browser returns, what they may do. */
export const oauthConsentRequestSchema = z.object({
  clientName: z.string(),
  redirectHost: z.string(),
  scope: tokenScopeSchema,
});
export type OauthConsentRequest = z.infer<typeof oauthConsentRequestSchema>;

/** Where the browser goes after the answer: the assistant's redirect URI with a code, or with `error=access_denied`. */
export const oauthConsentAnswerSchema = z.object({ redirectTo: z.string() });
export type OauthConsentAnswer = z.infer<typeof oauthConsentAnswerSchema>;
