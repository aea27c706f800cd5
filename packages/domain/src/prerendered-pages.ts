import { PREFIXED_PAGE_PATHS, splitLocalePath } from './i18n/locales.js';
import { DEFAULT_SUPPORT_EMAIL, type PublicConfig } from './public-config.js';
import { ROUTES } from './routes.js';

/**
 * The public pages rendered to HTML when the web app is built (apps/web/prerender/) and answered
 * with that HTML by the server (apps/server/src/http/web-app.ts). Every other path gets the empty
 * index.html and is rendered in the browser.
 */
export const PRERENDERED_PATHS = [ROUTES.home, ROUTES.pricing, ROUTES.support, ROUTES.privacy, ROUTES.terms, ROUTES.login, ROUTES.signup, ROUTES.integrations] as const;

/** The English pages above and the public pages in Spanish, German and French (`/es/`, `/es/pricing`, ..., decision 054). */
// Pure: the browser's bundle, which never reads it, drops it with the list it is made from.
export const PRERENDERED_PATHS_ALL_LANGUAGES: readonly string[] = /* @__PURE__ */ (PRERENDERED_PATHS as readonly string[]).concat(PREFIXED_PAGE_PATHS);

/** Where the build writes them, inside the web app's dist directory. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The id of a prerendered page's `<script type="application/json">` listing the chunks its app
 * needs (paths under the site's root): the page preloads them once it has painted (main.tsx).
 */
export const PAGE_CHUNKS_ELEMENT_ID = 'page-chunks';

/** `/` → `home.html`, `/pricing` → `pricing.html`; `/es/` → `es/home.html`, `/es/pricing` → `es/pricing.html`. */
export function prerenderedFileName(path: string): string {
  const { locale, path: page } = splitLocalePath(path);
  const file = page === ROUTES.home ? 'home.html' : `${page.slice(1)}.html`;
  return locale === 'en' ? file : `${locale}/${file}`;
}

/**
 * The public config the pages are rendered with at build time, when the deployment's is not known
 * yet: markers that the server replaces with the configured values (`fillPrerenderedConfig`), so
 * the HTML says what the browser then renders and hydration matches. The store links are null:
 * they change the markup, not a text, so the landing page shows its badges after hydration.
 */
export const PRERENDER_CONFIG: PublicConfig = {
  appOrigin: 'https://app-origin.prerender.invalid',
  supportEmail: 'support-email@prerender.invalid',
  appStoreUrl: null,
  playStoreUrl: null,
  // No prerendered page shows the Call button.
  voiceCalls: false,
  // No prerendered page shows Upgrade.
  payments: false,
  // No prerendered page subscribes to push; the app reads the served config.
  vapidPublicKey: '',
};

/** The host shown for an origin (the landing page's pictured address bar). */
export function originHost(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return 'stride';
  }
}

// As React escapes text and attribute values, so the browser reads back exactly the configured value.
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

/** Writes the deployment's config where a prerendered page holds `PRERENDER_CONFIG`'s markers. */
export function fillPrerenderedConfig(html: string, config: PublicConfig): string {
  return html
    .replaceAll(PRERENDER_CONFIG.appOrigin, escapeHtml(config.appOrigin))
    .replaceAll(originHost(PRERENDER_CONFIG.appOrigin), escapeHtml(originHost(config.appOrigin)))
    .replaceAll(PRERENDER_CONFIG.supportEmail, escapeHtml(config.supportEmail || DEFAULT_SUPPORT_EMAIL));
}
