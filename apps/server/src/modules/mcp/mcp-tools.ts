import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { COACH_FUNCTION_LIST, MCP_TEXTS, type CoachFunctionDef, type TokenScope } from '@stride/domain';
import { argumentsJsonSchema } from '../coach/index.js';
import { outputSchemaOf } from './mcp-platform-tools.js';

/** Whether some call of this function waits for the person's yes (`needsConfirmation`: every destroy, and those with `confirmWhen`). */
export const mayAskFirst = (fn: Pick<CoachFunctionDef, 'kind'> & { confirmWhen?: unknown }) => fn.kind === 'destroy' || fn.confirmWhen !== undefined;

/** "createOrUpdateVision" → "Create or update vision": the tool's title as a client lists it. */
export function titleOf(name: string): string {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase().trim();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/**
 * The coach's functions as MCP tools (issue 41): the registry's names, descriptions and argument
 * schemas, one list. A read token sees only the functions that read (decision 039). A client
 * without elicitation gets a `confirmationId` argument on the tools that may ask first: the first
 * call proposes and answers an id, the assistant asks the person, and only a second call with that
 * id does it (decision 047).
 */
export function mcpTools({ scope, canElicit }: { scope: TokenScope; canElicit: boolean }): Tool[] {
  return COACH_FUNCTION_LIST.filter((fn) => scope === 'write' || fn.kind === 'read').map((fn) => {
    const schema = argumentsJsonSchema(fn.args) as Tool['inputSchema'];
    const asks = mayAskFirst(fn) && !canElicit;
    const inputSchema: Tool['inputSchema'] = asks ? { ...schema, properties: { ...schema.properties, confirmationId: { type: 'string', maxLength: 100, description: MCP_TEXTS.confirmationIdArgument } } } : schema;
    const spec: { idempotent?: true } = fn;
    return {
      name: fn.name,
      title: titleOf(fn.name),
      description: fn.description,
      inputSchema,
      // Issue 52: what `structuredContent` holds: the function's own result (or, for a tool that may ask first, the pending answer).
      ...(outputSchemaOf(fn, mayAskFirst(fn)) ? { outputSchema: outputSchemaOf(fn, mayAskFirst(fn)) } : {}),
      annotations: {
        title: titleOf(fn.name),
        readOnlyHint: fn.kind === 'read',
        // Issue 49: every function that may wait for the person's yes (an archive, pausing or
        // resuming every habit, as well as deletes and ends), so a client asks before it too.
        destructiveHint: mayAskFirst(fn),
        ...(spec.idempotent ? { idempotentHint: true } : {}),
        // Only the person's own records in Stride: nothing outside is reached.
        openWorldHint: false,
      },
    };
  });
}
