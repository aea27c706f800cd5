import { randomUUID } from 'node:crypto';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/** One assistant's connection: its transport and server, whose credential opened it, and when it was last used. */
export interface McpSession {
  transport: StreamableHTTPServerTransport;
  server: Server;
  userId: string;
  /** The token (or OAuth grant) that opened it: only the same one may use it. */
  credentialId: string;
  lastUsedAt: number;
  /** HTTP requests of this session still open (a tool call waiting for a yes, the GET stream). */
  open: number;
}

export interface McpSessionLimits {
  /** A session no request touched for this long is closed. */
  idleMs: number;
  /** Sessions one person may hold; the least recently used goes when a new one opens. */
  perUser: number;
  /** Sessions the instance holds at most (memory); beyond it a new connection is refused for now. */
  total: number;
}

export const MCP_SESSION_LIMITS: McpSessionLimits = { idleMs: 30 * 60_000, perUser: 10, total: 2000 };

/**
 * Issue 41, decision 039: MCP sessions (`Mcp-Session-Id`) kept in this instance's memory. A
 * session is needed for elicitation: the person's yes comes back as another POST, which must reach
 * the server object whose tool call waits for it. Each session is bound to the credential that
 * opened it; idle ones are closed, and each person holds a few at most.
 */
export function createMcpSessions({ build, now = Date.now, limits = MCP_SESSION_LIMITS }: { build: () => Server; now?: () => number; limits?: McpSessionLimits }) {
  const sessions = new Map<string, McpSession>();

  function close(id: string): void {
    const session = sessions.get(id);
    if (!session) return;
    sessions.delete(id);
    // Closing the server closes its transport: streams end, a waiting confirmation is answered "no".
    void session.server.close().catch(() => undefined);
  }

  return {
    /** The session of that id, when the same credential opened it (another's is as good as unknown). */
    get(id: string, credentialId: string): McpSession | undefined {
      const session = sessions.get(id);
      return session && session.credentialId === credentialId ? session : undefined;
    },

    /**
     * A new session for an initialize request, or undefined when the instance is full. Its id is
     * the transport's, known once the initialize request was handled (then it is kept).
     */
    async open(userId: string, credentialId: string): Promise<McpSession | undefined> {
      // The idle ones go first (also swept every minute): they count against no one's cap.
      this.sweep();
      const mine = [...sessions].filter(([, s]) => s.userId === userId).sort(([, a], [, b]) => a.lastUsedAt - b.lastUsedAt);
      for (const [id] of mine.slice(0, Math.max(0, mine.length - limits.perUser + 1))) close(id);
      if (sessions.size >= limits.total) return undefined;
      const server = build();
      const session: McpSession = {
        server,
        userId,
        credentialId,
        lastUsedAt: now(),
        open: 0,
        transport: new StreamableHTTPServerTransport({
          sessionIdGenerator: () => randomUUID(),
          onsessioninitialized: (id) => {
            sessions.set(id, session);
          },
          onsessionclosed: (id) => close(id),
        }),
      };
      await server.connect(session.transport);
      return session;
    },

    /** Marks a request of the session begun; the function it answers marks it over. */
    begin(session: McpSession): () => void {
      session.open += 1;
      session.lastUsedAt = now();
      return () => {
        session.open -= 1;
        session.lastUsedAt = now();
      };
    },

    /** Closes the sessions idle for longer than the limit (none with a request still open). */
    sweep(): void {
      for (const [id, session] of sessions) if (session.open === 0 && now() - session.lastUsedAt > limits.idleMs) close(id);
    },

    get size(): number {
      return sessions.size;
    },

    closeAll(): void {
      for (const id of [...sessions.keys()]) close(id);
    },
  };
}

export type McpSessions = ReturnType<typeof createMcpSessions>;
