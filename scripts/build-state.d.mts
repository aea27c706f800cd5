/** The repository's root directory. */
export const root: string;
/** The workspaces ('@stride/web', '@stride/server') whose build output is missing or older than their sources. */
export function staleBuilds(): string[];
