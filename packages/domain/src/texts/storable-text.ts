/**
 * What PostgreSQL cannot store, and how deep a request may nest (issues 18 and 38). One rule for
 * every field a client sends: the server checks every request against it before anything runs,
 * and answers 400 naming the field instead of failing in the database (or, worse, after the coach
 * has answered).
 *
 * - NUL (U+0000): `text` refuses it, and `jsonb` refuses `\u0000`.
 * - A lone surrogate (U+D800-U+DFFF without its pair): `jsonb` refuses it ("invalid Unicode
 *   surrogate pair"), and a `text` column silently stores U+FFFD instead, so what was saved is not
 *   what was sent. A JavaScript string can hold one; UTF-8 (what reaches the database) cannot.
 * - Nesting deeper than `MAX_INPUT_DEPTH`: no request of the API comes near it, and a value nested
 *   thousands deep is refused by `jsonb` (and by anything that walks it recursively).
 */
const NUL = String.fromCharCode(0);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/** Objects and arrays inside each other a request may hold; the deepest request or export file is under 10. */
export const MAX_INPUT_DEPTH = 64;

export const unstorableTextMessage = (field: string) =>
  `${field || 'The request'} contains a character that cannot be saved (a NUL character or half of a surrogate pair).`;

export const tooDeepMessage = (field: string) => `${field || 'The request'} is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`;

export interface InputProblem {
  /** Where: 'name', 'customRecurrence.days.0'; '' for the value itself. */
  field: string;
  reason: 'unstorable' | 'too_deep';
  message: string;
}

/** A value still to look at, and how to name where it is (built only when a problem is found). */
interface Place {
  value: unknown;
  key: string;
  parent: Place | null;
  depth: number;
}

function pathOf(place: Place): string {
  const keys: string[] = [];
  for (let at: Place | null = place; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The first problem in `value`, in document order: a string (value or key) the database cannot
 * store, or objects and arrays nested deeper than `maxDepth`; null when there is none. Iterative,
 * with the paths built only for the answer, so a value nested 100,000 deep is as safe to check as
 * a flat one.
 */
export function findInputProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | null {
  const stack: Place[] = [{ value, key: '', parent: null, depth: 0 }];
  const problem = (place: Place, reason: InputProblem['reason']): InputProblem => {
    const field = pathOf(place);
    return { field, reason, message: reason === 'unstorable' ? unstorableTextMessage(field) : tooDeepMessage(field) };
  };
  while (stack.length > 0) {
    const place = stack.pop()!;
    const current = place.value;
    if (typeof current === 'string') {
      if (unstorable(current)) return problem(place, 'unstorable');
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    if (place.depth >= maxDepth) return problem(place, 'too_deep');
    const children: Place[] = [];
    if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++) children.push({ value: current[index], key: String(index), parent: place, depth: place.depth + 1 });
    } else {
      // The key is looked at just before its value, and named by the same path.
      for (const [key, item] of Object.entries(current)) {
        children.push({ value: key, key, parent: place, depth: place.depth + 1 }, { value: item, key, parent: place, depth: place.depth + 1 });
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return null;
}

/** The path ('name', 'customRecurrence.days.0', …) of the first string in `value` that cannot be stored, or null (at any depth). */
export function findUnstorableText(value: unknown): string | null {
  const found = findInputProblem(value, Infinity);
  return found && found.field;
}

/**
 * Text that came from elsewhere (the AI provider's replies, transcripts and arguments) made
 * storable: NUL dropped, a lone surrogate replaced by U+FFFD. A client's text is refused instead
 * (findInputProblem); what the server was given by a provider is kept, mended, so a reply already
 * shown is never lost to a failed save.
 */
export const storableText = (text: string): string => (unstorable(text) ? text.replaceAll(NUL, '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD') : text);

/** A copy of `value` with every string made storable (objects and arrays below MAX_INPUT_DEPTH; deeper ones become null). */
export function storableCopy<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (depth >= MAX_INPUT_DEPTH) return null as T;
  if (Array.isArray(value)) return value.map((item: unknown) => storableCopy(item, depth + 1)) as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableText(key), storableCopy(item, depth + 1)])) as T;
}
