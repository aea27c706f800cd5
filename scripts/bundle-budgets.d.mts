export interface PageBudget {
  /** The lazy route modules the page's first load hydrates with (paths from the repository root). */
  routes: string[];
  /** The ceiling the build is held to, KiB of gzip level 9. */
  kib: number;
  /** Where the issue wants it, when lower than the ceiling: printed, not enforced. */
  goal?: number;
  /** A public page: it may load no module in RESERVED. */
  public: boolean;
}
export function bundleReportFile(root: string): string;
export const BUDGETS: Record<string, PageBudget>;
export const RESERVED: { pattern: RegExp; what: string }[];
