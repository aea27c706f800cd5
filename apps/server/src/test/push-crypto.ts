import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';

/**
 * A browser's side of Web Push, written from the RFCs for the fake push service: decrypting an
 * aes128gcm message (RFC 8291 over RFC 8188) and checking a VAPID authorization (RFC 8292).
 */

const SALT_BYTES = 16;
const TAG_BYTES = 16;
const KEY_BYTES = 16;
const NONCE_BYTES = 12;
const POINT_BYTES = 65;
/** A VAPID token may not claim to live longer than this (RFC 8292 section 2). */
const VAPID_MAX_LIFETIME_S = 24 * 60 * 60;

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
const label = (text: string) => Buffer.from(`${text}\0`, 'latin1');

/** The 96-bit nonce of record `seq`: the derived nonce XOR the record's sequence number (RFC 8188 section 2.3). */
function recordNonce(nonce: Buffer, seq: number): Buffer {
  const out = Buffer.from(nonce);
  // seq stays far below 2^32 here, so only the low 32 bits change.
  out.writeUInt32BE((out.readUInt32BE(NONCE_BYTES - 4) ^ seq) >>> 0, NONCE_BYTES - 4);
  return out;
}

/** A browser's subscription keys: its ECDH key pair on P-256 and the 16-byte auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
}

/**
 * The plaintext of an `aes128gcm` Web Push body, as the browser holding `keys` reads it; throws
 * when the body is malformed or was not encrypted for these keys.
 */
export function decryptWebPush(body: Buffer, keys: BrowserKeys): Buffer {
  if (body.length < SALT_BYTES + 5) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, SALT_BYTES);
  const rs = body.readUInt32BE(SALT_BYTES);
  const idlen = body[SALT_BYTES + 4]!;
  const headerEnd = SALT_BYTES + 5 + idlen;
  if (rs < TAG_BYTES + 2) throw new Error(`record size ${rs} too small`);
  if (idlen !== POINT_BYTES) throw new Error(`keyid of ${idlen} bytes is not the sender's P-256 public key`);
  const asPublic = body.subarray(SALT_BYTES + 5, headerEnd);

  // RFC 8291 section 3.4: the input keying material mixes the ECDH secret with the auth secret
  // and both public keys; RFC 8188 section 2.2 then derives the content key and nonce from it.
  const uaPublic = keys.ecdh.getPublicKey();
  const ecdhSecret = keys.ecdh.computeSecret(asPublic);
  const ikm = hkdf(keys.auth, ecdhSecret, Buffer.concat([label('WebPush: info'), uaPublic, asPublic]), 32);
  const cek = hkdf(salt, ikm, label('Content-Encoding: aes128gcm'), KEY_BYTES);
  const nonce = hkdf(salt, ikm, label('Content-Encoding: nonce'), NONCE_BYTES);

  const records: Buffer[] = [];
  const content = body.subarray(headerEnd);
  if (content.length === 0) throw new Error('no records');
  for (let offset = 0, seq = 0; offset < content.length; offset += rs, seq++) {
    const record = content.subarray(offset, offset + rs);
    const last = offset + rs >= content.length;
    if (record.length <= TAG_BYTES) throw new Error(`record ${seq} holds no ciphertext`);
    const decipher = createDecipheriv('aes-128-gcm', cek, recordNonce(nonce, seq));
    decipher.setAuthTag(record.subarray(record.length - TAG_BYTES));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_BYTES)), decipher.final()]);
    // Padding: a delimiter (2 in the last record, 1 in the others) followed by any number of zeros.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (end < 0 || padded[end] !== (last ? 2 : 1)) throw new Error(`record ${seq} has no valid padding delimiter`);
    records.push(padded.subarray(0, end));
  }
  return Buffer.concat(records);
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>` for a message to `endpoint` at `nowSeconds`
 * and answers the signer's public key and the claims; throws saying what is wrong. The JWT must be
 * ES256, signed by `k`, for the endpoint's origin, and expire within 24 hours.
 */
export function verifyVapidAuthorization(header: string | undefined, endpoint: string, nowSeconds: number): { publicKey: string; claims: VapidClaims } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a vapid authorization: ${header ?? '(none)'}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== POINT_BYTES || point[0] !== 4) throw new Error('k is not an uncompressed P-256 public key');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });

  const [head, body, signature] = token.split('.') as [string, string, string];
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`JWT alg ${String(jwtHeader.alg)} is not ES256`);
  // JWS carries ECDSA signatures as r || s, 32 bytes each (RFC 7518 section 3.4).
  const signed = verify('sha256', Buffer.from(`${head}.${body}`, 'latin1'), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('JWT signature does not verify with k');

  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<VapidClaims>;
  const origin = new URL(endpoint).origin;
  if (claims.aud !== origin) throw new Error(`JWT aud ${String(claims.aud)} is not the endpoint's origin ${origin}`);
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) throw new Error('JWT expired or has no exp');
  if (claims.exp > nowSeconds + VAPID_MAX_LIFETIME_S) throw new Error('JWT exp is more than 24 hours ahead');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Error('JWT sub is not a mailto: or https: contact');
  return { publicKey, claims: claims as VapidClaims };
}

/** A new browser subscription's keys, and their JSON form (`PushSubscription.toJSON().keys`). */
export function newBrowserKeys(): BrowserKeys & { json: { p256dh: string; auth: string } } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}
