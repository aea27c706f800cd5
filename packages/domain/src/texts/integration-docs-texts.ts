import { PRODUCT_NAME } from '../routes.js';
import type { WebhookEvent } from '../integrations/webhooks.schemas.js';

/**
 * The words the public /integrations page shares with Settings › API and integrations (what each
 * scope allows, what each webhook event means) and the page's own headings. Apart from the
 * Settings texts so that the public page loads only these (its first-load budget, decision 046).
 */

/** What each scope lets a token or an assistant do, in a person's words. */
export const TOKEN_SCOPE_HELP = {
  read: 'Can look at habits, goals, vision, areas and progress, but not change them.',
  write: 'Can also create, change, complete and delete them.',
} as const;

/** What each webhook event means, for the checkboxes and the docs. */
export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEvent, string>> = {
  'habit.created': 'A habit was created',
  'habit.updated': 'A habit was changed',
  'habit.deleted': 'A habit was deleted',
  'habit.completed': 'A habit was marked done',
  'habit.uncompleted': 'A habit’s done mark was taken back',
  'habit.skipped': 'A habit was skipped',
  'goal.created': 'A goal was created',
  'goal.updated': 'A goal was changed',
  'goal.deleted': 'A goal was deleted',
};

/** The public page at /integrations (issue 41 "Docs"): its title and headings; its prose is INTEGRATION_DOCS_PROSE (integration-docs-prose.ts). */
export const INTEGRATION_DOCS_TEXTS = {
  title: 'API and integrations',
  intro: `Use ${PRODUCT_NAME} from your own scripts, automations and AI assistants: a personal access token for the API, signed webhooks when something happens, and an MCP server for assistants.`,
  contents: 'On this page',
  sections: {
    tokens: 'Personal access tokens',
    openApi: 'The OpenAPI document',
    webhooks: 'Webhooks',
    assistants: 'Connecting an AI assistant',
    shortcuts: 'Home screen, Health and NFC shortcuts',
  },
  samples: {
    curl: 'Listing your habits with curl',
    complete: 'Marking a habit done today',
    routes: 'Routes a token may call',
    payload: 'A delivery’s body',
    header: 'The signature header',
    verify: 'Checking the signature in Node.js',
    mcpConfig: 'An MCP client’s configuration with a token',
  },
  openSettings: 'Open Settings',
} as const;

