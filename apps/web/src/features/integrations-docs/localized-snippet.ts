import { WEBHOOK_SIGNATURE_HEADER, type WebhookSampleCatalog } from '@stride/domain';
// Through the English screen's module, whose chunk the page in a language loads anyway: imported
// from its own module, the snippet would leave that chunk without its screen as its entry.
import { VERIFY_SNIPPET } from './integrations-page';

/**
 * The webhook check with its two comment lines in the page's language (issue 54): the snippet's
 * comment lines, in order, replaced by the catalog's (`{header}` the signature header's name);
 * the code is the same text, so webhook-verification-snippet.test.ts's run of it holds for every
 * language. Only the pages in another language load this (the English page shows the snippet as
 * written; integrations-page.test.tsx checks that its lines are English's catalog).
 */
export function snippetIn(comments: WebhookSampleCatalog): string {
  const lines = [comments.secretAndHeader, comments.rawBody];
  return VERIFY_SNIPPET.split('\n')
    .map((line) => (line.startsWith('//') ? lines.shift()!.replace('{header}', WEBHOOK_SIGNATURE_HEADER) : line))
    .join('\n');
}
