import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

// A function's arguments as a model in OpenAI's strict mode (structured outputs) writes them: only
// the properties its schema declares, every one of them (null for one not meant, where the schema
// takes null), of the declared types, enums and patterns. The scripted model of the tests (issue 49
// follow-up) writes its calls this way, so a test cannot pass on arguments no model was given.

type Schema = Record<string, unknown>;

/** RFC 3339, the one format the coach's schemas may carry (strict-schema-rules.ts). */
const DATE_TIME = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]+)?)?(Z|[+-][0-9]{2}:[0-9]{2})$/i;

// strict: false: the schema's own validity for every provider is tool-schemas.test.ts's business;
// here it is only what a call must satisfy.
const ajv = new Ajv({ allErrors: true, strict: false, formats: { 'date-time': DATE_TIME } });
/** Every request repeats the same tools: each distinct schema is compiled once. */
const compiled = new Map<string, ValidateFunction>();

/**
 * The arguments a strict model writes for the scripted ones: each property the script leaves out
 * written as null where its schema takes null (a strict model's "not given"), in the schema's order;
 * or what in them the schema does not allow, one line per problem naming the argument. Raw text
 * (`fill: false`) is taken as written.
 */
export function strictArguments(parameters: unknown, args: unknown, fill = true): { args: unknown } | { wrong: string[] } {
  if (!isSchema(parameters)) return { args };
  const written = fill ? filled(parameters, args) : args;
  const key = JSON.stringify(parameters);
  let validate = compiled.get(key);
  if (!validate) compiled.set(key, (validate = ajv.compile(parameters)));
  if (validate(written)) return { args: written };
  return { wrong: explained(validate.errors ?? [], parameters, written) };
}

/** The value with the properties a strict model writes as null filled in, at any depth. */
function filled(schema: Schema, value: unknown): unknown {
  const branch = branchFor(schema, value);
  if (Array.isArray(value)) return isSchema(branch.items) ? value.map((item) => filled(branch.items as Schema, item)) : value;
  if (!isPlainObject(value) || !isSchema(branch.properties)) return value;
  const properties = branch.properties as Record<string, Schema>;
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (name in value) out[name] = filled(property, value[name]);
    else if (takesNull(property)) out[name] = null;
  }
  for (const [name, given] of Object.entries(value)) if (!(name in properties)) out[name] = given;
  return out;
}

/** The anyOf branch of the value's JSON type (the schema itself without anyOf). */
function branchFor(schema: Schema, value: unknown): Schema {
  if (!Array.isArray(schema.anyOf)) return schema;
  return (schema.anyOf as Schema[]).find((branch) => typesOf(branch).includes(jsonType(value))) ?? schema;
}

function takesNull(schema: Schema): boolean {
  return typesOf(schema).includes('null') || (Array.isArray(schema.anyOf) && (schema.anyOf as Schema[]).some(takesNull));
}

function typesOf(schema: Schema): string[] {
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  // A whole number is a number too.
  return types.includes('number') ? [...types, 'integer'] : types;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * Ajv's errors as a reader of a failing test wants them: where an anyOf failed because the value
 * fit none of its types, one line with the types; where it fit a branch's type and failed inside,
 * that branch's errors only.
 */
function explained(errors: ErrorObject[], schema: Schema, value: unknown): string[] {
  const inside = (e: ErrorObject) => e.keyword !== 'type' && e.keyword !== 'anyOf';
  const lines: string[] = [];
  const byPath = Map.groupBy(errors, (e) => e.instancePath);
  for (const [path, here] of byPath) {
    const deeper = errors.some((e) => e.instancePath.startsWith(`${path}/`));
    const at = nameOf(path);
    const given = valueAt(value, path);
    if (here.some(inside) || deeper) {
      const extra = here.filter((e) => e.keyword === 'additionalProperties');
      if (extra.length) lines.push(notDeclared(extra, at, schema));
      lines.push(...here.filter((e) => inside(e) && e.keyword !== 'additionalProperties').map((e) => problem(e, at, given)));
      continue;
    }
    const types = [...new Set(here.filter((e) => e.keyword === 'type').map((e) => String(e.params.type)))];
    lines.push(`${at} is ${JSON.stringify(given)} (${jsonType(given)}); it must be ${types.join(' or ')}`);
  }
  return lines;
}

/** Properties the object's schema does not declare, in one line with those it does. */
function notDeclared(errors: ErrorObject[], at: string, schema: Schema): string {
  const owner = schemaAt(schema, errors[0]!.schemaPath);
  const names = isSchema(owner.properties) ? Object.keys(owner.properties) : [];
  const extra = errors.map((e) => `"${String(e.params.additionalProperty)}"`);
  const are = extra.length > 1 ? 'are not properties' : 'is not a property';
  return `${at === 'the arguments' ? '' : `${at}: `}${extra.join(', ')} ${are} of the schema given (it has: ${names.join(', ') || 'none'})`;
}

function problem(e: ErrorObject, at: string, given: unknown): string {
  switch (e.keyword) {
    case 'required':
      return `${at === 'the arguments' ? '' : `${at}: `}"${String(e.params.missingProperty)}" is missing: a strict model writes every property (null where its schema takes null)`;
    case 'enum':
      return `${at} is ${JSON.stringify(given)}; it must be one of ${(e.params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'pattern':
      return `${at} is ${JSON.stringify(given)}; it must match ${String(e.params.pattern)}`;
    case 'format':
      return `${at} is ${JSON.stringify(given)}; it must be a ${String(e.params.format)}`;
    default:
      return `${at} is ${JSON.stringify(given)}; it ${e.message ?? `fails ${e.keyword}`}`;
  }
}

/** "/reminders/0/time" → "reminders[0].time". */
function nameOf(pointer: string): string {
  if (!pointer) return 'the arguments';
  return pointer
    .split('/')
    .slice(1)
    .map(unescape)
    .reduce((name, part) => (/^[0-9]+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

function valueAt(value: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map(unescape)
    .reduce<unknown>((at, part) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), value);
}

/** The schema object holding the keyword an error's schemaPath ("#/properties/reminders/anyOf/0/items/additionalProperties") ends in. */
function schemaAt(schema: Schema, schemaPath: string): Schema {
  const owner = valueAt(schema, schemaPath.replace(/^#/, '').replace(/\/[^/]+$/, ''));
  return isSchema(owner) ? owner : {};
}

const unescape = (part: string) => part.replaceAll('~1', '/').replaceAll('~0', '~');

function isSchema(value: unknown): value is Schema {
  return isPlainObject(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
