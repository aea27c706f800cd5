import type { ComponentType } from 'react';
import { PAGE_CATALOG_AREAS, PAGE_CATALOG_LOADERS, SHELL_CATALOG_LOADERS, type LocalizedPage, type PrefixedLocale } from '@stride/domain';
import { englishOnly } from '../../components/english-only';
import { hasCatalog, registerCatalog } from './catalogs';

const load = async (locale: PrefixedLocale, area: string, loader: () => Promise<unknown>) => {
  if (!hasCatalog(locale, area)) registerCatalog(locale, area, await loader());
};

/**
 * A public page's route in Spanish, German or French (app/localized-routes.tsx): its catalogs and
 * its language's frame loaded, then its screen; a page whose body is not translated yet says so
 * and is marked English (decision 054).
 */
export async function withPageCatalogs(locale: PrefixedLocale, page: LocalizedPage, Screen: ComponentType): Promise<{ Component: ComponentType }> {
  const areas = PAGE_CATALOG_AREAS[page];
  await Promise.all([load(locale, 'shell', SHELL_CATALOG_LOADERS[locale]), ...(areas ?? []).map((area) => load(locale, area, PAGE_CATALOG_LOADERS[area][locale]))]);
  return { Component: areas ? Screen : englishOnly(Screen) };
}
