// A relative path, not `@stride/domain`: the build plugin imports this module (see vite.config.ts).
import { PAGE_CHUNKS_ELEMENT_ID } from '../../../../packages/domain/src/prerendered-pages.js';

/** What one prerendered page needs besides index.html: its markup, its styles, its route's chunks. */
export interface PageParts {
  html: string;
  styles: string;
  /** Files under dist/ to preload (the page's lazy route and what it imports). */
  modulePreloads: string[];
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The built index.html with a page rendered into it: its styles and the list of its chunks at the end of the
 * `<head>`, its markup in the root element. The page-meta and app-config placeholders stay for the
 * server to fill per deployment.
 */
export function prerenderedPage(indexHtml: string, parts: PageParts): string {
  if (!indexHtml.includes(ROOT_ELEMENT) || !indexHtml.includes('</head>')) {
    throw new Error(`index.html has no empty ${ROOT_ELEMENT} or no </head> to prerender into`);
  }
  // Listed, not linked: main.tsx preloads them once the page has painted, so nothing but the HTML
  // (and the tiny entry) comes before the first paint, and they all load at once after it.
  const preloads = `<script id="${PAGE_CHUNKS_ELEMENT_ID}" type="application/json">${JSON.stringify(parts.modulePreloads.map((file) => `/${file}`))}</script>`;
  return indexHtml
    .replace('</head>', () => `${preloads}${parts.styles}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${parts.html}</div>`);
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** A module's chunk and every chunk it imports statically, that index.html does not already load. */
export function chunksToPreload(manifest: Manifest, moduleId: string, indexHtml: string): string[] {
  if (!manifest[moduleId]) throw new Error(`${moduleId} is not a chunk of the client build`);
  const files = new Set<string>();
  const visit = (id: string) => {
    const chunk = manifest[id];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(moduleId);
  return [...files].filter((file) => !indexHtml.includes(`/${file}"`));
}
