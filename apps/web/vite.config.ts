import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleReport } from './build-plugins/bundle-report';
import { precompileMessages } from './build-plugins/precompile-messages';
import { localizedLanding } from './build-plugins/localized-landing';
import { prerenderPublicPages } from './build-plugins/prerender-public-pages';
// A relative path, not `@stride/domain`: Vite bundles the config with esbuild but leaves packages
// resolved through node_modules to Node, which cannot load the domain's TypeScript sources.
import {
  APP_CONFIG_ELEMENT_ID,
  APP_CONFIG_PLACEHOLDER,
  DEFAULT_SUPPORT_EMAIL,
  type PublicConfig,
} from '../../packages/domain/src/public-config.js';
import { PRERENDERED_DIR } from '../../packages/domain/src/prerendered-pages.js';
import { PAGE_META_PLACEHOLDER } from '../../packages/domain/src/texts/page-meta.js';
import { renderLocalizedPageMetaTags } from '../../packages/domain/src/i18n/page-meta-tags.js';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * In production the server writes the public config into index.html. Under `vite dev` nothing
 * does, so this plugin fills the placeholder from the same environment variables the server reads.
 */
function devAppConfig(): Plugin {
  return {
    name: 'stride-dev-app-config',
    apply: 'serve',
    transformIndexHtml(html, ctx) {
      const config: PublicConfig = {
        appOrigin: process.env.APP_ORIGIN ?? ctx.server?.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '',
        supportEmail: process.env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
        appStoreUrl: process.env.APP_STORE_URL || null,
        playStoreUrl: process.env.PLAY_STORE_URL || null,
        // The dev server's API runs with the same environment: a provider key means calls work.
        voiceCalls: Boolean(process.env.OPENAI_API_KEY?.trim()),
        // Likewise Stripe: a secret key and a price mean Premium can be bought.
        payments: Boolean(process.env.STRIPE_SECRET_KEY?.trim() && process.env.STRIPE_PRICE_ID?.trim()),
        // The dev API keeps its key pair in the database: the app asks GET /api/config when this is empty.
        vapidPublicKey: process.env.VAPID_PUBLIC_KEY ?? '',
      };
      // `<` is escaped so a value can never close the script element.
      const json = JSON.stringify(config).replace(/</g, '\\u003c');
      return html
        .replace(APP_CONFIG_PLACEHOLDER, `<script id="${APP_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`)
        .replace(PAGE_META_PLACEHOLDER, renderLocalizedPageMetaTags(ctx.originalUrl?.split('?')[0] ?? '/', config.appOrigin));
    },
  };
}

/**
 * Marks each `z.…` schema construction in the domain package as pure. The domain mixes
 * constants and schemas in one module; Rollup cannot tell that building a schema has no side
 * effects, so without this any chunk using one constant (e.g. the config element id) would carry
 * all of zod (about 23 kB gzip in the entry chunk). The web app types its calls with the schemas'
 * inferred types, so only screens that really parse with a schema download zod.
 */
function pureDomainSchemas(): Plugin {
  return {
    name: 'stride-pure-domain-schemas',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/packages/domain/src/')) return null;
      return { code: code.replace(/(?<![\w$.])z(?=\s*\.)/g, '/* @__PURE__ */ z'), map: null };
    },
  };
}

/**
 * Writes a .gz and a .br beside every text asset after the build; the server's static handler
 * (`preCompressed`) sends the one the browser accepts, so nothing is compressed per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'stride-precompress',
    apply: 'build',
    // Not the Node bundle that prerenders the public pages.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|webmanifest|json)$/.test(file) || statSync(file).size < 1024) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/** The domain package is pure declarations (schemas, constants, texts): see `treeshake` below. */
const domainHasNoSideEffects = (id: string) => !id.includes('/packages/domain/');

/**
 * The service worker (src/service-worker/sw.ts, issue 21), built by Workbox's injectManifest into
 * dist/sw.js with the list of files it precaches: every script, style and icon of the build, so
 * the app opens offline. Not the prerendered pages, the landing's pictures, or the .gz/.br copies.
 * The app registers it itself once someone signs in (lib/offline/service-worker.ts); `public/
 * manifest.webmanifest` stays the app's manifest.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,svg,png,webmanifest}'],
      globIgnores: ['**/*.gz', '**/*.br', `${PRERENDERED_DIR}/**`, 'showcase/**', 'sw.js'],
      // Its own build: the same domain tree-shaking as the app, so no zod reaches the worker.
      buildPlugins: { vite: [pureDomainSchemas()] },
      rollupOptions: { treeshake: { moduleSideEffects: domainHasNoSideEffects } },
    },
    devOptions: { enabled: true, type: 'module' },
  });
}

export default defineConfig({
  plugins: [localizedLanding(), react(), devAppConfig(), pureDomainSchemas(), precompileMessages(), serviceWorker(), precompress(), bundleReport(), prerenderPublicPages()],
  resolve: {
    // One react-is for the whole bundle: test tooling hoists react-is 17 to the root, which leaves
    // MUI's packages each a nested copy of 19 (two copies in the first page load). The web app's own
    // react-is 19 serves MUI and recharts alike.
    alias: { 'react-is': path.dirname(createRequire(import.meta.url).resolve('react-is/package.json')) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/openai': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // terser packs the first page load about 2 % smaller than esbuild; the build takes a few
    // seconds longer (docs/decisions/006).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // No modulepreload polyfill in the entry: every browser the app supports has
    // `<link rel="modulepreload">` (Chromium 66, Safari 17, Firefox 115); one without it only
    // fetches the chunks when they are imported, as before. ~0.5 KiB of every first page load,
    // which each lazy chunk's file name in the start's lists takes back (decision 046).
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Seven characters of content hash instead of eight (the fewest Rollup allows for this many
        // chunks): the app's start lists every lazy chunk's file name (about 150) for every page, and
        // a hash's characters are what gzip cannot pack (~0.1-0.2 KiB of the landing page; 42 bits
        // still tell releases apart). Issue 54, decision 054.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        manualChunks: (id) => {
          // Only screens that parse with a schema need zod; keep it out of the shared entry chunk.
          if (id.includes('/node_modules/zod/')) return 'zod';
          // React and the router change less often than the app; a separate chunk stays cached across
          // releases. (MUI is not split off: one MUI chunk would hold every lazy screen's components.)
          if (/\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//.test(id)) return 'react';
          return undefined;
        },
      },
      treeshake: {
        // The domain package is pure declarations (schemas, constants, texts). Telling Rollup so lets
        // it drop the zod schemas a chunk does not use instead of keeping every `z.object()` call.
        moduleSideEffects: domainHasNoSideEffects,
      },
    },
  },
});
