import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Runs axe-core inside the page and answers its violations, each as one readable line.
 * `alsoRules` turns on rules axe leaves off by default (its experimental ones, such as
 * `label-content-name-mismatch`, issue 51's walk).
 */
export async function axeViolations(page: Page, alsoRules: readonly string[] = []): Promise<string[]> {
  // A dialog still fading in has every colour at part opacity: let finite transitions end first
  // (a spinner's endless animation does not count).
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 5000 })
    .catch(() => undefined);
  // Evaluated by the browser's debugging protocol, not as an inline <script>: the app's
  // Content-Security-Policy (rightly) refuses inline scripts, and the test must not need one.
  // Once per document: a later check of the same page (a dialog opened since) runs it again.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (extra) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const rules = Object.fromEntries(extra.map((rule) => [rule, { enabled: true }]));
    const result = await axe.run(document, { resultTypes: ['violations'], rules });
    return result.violations;
  }, [...alsoRules]);
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
