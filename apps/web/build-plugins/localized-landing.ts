import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The languages with a landing screen of their own (`landing-page.tsx?lang=es`, decision 054). */
const LANG_QUERY = /\?lang=(es|de|fr)$/;
const TEXTS_MODULE = /[\\/]features[\\/]landing[\\/]use-landing-texts\.ts\?lang=(es|de|fr)$/;

/**
 * What a language's landing screen takes a copy of, so its chunk holds them and shares no small
 * chunk with the English screen (each chunk a page loads costs its own framing): the screen's
 * modules, its icons, and the stateless helpers and domain constants it uses. Never a module with
 * state or a React context (those stay one instance, in the app's start).
 */
const COPIED = [
  /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]landing[\\/]/,
  /[\\/]apps[\\/]web[\\/]src[\\/]components[\\/]coach-avatar\.tsx$/,
  /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]use-media-query\.ts$/,
  /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]i18n[\\/]format-figures\.ts$/,
  /[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/]esm[\\/]\w+\.js$/,
  // The domain is declarations only (constants, texts, pure functions: see vite.config.ts).
  /[\\/]packages[\\/]domain[\\/]src[\\/]/,
];

/**
 * The landing screen built once per language (issue 54, decision 054): `landing-page.tsx?lang=es`
 * and every module of `features/landing/` it imports are copies whose `useLandingTexts` answers
 * the Spanish catalog, imported statically, and which register the language's frame (navigation,
 * footer, titles) as they load. So `/es/` loads one chunk with its screen and its own words, no
 * English words and no catalog loader; `/` keeps the English screen as it was. (`COPIED` says
 * which imports get a copy per language.)
 */
export function localizedLanding(): Plugin {
  const domainCatalogs = fileURLToPath(new URL('../../../packages/domain/src/i18n/catalogs', import.meta.url));
  const registry = fileURLToPath(new URL('../src/lib/i18n/catalogs.ts', import.meta.url));
  return {
    name: 'stride-localized-landing',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const lang = importer?.match(LANG_QUERY)?.[1];
      if (!lang || !importer) return null;
      const resolved = await this.resolve(source, importer.replace(LANG_QUERY, ''), { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?') || !COPIED.some((pattern) => pattern.test(resolved.id))) return resolved;
      return `${resolved.id}?lang=${lang}`;
    },
    load(id) {
      const lang = id.match(TEXTS_MODULE)?.[1];
      if (!lang) return null;
      const file = (area: string) => JSON.stringify(path.join(domainCatalogs, lang, `${area}.ts`).split(path.sep).join('/'));
      return [
        `import { LANDING_CATALOG } from ${file('landing')};`,
        `import { SHELL_CATALOG } from ${file('shell')};`,
        `import { registerCatalog } from ${JSON.stringify(registry.split(path.sep).join('/'))};`,
        `registerCatalog(${JSON.stringify(lang)}, 'shell', SHELL_CATALOG);`,
        'export const useLandingTexts = () => LANDING_CATALOG;',
      ].join('\n');
    },
  };
}
