import { ProtocolError, SUPPORTED_PROTOCOL_VERSIONS, Server, inputRequired, inputResponse, type CallToolResult, type InputRequiredResult, type ServerContext } from '@modelcontextprotocol/server';
import { MCP_TEXTS, PRODUCT_NAME } from '@stride/domain';
import { canElicit } from './mcp-server.js';
import { SurfaceError, callerOf as callerOfAuth, createMcpSurface, text, type Confirm, type McpServerDeps, type PendingCall } from './mcp-surface.js';

/** The protocol revision served next to the 2025 era (issue 52): per-request envelope, no session, `server/discover`. */
export const MODERN_PROTOCOL_VERSION = '2026-07-28';
/** The key of the confirmation question in an `input_required` result (and of its answer in the retried call). */
const CONFIRM_KEY = 'confirm';

/** The surface's refusals as this SDK's protocol errors (same codes as the 2025 era). */
async function modernErrors<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SurfaceError) throw new ProtocolError(error.code, error.message);
    throw error;
  }
}

const callerOf = (ctx: ServerContext) => {
  try {
    return callerOfAuth(ctx.http?.authInfo);
  } catch (error) {
    if (error instanceof SurfaceError) throw new ProtocolError(error.code, error.message);
    throw error;
  }
};

/**
 * The 2026-07-28 era (`@modelcontextprotocol/server` 2.x, issue 52): one server per HTTP request
 * (the revision has no session), serving the one definition (mcp-surface.ts). A client that
 * declares elicitation on the request is asked the revision's way: the first call answers
 * `input_required` with the question and, as its `requestState`, the id of a confirmation kept in
 * the database; the retried call carries the person's answer and that id, and any instance finishes
 * it (the id is checked as the `confirmationId` of the two steps is: this credential, this exact
 * call, once, in time, so state the client altered finds nothing). A client without elicitation
 * gets the two steps (`confirmationId`), as in the 2025 era.
 */
export function createModernMcpServer(deps: McpServerDeps, version: string): Server {
  const server = new Server(
    { name: 'stride', title: PRODUCT_NAME, version },
    { capabilities: { tools: {}, resources: {} }, instructions: MCP_TEXTS.serverInstructions, supportedProtocolVersions: [MODERN_PROTOCOL_VERSION, ...SUPPORTED_PROTOCOL_VERSIONS] },
  );
  const surface = createMcpSurface(deps);
  // The capabilities the client declared on this request's envelope (the SDK backfills them per request).
  const elicits = () => canElicit(server.getClientCapabilities() as Parameters<typeof canElicit>[0]);

  /** The person's answer to the question of a first round, or the question (`input_required`) when none came yet. */
  async function inRounds(call: PendingCall, ctx: ServerContext): ReturnType<Confirm<InputRequiredResult>> {
    const { fn, question, parsed, caller } = call;
    const state = ctx.mcpReq.requestState<unknown>();
    const answer = inputResponse(ctx.mcpReq.inputResponses, CONFIRM_KEY);
    if (typeof state === 'string' && answer.kind === 'elicit') {
      // Taken whatever the answer, so a no cannot be turned into a yes later.
      const confirmed = await deps.confirmations.take(caller.binding, state, fn.name, parsed);
      if (!confirmed) return { answer: surface.report(fn.name, 'tool_error', text(MCP_TEXTS.confirmationRefused(fn.name), true)) };
      if (answer.action === 'accept' && answer.content?.confirm === true) return { run: confirmed };
      return { answer: surface.report(fn.name, 'declined', { ...text(MCP_TEXTS.declined(question)), structuredContent: { done: false, question } }) };
    }
    const id = await deps.confirmations.propose(caller.binding, fn.name, parsed, call.args);
    deps.onToolOutcome?.(fn.name, 'asked');
    return {
      answer: inputRequired({
        inputRequests: {
          [CONFIRM_KEY]: inputRequired.elicit({
            mode: 'form',
            message: question,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: MCP_TEXTS.confirmField, description: question } }, required: ['confirm'] },
          }),
        },
        requestState: id,
      }),
    };
  }

  server.setRequestHandler('tools/list', async (_request, ctx) => ({ tools: surface.listTools(callerOf(ctx), elicits()) as never }));

  server.setRequestHandler('tools/call', async (request, ctx) =>
    modernErrors(async () => {
      const result = await surface.callTool<InputRequiredResult>(request.params.name, request.params.arguments, callerOf(ctx), (call) => (elicits() ? inRounds(call, ctx) : surface.twoSteps(call)));
      return result as CallToolResult | InputRequiredResult;
    }),
  );

  server.setRequestHandler('resources/templates/list', async (_request, ctx) => ({ resourceTemplates: surface.listTemplates(callerOf(ctx)) }));
  server.setRequestHandler('resources/list', async (_request, ctx) => ({ resources: surface.listResources(callerOf(ctx)) }));
  server.setRequestHandler('resources/read', async (request, ctx) => modernErrors(() => surface.readResource(request.params.uri, callerOf(ctx)) as never));

  return server;
}
