import { z } from 'zod';
import {
  allEndpoints,
  errorResponseSchema,
  goalListSchema,
  goalSchema,
  habitListSchema,
  habitSchema,
  operationIdOf,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookSchema,
} from '@stride/domain';

/** The shared shapes, under the names a generated client's types take (the rest are named after their endpoint). */
const SHARED: readonly [z.ZodType, string][] = [
  [errorResponseSchema, 'Error'],
  [habitSchema, 'Habit'],
  [habitListSchema, 'HabitList'],
  [goalSchema, 'Goal'],
  [goalListSchema, 'GoalList'],
  [webhookSchema, 'Webhook'],
  [webhookDeliverySchema, 'WebhookDelivery'],
  [webhookDeliveryListSchema, 'WebhookDeliveryList'],
];

/** Shapes not worth a name: nothing, or anything. */
const UNNAMED = new Set(['null', 'undefined', 'void', 'any', 'unknown', 'never']);

/** A WeakMap that reads through to another: the global registry's descriptions stay in the document. */
class ReadThrough<K extends object, V> extends WeakMap<K, V> {
  constructor(private readonly fallback: WeakMap<K, V>) {
    super();
  }
  override get(key: K): V | undefined {
    return super.get(key) ?? this.fallback.get(key);
  }
  override has(key: K): boolean {
    return super.has(key) || this.fallback.has(key);
  }
}

/**
 * Issue 52: named component schemas (`components.schemas`) for the OpenAPI document: every JSON
 * request body and answer of the contract, so that generators (openapi-typescript, operationId
 * generators) give them names instead of inline types. The shared shapes are named as in
 * `SHARED`; any other is named after its endpoint's operationId (`HabitsCompleteBody`,
 * `TokensCreateResponse`, `…201Response` for a second success status, `…409Error` for an error
 * body of its own). fastify-type-provider-zod puts each in `components.schemas` (an input body as
 * `…Input`, as that library names the parsed-in side) and answers `$ref`s to them.
 *
 * A registry of its own, not zod's global one: the global one would put `$ref`s into every other
 * JSON Schema made from these shapes (the MCP tools' input and output schemas). It reads the
 * global registry's metadata through, so every `.describe()` stays in the document.
 */
export function openApiSchemaRegistry() {
  const registry = z.registry<{ id: string }>();
  (registry as unknown as { _map: WeakMap<object, unknown> })._map = new ReadThrough((z.globalRegistry as unknown as { _map: WeakMap<object, unknown> })._map);
  const ids = new Set<string>();
  const named = new Set<z.ZodType>();
  const add = (schema: unknown, id: string) => {
    if (!(schema instanceof z.ZodType) || UNNAMED.has(schema.def.type) || ids.has(id) || named.has(schema)) return;
    registry.add(schema, { id });
    ids.add(id);
    named.add(schema);
  };
  for (const [schema, id] of SHARED) add(schema, id);
  for (const { name, endpoint } of allEndpoints()) {
    const base = operationIdOf(name).replace(/^./, (c) => c.toUpperCase());
    if (endpoint.body && (endpoint.bodyKind ?? 'json') === 'json') add(endpoint.body, `${base}Body`);
    const statuses = Object.keys(endpoint.responses).map(Number).sort();
    for (const status of statuses) add(endpoint.responses[status as keyof typeof endpoint.responses], `${base}${status === statuses[0] ? '' : status}Response`);
    for (const [status, schema] of Object.entries(endpoint.errorSchemas ?? {})) add(schema, `${base}${status}Error`);
  }
  return registry;
}
