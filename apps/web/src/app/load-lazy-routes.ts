import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The lazy routes a first load of `location` shows, loaded before the router starts. A prerendered
 * page hydrates with its screen already in place (the router would otherwise render its fallback
 * over the HTML); an address the server answers with the app shell (the signed-in screens) keeps
 * the shell's skeleton until its screen can be drawn, so the first thing React paints is already in
 * the person's language (the signed-in guards' lazy loads the remembered frame: issue 54), never
 * the router's fallback spinner. One that fails to load stays lazy: the router tries it again and
 * shows its error page.
 */
export async function loadLazyRoutesOf(routes: RouteObject[], location: Pick<Location, 'pathname' | 'search' | 'hash'>): Promise<void> {
  const lazyMatches = matchRoutes(routes, location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy().catch(() => undefined);
      if (loaded) Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
