/**
 * The two comment lines of the integrations page's webhook check (apps/web/src/features/
 * integrations-docs/webhook-verification-snippet.ts), in English (issue 54). The English page
 * shows the snippet as written and never loads this: it is the catalog the other languages
 * mirror, and the web's snippet test checks that the snippet holds these very lines. `{header}`
 * is the signature header's name; the code's own words (secret, header, rawBody) stay as they are.
 */
export const WEBHOOK_SAMPLE_CATALOG = {
  secretAndHeader: "// secret: the webhook's signing secret; header: the {header} header;",
  rawBody: "// rawBody: the request's body exactly as received, before any JSON parsing.",
};
