import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPage } from './browser.js';

/** A width (and, where the group is about it, a theme) at which a journey's checkpoints look again. */
export interface Layout {
  name: string;
  viewport: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
}

/** Puts the page at `layout`: its width, and its theme where it names one (the system's, as `colorScheme` is). */
export async function useLayout(page: Page, layout: Layout): Promise<void> {
  await page.setViewportSize(layout.viewport);
  if (layout.colorScheme) await page.emulateMedia({ colorScheme: layout.colorScheme });
  // The new layout (media queries, the app's width hooks) is drawn by the next frame after the change;
  // a render the change scheduled as a task (React's scheduler after a resize observer) is drawn by
  // the two frames after that task. On a loaded machine it could land while the next step's dialog
  // was open, and focus that dialog gave back went to a row drawn again (decision 040, twenty-third session).
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await page.evaluate(frames);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.evaluate(frames);
}

/**
 * One page for a describe block whose tests walk one journey in order (issue 46): a group that
 * repeated the whole journey once per width or theme walks it once, and each checkpoint is a test
 * per layout that resizes or re-themes the same page and makes that layout's assertions, the same
 * ones the per-width journeys made. The page opens at the first layout; read `page` inside tests
 * or hooks. Its context is closed after the block (Content-Security-Policy violations are checked
 * then, browser.ts).
 */
export function useJourneyPage(suite: { browser: Browser }, first: Layout, options: { timezoneId?: string; reducedMotion?: 'reduce' | 'no-preference'; locale?: string } = {}) {
  const journey = {} as { context: BrowserContext; page: Page };
  beforeAll(async () => {
    Object.assign(journey, await newPage(suite.browser, first.viewport, { ...options, ...(first.colorScheme ? { colorScheme: first.colorScheme } : {}) }));
  });
  afterAll(async () => {
    await journey.context?.close();
  });
  return journey;
}
