import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the client build writes its graph: outside dist/, which the server serves as it is. */
export const BUNDLE_REPORT_FILE = 'node_modules/.stride-bundle/report.json';

/** One chunk of the client build, as the budget check (scripts/check-bundle-budget.mjs) reads it. */
export interface ReportedChunk {
  file: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module a dynamic import or the entry names (relative to the repository), if any. */
  facade: string | null;
  /** Files this chunk imports statically (loaded with it) and dynamically (loaded on demand). */
  imports: string[];
  dynamicImports: string[];
  /** Its modules, relative to the repository, with the rendered (minified) length of each. */
  modules: Record<string, number>;
}

export interface BundleReport {
  chunks: ReportedChunk[];
  /** For each module in a chunk: the modules that import it statically (why it is where it is). */
  importers: Record<string, string[]>;
}

/**
 * Writes the client build's chunk graph to `BUNDLE_REPORT_FILE`: each chunk's static and dynamic
 * imports and its modules, and each module's static importers. It is Rollup's own account of the
 * build (the bundle and `getModuleInfo`), so the budget check needs no second build to tell what a
 * page loads and through which import a module got there.
 */
export function bundleReport(): Plugin {
  let repoRoot = process.cwd();
  return {
    name: 'stride-bundle-report',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      repoRoot = path.resolve(config.root, '../..');
    },
    generateBundle(_options, bundle) {
      // A landing screen built per language keeps its `?lang=` (build-plugins/localized-landing.ts).
      const rel = (id: string) => path.relative(repoRoot, id.split('?')[0]!) + (/\?lang=\w+$/.exec(id)?.[0] ?? '');
      const chunks: ReportedChunk[] = [];
      const importers: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          if (info.renderedLength > 0) modules[rel(id)] = info.renderedLength;
        }
        chunks.push({
          file: output.fileName,
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facade: output.facadeModuleId ? rel(output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules,
        });
      }
      // Every module's importers, those that render to nothing too (a barrel that re-exports).
      for (const id of this.getModuleIds()) {
        const moduleInfo = this.getModuleInfo(id);
        if (moduleInfo && !moduleInfo.isExternal) importers[rel(id)] = moduleInfo.importers.map(rel);
      }
      const file = path.join(repoRoot, 'apps/web', BUNDLE_REPORT_FILE);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ chunks, importers } satisfies BundleReport));
    },
  };
}
