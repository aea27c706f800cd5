import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  APP_CONFIG_ELEMENT_ID,
  APP_CONFIG_PLACEHOLDER,
  PAGE_META,
  PAGE_META_PLACEHOLDER,
  DEFAULT_LOCALE,
  LOCALES,
  PREFIXED_PAGE_PATHS,
  PRERENDERED_DIR,
  PRERENDERED_PATHS_ALL_LANGUAGES,
  SERVER_MESSAGES,
  errorBody,
  isApiPath,
  fillPrerenderedConfig,
  localePath,
  localizedAppShell,
  prerenderedFileName,
  renderLocalizedPageMetaTags,
  ROUTES,
  type PublicConfig,
} from '@stride/domain';
import { HOME_VARY, homeLanguage } from './home-language.js';
import { keepAnswer, sendKeptAnswer } from './kept-answer.js';

/** The service worker the web build writes (apps/web/vite.config.ts). */
const SERVICE_WORKER_FILE = 'sw.js';

/** Serialises the public config for a <script type="application/json"> element. */
function configScript(config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script id="${APP_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/**
 * Serves the built web app: hashed assets cached for a year, the public pages prerendered at build
 * time (dist/prerendered/, decision 017) answered with their HTML, every other GET that is not an
 * API path with index.html (the client router takes it from there); the public config is written
 * into each. Without a build, API 404s still answer JSON.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, publicConfig: PublicConfig) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : undefined;
  // A page's prerendered HTML when the build made one, else index.html.
  const prerendered = new Set<string>(PRERENDERED_PATHS_ALL_LANGUAGES);
  const templateFor = (page: string) => {
    const file = prerendered.has(page) ? path.join(distDir, PRERENDERED_DIR, prerenderedFileName(page)) : undefined;
    return file && existsSync(file) ? readFileSync(file, 'utf8') : template!;
  };
  // Once per public page (its own title, description and preview tags; its own HTML when
  // prerendered) and once for every other path, all rendered at start-up.
  const render = (path: string) =>
    fillPrerenderedConfig(templateFor(path), publicConfig)
      .replace(APP_CONFIG_PLACEHOLDER, () => configScript(publicConfig))
      .replace(PAGE_META_PLACEHOLDER, () => renderLocalizedPageMetaTags(path, publicConfig.appOrigin));
  // Kept with their ETag and compressed once: the not-found handler that answers them is not a
  // route, so @fastify/compress (which hooks routes) would send them as they are.
  const page = (path: string) => keepAnswer(Buffer.from(render(path)), 'text/html; charset=utf-8');
  const withoutSlash = (url: string) => (url.length > 1 ? url.replace(/\/+$/, '') : url);
  // The English pages and each public page in Spanish, German and French (`/es/`, `/es/pricing`, decision 054).
  const publicPaths = [...Object.keys(PAGE_META), ...PREFIXED_PAGE_PATHS];
  const pages = new Map(template ? publicPaths.map((path) => [withoutSlash(path), page(path)]) : []);
  // Every other path (the signed-in screens, the page not found): the app shell, in each language
  // (its `lang` and the line it shows before any script, issue 54), answered in the person's.
  const appShells = new Map(template ? LOCALES.map((language) => [language, keepAnswer(Buffer.from(localizedAppShell(render('/__other__'), language)), 'text/html; charset=utf-8')]) : []);
  const appShellFor = (request: FastifyRequest) => appShells.get(homeLanguage(request))!;

  if (hasBuild) {
    // Hashed assets never change: cached for a year. Everything else (favicon, manifest, icons,
    // showcase pictures) for an hour. The build writes .br and .gz beside each asset
    // (apps/web/vite.config.ts) and `preCompressed` sends the one the browser accepts.
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: '/assets/',
      index: false,
      wildcard: false,
      preCompressed: true,
      maxAge: '365d',
      immutable: true,
    });
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      maxAge: '1h',
      decorateReply: false,
      // Assets are the instance above's; index.html and the prerendered pages are answered with the
      // page's meta and the config written in; the service worker by its own route below.
      globIgnore: ['assets/**', 'index.html', 'index.html.*', `${PRERENDERED_DIR}/**`, `${SERVICE_WORKER_FILE}*`],
    });
    // The service worker (issue 21) is checked for a new version on every visit: never cached, so
    // a release reaches every installed app at once (the browser compares its bytes).
    const workerFile = path.join(distDir, SERVICE_WORKER_FILE);
    if (existsSync(workerFile)) {
      const worker = keepAnswer(readFileSync(workerFile), 'text/javascript; charset=utf-8');
      app.get(`/${SERVICE_WORKER_FILE}`, { schema: { hide: true } }, async (request, reply) => sendKeptAnswer(request, reply.header('cache-control', 'no-cache'), worker));
    }
  } else {
    app.log.warn({ distDir }, 'web app is not built; only the API is served (run `npm run build`)');
  }

  // Crawlers: the public pages (the ones with their own title and description) in every language
  // they are written in, never the API. Each page's alternates are in its head (hreflang).
  const origin = publicConfig.appOrigin;
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`),
  );
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPaths.map((page) => `  <url><loc>${origin}${page}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (template && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url)) {
      if (url === ROUTES.home) {
        // Issue 54: `/` in the person's language, `/es/` for a Spanish browser on its first visit
        // or a person who chose Spanish; English for whoever chose it or sends no language.
        const language = homeLanguage(request);
        reply.header('cache-control', 'no-cache');
        if (language !== DEFAULT_LOCALE) return reply.header('vary', HOME_VARY).redirect(`${localePath(language, ROUTES.home)}${request.url.slice(url.length)}`, 302);
        return sendKeptAnswer(request, reply, pages.get(url) ?? appShellFor(request), `accept-encoding, ${HOME_VARY}`);
      }
      const publicPage = pages.get(withoutSlash(url));
      if (publicPage) return sendKeptAnswer(request, reply.header('cache-control', 'no-cache'), publicPage);
      return sendKeptAnswer(request, reply.header('cache-control', 'no-cache'), appShellFor(request), `accept-encoding, ${HOME_VARY}`);
    }
    return reply.status(404).send(errorBody('not_found', SERVER_MESSAGES.notFound));
  });
}
