import { randomBytes } from 'node:crypto';

/** What a first call proposed: the tool, the arguments it was called with, and those a yes runs (ids made whole). */
interface Proposal {
  tool: string;
  /** The call's arguments as canonical JSON: the second call must send exactly these. */
  given: string;
  run: Record<string, unknown>;
  expiresAt: number;
}

export interface McpConfirmationLimits {
  /** How long a proposal's id works. */
  ttlMs: number;
  /** Proposals one session keeps at most; a new one drops the oldest. */
  perSession: number;
}

export const MCP_CONFIRMATION_LIMITS: McpConfirmationLimits = { ttlMs: 10 * 60_000, perSession: 10 };

/** JSON with every object's keys sorted, so that the same arguments in another order compare equal. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Issue 48, decision 047: confirmation as a second step for an MCP client that cannot ask the
 * person itself. A first call that would destroy (or change several records) proposes: it keeps
 * the proposal here, in its session's memory, under a random one-use id. Only a second call of the
 * same tool, in the same session (so with the same credential), with exactly the same arguments
 * and that id, before it expires, does it. The id is spent by any second call carrying it.
 */
export function createMcpConfirmations({ now = Date.now, limits = MCP_CONFIRMATION_LIMITS }: { now?: () => number; limits?: McpConfirmationLimits } = {}) {
  const proposals = new Map<string, Proposal>();

  function dropExpired(): void {
    for (const [id, proposal] of proposals) if (proposal.expiresAt <= now()) proposals.delete(id);
  }

  return {
    ttlMs: limits.ttlMs,

    /** Keeps a proposal and answers its id (the oldest goes when the session holds too many). */
    propose(tool: string, given: unknown, run: Record<string, unknown>): string {
      dropExpired();
      while (proposals.size >= limits.perSession) proposals.delete(proposals.keys().next().value!);
      const id = `confirm_${randomBytes(18).toString('base64url')}`;
      proposals.set(id, { tool, given: canonicalJson(given), run, expiresAt: now() + limits.ttlMs });
      return id;
    },

    /** The arguments to run for a second call carrying `id`, or undefined; the id never works again either way. */
    take(id: string, tool: string, given: unknown): Record<string, unknown> | undefined {
      const proposal = proposals.get(id);
      proposals.delete(id);
      if (!proposal || proposal.expiresAt <= now() || proposal.tool !== tool || proposal.given !== canonicalJson(given)) return undefined;
      return proposal.run;
    },

    get size(): number {
      dropExpired();
      return proposals.size;
    },
  };
}

export type McpConfirmations = ReturnType<typeof createMcpConfirmations>;
