// The web app's bundle budgets (issue 47, docs/decisions/046), read by scripts/check-bundle-budget.mjs
// (in `npm run lint`) and the browser test e2e/bundle-budget.test.ts. Sizes are KiB of gzip level 9.
import path from 'node:path';

/** Where the client build writes its chunk graph (apps/web/build-plugins/bundle-report.ts). */
export const bundleReportFile = (root) => path.join(root, 'apps/web/node_modules/.stride-bundle/report.json');

/** Each page: the lazy route modules its first load hydrates with, and its budget in KiB gzip. */
export const BUDGETS = {
  '/': { routes: ['apps/web/src/features/landing/landing-page.tsx'], kib: 160, public: true },
  '/pricing': { routes: ['apps/web/src/features/pricing/pricing-page.tsx'], kib: 160, public: true },
  '/login': { routes: ['apps/web/src/features/auth/login-page.tsx'], kib: 160, public: true },
  '/signup': { routes: ['apps/web/src/features/auth/signup-page.tsx'], kib: 170, public: true },
  '/integrations': { routes: ['apps/web/src/features/integrations-docs/integrations-page.tsx'], kib: 170, public: true },
  // Signed in: the layout with its sidebar and Today (decision 046: today's figure less what issue 47 removed).
  'Today (/dashboard, signed in)': { routes: ['apps/web/src/app/layouts/signed-in-layout.tsx', 'apps/web/src/app/dashboard-route.tsx'], kib: 330, public: false },
};

/** Modules for signed-in screens only: never in a public page's first load. */
export const RESERVED = [
  { pattern: /^apps\/web\/src\/lib\/api\/stride-api\.ts$/, what: 'the data layer (RTK Query API and its sign-out listener middleware)' },
  { pattern: /\/@reduxjs\/toolkit\/dist\/query\//, what: 'RTK Query' },
  { pattern: /^packages\/domain\/src\/contract\/api\.ts$/, what: "the whole contract (every area's endpoints and schemas)" },
  { pattern: /\/node_modules\/zod\//, what: "zod (the contract's schemas)" },
  { pattern: /^apps\/web\/src\/lib\/push\//, what: 'the push code' },
  { pattern: /^packages\/domain\/src\/texts\/account-texts\.ts$/, what: 'the account texts' },
  { pattern: /\/node_modules\/temporal-polyfill\//, what: 'the Temporal polyfill' },
];

