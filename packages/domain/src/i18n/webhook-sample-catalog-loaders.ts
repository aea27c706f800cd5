import type { WEBHOOK_SAMPLE_CATALOG } from './catalogs/en/webhook-sample.js';
import type { Messages } from './messages.js';
import type { PrefixedLocale } from './locales.js';

export type WebhookSampleCatalog = Messages<typeof WEBHOOK_SAMPLE_CATALOG>;

/**
 * The webhook check's comment lines in Spanish, German and French (issue 54): from the module of
 * the language's integrations catalog, so the page in that language loads no chunk more; the
 * English page loads none of them.
 */
export const WEBHOOK_SAMPLE_CATALOG_LOADERS: Record<PrefixedLocale, () => Promise<WebhookSampleCatalog>> = {
  es: () => import('./catalogs/es/integrations.js').then((m) => m.WEBHOOK_SAMPLE_CATALOG),
  de: () => import('./catalogs/de/integrations.js').then((m) => m.WEBHOOK_SAMPLE_CATALOG),
  fr: () => import('./catalogs/fr/integrations.js').then((m) => m.WEBHOOK_SAMPLE_CATALOG),
};
