// A function's arguments as a model in OpenAI's strict mode (structured outputs) writes them: only
// the properties its schema declares, every one of them (null for one not meant, where the schema
// takes null), of the declared types, enums and patterns. The scripted model of the tests (issue 49
// follow-up) writes its calls this way, so a test cannot pass on arguments no model was given.
//
// Checked here rather than with ajv: the schemas are the strict subset (strict-schema-rules.ts:
// type, properties, required, additionalProperties, items, enum, anyOf, pattern, date-time), and
// the benchmarks bundle this file from the repository root, where `ajv` is eslint's version 6.

type Schema = Record<string, unknown>;

/** RFC 3339, the one format the coach's schemas may carry (strict-schema-rules.ts). */
const DATE_TIME = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]+)?)?(Z|[+-][0-9]{2}:[0-9]{2})$/i;

/**
 * The arguments a strict model writes for the scripted ones: each property the script leaves out
 * written as null where its schema takes null (a strict model's "not given"), in the schema's order;
 * or what in them the schema does not allow, one line per problem naming the argument. Raw text
 * (`fill: false`) is taken as written.
 */
export function strictArguments(parameters: unknown, args: unknown, fill = true): { args: unknown } | { wrong: string[] } {
  if (!isSchema(parameters)) return { args };
  const written = fill ? filled(parameters, args) : args;
  const wrong: string[] = [];
  check(parameters, written, '', wrong);
  return wrong.length ? { wrong } : { args: written };
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

/** What in `value` (at `path`, "reminders[0].time") the schema does not allow, one line each. */
function check(schema: Schema, value: unknown, path: string, wrong: string[]): void {
  const at = path || 'the arguments';
  const given = `${at} is ${JSON.stringify(value)}`;
  if (Array.isArray(schema.anyOf)) {
    // The branches of the value's type: it fits when one of them takes it whole; else what is wrong in the first.
    const branches = (schema.anyOf as Schema[]).filter((branch) => typesOf(branch).includes(jsonType(value)));
    if (!branches.length) {
      wrong.push(`${given} (${jsonType(value)}); it must be ${(schema.anyOf as Schema[]).flatMap((b) => typesOf(b).filter((t) => t !== 'integer' || !typesOf(b).includes('number'))).join(' or ')}`);
      return;
    }
    const tried = branches.map((branch) => {
      const found: string[] = [];
      check(branch, value, path, found);
      return found;
    });
    if (!tried.some((found) => !found.length)) wrong.push(...tried[0]!);
    return;
  }
  if (schema.type !== undefined && !typesOf(schema).includes(jsonType(value))) {
    wrong.push(`${given} (${jsonType(value)}); it must be ${typesOf(schema).filter((t) => t !== 'integer' || !typesOf(schema).includes('number')).join(' or ')}`);
    return;
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) wrong.push(`${given}; it must be one of ${schema.enum.map(String).join(', ')}`);
  if (typeof value === 'string' && typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) wrong.push(`${given}; it must match ${schema.pattern}`);
  if (typeof value === 'string' && schema.format === 'date-time' && !DATE_TIME.test(value)) wrong.push(`${given}; it must be a date-time`);
  if (Array.isArray(value) && isSchema(schema.items)) value.forEach((item, i) => check(schema.items as Schema, item, `${path}[${i}]`, wrong));
  if (!isPlainObject(value)) return;
  const properties = isSchema(schema.properties) ? (schema.properties as Record<string, Schema>) : {};
  const inside = path ? `${path}: ` : '';
  const extra = Object.keys(value).filter((name) => !(name in properties));
  if (extra.length && schema.additionalProperties === false) {
    const names = Object.keys(properties);
    wrong.push(`${inside}${extra.map((name) => `"${name}"`).join(', ')} ${extra.length > 1 ? 'are not properties' : 'is not a property'} of the schema given (it has: ${names.join(', ') || 'none'})`);
  } else if (isSchema(schema.additionalProperties)) for (const name of extra) check(schema.additionalProperties, value[name], `${path ? `${path}.` : ''}${name}`, wrong);
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  for (const name of required.filter((name) => !(name in value))) wrong.push(`${inside}"${name}" is missing: a strict model writes every property (null where its schema takes null)`);
  for (const [name, property] of Object.entries(properties)) if (name in value) check(property, value[name], `${path ? `${path}.` : ''}${name}`, wrong);
}

function isSchema(value: unknown): value is Schema {
  return isPlainObject(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
