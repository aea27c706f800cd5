import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createAppTheme } from '../app/theme';
import { appRoutes } from '../app/routes';
import { createSessionStore } from '../lib/auth/session-store';
import { emotionStyleTags } from './emotion-style-tags';

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The page's emotion styles, for the `<head>`, so the first paint is styled. */
  styles: string;
}

/**
 * Renders one public page as a visitor whose session is not known yet sees it on the first client
 * render: the session store's initial state (what app-start.tsx hydrates with), lazy routes resolved by the
 * static handler. The client's emotion cache has the default key, `css`, so it adopts the styles.
 * Built by Vite for Node and run once per page at build time (apps/web/prerender/).
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status}) while prerendering`);
  if (context.statusCode !== 200 || context.errors) throw new Error(`${path} did not render while prerendering (${context.statusCode})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  // Compat mode keeps the rules in the cache instead of writing <style> elements into the markup.
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders session={createSessionStore()} theme={createAppTheme()}>
        {/* No inline hydration script (CSP `script-src 'self'`): the pages have no loader data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  );
  return { html, styles: emotionStyleTags(cache, html) };
}
