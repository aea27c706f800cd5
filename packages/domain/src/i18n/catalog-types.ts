import type { LOGIN_CATALOG } from './catalogs/en/login.js';
import type { SIGNUP_CATALOG } from './catalogs/en/signup.js';
import type { LANDING_CATALOG } from './catalogs/en/landing.js';
import type { PRICING_CATALOG } from './catalogs/en/pricing.js';
import type { SUPPORT_CATALOG } from './catalogs/en/support.js';
import type { RESET_CATALOG } from './catalogs/en/reset.js';
import type { LEGAL_CATALOG } from './catalogs/en/legal.js';
import type { INTEGRATIONS_CATALOG } from './catalogs/en/integrations.js';
import type { SHELL_CATALOG } from './catalogs/en/shell.js';
import type { Messages } from './messages.js';

/** What a language's catalog of each area holds: the English catalog's keys (decision 054). */
export type LandingCatalog = Messages<typeof LANDING_CATALOG>;
export type ShellCatalog = Messages<typeof SHELL_CATALOG>;
export type LoginCatalog = Messages<typeof LOGIN_CATALOG>;
export type SignupCatalog = Messages<typeof SIGNUP_CATALOG>;
export type PricingCatalog = Messages<typeof PRICING_CATALOG>;
export type SupportCatalog = Messages<typeof SUPPORT_CATALOG>;
export type ResetCatalog = Messages<typeof RESET_CATALOG>;
export type LegalCatalog = Messages<typeof LEGAL_CATALOG>;
export type IntegrationsCatalog = Messages<typeof INTEGRATIONS_CATALOG>;

/** The areas of the public pages that load a catalog with the page. */
export interface PageCatalogs {
  landing: LandingCatalog;
  login: LoginCatalog;
  signup: SignupCatalog;
  pricing: PricingCatalog;
  support: SupportCatalog;
  reset: ResetCatalog;
  legal: LegalCatalog;
  integrations: IntegrationsCatalog;
}
export type PageCatalogArea = keyof PageCatalogs;
