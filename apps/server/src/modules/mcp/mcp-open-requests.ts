import type { McpLimits } from './mcp-limits.js';

/** Requests open at /mcp on this instance, by credential (`c:<id>`) and by account (`u:<id>`). */
export type OpenRequests = Map<string, number>;

/**
 * Issue 48, decision 047: takes a place for one open request of this credential and account, or
 * answers undefined when either already holds its most. The function it answers gives the place
 * back (once, however often it is called).
 */
export function holdOpen(open: OpenRequests, { credentialId, userId }: { credentialId: string; userId: string }, limits: Pick<McpLimits, 'openPerCredential' | 'openPerAccount'>): (() => void) | undefined {
  const keys = [`c:${credentialId}`, `u:${userId}`] as const;
  if ((open.get(keys[0]) ?? 0) >= limits.openPerCredential || (open.get(keys[1]) ?? 0) >= limits.openPerAccount) return undefined;
  for (const key of keys) open.set(key, (open.get(key) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const key of keys) {
      const n = (open.get(key) ?? 1) - 1;
      if (n <= 0) open.delete(key);
      else open.set(key, n);
    }
  };
}
