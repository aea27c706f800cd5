import { createHash, randomBytes } from 'node:crypto';
import type { McpConfirmationsRepository } from './mcp-confirmations.repository.js';

export interface McpConfirmationLimits {
  /** How long a proposal's id works. */
  ttlMs: number;
  /** Proposals one credential (or memory session) keeps at most; a new one drops the oldest. */
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

const hashOf = (id: string) => createHash('sha256').update(id).digest('base64url');

/** Whom a proposal belongs to: the person, and the credential (stateless) or memory session it is bound to. */
export interface ConfirmationBinding {
  userId: string;
  boundTo: string;
}

/**
 * Issue 48, decision 047, made stateless by issue 52: confirmation as a second step for an MCP
 * client that cannot ask the person itself. A first call that would destroy (or change several
 * records) proposes: the proposal is kept in the database (`mcp_confirmations`, only the id's
 * SHA-256) so that any instance can honour the second call. Only a second call of the same tool,
 * bound the same way (the same credential; with memory sessions, the same session), with exactly
 * the same arguments and that id, before it expires, does it. The id is spent by any second call
 * carrying it.
 */
export function createMcpConfirmations({ repo, now = Date.now, limits = MCP_CONFIRMATION_LIMITS }: { repo: McpConfirmationsRepository; now?: () => number; limits?: McpConfirmationLimits }) {
  return {
    ttlMs: limits.ttlMs,

    /** Keeps a proposal and answers its id (the oldest of the binding goes when it holds too many). */
    async propose(binding: ConfirmationBinding, tool: string, given: unknown, run: Record<string, unknown>): Promise<string> {
      const id = `confirm_${randomBytes(18).toString('base64url')}`;
      const at = now();
      await repo.insert({ idHash: hashOf(id), ...binding, tool, given: canonicalJson(given), run, createdAt: new Date(at), expiresAt: new Date(at + limits.ttlMs) }, limits.perSession);
      return id;
    },

    /** The arguments to run for a second call carrying `id`, or undefined; the id never works again either way. */
    async take(binding: ConfirmationBinding, id: string, tool: string, given: unknown): Promise<Record<string, unknown> | undefined> {
      const proposal = await repo.take(hashOf(id));
      if (!proposal || proposal.expiresAt.getTime() <= now() || proposal.userId !== binding.userId || proposal.boundTo !== binding.boundTo) return undefined;
      if (proposal.tool !== tool || proposal.given !== canonicalJson(given)) return undefined;
      return proposal.run;
    },
  };
}

export type McpConfirmations = ReturnType<typeof createMcpConfirmations>;
