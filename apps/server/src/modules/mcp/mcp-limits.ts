/**
 * Issue 48, decision 047: how long and how much one assistant may hold at /mcp. Every open request
 * holds a connection, and the instance has few (the descriptor limit is about a thousand), so no
 * one account may keep more than a handful open, and nothing stays open doing nothing.
 */
export interface McpLimits {
  /** Requests (tool calls waiting, event streams) one token or assistant grant may have open at once. */
  openPerCredential: number;
  /** The same for one account, all its tokens and grants together. */
  openPerAccount: number;
  /** A response that has carried nothing for this long is closed (an idle event stream; a call whose question went unanswered). */
  idleMs: number;
  /** While a request stays open it counts once more against its credential's minute every this often. */
  chargeEveryMs: number;
  /** How long the person has to answer a question the client shows them. */
  elicitTimeoutMs: number;
  /** Questions one session may have waiting at once. */
  pendingPerSession: number;
}

export const MCP_LIMITS: McpLimits = {
  openPerCredential: 6,
  openPerAccount: 12,
  idleMs: 60_000,
  chargeEveryMs: 20_000,
  elicitTimeoutMs: 45_000,
  pendingPerSession: 2,
};
