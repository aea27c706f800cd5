import { createECDH, createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { decryptWebPush, verifyVapidAuthorization } from './push-crypto.js';

// RFC 8291 appendix A (the example of section 5): the browser's keys and the message it receives.
const RFC8291 = {
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
  plaintext: 'When I grow up, I want to be a watermelon',
};

function rfcBrowser() {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(RFC8291.uaPrivate, 'base64url'));
  return { ecdh, auth: Buffer.from(RFC8291.auth, 'base64url') };
}

describe("the fake push service's decryption (RFC 8291, aes128gcm)", () => {
  it('reads the RFC 8291 example message', () => {
    const browser = rfcBrowser();
    expect(browser.ecdh.getPublicKey().toString('base64url')).toBe(RFC8291.uaPublic);
    expect(decryptWebPush(Buffer.from(RFC8291.body, 'base64url'), browser).toString('utf8')).toBe(RFC8291.plaintext);
  });

  it('refuses a message altered in transit or encrypted for another auth secret', () => {
    const altered = Buffer.from(RFC8291.body, 'base64url');
    altered[altered.length - 20]! ^= 1;
    expect(() => decryptWebPush(altered, rfcBrowser())).toThrow();
    const otherSecret = { ...rfcBrowser(), auth: Buffer.alloc(16, 7) };
    expect(() => decryptWebPush(Buffer.from(RFC8291.body, 'base64url'), otherSecret)).toThrow();
  });

  it('reads what the web-push library encrypts, padded or not', () => {
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const auth = Buffer.alloc(16, 3);
    const message = JSON.stringify({ title: 'Stretch', body: 'In 10 minutes' });
    const { cipherText } = webpush.encrypt(browser.getPublicKey('base64url'), auth.toString('base64url'), message, 'aes128gcm');
    expect(decryptWebPush(cipherText, { ecdh: browser, auth }).toString('utf8')).toBe(message);
  });
});

describe("the fake push service's VAPID check (RFC 8292)", () => {
  const endpoint = 'https://push.example/send/abc';
  const now = Math.floor(Date.now() / 1000);
  const keys = webpush.generateVAPIDKeys();
  const authorization = (audience: string, expiration: number) =>
    webpush.getVapidHeaders(audience, 'mailto:support@example.com', keys.publicKey, keys.privateKey, 'aes128gcm', expiration).Authorization;

  it("accepts the library's token for the endpoint's origin and answers its signer and claims", () => {
    const checked = verifyVapidAuthorization(authorization('https://push.example', now + 3600), endpoint, now);
    expect(checked.publicKey).toBe(keys.publicKey);
    expect(checked.claims).toEqual({ aud: 'https://push.example', exp: now + 3600, sub: 'mailto:support@example.com' });
  });

  it('refuses another audience, an expired or too long-lived token, and a signature by another key', () => {
    expect(() => verifyVapidAuthorization(authorization('https://other.example', now + 3600), endpoint, now)).toThrow(/aud/);
    expect(() => verifyVapidAuthorization(authorization('https://push.example', now + 3600), endpoint, now + 3600)).toThrow(/expired/);
    expect(() => verifyVapidAuthorization(undefined, endpoint, now)).toThrow(/not a vapid/);

    // Tokens the library will not make, signed here: one living 25 hours, one signed by another key.
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const k = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]).toString('base64url');
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const signed = (claims: object) => {
      const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`;
      return `${unsigned}.${createSign('sha256').update(unsigned).sign({ key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
    };
    const claims = { aud: 'https://push.example', exp: now + 3600, sub: 'mailto:support@example.com' };
    expect(verifyVapidAuthorization(`vapid t=${signed(claims)}, k=${k}`, endpoint, now).publicKey).toBe(k);
    expect(() => verifyVapidAuthorization(`vapid t=${signed({ ...claims, exp: now + 25 * 3600 })}, k=${k}`, endpoint, now)).toThrow(/24 hours/);
    expect(() => verifyVapidAuthorization(`vapid t=${signed(claims)}, k=${keys.publicKey}`, endpoint, now)).toThrow(/signature/);
  });
});
