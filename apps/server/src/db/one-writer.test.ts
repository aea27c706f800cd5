import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.js';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The module a file belongs to (`modules/<name>/`), or its folder outside the modules. */
const moduleOf = (file: string) => {
  const relative = path.relative(SRC, file).split(path.sep);
  return relative[0] === 'modules' ? `modules/${relative[1]}` : relative.slice(0, -1).join('/') || relative[0]!;
};

/**
 * STYLE rule 13 and issue 36: every table is written (insert, update, delete) by one module's
 * repositories; another module that needs a change asks that module's service. A rule such as
 * "every change to a habit's days raises its revision" then lives in one place.
 */
describe('one writer per table', () => {
  const tables = Object.entries(schema)
    .filter(([, value]) => typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value)
    .map(([name]) => name);

  it('finds the tables', () => {
    expect(tables).toEqual(expect.arrayContaining(['users', 'habits', 'habitCompletions', 'habitDays', 'goals', 'visions', 'undoRecords']));
  });

  it('has each table written from one module only, through its repositories', () => {
    const writers = new Map<string, Set<string>>();
    const outsideRepositories: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const table of tables) {
        if (!new RegExp(`\\.(insert|update|delete)\\(\\s*${table}\\b`).test(text)) continue;
        writers.set(table, (writers.get(table) ?? new Set()).add(moduleOf(file)));
        if (!file.endsWith('.repository.ts')) outsideRepositories.push(`${path.relative(SRC, file)} writes ${table}`);
      }
    }
    const shared = [...writers].filter(([, modules]) => modules.size > 1).map(([table, modules]) => `${table}: ${[...modules].sort().join(', ')}`);
    expect(shared).toEqual([]);
    expect(outsideRepositories).toEqual([]);
  });
});
