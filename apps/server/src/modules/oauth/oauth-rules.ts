import { createHash, timingSafeEqual } from 'node:crypto';
import { OAUTH_CONSENT_TEXTS, type TokenScope } from '@stride/domain';

/**
 * Issue 41: an OAuth refusal in RFC 6749's terms (`{ error, error_description }`), with the HTTP
 * status it is answered with. The OAuth endpoints answer these themselves, never through the app's
 * `{ code, message }` error handler, since OAuth clients read `error`.
 */
export class OauthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
    readonly retryAfterSeconds?: number,
  ) {
    super(description);
    this.name = 'OauthError';
  }

  get body() {
    return { error: this.error, error_description: this.description };
  }
}

/** Issue 41's limits and lifetimes (decision 037). */
export const OAUTH_LIMITS = {
  /** An authorization code lives a minute at most (RFC 6749 advises 10; the client exchanges it at once). */
  codeTtlMs: 60_000,
  accessTokenTtlSeconds: 3600,
  refreshTokenTtlMs: 30 * 24 * 3600_000,
  maxRedirectUris: 10,
  maxRedirectUriLength: 2000,
  clientNameMax: 100,
  /** Registrations per client IP: a client registers once per install, so a handful an hour is plenty. */
  registerIpRules: [{ max: 20, windowMs: 3600_000 }],
} as const;

/** Loopback hosts where a native app listens for its redirect (RFC 8252 §7.3, OAuth 2.1 §8.4.2). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Schemes that are never an app's own (RFC 8252 §7.1): what a browser runs, shows or fetches
 * itself. Any other private-use scheme (`cursor:`, `com.example.app:`) opens the native app that
 * claimed it.
 */
const NOT_APP_SCHEMES = new Set(['http:', 'https:', 'javascript:', 'data:', 'file:', 'blob:', 'about:', 'vbscript:', 'filesystem:', 'ftp:', 'ws:', 'wss:', 'mailto:', 'tel:', 'sms:', 'chrome:', 'view-source:', 'intent:']);

/** Issue 52: a native app's private-use scheme redirect (`cursor://…/callback`, `com.example.app:/cb`), RFC 8252 §7.1. */
function isPrivateUseRedirect(url: URL, value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:$/.test(url.protocol) && !NOT_APP_SCHEMES.has(url.protocol) && value.toLowerCase().startsWith(url.protocol) && /^[a-z][a-z0-9+.-]*:[^\s]+$/i.test(value);
}

/** How the consent screen names where a redirect URI returns to: its host, or for an app's own scheme without one, the scheme (`com.example.app:`). */
export function redirectTarget(redirectUri: string): string {
  const url = new URL(redirectUri);
  return url.host || url.protocol;
}

/**
 * A redirect URI a client may register: https, http on a loopback host, or (issue 52) a native
 * app's private-use scheme, matched exactly; no fragment, no credentials. A loopback URI must be written as the URL parser writes it (issue 48): `127.1`,
 * `0x7f.0.0.1`, `LOCALHOST` or a port of `:080` name the same place in another form, and the form
 * is what the exact match compares.
 */
export function isAllowedRedirectUri(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > OAUTH_LIMITS.maxRedirectUriLength) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash !== '' || value.includes('#') || url.username !== '' || url.password !== '' || value.includes('@')) return false;
  if (url.protocol === 'https:') return true;
  if (isPrivateUseRedirect(url, value)) return true;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && url.href === value;
}

/**
 * Whether a redirect URI of a request is one the client registered: the same string, except that
 * an http loopback URI may name another port (RFC 8252 §7.3: a native app takes whatever port is
 * free when it starts). That other-port form must itself pass every registration rule (issue 48:
 * no fragment, no `user:pw@`, no other spelling of the host) and differ in nothing but the port.
 */
export function matchesRegisteredRedirect(registered: readonly string[], requested: string): boolean {
  if (registered.includes(requested)) return true;
  if (!isAllowedRedirectUri(requested)) return false;
  const asked = new URL(requested);
  if (asked.protocol !== 'http:') return false;
  return registered.some((uri) => {
    const known = new URL(uri);
    known.port = asked.port;
    return known.protocol === 'http:' && known.href === asked.href;
  });
}

/**
 * The scope of a request: `read` or `write` (which includes reading); `read write` is `write`. No
 * scope is `write`: an assistant is connected to act on the day, and the consent screen says so.
 */
export function parseScope(value: unknown): TokenScope | undefined {
  if (value === undefined || value === '') return 'write';
  if (typeof value !== 'string') return undefined;
  const parts = value.split(' ').filter(Boolean);
  if (parts.length === 0 || parts.some((part) => part !== 'read' && part !== 'write')) return undefined;
  return parts.includes('write') ? 'write' : 'read';
}

const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** PKCE (RFC 7636) S256: the base64url SHA-256 of the verifier is the challenge, compared in constant time. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!VERIFIER.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/** The redirect back to the client with the given parameters (its own query kept), `iss` naming us (RFC 9207). */
export function redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

export const requestMalformed = (description: string = OAUTH_CONSENT_TEXTS.requestMalformed) => new OauthError('invalid_request', description);
