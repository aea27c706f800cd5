import type { ComponentType } from 'react';
import { INTEGRATIONS_CATALOG_LOADERS, type PrefixedLocale, type ShellCatalog } from '@stride/domain';
import { registerCatalog } from '../../lib/i18n/catalogs';
import { IntegrationsDocs } from './integrations-page';

/**
 * `/es/integrations` (and de, fr), decision 054: the language's integrations catalog, loaded with
 * the screen, and its frame (`shell`, loaded by the caller), so both are there before the
 * prerender renders it and before hydration. The page's title and description are the frame's.
 */
export async function localizedIntegrationsScreen(locale: PrefixedLocale, shell: ShellCatalog): Promise<{ Component: ComponentType }> {
  const catalog = await INTEGRATIONS_CATALOG_LOADERS[locale]();
  registerCatalog(locale, 'shell', shell);
  function LocalizedIntegrationsPage() {
    return <IntegrationsDocs catalog={catalog} />;
  }
  return { Component: LocalizedIntegrationsPage };
}
