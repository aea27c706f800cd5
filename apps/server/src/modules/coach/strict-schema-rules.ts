// What a function's argument schema must be for every model the coach may be given: the union of
// the restrictions of OpenAI's strict function calling, Gemini's OpenAI-compatible endpoint
// (its Schema is an OpenAPI 3.0 subset), llama.cpp's json-schema-to-grammar and vLLM's xgrammar.
// The sources of each rule are in docs/decisions/028-coach-that-understands.md.

type Schema = Record<string, unknown>;

/** The keywords every dialect takes. */
const KEYWORDS = new Set(['type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'anyOf', 'description', 'pattern', 'format']);
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
/** Gemini's Developer API takes enum and date-time only; llama.cpp has no email or uri. */
const FORMATS = new Set(['date-time']);
/**
 * OpenAI's limits as first published (100 properties, 5 levels, 500 enum values, 15,000
 * characters of names and values): later raised, but older deployments still hold them.
 */
export const STRICT_LIMITS = { depth: 5, properties: 100, enumValues: 500, characters: 15_000 } as const;

const WHY: Record<string, string> = {
  $schema: 'Gemini answers "Unknown name"',
  $defs: 'Gemini does not resolve references and llama.cpp breaks on nested ones; inline it',
  $ref: 'Gemini does not resolve references and llama.cpp breaks on nested ones; inline it',
  definitions: 'Gemini does not resolve references; inline it',
  title: 'Gemini answers "Unknown name"; it is a description',
  default: 'OpenAI strict mode refuses it; say it in the description',
  examples: 'Gemini answers "Unknown name"; give examples in the description',
  const: 'Gemini has no const; use a one-value enum',
  nullable: 'OpenAI strict mode refuses it; use anyOf with {"type":"null"}',
  minLength: 'OpenAI strict mode (fine-tuned models, older deployments) refuses it and xgrammar drops it beside a pattern; say it in the description',
  maxLength: 'OpenAI strict mode (fine-tuned models, older deployments) refuses it and xgrammar drops it beside a pattern; say it in the description',
  minimum: 'OpenAI strict mode (fine-tuned models, older deployments) refuses it and llama.cpp drops it on numbers; say it in the description',
  maximum: 'OpenAI strict mode (fine-tuned models, older deployments) refuses it and llama.cpp drops it on numbers; say it in the description',
  exclusiveMinimum: 'Gemini has no exclusiveMinimum; say it in the description',
  exclusiveMaximum: 'Gemini has no exclusiveMaximum; say it in the description',
  multipleOf: 'Gemini has no multipleOf and xgrammar cannot enforce it; say it in the description',
  minItems: 'OpenAI strict mode refused it before 2025 (fine-tuned models still do); say it in the description',
  maxItems: 'OpenAI strict mode refused it before 2025 (fine-tuned models still do); say it in the description',
  oneOf: 'OpenAI strict mode takes anyOf only',
  allOf: 'OpenAI strict mode takes anyOf only',
  not: 'OpenAI strict mode refuses it and llama.cpp cannot enforce it',
  if: 'OpenAI strict mode refuses conditionals',
  then: 'OpenAI strict mode refuses conditionals',
  else: 'OpenAI strict mode refuses conditionals',
  patternProperties: 'OpenAI strict mode, llama.cpp and xgrammar refuse it',
  propertyNames: 'Gemini answers "Unknown name"; OpenAI strict mode and xgrammar refuse it',
  prefixItems: 'Gemini has no prefixItems and llama.cpp breaks on it',
  uniqueItems: 'OpenAI strict mode, llama.cpp and xgrammar cannot enforce it',
  contains: 'OpenAI strict mode, llama.cpp and xgrammar cannot enforce it',
};

/**
 * What is wrong with `schema` as a function's parameters for any of the four dialects, one line
 * per problem with its JSON path (`$.properties.startTime.pattern: ...`); empty when every one
 * takes it.
 */
export function strictSchemaViolations(schema: unknown): string[] {
  const found: string[] = [];
  const totals = { properties: 0, enumValues: 0, characters: 0 };
  if (!isSchema(schema) || schema.type !== 'object') found.push('$: the parameters must be an object schema ("type": "object"), not a union');
  walk(schema, '$', 1, totals, found);
  if (totals.properties > STRICT_LIMITS.properties) found.push(`$: ${totals.properties} properties; at most ${STRICT_LIMITS.properties}`);
  if (totals.enumValues > STRICT_LIMITS.enumValues) found.push(`$: ${totals.enumValues} enum values; at most ${STRICT_LIMITS.enumValues}`);
  if (totals.characters > STRICT_LIMITS.characters) found.push(`$: ${totals.characters} characters of names and enum values; at most ${STRICT_LIMITS.characters}`);
  return found;
}

function walk(node: unknown, path: string, depth: number, totals: { properties: number; enumValues: number; characters: number }, found: string[]): void {
  if (!isSchema(node)) {
    found.push(`${path}: a schema must be a JSON object`);
    return;
  }
  for (const key of Object.keys(node)) {
    if (!KEYWORDS.has(key)) found.push(`${path}: "${key}" is not taken by every provider (${WHY[key] ?? 'unknown to at least one of them'})`);
  }
  if ('description' in node && typeof node.description !== 'string') found.push(`${path}.description: must be a string`);
  if ('anyOf' in node) {
    const others = Object.keys(node).filter((key) => key !== 'anyOf' && key !== 'description');
    if (others.length) found.push(`${path}: anyOf beside ${others.join(', ')} (llama.cpp reads the anyOf alone; put them in each branch)`);
    if (!Array.isArray(node.anyOf) || node.anyOf.length === 0) found.push(`${path}.anyOf: must list at least one schema`);
    else node.anyOf.forEach((branch, index) => walk(branch, `${path}.anyOf[${index}]`, depth, totals, found));
    return;
  }
  const type = node.type;
  if (Array.isArray(type)) found.push(`${path}.type: a list of types is refused by Gemini; use anyOf with {"type":"null"}`);
  else if (type === undefined) found.push(`${path}: no type (Gemini and OpenAI strict mode need one)`);
  else if (typeof type !== 'string' || !TYPES.has(type)) found.push(`${path}.type: ${JSON.stringify(type)} is not a JSON Schema type`);
  const misplaced = (keys: string[], owner: string) => keys.filter((key) => key in node && type !== owner).forEach((key) => found.push(`${path}.${key}: only for "type": "${owner}"`));
  misplaced(['properties', 'required', 'additionalProperties'], 'object');
  misplaced(['items'], 'array');
  misplaced(['pattern', 'format', 'enum'], 'string');
  if (type === 'object') objectRules(node, path, depth, totals, found);
  if (type === 'array') {
    if (!isSchema(node.items)) found.push(`${path}.items: an array needs one items schema (Gemini refuses an array without it)`);
    else walk(node.items, `${path}.items`, depth, totals, found);
  }
  if (Array.isArray(node.enum)) {
    if (node.enum.length === 0 || node.enum.some((value) => typeof value !== 'string')) found.push(`${path}.enum: Gemini takes only non-empty lists of strings`);
    totals.enumValues += node.enum.length;
    totals.characters += node.enum.reduce<number>((sum, value) => sum + String(value).length, 0);
  } else if ('enum' in node) found.push(`${path}.enum: must be a list`);
  if ('pattern' in node) {
    const problem = typeof node.pattern === 'string' ? patternProblem(node.pattern) : 'must be a string';
    if (problem) found.push(`${path}.pattern: ${problem}`);
  }
  if ('format' in node && !FORMATS.has(node.format as string)) {
    found.push(`${path}.format: ${JSON.stringify(node.format)} is not taken everywhere (only ${[...FORMATS].join(', ')}); use a pattern`);
  }
}

function objectRules(node: Schema, path: string, depth: number, totals: { properties: number; enumValues: number; characters: number }, found: string[]) {
  if (depth > STRICT_LIMITS.depth) found.push(`${path}: objects nested ${depth} deep; at most ${STRICT_LIMITS.depth}`);
  if (node.additionalProperties !== false) found.push(`${path}: an object must be closed ("additionalProperties": false)`);
  if (!isSchema(node.properties)) {
    found.push(`${path}.properties: an object must list its properties`);
    return;
  }
  const names = Object.keys(node.properties);
  // A function without arguments is OpenAI's documented empty object; inside, an empty object says nothing.
  if (names.length === 0 && path !== '$') found.push(`${path}.properties: an object needs at least one property (Gemini refuses an empty one)`);
  const required = Array.isArray(node.required) ? node.required : undefined;
  if (!required) found.push(`${path}.required: must list every property (OpenAI strict mode)`);
  else {
    for (const name of names) if (!required.includes(name)) found.push(`${path}.required: "${name}" is missing (optional properties are nullable and required)`);
    for (const name of required) if (!names.includes(name as string)) found.push(`${path}.required: "${String(name)}" is not a property (Gemini refuses it)`);
  }
  totals.properties += names.length;
  totals.characters += names.reduce((sum, name) => sum + name.length, 0);
  for (const name of names) walk(node.properties[name], `${path}.properties.${name}`, depth + 1, totals, found);
}

/**
 * Why a pattern cannot go to every grammar engine, or undefined: llama.cpp needs `^...$` and has
 * no shorthand classes (`\d`), word boundaries, lookarounds or back-references; OpenAI and
 * xgrammar take no lookarounds either.
 */
export function patternProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern);
  } catch {
    return 'not a valid regular expression';
  }
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$') || pattern.length < 2) return 'must be anchored, starting with ^ and ending with $ (llama.cpp)';
  if (/\(\?[=!<]/.test(pattern)) return 'lookarounds and named groups are not taken by llama.cpp or OpenAI';
  const escapes = [...pattern.matchAll(/\\(.)/g)].map((match) => match[1]);
  if (escapes.some((c) => c !== undefined && 'dDwWsS'.includes(c))) return 'shorthand classes (\\d, \\w, \\s) break llama.cpp grammars; write [0-9]';
  if (escapes.some((c) => c !== undefined && /[1-9bBpPk]/.test(c))) return 'back-references, word boundaries and Unicode classes are not taken by llama.cpp';
  if (interiorAnchor(pattern.slice(1, -1))) return 'a ^ or $ inside the pattern is a literal to llama.cpp; anchor the whole pattern once';
  return undefined;
}

/**
 * The pattern in the form every engine takes: shorthand classes spelled out, anchored at both
 * ends (an unanchored one matches anywhere, so `.*` around it), or undefined when it cannot be.
 */
export function portablePattern(pattern: string): string | undefined {
  const start = pattern.startsWith('^');
  const end = pattern.endsWith('$') && !pattern.endsWith('\\$');
  const body = spellShorthands(pattern.slice(start ? 1 : 0, end ? -1 : undefined));
  if (body === undefined) return undefined;
  const anchored = start && end ? `^${body}$` : `^${start ? '' : '.*'}(${body})${end ? '' : '.*'}$`;
  return patternProblem(anchored) === undefined ? anchored : undefined;
}

const SHORTHANDS: Record<string, string> = { d: '0-9', w: 'A-Za-z0-9_', s: ' \\t\\n\\r' };

function spellShorthands(body: string): string | undefined {
  let out = '';
  let inClass = false;
  for (let i = 0; i < body.length; i++) {
    const c = body.charAt(i);
    if (c === '\\') {
      const next = body.charAt(++i);
      const spelled = SHORTHANDS[next.toLowerCase()];
      if (spelled === undefined) out += `\\${next}`;
      else if (next === next.toLowerCase()) out += inClass ? spelled : `[${spelled}]`;
      else if (inClass) return undefined;
      else out += `[^${spelled}]`;
    } else {
      if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      out += c;
    }
  }
  return out;
}

function interiorAnchor(body: string): boolean {
  let inClass = false;
  for (let i = 0; i < body.length; i++) {
    const c = body.charAt(i);
    if (c === '\\') i++;
    else if (c === '[') {
      inClass = true;
      if (body.charAt(i + 1) === '^') i++;
    } else if (c === ']') inClass = false;
    else if (!inClass && (c === '^' || c === '$')) return true;
  }
  return false;
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
