import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  INTEGRATION_NAME_MAX,
  OAUTH_ACCESS_TOKEN_PREFIX,
  OAUTH_CONSENT_TEXTS,
  OAUTH_PATHS,
  OAUTH_REFRESH_TOKEN_PREFIX,
  TOKEN_REQUESTS_PER_MINUTE,
  type OauthAuthorizationRequest,
  type OauthConsentRequest,
  type OauthGrant,
  type TokenScope,
} from '@stride/domain';
import type { Clock } from '../../clock.js';
import type { Transaction } from '../../transaction.js';
import { invalid, notFound } from '../../errors.js';
import type { BearerCaller, BearerResolver } from '../auth/bearer-callers.js';
import { sha256 } from '../auth/auth.crypto.js';
import type { JsonFetch } from '../../adapters/client-metadata-fetch.js';
import type { ThrottleService } from '../throttle/throttle.service.js';
import { OAUTH_TOKEN_KINDS, type OauthClientRow, type OauthRepository } from './oauth.repository.js';
import { OAUTH_LIMITS, OauthError, isAllowedRedirectUri, matchesRegisteredRedirect, parseScope, redirectTarget, redirectWith, requestMalformed, verifierMatches } from './oauth-rules.js';

const THROTTLE = { register: 'oauth_register' } as const;
const MINUTE_MS = 60_000;

/** The token endpoint's answer (RFC 6749 §5.1). */
export interface TokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: TokenScope;
}

/** What `GET /oauth/authorize` does with a request: show an error page, send the browser back with an error, or on to the consent screen. */
export type AuthorizeOutcome = { kind: 'page'; message: string } | { kind: 'consent'; request: OauthAuthorizationRequest };

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Issue 52: a `client_id` that is the https URL of its metadata document (with a path, no fragment, no credentials). */
export function isMetadataClientId(value: string): boolean {
  const url = URL.parse(value);
  return !!url && url.protocol === 'https:' && url.pathname !== '/' && url.hash === '' && !url.username && !url.password && url.href === value;
}

/** The same length and bytes, compared in constant time. */
function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Issue 41: the OAuth 2.1 authorization server for assistants (decision 037): public clients that
 * register themselves (RFC 7591), the authorization code flow with PKCE S256 only, a consent screen
 * in the app, one grant per person and assistant, rotating refresh tokens. Secrets are kept as
 * SHA-256 hashes, like personal access tokens.
 */
export function createOauthService({ repo, clock, throttle, origin, fetchMetadata }: { repo: OauthRepository; clock: Clock; throttle: ThrottleService; origin: string; fetchMetadata?: JsonFetch }) {
  const resource = `${origin}${OAUTH_PATHS.resource}`;
  const readOnlyResource = `${origin}${OAUTH_PATHS.readOnlyResource}`;
  const secret = (prefix = '') => `${prefix}${randomBytes(32).toString('base64url')}`;

  /**
   * Issue 52: a client known by its Client ID Metadata Document (a URL `client_id`), fetched
   * through the outbound guard (never an internal address) and kept as a client row under that
   * URL; fetched again on each authorization request (`fresh`), so a changed document counts.
   * Undefined when the document cannot be had, is not JSON, names another client_id, or lists no
   * redirect URI we allow.
   */
  async function metadataClient(clientId: string, fresh: boolean): Promise<OauthClientRow | undefined> {
    if (!fresh) {
      const kept = await repo.findClient(clientId);
      if (kept) return kept;
    }
    if (!fetchMetadata) return undefined;
    const doc = (await fetchMetadata(clientId)) as Record<string, unknown> | undefined;
    if (!doc || typeof doc !== 'object' || doc.client_id !== clientId) return undefined;
    const uris = doc.redirect_uris;
    if (!Array.isArray(uris) || uris.length === 0 || uris.length > OAUTH_LIMITS.maxRedirectUris || !uris.every(isAllowedRedirectUri)) return undefined;
    if (doc.token_endpoint_auth_method !== undefined && doc.token_endpoint_auth_method !== 'none') return undefined;
    const named = typeof doc.client_name === 'string' && doc.client_name.trim() !== '' ? doc.client_name.trim().slice(0, INTEGRATION_NAME_MAX) : new URL(clientId).host;
    return repo.upsertClient({ id: clientId, name: named, redirectUris: uris as string[], createdAt: clock.now() });
  }

  /** The client and its redirect URI, or the page's message when either cannot be trusted (never redirected to). */
  async function verifiedClient(clientId: string | undefined, redirectUri: string | undefined, fresh = false): Promise<{ client: OauthClientRow; redirectUri: string } | { problem: string }> {
    const byUrl = clientId !== undefined && isMetadataClientId(clientId);
    const client = clientId && clientId.length <= 200 ? (byUrl ? await metadataClient(clientId, fresh) : await repo.findClient(clientId)) : undefined;
    if (!client) return { problem: byUrl ? OAUTH_CONSENT_TEXTS.clientMetadataUnavailable : OAUTH_CONSENT_TEXTS.clientUnknown };
    if (!redirectUri || !matchesRegisteredRedirect(client.redirectUris, redirectUri)) return { problem: OAUTH_CONSENT_TEXTS.redirectUnknown };
    return { client, redirectUri };
  }

  /** RFC 8707: a resource, when given, must be ours (the MCP server, or its read-only endpoint). */
  const resourceAllowed = (value: string | undefined) => value === undefined || value === resource || value === `${resource}/` || value === readOnlyResource;

  async function issueTokens(grantId: string, scope: TokenScope, resourceOf: string | null): Promise<TokenAnswer> {
    const now = clock.now();
    const access = secret(OAUTH_ACCESS_TOKEN_PREFIX);
    const refresh = secret(OAUTH_REFRESH_TOKEN_PREFIX);
    await repo.insertTokens(
      grantId,
      [
        { tokenHash: sha256(access), grantId, kind: OAUTH_TOKEN_KINDS.access, resource: resourceOf, createdAt: now, expiresAt: new Date(now.getTime() + OAUTH_LIMITS.accessTokenTtlSeconds * 1000) },
        { tokenHash: sha256(refresh), grantId, kind: OAUTH_TOKEN_KINDS.refresh, resource: resourceOf, createdAt: now, expiresAt: new Date(now.getTime() + OAUTH_LIMITS.refreshTokenTtlMs) },
      ],
      now,
    );
    return { access_token: access, token_type: 'Bearer', expires_in: OAUTH_LIMITS.accessTokenTtlSeconds, refresh_token: refresh, scope };
  }

  return {
    resource,
    readOnlyResource,

    /** RFC 7591: a public client registers its name and redirect URIs; the answer is its `client_id`. */
    async register(body: unknown, ip: string) {
      const metadata = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      const uris = metadata.redirect_uris;
      if (!Array.isArray(uris) || uris.length === 0 || uris.length > OAUTH_LIMITS.maxRedirectUris || !uris.every(isAllowedRedirectUri)) {
        throw new OauthError('invalid_redirect_uri', OAUTH_CONSENT_TEXTS.redirectUrisInvalid);
      }
      const name = metadata.client_name;
      if (name !== undefined && (typeof name !== 'string' || name.trim().length > INTEGRATION_NAME_MAX)) throw new OauthError('invalid_client_metadata', OAUTH_CONSENT_TEXTS.clientNameInvalid);
      const grantTypes = metadata.grant_types ?? ['authorization_code', 'refresh_token'];
      const responseTypes = metadata.response_types ?? ['code'];
      const supported =
        Array.isArray(grantTypes) &&
        grantTypes.every((g) => g === 'authorization_code' || g === 'refresh_token') &&
        Array.isArray(responseTypes) &&
        responseTypes.every((r) => r === 'code');
      if (!supported) throw new OauthError('invalid_client_metadata', OAUTH_CONSENT_TEXTS.clientMetadataInvalid);
      const verdict = await throttle.consume(THROTTLE.register, ip, OAUTH_LIMITS.registerIpRules);
      if (!verdict.allowed) throw new OauthError('too_many_requests', OAUTH_CONSENT_TEXTS.registrationLimited, 429, verdict.retryAfterSeconds);
      const redirectUris = uris as string[];
      // Without a name the consent screen names the client by where it returns to.
      const clientName = typeof name === 'string' && name.trim() !== '' ? name.trim() : redirectTarget(redirectUris[0]!);
      const client = await repo.insertClient({ id: secret(), name: clientName, redirectUris, createdAt: clock.now() });
      return {
        client_id: client.id,
        client_id_issued_at: Math.floor(client.createdAt.getTime() / 1000),
        client_name: client.name,
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // Public clients only: whatever a client asked for, it proves itself with PKCE, not a secret.
        token_endpoint_auth_method: 'none',
      };
    },

    /**
     * `GET /oauth/authorize`: every fault gets an error page, never a redirect (issue 48): anyone
     * may register a client with any https address, so a redirect before the person has seen our
     * consent screen would make this an open redirector (RFC 9700 §4.11.2). A good request goes on
     * to the consent screen; only the person's answer there sends them back to the client.
     */
    async authorize(query: Record<string, unknown>): Promise<AuthorizeOutcome> {
      const verified = await verifiedClient(str(query.client_id), str(query.redirect_uri), true);
      if ('problem' in verified) return { kind: 'page', message: verified.problem };
      const state = str(query.state);
      const refuse = (message: string) => ({ kind: 'page' as const, message });
      if (query.response_type !== 'code') return refuse(OAUTH_CONSENT_TEXTS.responseTypeUnsupported);
      const challenge = str(query.code_challenge);
      if (!challenge || !/^[A-Za-z0-9_-]{43}$/.test(challenge) || query.code_challenge_method !== 'S256') return refuse(OAUTH_CONSENT_TEXTS.pkceRequired);
      const asked = parseScope(query.scope);
      if (!asked) return refuse(OAUTH_CONSENT_TEXTS.scopeInvalid);
      const resourceAsked = str(query.resource);
      if (!resourceAllowed(resourceAsked)) return refuse(OAUTH_CONSENT_TEXTS.resourceInvalid);
      // Issue 52: for the read-only endpoint the person is asked for reading only, whatever the client asked.
      const scope = resourceAsked === readOnlyResource ? 'read' : asked;
      if (state !== undefined && state.length > 2000) return refuse(OAUTH_CONSENT_TEXTS.requestMalformed);
      return {
        kind: 'consent',
        request: {
          client_id: verified.client.id,
          redirect_uri: verified.redirectUri,
          scope,
          code_challenge: challenge,
          code_challenge_method: 'S256',
          ...(state === undefined ? {} : { state }),
          ...(resourceAsked === undefined ? {} : { resource: resourceAsked }),
        },
      };
    },

    /** What the consent screen shows, after checking the request again (its query could have been edited). */
    async describe(request: OauthAuthorizationRequest): Promise<OauthConsentRequest> {
      const verified = await verifiedClient(request.client_id, request.redirect_uri);
      if ('problem' in verified) throw invalid(verified.problem);
      if (!resourceAllowed(request.resource)) throw invalid(OAUTH_CONSENT_TEXTS.resourceInvalid);
      return { clientName: verified.client.name, redirectHost: redirectTarget(verified.redirectUri), scope: request.scope };
    },

    /**
     * The person's answer: Allow makes (or updates) the grant and a one-time code; Deny sends
     * `access_denied`. Issue 52: the grant holds the scope the person chose (`chosen`), at most
     * what was asked; the tokens it buys carry exactly that, and say so in their `scope`.
     */
    async answer(userId: string, request: OauthAuthorizationRequest, approve: boolean, chosen?: TokenScope): Promise<{ redirectTo: string }> {
      const verified = await verifiedClient(request.client_id, request.redirect_uri);
      if ('problem' in verified) throw invalid(verified.problem);
      if (!resourceAllowed(request.resource)) throw invalid(OAUTH_CONSENT_TEXTS.resourceInvalid);
      if (request.resource === readOnlyResource && request.scope !== 'read') throw invalid(OAUTH_CONSENT_TEXTS.grantTooWide);
      if (!approve) return { redirectTo: redirectWith(verified.redirectUri, { error: 'access_denied', error_description: OAUTH_CONSENT_TEXTS.accessDenied, state: request.state, iss: origin }) };
      if (chosen === 'write' && request.scope !== 'write') throw invalid(OAUTH_CONSENT_TEXTS.grantTooWide);
      const now = clock.now();
      const grant = await repo.upsertGrant(userId, verified.client.id, chosen ?? request.scope, now);
      const code = secret();
      await repo.insertTokens(
        grant.id,
        [
          {
            tokenHash: sha256(code),
            grantId: grant.id,
            kind: OAUTH_TOKEN_KINDS.code,
            codeChallenge: request.code_challenge,
            redirectUri: verified.redirectUri,
            resource: request.resource ?? null,
            createdAt: now,
            expiresAt: new Date(now.getTime() + OAUTH_LIMITS.codeTtlMs),
          },
        ],
        now,
      );
      return { redirectTo: redirectWith(verified.redirectUri, { code, state: request.state, iss: origin }) };
    },

    /** `POST /oauth/token`: a code (with its PKCE verifier) or a refresh token for a new access and refresh token. */
    async token(form: Record<string, unknown>): Promise<TokenAnswer> {
      const grantType = str(form.grant_type);
      const clientId = str(form.client_id);
      if (grantType !== 'authorization_code' && grantType !== 'refresh_token') throw new OauthError('unsupported_grant_type', OAUTH_CONSENT_TEXTS.grantTypeUnsupported);
      if (!clientId) throw requestMalformed();
      // Issue 52: a client that is not registered is told so (RFC 6749 §5.2), not that its code is wrong.
      if (clientId.length > 200 || !(isMetadataClientId(clientId) ? await metadataClient(clientId, false) : await repo.findClient(clientId))) throw new OauthError('invalid_client', OAUTH_CONSENT_TEXTS.clientUnknown, 401);
      if (!resourceAllowed(str(form.resource))) throw new OauthError('invalid_target', OAUTH_CONSENT_TEXTS.resourceInvalid);
      const now = clock.now();

      if (grantType === 'authorization_code') {
        const code = str(form.code);
        const verifier = str(form.code_verifier);
        const redirectUri = str(form.redirect_uri);
        if (!code || !verifier || !redirectUri || code.length > 200) throw requestMalformed();
        const spent = await repo.spend(sha256(code), OAUTH_TOKEN_KINDS.code, now);
        if (spent.state === 'replayed') {
          // A code presented twice was stolen or replayed: what it bought stops working (RFC 6749 §4.1.2).
          await repo.revokeGrantTokens(spent.found.grant.id);
          throw new OauthError('invalid_grant', OAUTH_CONSENT_TEXTS.codeInvalid);
        }
        if (spent.state === 'unknown' || spent.found.grant.clientId !== clientId || spent.found.token.redirectUri !== redirectUri) throw new OauthError('invalid_grant', OAUTH_CONSENT_TEXTS.codeInvalid);
        if (!verifierMatches(verifier, spent.found.token.codeChallenge ?? '')) throw new OauthError('invalid_grant', OAUTH_CONSENT_TEXTS.verifierInvalid);
        return issueTokens(spent.found.grant.id, spent.found.grant.scope as TokenScope, spent.found.token.resource);
      }

      const refresh = str(form.refresh_token);
      if (!refresh || refresh.length > 200) throw requestMalformed();
      const spent = await repo.spend(sha256(refresh), OAUTH_TOKEN_KINDS.refresh, now);
      if (spent.state === 'replayed') {
        // Rotation: a refresh token used twice means two holders; neither keeps the grant's tokens.
        await repo.revokeGrantTokens(spent.found.grant.id);
        throw new OauthError('invalid_grant', OAUTH_CONSENT_TEXTS.refreshInvalid);
      }
      if (spent.state === 'unknown' || spent.found.grant.clientId !== clientId) throw new OauthError('invalid_grant', OAUTH_CONSENT_TEXTS.refreshInvalid);
      return issueTokens(spent.found.grant.id, spent.found.grant.scope as TokenScope, spent.found.token.resource);
    },

    /** RFC 7009: ends an access or refresh token (a refresh token takes its grant's access tokens with it). Unknown tokens are no error. */
    async revoke(form: Record<string, unknown>): Promise<void> {
      const token = str(form.token);
      if (!token) throw requestMalformed();
      if (token.length > 200) return;
      const found = await repo.findToken(sha256(token));
      if (!found) return;
      const clientId = str(form.client_id);
      if (clientId !== undefined && clientId !== found.grant.clientId) return;
      if (found.token.kind === OAUTH_TOKEN_KINDS.refresh) await repo.revokeGrantTokens(found.grant.id);
      else await repo.removeToken(found.token.tokenHash);
    },

    async listGrants(userId: string): Promise<OauthGrant[]> {
      return (await repo.listGrants(userId)).map((row) => ({
        id: row.id,
        clientName: row.clientName,
        scope: row.scope as TokenScope,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      }));
    },

    /** Issue 48: the names of the owner's connected assistants (what stays connected, for a notice). */
    async grantNames(userId: string): Promise<string[]> {
      return (await repo.listGrants(userId)).map((row) => row.clientName).sort();
    },

    /** Issue 48: disconnects every assistant of the owner in the caller's transaction (taking an account back); answers their names. */
    endAllGrants(userId: string, transaction: Transaction): Promise<string[]> {
      return repo.removeAllGrants(userId, transaction);
    },

    /** Disconnects an assistant: its tokens stop working at once, on every instance (nothing is cached). */
    async revokeGrant(userId: string, id: string): Promise<void> {
      if (!(await repo.removeGrant(userId, id))) throw notFound(OAUTH_CONSENT_TEXTS.grantNotFound);
    },

    /** The resolver of OAuth access tokens, for the auth guard: the grant's owner, with the grant's scope. */
    resolve: (async (token: string, uses = 1): Promise<BearerCaller | undefined> => {
      if (!token.startsWith(OAUTH_ACCESS_TOKEN_PREFIX) || token.length > 200) return undefined;
      const hash = sha256(token);
      const now = clock.now();
      const minute = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
      const used = await repo.useAccessToken(hash, now, minute, uses);
      if (!used || !sameHash(used.tokenHash, hash)) return undefined;
      const caller: BearerCaller = { user: used.user, via: 'oauth', scope: used.grant.scope as TokenScope, credentialId: used.grant.id };
      // The same allowance as a personal token (decision 035), counted per grant on its row (issue 48: exact under concurrency).
      if (used.grant.windowCount > TOKEN_REQUESTS_PER_MINUTE) caller.limited = { retryAfterSeconds: Math.max(1, Math.ceil((minute.getTime() + MINUTE_MS - now.getTime()) / 1000)) };
      return caller;
    }) satisfies BearerResolver,
  };
}

export type OauthService = ReturnType<typeof createOauthService>;
