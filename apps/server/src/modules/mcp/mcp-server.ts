import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { z } from 'zod';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CallToolRequestSchema,
  ElicitResultSchema,
  ErrorCode,
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
import { MCP_TEXTS, PRODUCT_NAME, coachFunctionNamed, needsConfirmation, type CoachFunctionDef, type TokenScope } from '@stride/domain';
import { ToolError, type CoachTools } from '../coach/index.js';
import type { CoachSnapshot } from '../coach/index.js';
import { proposalText, withKnownIds } from '../coach/index.js';
import type { ConfirmationBinding, McpConfirmations } from './mcp-confirmations.js';
import { MCP_LIMITS } from './mcp-limits.js';
import { BATCH_TOOLS, PLATFORM_TOOL_NAMES, batchItems, fetchArgs, platformTools, searchArgs, searchRecords, type BatchToolName } from './mcp-platform-tools.js';
import { MCP_RESOURCES, MCP_RESOURCE_TEMPLATES, readRecord, readResource, type Caller } from './mcp-resources.js';
import { mayAskFirst, mcpTools } from './mcp-tools.js';

/** Who is calling, as the route resolved it for this HTTP request (`authInfo.extra.caller`). */
export interface McpCaller {
  user: Caller;
  scope: TokenScope;
  /** Whose two-step confirmations this call may propose and honour: the credential (stateless) or its memory session (issue 52). */
  binding: ConfirmationBinding;
  /** Connected at /mcp/read (issue 52): reads only, whatever its credential may do. */
  readOnlyEndpoint?: true;
  /** Counts `uses` more requests in the credential's minute (a batch's items); false when that goes over its allowance. */
  charge?: (uses: number) => Promise<boolean>;
}

export interface McpServerDeps {
  tools: CoachTools;
  snapshot: (owner: Caller) => Promise<CoachSnapshot>;
  /** How long the person has to answer a confirmation the client shows them (tens of seconds: the call holds a connection meanwhile). */
  elicitTimeoutMs?: number;
  /** Questions one session may have waiting for the person at once; a call beyond it is answered "nothing changed" at once. */
  pendingPerSession?: number;
  /** The two-step confirmations, kept in the database so that any instance honours the second call (issue 52). */
  confirmations: McpConfirmations;
  /** A tool call's outcome, for the metrics (`ok`, `tool_error`, `asked`, `declined`). */
  onToolOutcome?: (tool: string, outcome: ToolOutcomeLabel) => void;
}

export type ToolOutcomeLabel = 'ok' | 'tool_error' | 'asked' | 'declined';


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
 * One MCP server (one HTTP request when stateless, issue 52; one memory session otherwise): the
 * coach's functions as tools, today and this week as resources.
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

  server.setRequestHandler(ListToolsRequestSchema, async (_request, extra) => {
    const { scope } = callerOf(extra);
    return { tools: [...mcpTools({ scope, canElicit: elicits() }), ...platformTools(scope === 'write')] };
  });

  const { confirmations } = deps;
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

  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const caller = callerOf(extra);
    if (PLATFORM_TOOL_NAMES.has(request.params.name)) return platformCall(request.params.name, request.params.arguments ?? {}, caller);
    const fn = coachFunctionNamed(request.params.name);
    if (!fn) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    if (fn.kind !== 'read' && caller.scope !== 'write') return report(fn.name, 'tool_error', text(caller.readOnlyEndpoint ? MCP_TEXTS.readOnlyEndpoint : MCP_TEXTS.readOnlyToken, true));
    // `confirmationId` (and an old client's `confirm`) belong to the tools that may ask first, never to a coach function.
    const { confirm: _ignored, confirmationId, ...args } = { ...(request.params.arguments ?? {}) } as Record<string, unknown>;
    const given = mayAskFirst(fn) ? args : request.params.arguments ?? {};

    const asked = await questionFor(fn, given, caller.user);
    let run = asked?.args ?? given;
    if (asked) {
      const { question } = asked;
      if (elicits()) {
        // Bounded waiting (decision 047): a session has few questions open, each for tens of seconds.
        if (waiting >= (deps.pendingPerSession ?? MCP_LIMITS.pendingPerSession)) return report(fn.name, 'declined', { ...text(MCP_TEXTS.waitingFull), structuredContent: { done: false, question } });
        if (!(await askThePerson(question, extra))) return report(fn.name, 'declined', { ...text(MCP_TEXTS.declined(question)), structuredContent: { done: false, question } });
      } else if (typeof confirmationId === 'string') {
        // The second step: only the id a first call of this credential (or memory session) answered, for exactly the same call, once; on any instance.
        const confirmed = await confirmations.take(caller.binding, confirmationId, fn.name, asked.parsed);
        if (!confirmed) return report(fn.name, 'tool_error', text(MCP_TEXTS.confirmationRefused(fn.name), true));
        run = confirmed;
      } else {
        // The first step proposes: nothing is done, whatever else the call says.
        const id = await confirmations.propose(caller.binding, fn.name, asked.parsed, asked.args);
        const minutes = Math.round(confirmations.ttlMs / 60_000);
        return report(fn.name, 'asked', { ...text(MCP_TEXTS.askFirst(question, fn.name, id, minutes)), structuredContent: { done: false, needsConfirmation: true, question, confirmationId: id } });
      }
    }

    try {
      const outcome = await deps.tools.call(caller.user, fn.name, run);
      // The result as its schema reads it: exactly what the tool's outputSchema describes (issue 52).
      return report(fn.name, 'ok', { content: [{ type: 'text', text: outcome.summary }], structuredContent: (fn.result as z.ZodType).parse(outcome.result) as Record<string, unknown> });
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
  async function questionFor(fn: CoachFunctionDef, args: unknown, user: Caller): Promise<{ question: string; args: Record<string, unknown>; parsed: unknown } | undefined> {
    if (!mayAskFirst(fn)) return undefined;
    const parsed = fn.args.safeParse(args);
    if (!parsed.success || !needsConfirmation(fn, parsed.data)) return undefined;
    const snapshot = await deps.snapshot(user);
    const known = withKnownIds({ name: fn.name, args: args as Record<string, unknown> }, snapshot);
    return known ? { question: proposalText([known], snapshot), args: known.args, parsed: parsed.data } : undefined;
  }

  /** Issue 52: search and fetch, and the batch tools (each item checked and run as its own call would be). */
  async function platformCall(name: string, args: Record<string, unknown>, caller: McpCaller): Promise<CallToolResult> {
    if (name === 'search') {
      const parsed = searchArgs.safeParse(args);
      if (!parsed.success) return report(name, 'tool_error', text(`Not done: the arguments for search were not valid. ${z.prettifyError(parsed.error)}`, true));
      const found = searchRecords(await deps.snapshot(caller.user), parsed.data);
      const lines = found.results.map((hit) => `- ${hit.kind} "${hit.title}" (${hit.id}): ${hit.text}`);
      return report(name, 'ok', { content: [{ type: 'text', text: lines.length ? lines.join('\n') : MCP_TEXTS.recordNotFound }], structuredContent: found });
    }
    if (name === 'fetch') {
      const parsed = fetchArgs.safeParse(args);
      const record = parsed.success ? await readRecord(parsed.data.id, caller.user, deps) : undefined;
      if (!parsed.success || !record) return report(name, 'tool_error', text(MCP_TEXTS.recordNotFound, true));
      const title = typeof record.result.name === 'string' ? record.result.name : parsed.data.id;
      const fetched = { id: parsed.data.id, title, text: record.summary, metadata: record.result };
      return report(name, 'ok', { content: [{ type: 'text', text: record.summary }], structuredContent: fetched });
    }
    const batch = name as BatchToolName;
    if (caller.scope !== 'write') return report(name, 'tool_error', text(caller.readOnlyEndpoint ? MCP_TEXTS.readOnlyEndpoint : MCP_TEXTS.readOnlyToken, true));
    const parsed = batchItems.safeParse(args);
    if (!parsed.success) return report(name, 'tool_error', text(`Not done: the arguments for ${name} were not valid. ${z.prettifyError(parsed.error)}`, true));
    const { items } = parsed.data;
    // Every item counts in the minute as a call would (the request itself counted one).
    if (items.length > 1 && caller.charge && !(await caller.charge(items.length - 1))) return report(name, 'tool_error', text(MCP_TEXTS.batchLimited, true));
    const fn = coachFunctionNamed(BATCH_TOOLS[batch].of)!;
    const results: { index: number; ok: boolean; summary: string; result?: unknown }[] = [];
    for (const [index, item] of items.entries()) {
      // Under the confirmation rule still: an item that would wait for a yes is not done here.
      if (await questionFor(fn, item, caller.user)) {
        results.push({ index, ok: false, summary: MCP_TEXTS.batchItemNeedsYes(fn.name) });
        continue;
      }
      try {
        const outcome = await deps.tools.call(caller.user, fn.name, item);
        results.push({ index, ok: true, summary: outcome.summary, result: (fn.result as z.ZodType).parse(outcome.result) });
      } catch (error) {
        if (!(error instanceof ToolError)) throw error;
        results.push({ index, ok: false, summary: error.message });
      }
    }
    const done = results.filter((r) => r.ok).length;
    const summary = results.map((r) => `${r.index + 1}. ${r.ok ? '' : 'Not done: '}${r.summary.replace(/^Not done: /, '')}`).join('\n');
    return report(name, done > 0 || items.length === 0 ? 'ok' : 'tool_error', { content: [{ type: 'text', text: summary }], structuredContent: { results, done, refused: results.length - done } });
  }

  server.setRequestHandler(ListResourceTemplatesRequestSchema, async (_request, extra) => {
    callerOf(extra);
    return { resourceTemplates: MCP_RESOURCE_TEMPLATES };
  });

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
