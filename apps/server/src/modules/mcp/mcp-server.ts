import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CallToolRequestSchema,
  ElicitResultSchema,
  ListResourceTemplatesRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
  type ClientCapabilities,
  type ServerNotification,
  type ServerRequest,
} from '@modelcontextprotocol/sdk/types.js';
import { MCP_TEXTS, PRODUCT_NAME } from '@stride/domain';
import { MCP_LIMITS } from './mcp-limits.js';
import { SurfaceError, callerOf as callerOfAuth, createMcpSurface, text, type McpServerDeps } from './mcp-surface.js';

export type { McpCaller, McpServerDeps, ToolOutcomeLabel } from './mcp-surface.js';

/** The caller the route put on this request (`authInfo.extra.caller`), or the protocol's refusal. */
function callerOf(extra: { authInfo?: { extra?: Record<string, unknown> } }) {
  return legacyErrors(() => callerOfAuth(extra.authInfo));
}

/** The surface's refusals as this SDK's protocol errors (same codes in both eras). */
function legacyErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof SurfaceError) throw new McpError(error.code, error.message);
    throw error;
  }
}

async function legacyErrorsAsync<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SurfaceError) throw new McpError(error.code, error.message);
    throw error;
  }
}

/** Form elicitation: the 2025-11-25 capability says `form`; an empty `elicitation: {}` (2025-06-18) means form too. */
export function canElicit(capabilities: ClientCapabilities | undefined): boolean {
  const elicitation = capabilities?.elicitation;
  if (!elicitation) return false;
  return elicitation.form !== undefined || Object.keys(elicitation).length === 0;
}

/**
 * The 2025 era (2025-11-25 and older, `@modelcontextprotocol/sdk` 1.x): one server per HTTP request
 * when stateless (issue 52), one per memory session otherwise, serving the one definition
 * (mcp-surface.ts). A client with elicitation is asked in the call (a server-to-client request);
 * one without gets the two steps (`confirmationId`).
 */
export function createMcpServer(deps: McpServerDeps, version: string): Server {
  const server = new Server(
    { name: 'stride', title: PRODUCT_NAME, version },
    { capabilities: { tools: {}, resources: {} }, instructions: MCP_TEXTS.serverInstructions },
  );
  const surface = createMcpSurface(deps);
  const elicits = () => canElicit(server.getClientCapabilities());
  let waiting = 0;

  /** The person's answer through the client (form elicitation): a yes, or undefined on anything else, in time or not. */
  async function askThePerson(question: string, extra: RequestHandlerExtra<ServerRequest, ServerNotification>): Promise<boolean> {
    waiting += 1;
    try {
      const answer = await extra
        .sendRequest(
          {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: question,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: MCP_TEXTS.confirmField, description: question } }, required: ['confirm'] },
            },
          },
          ElicitResultSchema,
          { timeout: deps.elicitTimeoutMs ?? MCP_LIMITS.elicitTimeoutMs },
        )
        // No answer in time (or the client went away): nothing is done, as on a no.
        .catch(() => undefined);
      return answer?.action === 'accept' && answer.content?.confirm === true;
    } finally {
      waiting -= 1;
    }
  }

  server.setRequestHandler(ListToolsRequestSchema, async (_request, extra) => ({ tools: surface.listTools(callerOf(extra), elicits()) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> =>
    legacyErrorsAsync(() =>
      surface.callTool<CallToolResult>(request.params.name, request.params.arguments, callerOf(extra), async (call) => {
        if (!elicits()) return surface.twoSteps(call);
        const { fn, question } = call;
        // Bounded waiting (decision 047): a session has few questions open, each for tens of seconds.
        if (waiting >= (deps.pendingPerSession ?? MCP_LIMITS.pendingPerSession)) return { answer: surface.report(fn.name, 'declined', { ...text(MCP_TEXTS.waitingFull), structuredContent: { done: false, question } }) };
        if (!(await askThePerson(question, extra))) return { answer: surface.report(fn.name, 'declined', { ...text(MCP_TEXTS.declined(question)), structuredContent: { done: false, question } }) };
        return { run: call.args };
      }),
    ),
  );

  server.setRequestHandler(ListResourceTemplatesRequestSchema, async (_request, extra) => ({ resourceTemplates: surface.listTemplates(callerOf(extra)) }));
  server.setRequestHandler(ListResourcesRequestSchema, async (_request, extra) => ({ resources: surface.listResources(callerOf(extra)) }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request, extra) => legacyErrorsAsync(() => surface.readResource(request.params.uri, callerOf(extra))));

  return server;
}
