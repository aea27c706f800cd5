import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { BUNDLE_REPORT_FILE, type BundleReport } from './bundle-report';
import { OWN_SCREENS } from './localized-landing';
// Relative paths, not `@stride/domain`: see vite.config.ts.
import { splitLocalePath } from '../../../packages/domain/src/i18n/locales.js';
import {
  PRERENDERED_DIR,
  PRERENDERED_PATHS_ALL_LANGUAGES,
  prerenderedFileName,
  type PRERENDERED_PATHS,
} from '../../../packages/domain/src/prerendered-pages.js';
import type { RenderedPage } from '../src/prerender/render-page';
import { chunksToPreload, prerenderedPage } from '../src/prerender/prerendered-page';

type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

/**
 * Each page's lazy route module (src/app/routes.tsx), whose chunks the page preloads: the browser
 * loads them before hydrating, and they would otherwise wait for the entry chunk. A module that is
 * not a chunk of the build fails it.
 */
const ROUTE_MODULES: Record<PrerenderedPath, string | null> = {
  '/': 'src/features/landing/landing-page.tsx',
  '/pricing': 'src/features/pricing/pricing-page.tsx',
  '/support': 'src/features/support/support-page.tsx',
  '/privacy-policy': 'src/features/legal/privacy-policy-page.tsx',
  '/terms-and-conditions': 'src/features/legal/terms-page.tsx',
  '/login': 'src/features/auth/login-page.tsx',
  '/signup': 'src/features/auth/signup-page.tsx',
  '/integrations': 'src/features/integrations-docs/integrations-page.tsx',
};

/**
 * Each page's catalogs in Spanish, German and French (src/app/localized-routes.tsx, decision 054):
 * chunks the page preloads beside its screen's, so its words are there before it hydrates, with
 * its language's frame (the navigation bar's and footer's words, the titles).
 */
const CATALOG_LOADER_MODULE = 'src/app/localized-screens.ts';
/** The legal pages' screen in a language (src/features/legal/localized-legal-page.tsx), loading its legal catalog. */
const LEGAL_SCREEN_MODULE = 'src/features/legal/localized-legal-page.tsx';
const LEGAL_TABLE_MODULE = 'src/app/localized-reset-screens.ts';
const LEGAL_PAGES: readonly string[] = ['/privacy-policy', '/terms-and-conditions'];
/** The integrations page's screen in a language, loading its catalog, reached through the same table. */
const INTEGRATIONS_SCREEN_MODULE = 'src/features/integrations-docs/localized-integrations-page.tsx';
const catalogModule = (locale: string, area: string) => `packages/domain/src/i18n/catalogs/${locale}/${area}.ts`;

/** The manifest's key of a module outside the web app's root (`../../packages/...`). */
function manifestKey(manifest: Record<string, unknown>, module: string): string {
  const key = Object.keys(manifest).find((id) => id.endsWith(module));
  if (!key) throw new Error(`prerender: ${module} is not a chunk of the client build`);
  return key;
}

/**
 * The manifest's key of a screen built for `locale` (build-plugins/localized-landing.ts: the
 * landing, login and sign-up screens): Vite keys a module with a query by its file
 * (`_landing-page-<hash>.js`), so the file is read from the build's own report, which names each
 * chunk's modules with their `?lang=`.
 */
function ownScreenKey(manifest: Record<string, { file: string }>, screen: string, locale: string, distDir: string): string {
  const report = JSON.parse(readFileSync(path.resolve(distDir, '..', BUNDLE_REPORT_FILE), 'utf8')) as BundleReport;
  const facade = `apps/web/${screen}?lang=${locale}`;
  // Rollup names no facade for these chunks: the one holding the module is the screen's.
  const file = report.chunks.find((chunk) => facade in chunk.modules)?.file;
  const key = Object.keys(manifest).find((id) => manifest[id]!.file === file);
  if (!key) throw new Error(`prerender: ${facade} is not a chunk of the client build`);
  return key;
}

const RENDERER_ENTRY = 'src/prerender/render-page.tsx';

/**
 * `vite build` builds the browser app, then src/prerender/render-page.tsx for Node (into
 * node_modules/.stride-prerender, deleted after), and renders each public page into dist/prerendered/<page>.html: the
 * built index.html with the page's markup and styles, which the server answers for that path.
 * One command, one build: the HTML always names the chunks of the same build.
 */
export function prerenderPublicPages(): Plugin {
  let root = process.cwd();
  let rendererDir = '';
  return {
    name: 'stride-prerender-public-pages',
    apply: 'build',
    config(config) {
      root = path.resolve(config.root ?? process.cwd());
      rendererDir = path.join(root, 'node_modules/.stride-prerender');
      return {
        // With a builder, `vite build` builds every environment through `buildApp` below.
        builder: {},
        build: { manifest: true },
        // One self-contained Node bundle: the same modules, aliases and build plugins as the browser's.
        ssr: { noExternal: true, target: 'node' },
        environments: {
          ssr: {
            build: {
              outDir: rendererDir,
              emptyOutDir: true,
              copyPublicDir: false,
              manifest: false,
              minify: false,
              rollupOptions: {
                input: path.join(root, RENDERER_ENTRY),
                // .mjs: under node_modules no package.json says `"type": "module"`.
                output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
              },
            },
          },
        },
      };
    },
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('prerender: the client and ssr environments are missing');
      await builder.build(client);
      try {
        await builder.build(ssr);
        await renderPages(path.resolve(root, client.config.build.outDir), rendererDir);
      } finally {
        rmSync(rendererDir, { recursive: true, force: true });
      }
      builder.config.logger.info(`prerendered ${PRERENDERED_PATHS_ALL_LANGUAGES.length} public pages into ${client.config.build.outDir}/${PRERENDERED_DIR}/`);
    },
  };
}

/** The app's start, imported by main.tsx once the page has painted (the manifest keys it by its chunk's name). */
const APP_START_CHUNK = 'app-start';

/** Renders each page with the Node bundle in `rendererDir` into `distDir`/prerendered/. */
async function renderPages(distDir: string, rendererDir: string) {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Parameters<typeof chunksToPreload>[0];
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const rendererFile = path.join(rendererDir, `${path.basename(RENDERER_ENTRY, '.tsx')}.mjs`);
  const { renderPage } = (await import(pathToFileURL(rendererFile).href)) as { renderPage: (path: string) => Promise<RenderedPage> };

  const appStart = Object.entries(manifest).find(([, chunk]) => (chunk as { name?: string }).name === APP_START_CHUNK)?.[0];
  if (!appStart) throw new Error(`prerender: no ${APP_START_CHUNK} chunk in the client build`);
  const outDir = path.join(distDir, PRERENDERED_DIR);
  mkdirSync(outDir, { recursive: true });
  for (const page of PRERENDERED_PATHS_ALL_LANGUAGES) {
    const rendered = await renderPage(page);
    const { locale, path: englishPage } = splitLocalePath(page);
    // The landing, login and sign-up pages in another language are screens of their own with their
    // words and frame inside (build-plugins/localized-landing.ts): no catalog loader, no catalog chunks.
    const ownScreen = locale === 'en' ? undefined : OWN_SCREENS[englishPage as keyof typeof OWN_SCREENS];
    const ownLanding = ownScreen !== undefined;
    const legal = locale !== 'en' && LEGAL_PAGES.includes(englishPage);
    const integrations = locale !== 'en' && englishPage === '/integrations';
    const routeModule = ownScreen
      ? ownScreenKey(manifest, ownScreen, locale, distDir)
      : legal
        ? LEGAL_SCREEN_MODULE
        : integrations
          ? INTEGRATIONS_SCREEN_MODULE
          : ROUTE_MODULES[englishPage as PrerenderedPath];
    // English's words are in the screen's own chunk; a legal or integrations page in a language loads its catalog.
    const catalogs = locale === 'en' || ownLanding ? [] : legal ? ['shell', 'legal'] : integrations ? ['shell', 'integrations'] : ['shell'];
    // The app itself (main.tsx imports it after the first paint), the page's screen and its words.
    const modulePreloads = [
      ...new Set([
        ...chunksToPreload(manifest, appStart, indexHtml),
        ...(routeModule ? chunksToPreload(manifest, routeModule, indexHtml) : []),
        // Every page in another language but the landing page is reached through the loader's chunk.
        ...(locale === 'en' || englishPage === '/' ? [] : chunksToPreload(manifest, CATALOG_LOADER_MODULE, indexHtml)),
        // A legal or integrations page in a language is reached through the forgot-password pages' table (app/localized-reset-screens.ts).
        ...(legal || integrations ? chunksToPreload(manifest, LEGAL_TABLE_MODULE, indexHtml) : []),
        ...catalogs.flatMap((area) => chunksToPreload(manifest, manifestKey(manifest, catalogModule(locale, area)), indexHtml)),
      ]),
    ];
    const file = path.join(outDir, prerenderedFileName(page));
    mkdirSync(path.dirname(file), { recursive: true });
    // The document's language is the page's (index.html is English).
    const html = prerenderedPage(indexHtml, { ...rendered, modulePreloads }).replace('<html lang="en">', `<html lang="${locale}">`);
    writeFileSync(file, html);
  }
  // Not for the browser: it would be served from dist/ as a static file.
  rmSync(path.join(distDir, '.vite'), { recursive: true, force: true });
}
