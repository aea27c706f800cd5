import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ElicitResultSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
  type ClientCapabilities,
} from '@modelcontextprotocol/sdk/types.js';
import { MCP_TEXTS, PRODUCT_NAME, coachFunctionNamed, needsConfirmation, type CoachFunctionDef, type TokenScope } from '@stride/domain';
import { ToolError, type CoachTools } from '../coach/index.js';
import type { CoachSnapshot } from '../coach/index.js';
import { proposalText, withKnownIds } from '../coach/index.js';
import { MCP_RESOURCES, readResource, type Caller } from './mcp-resources.js';
import { mayAskFirst, mcpTools } from './mcp-tools.js';

/** Who is calling, as the route resolved it for this HTTP request (`authInfo.extra.caller`). */
export interface McpCaller {
  user: Caller;
  scope: TokenScope;
}

export interface McpServerDeps {
  tools: CoachTools;
  snapshot: (owner: Caller) => Promise<CoachSnapshot>;
  /** How long the person has to answer a confirmation the client shows them. */
  elicitTimeoutMs?: number;
  /** A tool call's outcome, for the metrics (`ok`, `tool_error`, `asked`, `declined`). */
  onToolOutcome?: (tool: string, outcome: ToolOutcomeLabel) => void;
}

export type ToolOutcomeLabel = 'ok' | 'tool_error' | 'asked' | 'declined';

const ELICIT_TIMEOUT_MS = 5 * 60_000;

/** The caller the route put on this request; a request without one never reaches a handler (the route answers 401 first). */
function callerOf(extra: { authInfo?: { extra?: Record<string, unknown> } }): McpCaller {
  const caller = extra.authInfo?.extra?.caller as McpCaller | undefined;
  if (!caller) throw new McpError(ErrorCode.InvalidRequest, 'Not authenticated');
  return caller;
}

/** Form elicitation: the 2025-11-25 capability says `form`; an empty `elicitation: {}` (2025-06-18) means form too. */
export function canElicit(capabilities: ClientCapabilities | undefined): boolean {
  const elicitation = capabilities?.elicitation;
  if (!elicitation) return false;
  return elicitation.form !== undefined || Object.keys(elicitation).length === 0;
}

const text = (words: string, isError = false): CallToolResult => ({ content: [{ type: 'text', text: words }], ...(isError ? { isError: true } : {}) });

/**
 * One MCP server (one session): the coach's functions as tools, today and this week as resources.
 * Every call runs through the coach's own handlers (`CoachTools.call`), so each rule, undo record
 * and event is the coach's; every call that the coach proposes first (`needsConfirmation`) waits
 * for the person's yes here too (decision 039).
 */
export function createMcpServer(deps: McpServerDeps, version: string): Server {
  const server = new Server(
    { name: 'stride', title: PRODUCT_NAME, version },
    { capabilities: { tools: {}, resources: {} }, instructions: MCP_TEXTS.serverInstructions },
  );
  const elicits = () => canElicit(server.getClientCapabilities());
  const report = (tool: string, label: ToolOutcomeLabel, result: CallToolResult) => {
    deps.onToolOutcome?.(tool, label);
    return result;
  };

  server.setRequestHandler(ListToolsRequestSchema, async (_request, extra) => ({ tools: mcpTools({ scope: callerOf(extra).scope, canElicit: elicits() }) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const caller = callerOf(extra);
    const fn = coachFunctionNamed(request.params.name);
    if (!fn) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    if (fn.kind !== 'read' && caller.scope !== 'write') return report(fn.name, 'tool_error', text(MCP_TEXTS.readOnlyToken, true));
    const { confirm, ...args } = { ...(request.params.arguments ?? {}) } as Record<string, unknown>;
    // `confirm` is an argument of the tools that may ask first, never of a coach function.
    const given = mayAskFirst(fn) ? args : request.params.arguments ?? {};

    const asked = await questionFor(fn, given, caller.user);
    const question = asked?.question;
    if (question !== undefined) {
      if (elicits()) {
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
            { timeout: deps.elicitTimeoutMs ?? ELICIT_TIMEOUT_MS },
          )
          // No answer in time (or the client went away): nothing is done, as on a no.
          .catch(() => undefined);
        if (answer?.action !== 'accept' || answer.content?.confirm !== true) return report(fn.name, 'declined', { ...text(MCP_TEXTS.declined(question)), structuredContent: { done: false, question } });
      } else if (confirm !== true) {
        return report(fn.name, 'asked', { ...text(MCP_TEXTS.askFirst(question, fn.name)), structuredContent: { done: false, needsConfirmation: true, question } });
      }
    }

    try {
      const outcome = await deps.tools.call(caller.user, fn.name, asked?.args ?? given);
      return report(fn.name, 'ok', { content: [{ type: 'text', text: outcome.summary }], structuredContent: outcome.result as Record<string, unknown> });
    } catch (error) {
      // A refusal a request would get (bad arguments, not found, a limit): the assistant reads why.
      if (error instanceof ToolError) return report(fn.name, 'tool_error', text(error.message, true));
      throw error;
    }
  });

  /**
   * The coach's question for a call that waits for a yes ("Delete "Gym" and its 12 weeks of
   * history?"), or undefined when it runs at once. A call whose arguments do not parse, or whose
   * ids name nothing of the caller's, is not asked about: it runs, and is refused with what is wrong.
   * The arguments asked about (ids made whole, as the question names them) are the ones run on a yes.
   */
  async function questionFor(fn: CoachFunctionDef, args: unknown, user: Caller): Promise<{ question: string; args: Record<string, unknown> } | undefined> {
    if (!mayAskFirst(fn)) return undefined;
    const parsed = fn.args.safeParse(args);
    if (!parsed.success || !needsConfirmation(fn, parsed.data)) return undefined;
    const snapshot = await deps.snapshot(user);
    const known = withKnownIds({ name: fn.name, args: args as Record<string, unknown> }, snapshot);
    return known ? { question: proposalText([known], snapshot), args: known.args } : undefined;
  }

  server.setRequestHandler(ListResourcesRequestSchema, async (_request, extra) => {
    callerOf(extra);
    return { resources: MCP_RESOURCES };
  });

  server.setRequestHandler(ReadResourceRequestSchema, async (request, extra) => {
    const found = await readResource(request.params.uri, callerOf(extra).user, deps);
    if (!found) throw new McpError(ErrorCode.InvalidParams, `Resource not found: ${request.params.uri}`);
    return found;
  });

  return server;
}
