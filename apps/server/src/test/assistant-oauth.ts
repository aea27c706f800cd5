import { createHash, randomBytes } from 'node:crypto';
import { auth, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { cookieHeader } from './live-client.js';

/** A PKCE pair (RFC 7636, S256): the verifier the client keeps and the challenge it sends. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * Issue 41: an assistant's OAuth client as the official MCP SDK drives it, kept in memory: what it
 * registered, its PKCE verifier, its tokens, and the authorization URL the SDK would open in the
 * person's browser (the test plays the person, see `approveAuthorization`).
 */
export class TestAssistantOAuthProvider implements OAuthClientProvider {
  registered: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = '';
  /** Where the SDK sent the browser, the last time it needed the person. */
  authorizationUrl: URL | undefined;

  constructor(
    readonly redirect = 'http://127.0.0.1:33418/callback',
    readonly name = 'Test assistant',
  ) {}

  get redirectUrl() {
    return this.redirect;
  }

  get clientMetadata(): OAuthClientMetadata {
    return { client_name: this.name, redirect_uris: [this.redirect], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' };
  }

  state() {
    return randomBytes(16).toString('base64url');
  }

  clientInformation() {
    return this.registered;
  }

  saveClientInformation(info: OAuthClientInformationMixed) {
    this.registered = info;
  }

  tokens() {
    return this.saved;
  }

  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }

  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }

  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }

  codeVerifier() {
    return this.verifier;
  }
}

/**
 * The person's part, done over HTTP as their browser would: opens the authorization URL, follows
 * it to the consent screen's route, and answers there with their session cookie. Answers where
 * the browser is sent next (the assistant's redirect URI with `code` and `state`, or an error).
 */
export async function approveAuthorization(baseUrl: string, authorizationUrl: URL, cookies: Map<string, string>, approve = true): Promise<URL> {
  const opened = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = opened.headers.get('location');
  if (opened.status !== 302 || !location) throw new Error(`authorize answered ${opened.status}: ${await opened.text()}`);
  const consent = new URL(location, baseUrl);
  if (consent.pathname !== '/oauth/consent') return consent;
  const answer = await fetch(`${baseUrl}/api/oauth/consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'client-type': 'web', cookie: cookieHeader(cookies) },
    body: JSON.stringify({ ...Object.fromEntries(consent.searchParams), approve }),
  });
  if (answer.status !== 200) throw new Error(`consent answered ${answer.status}: ${await answer.text()}`);
  return new URL(((await answer.json()) as { redirectTo: string }).redirectTo);
}

/**
 * Connects an assistant to `serverUrl` (the MCP endpoint) the way the SDK does on its own:
 * discovery, dynamic registration, PKCE, the person's approval (with `cookies`), the code's
 * exchange. Answers the provider holding the tokens.
 */
export async function connectAssistant(baseUrl: string, serverUrl: string, cookies: Map<string, string>, provider = new TestAssistantOAuthProvider()): Promise<TestAssistantOAuthProvider> {
  const first = await auth(provider, { serverUrl });
  if (first !== 'REDIRECT' || !provider.authorizationUrl) throw new Error(`expected the SDK to ask for the person's approval, got ${first}`);
  const back = await approveAuthorization(baseUrl, provider.authorizationUrl, cookies);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code in ${back.toString()}`);
  if (back.searchParams.get('state') !== provider.authorizationUrl.searchParams.get('state')) throw new Error('state did not come back');
  const second = await auth(provider, { serverUrl, authorizationCode: code });
  if (second !== 'AUTHORIZED') throw new Error(`expected AUTHORIZED, got ${second}`);
  return provider;
}
