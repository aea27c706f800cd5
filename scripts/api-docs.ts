// The README's API table, written from the contract (`API` in packages/domain/src/contract), so
// that no endpoint is missing from it and none is described twice (issue 46, decision 045).
//   npx tsx scripts/api-docs.ts          rewrites the table between the README's markers
//   npx tsx scripts/api-docs.ts --check  fails when the README's table is not the contract's (npm run lint)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allEndpoints, type EndpointSpec } from '../packages/domain/src/contract/index.js';
import { tokenScopeOf } from '../packages/domain/src/integrations/token-scopes.js';

const README = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md');
const START = '<!-- api-table:start (written by scripts/api-docs.ts from the contract; do not edit by hand) -->';
const END = '<!-- api-table:end -->';

/** Who may call it, in the README's words. */
function who(endpoint: EndpointSpec): string {
  const access = endpoint.access ?? 'verified';
  const base = access === 'public' ? 'anyone' : access === 'signed-in' ? 'session' : 'verified session';
  const scope = tokenScopeOf(endpoint);
  return scope ? `${base} or a ${scope} token` : base;
}

/** Markdown table cells may not hold a pipe or a line break. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

export function apiTable(): string {
  const rows = allEndpoints().map(({ name, endpoint }) => {
    const paths = [endpoint.path, ...(endpoint.alsoAt ?? [])].map((p) => `\`${p}\``).join(', ');
    return `| ${endpoint.tag} | \`${endpoint.method}\` ${paths} | ${who(endpoint)} | ${cell(endpoint.summary)} | \`${name}\` |`;
  });
  return [START, '', '| Area | Call | Who may call | What it does | Contract |', '|---|---|---|---|---|', ...rows, '', END].join('\n');
}

function main() {
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) {
    console.error(`README.md has no API table markers (${START} … ${END}).`);
    process.exit(1);
  }
  const next = readme.slice(0, start) + apiTable() + readme.slice(end + END.length);
  if (process.argv.includes('--check')) {
    if (next !== readme) {
      console.error('README.md: the API table is not the contract\'s. Run `npm run docs:api` and commit the README.');
      process.exit(1);
    }
    console.log(`README.md: the API table matches the contract (${allEndpoints().length} endpoints).`);
    return;
  }
  writeFileSync(README, next);
  console.log(`README.md: API table written (${allEndpoints().length} endpoints).`);
}

main();
