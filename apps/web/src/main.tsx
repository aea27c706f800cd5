import { PAGE_CHUNKS_ELEMENT_ID } from '@stride/domain';

// The entry the page loads: nothing but a start after the first paint. A prerendered page
// (decision 017) paints its own HTML and styles; only then are its chunks fetched (from the list
// the page carries) and the app (app-start.tsx: React, the router, the page's screen) evaluated
// and hydrated, so nothing the app needs delays the first paint. A hidden tab gets no frames, so
// it starts at once.

/**
 * Each request a page starts costs its main thread about half a millisecond, two on a slow phone:
 * the twenty chunks of /pricing or /login listed at once were a long task of their own (decision
 * 046). A few per task, the first (the app's start and React, listed first) at once.
 */
const PRELOADS_PER_TASK = 4;

function preload(hrefs: string[]) {
  for (const href of hrefs.slice(0, PRELOADS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (hrefs.length > PRELOADS_PER_TASK) setTimeout(() => preload(hrefs.slice(PRELOADS_PER_TASK)), 0);
}

function start() {
  const listed = document.getElementById(PAGE_CHUNKS_ELEMENT_ID)?.textContent;
  preload(listed ? (JSON.parse(listed) as string[]) : []);
  // React first, in a task of its own, then the app: two shorter tasks rather than one long one
  // keep the page responsive while it starts.
  void import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./app-start'));
}

/**
 * After the first contentful paint (issue 54): a frame's callback (the start before) could run
 * before a long page's first paint was presented, on /de/ and /fr/ (their welcome is longer), and
 * the chunks it requested then counted before that paint (Lighthouse: LCP 1.6 s against 1.1 s on
 * /). The paint's own entry says when it happened (every supported browser has paint timing); a
 * second at most, for a page that paints nothing.
 */
let go = () => {
  go = () => undefined;
  setTimeout(start);
};
if (document.visibilityState === 'hidden') start();
else {
  new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint')[0] && go()).observe({ type: 'paint', buffered: true });
  setTimeout(() => go(), 1000);
}
