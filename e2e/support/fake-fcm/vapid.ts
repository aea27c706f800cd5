import { createPublicKey, verify } from 'node:crypto';

export type VapidCheck =
  | { ok: true; publicKey: string; claims: { aud?: unknown; exp?: unknown; sub?: unknown } }
  | { ok: false; reason: string };

/**
 * Checks VAPID application-server authentication (RFC 8292) the way a push service must: the
 * header's JWT is an ES256 signature by the key it names, for this push service's origin, not
 * expired and at most 24 h long. Accepts both header forms the `web-push` library writes:
 *
 *   aes128gcm: `Authorization: vapid t=<jwt>, k=<public key>`
 *   aesgcm:    `Authorization: WebPush <jwt>` with `Crypto-Key: ...;p256ecdsa=<public key>`
 *
 * Whether the key is the one the subscription was made with is the caller's check (FCM answers
 * 403 when it is not).
 */
export function checkVapid(headers: { authorization?: string; 'crypto-key'?: string }, audience: string, now = Date.now()): VapidCheck {
  const authorization = headers.authorization ?? '';
  let jwt: string | undefined;
  let publicKey: string | undefined;
  const vapid = /^vapid\s+(.*)$/i.exec(authorization);
  if (vapid) {
    for (const part of (vapid[1] ?? '').split(',')) {
      const [name, ...value] = part.trim().split('=');
      if (name?.toLowerCase() === 't') jwt = value.join('=');
      if (name?.toLowerCase() === 'k') publicKey = value.join('=');
    }
  } else if (/^WebPush\s+/i.test(authorization)) {
    jwt = authorization.replace(/^WebPush\s+/i, '').trim();
    publicKey = /(?:^|[;,\s])p256ecdsa=([A-Za-z0-9_-]+)/.exec(headers['crypto-key'] ?? '')?.[1];
  } else {
    return { ok: false, reason: 'no VAPID Authorization header' };
  }
  if (!jwt || !publicKey) return { ok: false, reason: 'VAPID header without token or key' };

  const parts = jwt.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed JWT' };
  const [encodedHeader = '', encodedClaims = '', encodedSignature = ''] = parts;
  let header: { alg?: unknown };
  let claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    header = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString('utf8')) as { alg?: unknown };
    claims = JSON.parse(Buffer.from(encodedClaims, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return { ok: false, reason: 'malformed JWT' };
  }
  if (header.alg !== 'ES256') return { ok: false, reason: `JWT alg ${String(header.alg)}, not ES256` };

  const rawKey = Buffer.from(publicKey, 'base64url');
  if (rawKey.length !== 65 || rawKey[0] !== 0x04) return { ok: false, reason: 'k is not an uncompressed P-256 public key' };
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: rawKey.subarray(1, 33).toString('base64url'), y: rawKey.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  // JWS ES256 signatures are r || s (IEEE P1363), not DER.
  const signed = verify('sha256', Buffer.from(`${encodedHeader}.${encodedClaims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(encodedSignature, 'base64url'));
  if (!signed) return { ok: false, reason: 'JWT signature does not verify with k' };

  if (claims.aud !== audience) return { ok: false, reason: `JWT aud ${String(claims.aud)}, expected ${audience}` };
  const seconds = now / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= seconds) return { ok: false, reason: 'JWT expired or without exp' };
  if (claims.exp > seconds + 24 * 60 * 60 + 60) return { ok: false, reason: 'JWT exp more than 24 h ahead' };
  return { ok: true, publicKey, claims };
}
