import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUDGETS, RESERVED, bundleReportFile } from '../scripts/bundle-budgets.mjs';
import { DESKTOP, PHONE, appReady, newPage } from './support/browser.js';
import { useAppAndBrowser } from './support/suite.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');

interface ReportedChunk {
  file: string;
  modules: Record<string, number>;
}

/**
 * Issue 47: what Chromium really fetches for a visitor of the landing page, once it has settled
 * (the prerendered page, its hydration and whatever starts by itself after), against the page's
 * budget (160 KiB, issue 47's goal); and none of it is reserved for signed-in screens (Redux, RTK
 * Query, immer and react-redux among them: decision 046). scripts/check-bundle-budget.mjs holds
 * the same budgets for the build's static graph in `npm run lint`; this counts dynamic imports too.
 */
describe('the landing page’s JavaScript (issue 47)', () => {
  const suite = useAppAndBrowser();

  it(`stays within ${BUDGETS['/']!.kib} KiB gzip and loads nothing reserved for signed-in screens`, async () => {
    const files = new Set<string>();
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(suite.browser, viewport);
      try {
        page.on('response', (response) => {
          const match = /\/(assets\/[^/?]+\.js)/.exec(response.url());
          if (match) files.add(match[1]!);
        });
        await page.goto(`${suite.server.baseUrl}/`);
        await appReady(page);
        // Anything the page starts by itself after hydrating (the session check's answer, say).
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1000);
      } finally {
        await context.close();
      }
    }
    expect(files.size).toBeGreaterThan(0);

    const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
    const sizes = [...files].map((file) => `${file}: ${(gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024).toFixed(1)} KiB`);
    expect(bytes / 1024, `the landing page loaded ${sizes.join(', ')}`).toBeLessThanOrEqual(BUDGETS['/']!.kib);

    const { chunks } = JSON.parse(readFileSync(bundleReportFile(root), 'utf8')) as { chunks: ReportedChunk[] };
    const reserved = chunks
      .filter((chunk) => files.has(chunk.file))
      .flatMap((chunk) => Object.keys(chunk.modules).flatMap((module) => RESERVED.filter((r) => r.pattern.test(module)).map((r) => `${chunk.file}: ${r.what} (${module})`)));
    expect(reserved).toEqual([]);
  });
});
