import { WEBHOOK_SIGNATURE_HEADER } from '@stride/domain';

/**
 * The docs' webhook check (issue 41 "webhook verification in a few lines"), as the page shows it.
 * webhook-verification-snippet.test.ts runs this very text against signatures made apart from it,
 * so the page cannot drift from what the server sends.
 */
export const VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// secret: the webhook's signing secret; header: the ${WEBHOOK_SIGNATURE_HEADER} header;
// rawBody: the request's body exactly as received, before any JSON parsing.
function verifyStrideSignature(secret, header, rawBody, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=')));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;
