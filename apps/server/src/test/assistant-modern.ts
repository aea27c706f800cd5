import { Client, StreamableHTTPClientTransport, type ElicitRequest, type ElicitResult } from '@modelcontextprotocol/client';

/** How the test person answers a confirmation the client shows them; absent: a client without elicitation. */
export type ModernElicitor = (request: ElicitRequest['params']) => ElicitResult | Promise<ElicitResult>;

export interface ModernAssistant {
  client: Client;
  transport: StreamableHTTPClientTransport;
  /** The questions the server asked the person, in order. */
  asked: string[];
  close(): Promise<void>;
}

/** The MCP revision the modern-era assistant is pinned to (no `initialize`, no session). */
export const MODERN_REVISION = '2026-07-28';

/**
 * An AI assistant on MCP 2026-07-28 (issue 52), with the official client `@modelcontextprotocol/client`
 * 2.x pinned to that revision, or (`era: 'legacy'`) the same client speaking the 2025 era: a Bearer
 * token in every request, and, when `elicit` is given, the elicitation capability with the person's
 * answers (in the modern era they come back in the retried call, `input_required`).
 */
export async function connectModernAssistant(baseUrl: string, token: string, options: { elicit?: ModernElicitor; path?: string; era?: 'modern' | 'legacy' } = {}): Promise<ModernAssistant> {
  const asked: string[] = [];
  const client = new Client(
    { name: 'stride-test-assistant', version: '2.0.0' },
    {
      capabilities: options.elicit ? { elicitation: { form: {} } } : {},
      ...(options.era === 'legacy' ? {} : { versionNegotiation: { mode: { pin: MODERN_REVISION } } }),
    },
  );
  if (options.elicit) {
    const elicit = options.elicit;
    client.setRequestHandler('elicitation/create', async (request) => {
      asked.push(request.params.message);
      return elicit(request.params);
    });
  }
  const transport = new StreamableHTTPClientTransport(new URL(options.path ?? '/mcp', baseUrl), { requestInit: { headers: { authorization: `Bearer ${token}` } } });
  await client.connect(transport);
  return {
    client,
    transport,
    asked,
    async close() {
      await client.close();
    },
  };
}
