import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { APP_CATALOG_AREAS } from '../../../packages/domain/src/i18n/app-areas.js';

/** The signed-in app's catalogs in Spanish, German and French (decision 054, "The signed-in app"). */
const APP_CATALOG = new RegExp(`/packages/domain/src/i18n/catalogs/(es|de|fr)/(${APP_CATALOG_AREAS.join('|')})\\.ts$`);

/** The options the app formats with (lib/i18n/localize-app.ts): `<` is a letter, not a tag. */
export const MESSAGE_OPTIONS = { ignoreTag: true } as const;

/** Every string of a catalog as its ICU AST, `id`s kept (they name items, not texts). */
function compile(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return key === 'id' ? value : parse(value, MESSAGE_OPTIONS);
  if (Array.isArray(value)) return value.map((item) => compile(item));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compile(v, k)]));
  return value;
}

/**
 * Decision 054: the signed-in app formats its messages with `intl-messageformat` on ASTs made
 * here, at build time, so the browser never downloads FormatJS's parser (about 7.5 KiB gzip; the
 * runtime without it is about 2.5). Each catalog module of the app's areas is a plain object of
 * messages with no imports at run time: it is evaluated as built and written back as its ASTs;
 * `intl-messageformat`'s import of the parser gets the parser's `no-parser` build (its types and
 * guards, no parser), so a message left as a string would fail loudly rather than ship the parser.
 * Tests and `vite dev` keep strings and the parser.
 */
export function precompileMessages(): Plugin {
  const noParser = createRequire(createRequire(import.meta.url).resolve('intl-messageformat')).resolve('@formatjs/icu-messageformat-parser/no-parser.js');
  return {
    name: 'stride-precompile-messages',
    apply: 'build',
    enforce: 'post',
    resolveId(source, importer) {
      if (source === '@formatjs/icu-messageformat-parser' && importer?.includes(`${path.sep}intl-messageformat${path.sep}`)) return noParser;
      return null;
    },
    async transform(code, id) {
      if (!APP_CATALOG.test(id)) return null;
      if (/^\s*import\s/m.test(code)) this.error(`${id}: an app catalog holds its messages only (no imports at run time)`);
      const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<string, unknown>;
      const out = Object.entries(module).map(([name, value]) => `export const ${name} = /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(compile(value)))});`);
      return { code: out.join('\n'), map: null };
    },
  };
}
