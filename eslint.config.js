import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const webFeatures = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

const SERVER = 'apps/server/src';
const SERVER_TESTS = [`${SERVER}/**/*.test.ts`, `${SERVER}/test/**`];
const packageImports = (names, message) => names.map((name) => ({ regex: `^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/.*)?$`, message }));
/** What a server file may not import, by name. */
const forbidden = {
  sdks: packageImports(['stripe', 'openai', 'nodemailer', 'web-push'], 'Outside services are reached through apps/server/src/adapters only.'),
  databaseLibraries: packageImports(['drizzle-orm', 'pg', '@electric-sql/pglite'], "The database is reached through a module's repository only."),
  framework: packageImports(['fastify', '@fastify/multipart', 'fastify-type-provider-zod'], 'HTTP belongs to the routes: services and repositories take plain values and raise domain errors (errors.ts).'),
  db: [{ regex: '(^|/)db/', message: 'db/ (the schema and the client) is imported by repositories only; services take row types from their repository.' }],
  http: [{ regex: '(^|/)http/', message: "http/ is the routes' layer: services and repositories raise domain errors (errors.ts) instead." }],
  routes: [{ regex: '\\.routes(\\.js)?$', message: 'Routes are registered by app.ts; nothing else imports them.' }],
  services: [{ regex: '\\.service(\\.js)?$', message: 'Repositories do not call services: services call repositories.' }],
  repositories: [{ regex: '\\.repository(\\.js)?$', message: 'Routes call services, never a repository.' }],
  adapters: [{ regex: '(^|/)adapters/', message: 'Only services (and app.ts) use the adapters.' }],
  modules: [{ regex: '(^|/)modules/', message: 'This layer sits below the modules and does not import them.' }],
};
const layer = (files, ignores, rules) => ({
  files,
  ignores: [...SERVER_TESTS, ...ignores],
  rules: { 'no-restricted-imports': ['error', { patterns: rules.flatMap((name) => forbidden[name]) }] },
});
function serverLayers() {
  const { sdks, databaseLibraries, framework, db, http, routes, services, repositories, adapters, modules } = Object.fromEntries(Object.keys(forbidden).map((k) => [k, k]));
  return [
    layer([`${SERVER}/modules/**/*.routes.ts`], [], [sdks, databaseLibraries, db, repositories, adapters]),
    layer([`${SERVER}/modules/**/*.repository.ts`], [], [sdks, framework, http, routes, services, adapters]),
    // Services, and the helpers they are made of (DTOs, caches, the coach's tools, emails, ...).
    layer([`${SERVER}/modules/**/*.ts`], [`${SERVER}/modules/**/*.routes.ts`, `${SERVER}/modules/**/*.repository.ts`], [sdks, databaseLibraries, framework, db, http, routes]),
    layer([`${SERVER}/http/**/*.ts`], [], [sdks, databaseLibraries, db, repositories, adapters, routes]),
    layer([`${SERVER}/adapters/**/*.ts`], [], [databaseLibraries, db, http, modules]),
    layer([`${SERVER}/db/**/*.ts`], [], [sdks, http, modules, adapters]),
    // Audio containers read from their bytes: plain functions of a buffer, used by the coach.
    layer([`${SERVER}/audio/**/*.ts`], [], [sdks, databaseLibraries, framework, db, http, modules, adapters]),
    // The job queue (pg-boss in the app's own database): below the modules, whose services use it.
    layer([`${SERVER}/jobs/**/*.ts`], [], [sdks, framework, http, modules, adapters]),
    // The composition root builds everything from the adapters and modules.
    layer([`${SERVER}/app.ts`, `${SERVER}/app-services.ts`, `${SERVER}/main.ts`], [], [sdks, databaseLibraries]),
    // Shared pieces every layer may use (errors, clock, config, the LRU cache, the transaction's type).
    layer([`${SERVER}/*.ts`], [`${SERVER}/app.ts`, `${SERVER}/app-services.ts`, `${SERVER}/main.ts`], [sdks, databaseLibraries, framework, db, http, modules, adapters]),
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { typescript: { noWarnOnMultipleProjects: true, project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'e2e/tsconfig.json'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      // Imports flow one way: domain <- server, domain <- web; in the web app
      // components/lib <- features <- app, and features do not import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: './apps' },
            { target: './apps/server', from: './apps/web' },
            { target: './apps/web', from: './apps/server' },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            { target: './apps/web/src/components', from: './apps/web/src/features' },
            { target: './apps/web/src/components', from: './apps/web/src/app' },
            { target: './apps/web/src/lib', from: './apps/web/src/features' },
            { target: './apps/web/src/lib', from: './apps/web/src/app' },
            // Issue 46: the coach's functions are one module (a folder per function); outside its
            // folder, the server imports its public face (index.ts) only.
            {
              target: [`./${SERVER}/*.ts`, `./${SERVER}/!(modules)/**`, `./${SERVER}/modules/!(coach)/**`, `./${SERVER}/modules/coach/*.ts`, `./${SERVER}/modules/coach/!(functions)/**`],
              from: `./${SERVER}/modules/coach/functions`,
              except: ['./index.ts'],
              message: 'Import the coach functions module through its public face, modules/coach/functions/index.ts.',
            },
            // MCP reaches the coach through the coach's public face only.
            {
              target: `./${SERVER}/modules/mcp`,
              from: `./${SERVER}/modules/coach`,
              except: ['./index.ts'],
              message: "MCP imports the coach's public face, modules/coach/index.ts, only.",
            },
            // Features do not import each other: each feature may import only itself.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
          ],
        },
      ],
    },
  },
  // The server's layers (README, Architecture): routes -> services -> repositories; adapters alone
  // talk to outside services; db/ (schema and client) is read by repositories alone; http/ serves
  // the routes. Each file belongs to one group below, so each gets exactly one list of what it may
  // not import. Tests are outside the layers: they build the app, databases and fakes directly.
  ...serverLayers(),
  // Issue 46: the two type-aware rules that catch real defects here (a promise nobody awaits or
  // catches; an async function handed to something that ignores what it returns, an onClick or a
  // request handler) are oxlint's (`npm run lint:types`, .oxlintrc.json), on TypeScript's native
  // compiler: the same findings as typescript-eslint's on the same code for about a third of the
  // CPU and no TypeScript program in ESLint (docs/decisions/045, "Type-aware lint on oxlint").
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
