import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { MCP_TEXTS, coachFunctionNamed, type CoachFunctionDef } from '@stride/domain';
import { argumentsJsonSchema } from '../coach/index.js';
import type { CoachSnapshot } from '../coach/index.js';

type JsonSchema = Record<string, unknown>;

/** Issue 52: the most items one batch call takes (each counts in the credential's minute, as a call would). */
export const MCP_BATCH_MAX = 20;
/** The most records one `search` answers. */
export const MCP_SEARCH_MAX = 50;

/** What a call that waits for the person's yes answers instead of the record (the first step, a no, a full queue). */
const PENDING_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { done: { const: false }, question: { type: 'string' }, needsConfirmation: { const: true }, confirmationId: { type: 'string' } },
  required: ['done', 'question'],
};

/**
 * A JSON Schema of a zod schema as an MCP client validates `structuredContent` with (draft-07,
 * what the SDK's validator reads): its `$schema` left out, its definitions at the root, so that
 * it can sit inside `anyOf`. Undefined for a result whose root is not an object (MCP's rule).
 */
function outputJsonSchema(schema: z.ZodType): JsonSchema | undefined {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json.type === 'object' ? json : undefined;
}

/**
 * Issue 52: the tool's `outputSchema`: the function's own result schema (what `structuredContent`
 * holds on success), or, for a tool that may ask first, that or the pending answer.
 */
export function outputSchemaOf(fn: Pick<CoachFunctionDef, 'result'>, mayAsk: boolean): Tool['outputSchema'] {
  const result = outputJsonSchema(fn.result as z.ZodType);
  if (!result) return undefined;
  if (!mayAsk) return result as Tool['outputSchema'];
  const { definitions, ...rest } = result;
  return { type: 'object', anyOf: [rest, PENDING_SCHEMA], ...(definitions ? { definitions } : {}) } as Tool['outputSchema'];
}

/** What `search` finds. */
export const searchArgs = z
  .object({
    query: z.string().max(200).optional().describe('Words of the name to look for (any case). Leave it out to list every record of that kind.'),
    kind: z.enum(['habit', 'goal', 'area']).optional().describe('Only habits, only goals or only areas; all three when left out.'),
    includeArchived: z.boolean().optional().describe('Also archived habits (left out by default).'),
  })
  .strict();

const searchHit = z.object({
  id: z.string().describe('The resource URI, e.g. stride://habit/<id>: read it, or pass it to fetch.'),
  recordId: z.string(),
  kind: z.enum(['habit', 'goal', 'area']),
  title: z.string(),
  text: z.string().describe('One line about it (a habit: its schedule and streak).'),
});
export const searchResult = z.object({ results: z.array(searchHit), truncated: z.boolean() });

export const fetchArgs = z.object({ id: z.string().max(300).describe('A URI a search answered (stride://habit/<id>, stride://goal/<id>, stride://area/<id>).') }).strict();
export const fetchResult = z.object({ id: z.string(), title: z.string(), text: z.string(), metadata: z.record(z.string(), z.unknown()) });

/** The batch tools: several calls of one coach function in one request, each checked and run as that call would be. */
export const BATCH_TOOLS = {
  completeHabits: { of: 'completeHabit', description: `Mark several habits done, or log amounts, in one call (at most ${MCP_BATCH_MAX}). Each item takes completeHabit's arguments and is done or refused on its own.` },
  createHabits: { of: 'createHabit', description: `Add several habits in one call (at most ${MCP_BATCH_MAX}). Each item takes createHabit's arguments and is added or refused on its own.` },
} as const;
export type BatchToolName = keyof typeof BATCH_TOOLS;

export const batchItemResult = z.object({ index: z.number().int(), ok: z.boolean(), summary: z.string(), result: z.unknown().optional() });
export const batchResult = z.object({ results: z.array(batchItemResult), done: z.number().int(), refused: z.number().int() });

/** What a batch call is read as: items to check one by one (one bad item does not refuse the others). */
export const batchItems = z.object({ items: z.array(z.record(z.string(), z.unknown())).min(1).max(MCP_BATCH_MAX) }).strict();

/** The arguments of a batch tool as its inputSchema shows them: `items`, each the coach function's own arguments. */
export function batchArgs(name: BatchToolName): z.ZodObject {
  const fn = coachFunctionNamed(BATCH_TOOLS[name].of)!;
  return z.object({ items: z.array(fn.args).min(1).max(MCP_BATCH_MAX) }).strict();
}

const annotations = (title: string, readOnly: boolean, idempotent = false) => ({ title, readOnlyHint: readOnly, destructiveHint: false, ...(idempotent ? { idempotentHint: true } : {}), openWorldHint: false });

/** Issue 52: the tools that are the MCP server's own (not a coach function): search and fetch, and the batch tools for a write credential. */
export function platformTools(write: boolean): Tool[] {
  const tools: Tool[] = [
    {
      name: 'search',
      title: 'Search',
      description: MCP_TEXTS.searchDescription,
      inputSchema: argumentsJsonSchema(searchArgs) as Tool['inputSchema'],
      outputSchema: outputJsonSchema(searchResult) as Tool['outputSchema'],
      annotations: annotations('Search', true, true),
    },
    {
      name: 'fetch',
      title: 'Fetch',
      description: MCP_TEXTS.fetchDescription,
      inputSchema: argumentsJsonSchema(fetchArgs) as Tool['inputSchema'],
      outputSchema: outputJsonSchema(fetchResult) as Tool['outputSchema'],
      annotations: annotations('Fetch', true, true),
    },
  ];
  if (!write) return tools;
  for (const [name, spec] of Object.entries(BATCH_TOOLS) as [BatchToolName, (typeof BATCH_TOOLS)[BatchToolName]][]) {
    const title = name === 'completeHabits' ? 'Complete habits' : 'Create habits';
    tools.push({
      name,
      title,
      description: spec.description,
      inputSchema: argumentsJsonSchema(batchArgs(name)) as Tool['inputSchema'],
      outputSchema: outputJsonSchema(batchResult) as Tool['outputSchema'],
      annotations: annotations(title, false),
    });
  }
  return tools;
}

export const PLATFORM_TOOL_NAMES = new Set(['search', 'fetch', ...Object.keys(BATCH_TOOLS)]);

/** `search`: the person's habits, goals and areas whose name holds every word of the query (all of them without one), from the coach's snapshot. */
export function searchRecords(snapshot: CoachSnapshot, args: z.infer<typeof searchArgs>): z.infer<typeof searchResult> {
  const words = (args.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (name: string) => words.every((word) => name.toLowerCase().includes(word));
  const hits: z.infer<typeof searchHit>[] = [];
  if (!args.kind || args.kind === 'habit') {
    for (const h of snapshot.habits) {
      if ((h.archived && !args.includeArchived) || !matches(h.name)) continue;
      const streak = h.completionStreak > 0 ? `, a ${h.completionStreak}-day streak` : '';
      hits.push({ id: `stride://habit/${h.id}`, recordId: h.id, kind: 'habit', title: h.name, text: `${h.schedule}${streak}${h.archived ? ' (archived)' : ''}` });
    }
  }
  if (!args.kind || args.kind === 'goal') {
    for (const g of snapshot.goals) if (matches(g.name)) hits.push({ id: `stride://goal/${g.id}`, recordId: g.id, kind: 'goal', title: g.name, text: g.description });
  }
  if (!args.kind || args.kind === 'area') {
    for (const a of snapshot.areas ?? []) if (matches(a.name)) hits.push({ id: `stride://area/${a.id}`, recordId: a.id, kind: 'area', title: a.name, text: `An area of ${snapshot.habits.filter((h) => h.areaId === a.id && !h.archived).length} habits` });
  }
  return { results: hits.slice(0, MCP_SEARCH_MAX), truncated: hits.length > MCP_SEARCH_MAX };
}
