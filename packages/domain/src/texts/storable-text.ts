/**
 * Characters PostgreSQL cannot store in `text` or `jsonb`: NUL (U+0000). One rule for every field
 * a client sends (issue 18): the server checks every request against it before anything runs, and
 * answers 400 naming the field instead of failing in the database.
 */
const NUL = String.fromCharCode(0);
const unstorable = (text: string) => text.includes(NUL);

export const unstorableTextMessage = (field: string) => `${field || 'The request'} contains a character that cannot be saved (a NUL character).`;

/** The path ('name', 'customRecurrence.days.0', …) of the first string in `value` that cannot be stored, or null. */
export function findUnstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return unstorable(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (unstorable(key)) return here;
      const found = findUnstorableText(item, here);
      if (found !== null) return found;
    }
  }
  return null;
}
