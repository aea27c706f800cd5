import { z } from 'zod';
import { isValidDate } from '@stride/domain';
import { portablePattern } from './strict-schema-rules.js';

export { strictSchemaViolations } from './strict-schema-rules.js';

// The coach's function schemas as every model we may be given takes them (issue 37 point 3,
// decision 028 "Schemas any model takes"): OpenAI's strict function calling, Gemini's
// OpenAI-compatible endpoint, llama.cpp's and vLLM's grammar conversion. The zod schemas in
// packages/domain stay the contract; the server still validates every call with them, so what
// the portable subset cannot say (lengths, bounds) is said in words in the field's description.

type Schema = Record<string, unknown>;

/** A calendar day; format "date" is refused by Gemini's Developer API (only enum and date-time). */
export const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/** Keywords that only document or annotate: dropped (each costs characters on every request). */
const DROPPED = new Set(['$schema', '$id', '$comment', 'title', 'default', 'examples', 'readOnly', 'writeOnly', 'deprecated', 'contentEncoding', 'contentMediaType']);

/**
 * The JSON Schema a model is given for a function's arguments: a closed object listing every
 * property in `required`, optional ones nullable (`anyOf` with `{"type":"null"}`; the server reads
 * null as absent, see fromModelArgs), only the keywords all four dialects take, patterns anchored
 * and in `[0-9]` classes, the zod bounds in words. `strictSchemaViolations` of the result is empty
 * for any schema of plain objects, arrays, strings, numbers, booleans and string enums.
 */
export function modelToolSchema(args: z.ZodType): Schema {
  const json = z.toJSONSchema(args, { io: 'input', unrepresentable: 'any', override: markDates }) as Schema;
  return strict(json);
}

/**
 * The arguments a model is given of a function (issue 49): its `modelFields` when it names them
 * (createHabit and updateHabit: the schedule as words), else all. The server validates a call with
 * the function's whole schema either way.
 */
export function modelArgsOf(fn: { args: z.ZodObject; modelFields?: readonly string[] | undefined }): z.ZodObject {
  // zod's pick is typed for literal keys; these are the function's own (`modelFields` is typed by its arguments).
  return fn.modelFields ? fn.args.pick(Object.fromEntries(fn.modelFields.map((name) => [name, true])) as never) : fn.args;
}

/**
 * Issue 41: the arguments' JSON Schema as an MCP client takes it (the MCP server's tools): zod's
 * own output with every bound kept, the domain's day strings marked with the date pattern. Not the
 * strict subset above: an assistant's client reads full JSON Schema, and optional stays optional.
 */
export function argumentsJsonSchema(args: z.ZodType): Schema {
  return z.toJSONSchema(args, { io: 'input', unrepresentable: 'any', override: markDates }) as Schema;
}

/**
 * The arguments a strict model sent, as the zod schemas read them: a property given as null was
 * left out (strict mode makes the model write every property), at any depth. Nulls inside arrays
 * stay: they are values, not absent properties.
 */
export function fromModelArgs(args: unknown): unknown {
  if (Array.isArray(args)) return args.map(fromModelArgs);
  if (!isPlainObject(args)) return args;
  return Object.fromEntries(
    Object.entries(args)
      .filter(([, value]) => value !== null)
      .map(([key, value]) => [key, fromModelArgs(value)]),
  );
}

/** `.refine(isValidDate)` leaves no trace in JSON Schema: the domain's day strings get the date pattern. */
function markDates(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }) {
  const def = ctx.zodSchema._zod.def;
  if (def.type !== 'string') return;
  const checks: readonly z.core.$ZodCheck<never>[] = def.checks ?? [];
  if (checks.some((check) => (check._zod.def as { fn?: unknown }).fn === isValidDate)) ctx.jsonSchema.pattern ??= DATE_PATTERN;
}

function strict(node: Schema): Schema {
  const out: Schema = {};
  const notes: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED.has(key) || key === 'description') continue;
    out[key] = value;
  }
  if (Array.isArray(node.anyOf) || Array.isArray(node.oneOf)) {
    // A zod union: oneOf says no more to a model than anyOf, which every dialect takes.
    const branches = ((node.anyOf ?? node.oneOf) as Schema[]).map(strict);
    delete out.oneOf;
    return withDescription({ ...out, anyOf: branches }, node.description, notes);
  }
  if (Array.isArray(out.type)) {
    // zod writes a union of plain types as a list of types, which Gemini refuses.
    const { type: types, ...rest } = out;
    return withDescription({ anyOf: (types as unknown[]).map((type) => strict({ ...rest, type })) }, node.description, notes);
  }
  if ('const' in out) {
    // Gemini has no `const`; a one-value enum says the same.
    out.enum = [out.const];
    delete out.const;
  }
  switch (out.type) {
    case 'string':
      stringRules(out, notes);
      break;
    case 'number':
    case 'integer':
      numberRules(out, notes);
      break;
    case 'array':
      arrayRules(out, notes);
      break;
    case 'object':
      return withDescription(objectRules(out), node.description, notes);
  }
  return withDescription(out, node.description, notes);
}

// The bounds in as few words as a model reads them right ("1-200 chars."): the tools' JSON goes
// with every request.
function stringRules(out: Schema, notes: string[]) {
  notes.push(...range(take(out, 'minLength'), take(out, 'maxLength'), 'chars'));
  const format = out.format;
  delete out.format;
  if (format === 'date') out.pattern = DATE_PATTERN;
  else if (typeof format === 'string' && out.pattern === undefined) notes.push(`Format: ${format}.`);
  if (typeof out.pattern !== 'string') return;
  const pattern = portablePattern(out.pattern);
  if (pattern === undefined) notes.push(`Matching ${out.pattern}.`);
  if (pattern === undefined) delete out.pattern;
  else out.pattern = pattern;
}

function numberRules(out: Schema, notes: string[]) {
  const min = take(out, 'minimum');
  const max = take(out, 'maximum');
  const above = take(out, 'exclusiveMinimum');
  const below = take(out, 'exclusiveMaximum');
  const multipleOf = take(out, 'multipleOf');
  if (min !== undefined && max !== undefined) notes.push(min < 0 ? `${min} to ${max}.` : `${min}-${max}.`);
  else {
    const low = min !== undefined ? `min ${min}` : above !== undefined ? `over ${above}` : undefined;
    const high = max !== undefined ? `max ${max}` : below !== undefined ? `under ${below}` : undefined;
    const words = [low, high].filter(Boolean).join(', ');
    if (words) notes.push(`${words.charAt(0).toUpperCase()}${words.slice(1)}.`);
  }
  if (multipleOf !== undefined && !(out.type === 'integer' && multipleOf === 1)) notes.push(`A multiple of ${multipleOf}.`);
}

function arrayRules(out: Schema, notes: string[]) {
  notes.push(...range(take(out, 'minItems'), take(out, 'maxItems'), 'items'));
  if (isPlainObject(out.items)) out.items = strict(out.items);
}

/** "1-200 chars.", "Max 6 items.", "Min 2 chars."; a minimum of 0 goes without saying. */
function range(min: number | undefined, max: number | undefined, unit: string): string[] {
  const low = min !== undefined && min > 0 ? min : undefined;
  if (low !== undefined && max !== undefined) return [`${low}-${max} ${unit}.`];
  if (max !== undefined) return [`Max ${max} ${unit}.`];
  return low !== undefined ? [`Min ${low} ${unit}.`] : [];
}

function objectRules(out: Schema): Schema {
  const properties = isPlainObject(out.properties) ? (out.properties as Record<string, Schema>) : {};
  const required = new Set(Array.isArray(out.required) ? (out.required as string[]) : []);
  const closed: Record<string, Schema> = {};
  for (const [name, property] of Object.entries(properties)) {
    const converted = strict(property);
    closed[name] = required.has(name) ? converted : nullable(converted);
  }
  // A map (z.record) keeps its additionalProperties schema: no dialect's strict mode takes one,
  // and strictSchemaViolations says so rather than this closing it behind the model's back.
  const additional = isPlainObject(out.additionalProperties) ? strict(out.additionalProperties as Schema) : false;
  const { type, properties: _properties, required: _required, additionalProperties: _additional, ...rest } = out;
  return { type, properties: closed, required: Object.keys(closed), additionalProperties: additional, ...rest };
}

/** An optional property as strict mode has it: present, and null when not given. */
function nullable(schema: Schema): Schema {
  const { description, ...rest } = schema;
  if (rest.type === 'null') return schema;
  if (!Array.isArray(rest.anyOf)) return withDescription({ anyOf: [rest, { type: 'null' }] }, description, []);
  const branches = rest.anyOf as Schema[];
  if (branches.some((branch) => branch.type === 'null')) return schema;
  return withDescription({ ...rest, anyOf: [...branches, { type: 'null' }] }, description, []);
}

function withDescription(out: Schema, description: unknown, notes: string[]): Schema {
  const text = typeof description === 'string' ? description.trim() : '';
  const said = notes.filter((note) => !alreadySaid(text, note));
  const words = [text && !/[.!?)"”]$/.test(text) && said.length ? `${text}.` : text, ...said].filter(Boolean).join(' ');
  return words ? { ...out, description: words } : out;
}

/** A bound the domain's description already gives ("0 to 1440, e.g. 15") is not said twice. */
function alreadySaid(text: string, note: string): boolean {
  const numbers = note.match(/\d+(\.\d+)?/g) ?? [];
  return numbers.length > 0 && numbers.every((n) => new RegExp(`(^|[^0-9.])${n.replace('.', '\\.')}($|[^0-9])`).test(text));
}

function take(out: Schema, key: string): number | undefined {
  const value = out[key];
  delete out[key];
  return typeof value === 'number' ? value : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
