import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema, type ElicitRequest, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';

/** How the test person answers a confirmation the client shows them; absent: a client without elicitation. */
export type Elicitor = (request: ElicitRequest['params']) => ElicitResult | Promise<ElicitResult>;

export interface AssistantClient {
  client: Client;
  transport: StreamableHTTPClientTransport;
  /** The questions the server asked the person, in order. */
  asked: string[];
  close(): Promise<void>;
}

/**
 * An AI assistant connected to the app's `/mcp` with the official MCP SDK (issue 41): a Bearer
 * token in every request, and, when `elicit` is given, the elicitation capability with the
 * person's answers. The app must be listening (on loopback in the tests).
 */
export async function connectAssistant(baseUrl: string, token: string, options: { elicit?: Elicitor; headers?: Record<string, string>; path?: string } = {}): Promise<AssistantClient> {
  const asked: string[] = [];
  const client = new Client({ name: 'stride-test-assistant', version: '1.0.0' }, { capabilities: options.elicit ? { elicitation: { form: {} } } : {} });
  if (options.elicit) {
    const elicit = options.elicit;
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request.params.message);
      return elicit(request.params);
    });
  }
  const transport = new StreamableHTTPClientTransport(new URL(options.path ?? '/mcp', baseUrl), { requestInit: { headers: { authorization: `Bearer ${token}`, ...options.headers } } });
  await client.connect(transport);
  return {
    client,
    transport,
    asked,
    async close() {
      await transport.terminateSession().catch(() => undefined);
      await client.close();
    },
  };
}

/** The text of a tool result's first content block. */
export function textOf(result: unknown): string {
  const content = (result as { content?: { type: string; text?: string }[] }).content ?? [];
  return content.find((c) => c.type === 'text')?.text ?? '';
}
