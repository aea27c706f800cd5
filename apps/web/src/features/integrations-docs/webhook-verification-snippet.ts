/**
 * The docs' webhook check (issue 41 "webhook verification in a few lines"), as the page shows it,
 * its two comment lines in the page's language (issue 54: the catalog's `verifyNote`).
 * webhook-verification-snippet.test.ts runs this very text against signatures made apart from it,
 * so the page cannot drift from what the server sends.
 */
export const verifySnippet = (note: string) => `import { createHmac, timingSafeEqual } from 'node:crypto';

// ${note}
function verifyStrideSignature(secret, header, rawBody, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=')));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;
