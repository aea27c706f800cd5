/** One message of a catalog: where it is (`texts.heroTitle`, `slides.1.title`) and what it says. */
export interface CatalogEntry {
  key: string;
  message: string;
}

/**
 * Every message of a catalog with its key, `id`s left out (they name items, not texts); and every
 * key that is no message (objects, arrays with their length, ids with their value), for comparing
 * the shape of two languages' catalogs.
 */
export function walkCatalog(catalog: unknown, prefix = ''): { messages: CatalogEntry[]; shape: string[] } {
  const messages: CatalogEntry[] = [];
  const shape: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (key.endsWith('.id') || key === 'id') shape.push(`${key}=${value}`);
      else messages.push({ key, message: value });
    } else if (value === null) {
      shape.push(`${key}=null`);
    } else if (Array.isArray(value)) {
      shape.push(`${key}[${value.length}]`);
      value.forEach((item, i) => visit(item, key ? `${key}.${i}` : String(i)));
    } else if (typeof value === 'object') {
      shape.push(`${key}{}`);
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) visit(v, key ? `${key}.${k}` : k);
    } else {
      throw new Error(`${key}: a catalog holds strings, arrays and objects, not ${typeof value}`);
    }
  };
  visit(catalog, prefix);
  return { messages, shape };
}

/** A catalog with each message changed by `change` (ids and the shape kept). */
export function mapCatalog<T>(catalog: T, change: (message: string) => string): T {
  const visit = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') return key === 'id' ? value : change(value);
    if (Array.isArray(value)) return value.map((item) => visit(item, ''));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, k)]));
    return value;
  };
  return visit(catalog, '') as T;
}
