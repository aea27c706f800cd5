/**
 * Issue 52: the OpenAPI document names its schemas (`components.schemas`) and refers to them with
 * `$ref`; the tests that read a body's or answer's schema read it with every `$ref` put back
 * inline, as they read the document before. A schema that refers to itself stops at `depth`.
 */
export function inlineRefs<T>(doc: T, depth = 12): T {
  const schemas = ((doc as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {}) as Record<string, unknown>;
  const walk = (value: unknown, level: number): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, level));
    if (!value || typeof value !== 'object') return value;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const target = schemas[ref.slice('#/components/schemas/'.length)];
      return target === undefined || level >= depth ? {} : walk(target, level + 1);
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === 'components' ? item : walk(item, level)]));
  };
  return walk(doc, 0) as T;
}
