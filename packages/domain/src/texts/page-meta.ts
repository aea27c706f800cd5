import { PRODUCT_NAME, ROUTES } from '../routes.js';

/**
 * Title and description of each public page: written into index.html by the server (crawlers and
 * link previews do not run JavaScript) and kept current by the web app on navigation.
 */
export interface PageMeta {
  /** The page's own title; null for the home page, which carries the product's full title. */
  title: string | null;
  description: string;
}

export const HOME_TITLE = `${PRODUCT_NAME} — habits and goals with an AI coach`;
export const PAGE_META_PLACEHOLDER = '<!--page-meta-->';

export function documentTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : HOME_TITLE;
}

const HOME: PageMeta = {
  title: null,
  description: `${PRODUCT_NAME} helps you build habits and reach your goals with an AI coach you can chat with and call, a habit calendar, streaks and progress analytics.`,
};

export const PAGE_META: Readonly<Record<string, PageMeta>> = {
  [ROUTES.home]: HOME,
  [ROUTES.pricing]: {
    title: 'Pricing',
    description: `Start free with daily coach messages and voice minutes, or go Premium for more. Compare the ${PRODUCT_NAME} plans.`,
  },
  [ROUTES.support]: {
    title: 'Support',
    description: `Get help with ${PRODUCT_NAME}: reply times, plans and billing, cancellation, account deletion and how the AI coach works.`,
  },
  [ROUTES.privacy]: {
    title: 'Privacy Policy',
    description: `How ${PRODUCT_NAME} collects, uses and protects your data, including your conversations with the AI coach.`,
  },
  [ROUTES.terms]: {
    title: 'Terms and Conditions',
    description: `The terms for using ${PRODUCT_NAME}: plans, billing and cancellation, acceptable use and the AI coach.`,
  },
  [ROUTES.login]: { title: 'Log in', description: `Log in to ${PRODUCT_NAME} to see your habits, goals and AI coach.` },
  [ROUTES.signup]: { title: 'Sign up', description: `Create your free ${PRODUCT_NAME} account and start building habits with an AI coach.` },
  [ROUTES.integrations]: {
    title: 'API and integrations',
    description: `Use ${PRODUCT_NAME} from your own tools: personal access tokens, the OpenAPI document, signed webhooks and connecting an AI assistant over MCP.`,
  },
  [ROUTES.forgotPassword]: { title: 'Reset your password', description: `Reset your ${PRODUCT_NAME} password with a code sent to your email.` },
};

/** Public pages are indexed; everything else (signed-in screens, unknown paths) is not. */
export function pageMetaFor(pathname: string): PageMeta & { indexable: boolean } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const meta = PAGE_META[path];
  return meta ? { ...meta, indexable: true } : { ...HOME, indexable: false };
}

/** A value written into an HTML attribute or text. */
export const escapeAttr = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Path of the social preview picture: the real dashboard captured by scripts/capture-showcase.mjs. */
export const SOCIAL_IMAGE_PATH = '/showcase/dashboard.jpg';

/**
 * The <title>, description, canonical link, Open Graph and Twitter tags for one path. Public pages
 * are indexable; signed-in screens and unknown paths say noindex.
 */
export function renderPageMetaTags(pathname: string, appOrigin: string): string {
  const meta = pageMetaFor(pathname);
  const title = escapeAttr(documentTitle(meta.title));
  const description = escapeAttr(meta.description);
  const url = escapeAttr(`${appOrigin}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`);
  const image = escapeAttr(`${appOrigin}${SOCIAL_IMAGE_PATH}`);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    meta.indexable ? `<link rel="canonical" href="${url}" />` : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeAttr(PRODUCT_NAME)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    // The capture's size, so a link preview can lay out the card before it fetches the picture.
    `<meta property="og:image:width" content="1280" />`,
    `<meta property="og:image:height" content="800" />`,
    `<meta property="og:image:alt" content="The ${escapeAttr(PRODUCT_NAME)} web dashboard" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
}
