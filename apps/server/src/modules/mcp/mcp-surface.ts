import { z } from 'zod';
import type { CallToolResult, ReadResourceResult, Resource, ResourceTemplate, Tool } from '@modelcontextprotocol/sdk/types.js';
import { MCP_TEXTS, coachFunctionNamed, needsConfirmation, type CoachFunctionDef, type TokenScope } from '@stride/domain';
import { ToolError, type CoachTools } from '../coach/index.js';
import type { CoachSnapshot } from '../coach/index.js';
import { proposalText, withKnownIds } from '../coach/index.js';
import type { ConfirmationBinding, McpConfirmations } from './mcp-confirmations.js';
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

/** A request the protocol refuses (unknown tool, unknown resource): each era's server answers it with its own error class, the same code. */
export class SurfaceError extends Error {
  constructor(
    readonly code: -32600 | -32602,
    message: string,
  ) {
    super(message);
  }
}

/** The call that waits for the person's yes, as the coach asks it: the question, the arguments it names (ids made whole) and the parsed ones. */
export interface PendingCall {
  fn: CoachFunctionDef;
  question: string;
  args: Record<string, unknown>;
  parsed: unknown;
  /** What the call carried besides its arguments: the id of a confirmation a first call proposed. */
  confirmationId: unknown;
  caller: McpCaller;
}

/**
 * How an era asks the person (decision 047, MCP 2026-07-28): the arguments to run on a yes, or the
 * answer to give now (declined, asked, refused; or the modern era's `input_required`).
 */
export type Confirm<Answer> = (call: PendingCall) => Promise<{ run: Record<string, unknown> } | { answer: Answer | CallToolResult }>;

export const text = (words: string, isError = false): CallToolResult => ({ content: [{ type: 'text', text: words }], ...(isError ? { isError: true } : {}) });

/** Whether calling this tool changes something: a coach function that does not only read, or a batch tool (unknown names: no). */
export function toolWrites(name: string): boolean {
  if (PLATFORM_TOOL_NAMES.has(name)) return name in BATCH_TOOLS;
  const fn = coachFunctionNamed(name);
  return !!fn && fn.kind !== 'read';
}

/** The caller the route put on this request; a request without one never reaches a handler (the route answers 401 first). */
export function callerOf(authInfo: { extra?: Record<string, unknown> } | undefined): McpCaller {
  const caller = authInfo?.extra?.caller as McpCaller | undefined;
  if (!caller) throw new SurfaceError(-32600, 'Not authenticated');
  return caller;
}

/**
 * The MCP server's one definition (issue 41, 52): the coach's functions as tools, today and this week
 * as resources, a record by its id as templates. Both protocol eras serve exactly this (the 2025
 * era in mcp-server.ts, 2026-07-28 in mcp-modern.ts); only how a confirmation reaches the person
 * differs (`Confirm`).
 * Every call runs through the coach's own handlers (`CoachTools.call`), so each rule, undo record
 * and event is the coach's; every call that the coach proposes first (`needsConfirmation`) waits
 * for the person's yes here too (decision 039).
 */
export function createMcpSurface(deps: McpServerDeps) {
  const { confirmations } = deps;
  const report = (tool: string, label: ToolOutcomeLabel, result: CallToolResult) => {
    deps.onToolOutcome?.(tool, label);
    return result;
  };

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

  /**
   * The two steps for a client that cannot show the question (decision 047): the first call
   * proposes and answers an id; only a second call with it, of this credential (or memory session),
   * for exactly the same call, once, on any instance, does it.
   */
  async function twoSteps({ fn, question, args, parsed, confirmationId, caller }: PendingCall): Promise<{ run: Record<string, unknown> } | { answer: CallToolResult }> {
    if (typeof confirmationId === 'string') {
      const confirmed = await confirmations.take(caller.binding, confirmationId, fn.name, parsed);
      if (!confirmed) return { answer: report(fn.name, 'tool_error', text(MCP_TEXTS.confirmationRefused(fn.name), true)) };
      return { run: confirmed };
    }
    // The first step proposes: nothing is done, whatever else the call says.
    const id = await confirmations.propose(caller.binding, fn.name, parsed, args);
    const minutes = Math.round(confirmations.ttlMs / 60_000);
    return { answer: report(fn.name, 'asked', { ...text(MCP_TEXTS.askFirst(question, fn.name, id, minutes)), structuredContent: { done: false, needsConfirmation: true, question, confirmationId: id } }) };
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

  return {
    report,
    twoSteps,

    listTools(caller: McpCaller, canElicit: boolean): Tool[] {
      return [...mcpTools({ scope: caller.scope, canElicit }), ...platformTools(caller.scope === 'write')];
    },

    async callTool<Answer>(name: string, callArgs: Record<string, unknown> | undefined, caller: McpCaller, confirm: Confirm<Answer>): Promise<CallToolResult | Answer> {
      if (PLATFORM_TOOL_NAMES.has(name)) return platformCall(name, callArgs ?? {}, caller);
      const fn = coachFunctionNamed(name);
      if (!fn) throw new SurfaceError(-32602, `Unknown tool: ${name}`);
      if (fn.kind !== 'read' && caller.scope !== 'write') return report(fn.name, 'tool_error', text(caller.readOnlyEndpoint ? MCP_TEXTS.readOnlyEndpoint : MCP_TEXTS.readOnlyToken, true));
      // `confirmationId` (and an old client's `confirm`) belong to the tools that may ask first, never to a coach function.
      const { confirm: _ignored, confirmationId, ...args } = { ...(callArgs ?? {}) };
      const given = mayAskFirst(fn) ? args : callArgs ?? {};

      const asked = await questionFor(fn, given, caller.user);
      let run = asked?.args ?? given;
      if (asked) {
        const decided = await confirm({ fn, ...asked, confirmationId, caller });
        if ('answer' in decided) return decided.answer;
        run = decided.run;
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
    },

    listResources(caller: McpCaller): Resource[] {
      void caller;
      return MCP_RESOURCES;
    },

    listTemplates(caller: McpCaller): ResourceTemplate[] {
      void caller;
      return MCP_RESOURCE_TEMPLATES;
    },

    async readResource(uri: string, caller: McpCaller): Promise<ReadResourceResult> {
      const found = await readResource(uri, caller.user, deps);
      if (!found) throw new SurfaceError(-32602, `Resource not found: ${uri}`);
      return found;
    },
  };
}

export type McpSurface = ReturnType<typeof createMcpSurface>;
