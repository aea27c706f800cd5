// @vitest-environment node
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PREFIXED_LOCALES, WEBHOOK_SAMPLE_CATALOG_LOADERS } from '@stride/domain';
import { snippetIn } from './localized-snippet';
import { VERIFY_SNIPPET } from './webhook-verification-snippet';

type Verify = (secret: string, header: string, rawBody: string, toleranceSeconds?: number) => boolean;

/** The page's snippet as a function: its text run as written, its one import handed in. */
function snippetFunction(snippet = VERIFY_SNIPPET): Verify {
  const [importLine, ...rest] = snippet.split('\n');
  expect(importLine).toBe("import { createHmac, timingSafeEqual } from 'node:crypto';");
  return new Function('createHmac', 'timingSafeEqual', 'Buffer', `${rest.join('\n')}\nreturn verifyStrideSignature;`)(createHmac, timingSafeEqual, Buffer) as Verify;
}

/**
 * A signature made as issue 41 defines it — hex HMAC-SHA256 of "<t>.<raw body>" keyed by the
 * secret — written out by hand (an HMAC from SHA-256, RFC 2104) rather than with createHmac, so the
 * snippet is checked against the definition and not against itself.
 */
function signByDefinition(secret: string, t: number, body: string): string {
  const block = 64;
  let key = Buffer.from(secret, 'utf8');
  if (key.length > block) key = createHash('sha256').update(key).digest();
  key = Buffer.concat([key, Buffer.alloc(block - key.length)]);
  const pad = (byte: number) => Buffer.from(key.map((k) => k ^ byte));
  const inner = createHash('sha256').update(Buffer.concat([pad(0x36), Buffer.from(`${t}.${body}`, 'utf8')])).digest();
  return createHash('sha256').update(Buffer.concat([pad(0x5c), inner])).digest('hex');
}

const secret = 'whsec_4f1c0b7e0a9d4c1f8e2b6a5d3c7e9f10';
const body = JSON.stringify({ id: '0b0e6a4e-3c55-4d0a-9a34-5d6b3f0f2a11', type: 'habit.completed', createdAt: '2026-11-27T07:30:00.000Z', data: { habitId: 'h', date: '2026-11-27', note: 'café ☕' } });
const now = () => Math.floor(Date.now() / 1000);
const header = (t: number, signature: string) => `t=${t},v1=${signature}`;

describe('the docs’ webhook signature check (issue 41)', () => {
  const verify = snippetFunction();

  it('accepts a delivery signed with the secret, just now and within five minutes', () => {
    const t = now();
    expect(verify(secret, header(t, signByDefinition(secret, t, body)), body)).toBe(true);
    expect(verify(secret, header(t - 240, signByDefinition(secret, t - 240, body)), body)).toBe(true);
    // A space after the comma, as some proxies rewrite headers.
    expect(verify(secret, `t=${t}, v1=${signByDefinition(secret, t, body)}`, body)).toBe(true);
  });

  it('refuses a changed body, another secret, a changed time, a stale or future time, and a malformed header', () => {
    const t = now();
    const good = signByDefinition(secret, t, body);
    expect(verify(secret, header(t, good), body.replace('completed', 'skipped'))).toBe(false);
    expect(verify('whsec_other', header(t, good), body)).toBe(false);
    expect(verify(secret, header(t + 1, good), body)).toBe(false);
    expect(verify(secret, header(t - 360, signByDefinition(secret, t - 360, body)), body)).toBe(false);
    expect(verify(secret, header(t + 360, signByDefinition(secret, t + 360, body)), body)).toBe(false);
    expect(verify(secret, `v1=${good}`, body)).toBe(false);
    expect(verify(secret, `t=${t}`, body)).toBe(false);
    expect(verify(secret, header(t, good.slice(0, 40)), body)).toBe(false);
  });

  it('agrees with Node’s own HMAC on the definition it is checked against', () => {
    const t = 1_796_000_000;
    expect(signByDefinition(secret, t, body)).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  });
});

/** Issue 54: the snippet the pages in Spanish, German and French show (comments in the language) runs the same. */
describe.each(PREFIXED_LOCALES)('the webhook check on the %s page', (locale) => {
  it('accepts a good signature and refuses a changed body', async () => {
    const snippet = snippetIn(await WEBHOOK_SAMPLE_CATALOG_LOADERS[locale]());
    expect(snippet).not.toBe(VERIFY_SNIPPET);
    const verify = snippetFunction(snippet);
    const t = now();
    expect(verify(secret, header(t, signByDefinition(secret, t, body)), body)).toBe(true);
    expect(verify(secret, header(t, signByDefinition(secret, t, body)), body.replace('completed', 'skipped'))).toBe(false);
  });
});
