import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The languages with public screens of their own (`landing-page.tsx?lang=es`, decision 054). */
const LANG_QUERY = /\?lang=(es|de|fr)$/;

/**
 * The public pages built once per language, by their path (English's) and their screen's module
 * under apps/web/ (what the routes import with `?lang=`, the prerender preloads and the bundle
 * budgets measure).
 */
export const OWN_SCREENS = {
  '/': 'src/features/landing/landing-page.tsx',
  '/login': 'src/features/auth/login-page.tsx',
  '/signup': 'src/features/auth/signup-page.tsx',
  '/pricing': 'src/features/pricing/pricing-page.tsx',
  '/support': 'src/features/support/support-page.tsx',
  '/forgot-password': 'src/features/auth/forgot-password-page.tsx',
} as const;

/**
 * Each screen's words module (`use-<page>-texts.ts`) and what its copy in a language is: the
 * language's catalog of the area, imported statically, answered by the same hook, and the
 * language's frame (navigation, footer, titles) registered as it loads.
 */
const TEXTS_MODULES: readonly { module: RegExp; area: string; hook: string; extra?: string[]; ownMeta?: string }[] = [
  { module: /[\\/]features[\\/]landing[\\/]use-landing-texts\.ts\?lang=(es|de|fr)$/, area: 'landing', hook: 'useLandingTexts' },
  { module: /[\\/]features[\\/]auth[\\/]use-login-texts\.ts\?lang=(es|de|fr)$/, area: 'login', hook: 'useLoginTexts' },
  { module: /[\\/]features[\\/]pricing[\\/]use-pricing-texts\.ts\?lang=(es|de|fr)$/, area: 'pricing', hook: 'usePricingTexts' },
  { module: /[\\/]features[\\/]support[\\/]use-support-texts\.ts\?lang=(es|de|fr)$/, area: 'support', hook: 'useSupportTexts' },
  {
    module: /[\\/]features[\\/]auth[\\/]use-reset-texts\.ts\?lang=(es|de|fr)$/,
    area: 'reset',
    hook: 'useResetTexts',
    ownMeta: '/forgot-password',
    // The new password's checklist in the language: the sign-up catalog's lines, formatted as there.
    extra: [
      "import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '@stride/domain';",
      'CHECKLIST_IMPORT',
      'const c = SIGNUP.checklist;',
      "const f = (message) => message.replace(/''|\\{(\\w+)\\}/g, (whole, name) => (name ? { min: PASSWORD_MIN_LENGTH, characters: PASSWORD_SPECIAL_CHARACTERS }[name] : \"'\"));",
      'export const RESET_CHECKLIST_TEXTS = { label: c.label, met: c.met, notMet: c.notMet, rules: { length: f(c.length), uppercase: c.uppercase, lowercase: c.lowercase, number: c.number, special: f(c.special), common: c.common } };',
    ],
  },
  {
    module: /[\\/]features[\\/]auth[\\/]use-signup-texts\.ts\?lang=(es|de|fr)$/,
    area: 'signup',
    hook: 'useSignupTexts',
    // The password checklist's lines in the language, formatted once as formatMessage would (plain
    // `{name}` arguments; not imported, so the English landing screen's copy stays its own).
    extra: [
      "import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '@stride/domain';",
      'const c = CATALOG.checklist;',
      "const f = (message) => message.replace(/''|\\{(\\w+)\\}/g, (whole, name) => (name ? { min: PASSWORD_MIN_LENGTH, characters: PASSWORD_SPECIAL_CHARACTERS }[name] : \"'\"));",
      'export const CHECKLIST_TEXTS = { label: c.label, met: c.met, notMet: c.notMet, rules: { length: f(c.length), uppercase: c.uppercase, lowercase: c.lowercase, number: c.number, special: f(c.special), common: c.common } };',
    ],
  },
];

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
 * The login and sign-up screens copy only themselves and their words: their fields, the session
 * and the domain stay shared with English's screens, and their catalogs are plain modules (not
 * the landing screens' copies, which would then become chunks of their own on `/es/`).
 * The forgot-password screen copies its calls too (`password-reset-api.ts`) and MUI's stepper (its
 * contexts stay within the copy): shared, each became a chunk whose name every page's first load
 * carried (measured: `/` 160.0 KiB, over).
 */
const AUTH_FAMILY = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]auth[\\/]/;
const STEPPER = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]esm[\\/]((Stepper|Step|StepLabel|StepIcon|StepConnector)[\\/]|internal[\\/]svg-icons[\\/](Warning|CheckCircle)\.js$)/;
const AUTH_COPIED = [
  /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]auth[\\/](login-page\.tsx|signup-page\.tsx|forgot-password-page\.tsx|password-reset-api\.ts|use-login-texts\.ts|use-signup-texts\.ts|use-reset-texts\.ts)$/,
  STEPPER,
];

/**
 * The pricing screen likewise copies only its own modules (the page, its plan card, its words),
 * its icons (none of the landing screen's) and the checkout failure's dialog loader, which only it
 * uses: shared with English's screen, each became a small chunk of its own on both pages
 * (measured: /pricing 168.8 → 169.3 KiB with neither copied, 169.2 with the loader copied).
 */
const PRICING_FAMILY = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]pricing[\\/]/;
const PRICING_COPIED = [
  PRICING_FAMILY,
  /[\\/]apps[\\/]web[\\/]src[\\/]components[\\/]message-dialog-on-demand\.tsx$/,
  /[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/]esm[\\/]\w+\.js$/,
];

/** The support screen copies its own modules (the page, its words, its message formatter) and its icon. */
const SUPPORT_FAMILY = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]support[\\/]/;
const SUPPORT_COPIED = [SUPPORT_FAMILY, /[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/]esm[\\/]\w+\.js$/];

/** Which modules a copy in a language copies in turn, by the copy's family (else the landing screen's). */
const copiedFor = (importer: string) =>
  AUTH_FAMILY.test(importer) || STEPPER.test(importer) ? AUTH_COPIED : PRICING_FAMILY.test(importer) ? PRICING_COPIED : SUPPORT_FAMILY.test(importer) ? SUPPORT_COPIED : COPIED;

/**
 * The public screens built once per language (issue 54, decision 054): `landing-page.tsx?lang=es`
 * (and the login and sign-up screens) and every module it imports that `COPIED` names are copies
 * whose words hook (`useLandingTexts`, `useLoginTexts`, `useSignupTexts`) answers the Spanish
 * catalog, imported statically, and which register the language's frame (navigation, footer,
 * titles) as they load. So `/es/` loads one chunk with its screen and its own words, no English
 * words and no catalog loader; `/` keeps the English screen as it was.
 */
export function localizedLanding(): Plugin {
  const domainCatalogs = fileURLToPath(new URL('../../../packages/domain/src/i18n/catalogs', import.meta.url));
  const registry = fileURLToPath(new URL('../src/lib/i18n/catalogs.ts', import.meta.url));
  const posix = (file: string) => JSON.stringify(file.split(path.sep).join('/'));
  return {
    name: 'stride-localized-landing',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const lang = importer?.match(LANG_QUERY)?.[1];
      if (!lang || !importer) return null;
      const resolved = await this.resolve(source, importer.replace(LANG_QUERY, ''), { ...options, skipSelf: true });
      const copied = copiedFor(importer);
      if (!resolved || resolved.external || resolved.id.includes('?') || !copied.some((pattern) => pattern.test(resolved.id))) return resolved;
      return `${resolved.id}?lang=${lang}`;
    },
    load(id) {
      const texts = TEXTS_MODULES.find(({ module }) => module.test(id));
      const lang = texts && id.match(LANG_QUERY)?.[1];
      if (!texts || !lang) return null;
      const catalog = (area: string) => posix(path.join(domainCatalogs, lang, `${area}.ts`));
      const area = texts.area.toUpperCase();
      return [
        `import { ${area}_CATALOG as CATALOG } from ${catalog(texts.area)};`,
        `import { SHELL_CATALOG } from ${catalog('shell')};`,
        `import { registerCatalog } from ${posix(registry)};`,
        ...(texts.ownMeta
          ? // The frame with this page's own title and description (left out of the frame's catalog so the
            // landing pages do not carry them), registered again as the screen renders: a landing page
            // loaded since registers the frame without them.
            [
              `const SHELL = { ...SHELL_CATALOG, pages: { ...SHELL_CATALOG.pages, ${JSON.stringify(texts.ownMeta)}: CATALOG.meta } };`,
              `const register = () => registerCatalog(${JSON.stringify(lang)}, 'shell', SHELL);`,
              'register();',
              `export const ${texts.hook} = () => (register(), CATALOG);`,
            ]
          : [`registerCatalog(${JSON.stringify(lang)}, 'shell', SHELL_CATALOG);`, `export const ${texts.hook} = () => CATALOG;`]),
        ...(texts.extra ?? []).map((line) => (line === 'CHECKLIST_IMPORT' ? `import { SIGNUP_CATALOG as SIGNUP } from ${catalog('signup')};` : line)),
      ].join('\n');
    },
  };
}
