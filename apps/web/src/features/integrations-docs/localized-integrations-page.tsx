import type { ComponentType } from 'react';
import { INTEGRATIONS_CATALOG_LOADERS, WEBHOOK_SAMPLE_CATALOG_LOADERS, type PrefixedLocale, type ShellCatalog } from '@stride/domain';
import { registerCatalog } from '../../lib/i18n/catalogs';
import { IntegrationsDocs } from './integrations-page';
import { snippetIn } from './localized-snippet';

/**
 * `/es/integrations` (and de, fr), decision 054: the language's integrations catalog, loaded with
 * the screen, and its frame (`shell`, loaded by the caller), so both are there before the
 * prerender renders it and before hydration. The page's title and description are the frame's.
 * The webhook check's comments come in the language too (from the same chunk as the catalog).
 */
export async function localizedIntegrationsScreen(locale: PrefixedLocale, shell: ShellCatalog): Promise<{ Component: ComponentType }> {
  const [catalog, comments] = await Promise.all([INTEGRATIONS_CATALOG_LOADERS[locale](), WEBHOOK_SAMPLE_CATALOG_LOADERS[locale]()]);
  const verify = snippetIn(comments);
  registerCatalog(locale, 'shell', shell);
  function LocalizedIntegrationsPage() {
    return <IntegrationsDocs catalog={catalog} verify={verify} />;
  }
  return { Component: LocalizedIntegrationsPage };
}
