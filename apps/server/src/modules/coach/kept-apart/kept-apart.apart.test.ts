import { readFileSync, globSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { KEPT_APART } from './kept-apart.table.js';
import { SEEN_BEFORE } from './kept-apart.seen.js';

/**
 * Issue 50: the kept-apart table stays apart. No sentence of it (of four words or more: "yes" and
 * "undo that" are everyone's) appears in any pattern, generator, training or fixture file of the
 * coach, the phrase reader or the tests and benchmarks. A leak is reported by file and case
 * number, never by its words.
 */
const ROOT = fileURLToPath(new URL('../../../../../../', import.meta.url));
const PLACES = [
  'apps/server/src/modules/coach/**/*.{ts,json,txt}',
  'apps/server/src/test/**/*.{ts,json,txt}',
  'packages/domain/src/**/*.{ts,json,txt}',
  'bench/**/*.{ts,mjs,json,txt}',
  'e2e/**/*.{ts,json}',
];
const OWN = /modules\/coach\/kept-apart\//;
const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

it('keeps every sentence of the kept-apart table out of the files the coach learns or is tested from', () => {
  const files = PLACES.flatMap((pattern) => globSync(pattern, { cwd: ROOT })).filter((file) => !OWN.test(file) && !file.includes('node_modules'));
  expect(files.length).toBeGreaterThan(100);
  const texts = files.map((file) => ({ file, text: ` ${plain(readFileSync(`${ROOT}${file}`, 'utf8'))} ` }));
  const sentences = KEPT_APART.flatMap((c, i) => c.say.map((say) => ({ i, say: plain(say) }))).filter((s) => s.say.split(' ').length >= 4);
  expect(sentences.length).toBeGreaterThan(150);
  const found = sentences.flatMap(({ i, say }) => texts.filter(({ text }) => text.includes(` ${say} `)).map(({ file }) => ({ n: i + 1, file })));
  const leaks = found.filter(({ n, file }) => !SEEN_BEFORE[n]?.includes(file)).map(({ n, file }) => `case ${n} in ${file}`);
  expect(leaks.length, `Sentences of the kept-apart table found in: ${leaks.join('; ')}`).toBe(0);
});
