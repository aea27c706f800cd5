import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COACH_FUNCTION_LIST, isValidDate } from '@stride/domain';
import { DATE_PATTERN, fromModelArgs, modelArgsOf, modelToolSchema, strictSchemaViolations } from './tool-schemas.js';

type Schema = Record<string, unknown>;

/** A value every pattern the coach's schemas use accepts; a new pattern fails the round trip until it has one. */
const PATTERN_SAMPLES = ['2026-03-02', '07:30'];

/**
 * What a strict model sends for `schema`: every property, null for the optional ones when
 * `optional` is 'null', otherwise a value of the non-null branch.
 */
function sample(schema: Schema, optional: 'null' | 'value'): unknown {
  if (Array.isArray(schema.anyOf)) {
    const branches = schema.anyOf as Schema[];
    if (optional === 'null' && branches.some((branch) => branch.type === 'null')) return null;
    return sample(branches.find((branch) => branch.type !== 'null')!, optional);
  }
  switch (schema.type) {
    case 'string': {
      if (Array.isArray(schema.enum)) return schema.enum[0];
      if (typeof schema.pattern !== 'string') return 'Gym';
      const pattern = new RegExp(schema.pattern);
      const value = PATTERN_SAMPLES.find((text) => pattern.test(text));
      if (value === undefined) throw new Error(`No sample for the pattern ${schema.pattern}`);
      return value;
    }
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items as Schema, optional)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties as Record<string, Schema>).map(([name, property]) => [name, sample(property, optional)]));
    default:
      throw new Error(`No sample for ${JSON.stringify(schema)}`);
  }
}

/** A closed object of one string: the base every bad schema below changes one thing of. */
const valid = (): Schema => ({ type: 'object', properties: { name: { type: 'string' } }, required: ['name'], additionalProperties: false });
const withName = (name: Schema): Schema => ({ ...valid(), properties: { name } });
const nested = (levels: number): Schema => (levels === 1 ? valid() : { ...valid(), properties: { inner: nested(levels - 1) }, required: ['inner'] });

describe('the coach functions as strict models take them', () => {
  it.each(COACH_FUNCTION_LIST.map((fn) => [fn.name, fn] as const))('%s: valid in every dialect, every argument listed', (_name, fn) => {
    const schema = modelToolSchema(fn.args);
    expect(strictSchemaViolations(schema)).toEqual([]);
    expect(Object.keys(schema.properties as Schema)).toEqual(Object.keys(fn.args.shape));
    expect(schema.required).toEqual(Object.keys(fn.args.shape));
  });

  it.each(COACH_FUNCTION_LIST.map((fn) => [fn.name, fn] as const))('%s: a strict model’s call with nulls for what it leaves out passes the arguments’ schema', (_name, fn) => {
    const sent = sample(modelToolSchema(fn.args), 'null');
    // Through JSON, as a provider delivers it.
    const args = fromModelArgs(JSON.parse(JSON.stringify(sent)));
    const parsed = fn.args.safeParse(args);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it.each(COACH_FUNCTION_LIST.map((fn) => [fn.name, fn] as const))('%s: with every argument given, the shapes match and only bounds said in words can be missed', (_name, fn) => {
    const parsed = fn.args.safeParse(fromModelArgs(sample(modelToolSchema(fn.args), 'value')));
    const issues = parsed.success ? [] : parsed.error.issues;
    expect(issues.filter((issue) => issue.code !== 'too_small' && issue.code !== 'too_big')).toEqual([]);
  });

  it.each(COACH_FUNCTION_LIST.map((fn) => [fn.name, fn] as const))('%s: the arguments a model is given (issue 49) are valid in every dialect, and a call of them passes the whole schema', (_name, fn) => {
    const schema = modelToolSchema(modelArgsOf(fn));
    expect(strictSchemaViolations(schema)).toEqual([]);
    expect(Object.keys(schema.properties as Schema)).toEqual([...(fn.modelFields ?? Object.keys(fn.args.shape))]);
    for (const filled of ['null', 'value'] as const) {
      const parsed = fn.args.safeParse(fromModelArgs(JSON.parse(JSON.stringify(sample(schema, filled)))));
      expect((parsed.success ? [] : parsed.error.issues).filter((issue) => issue.code !== 'too_small' && issue.code !== 'too_big')).toEqual([]);
    }
  });

  it('gives a model createHabit and updateHabit small: the schedule as words (issue 49)', () => {
    const size = (name: string) => JSON.stringify(modelToolSchema(modelArgsOf(COACH_FUNCTION_LIST.find((fn) => fn.name === name)!))).length;
    expect(size('createHabit')).toBeLessThan(2500);
    expect(size('updateHabit')).toBeLessThan(2600);
  });

  it('no argument takes null itself, so null can only mean "not given"', () => {
    const takingNull = COACH_FUNCTION_LIST.flatMap((fn) => Object.entries(fn.args.shape as Record<string, z.ZodType>).filter(([, arg]) => arg.safeParse(null).success).map(([name]) => `${fn.name}.${name}`));
    expect(takingNull).toEqual([]);
  });

  it('says dates with a pattern, times with [0-9], and the bounds in words', () => {
    const createHabit = COACH_FUNCTION_LIST.find((fn) => fn.name === 'createHabit')!;
    const { properties } = modelToolSchema(createHabit.args) as { properties: Record<string, { anyOf?: Schema[]; description?: string; type?: string }> };
    expect(properties.endDate!.anyOf![0]).toEqual({ type: 'string', pattern: DATE_PATTERN });
    expect(properties.startTime!.anyOf![0]).toEqual({ type: 'string', pattern: '^([01][0-9]|2[0-3]):([0-5][0-9])$' });
    expect(properties.name).toEqual({ type: 'string', description: '1-200 chars.' });
    expect(properties.durationMinutes!.description).toMatch(/\(default 30\)\. 5-720\.$/);
    // Issue 40: a target's quantity is 0 to 1,000,000 (0 a quit habit), and its direction is said as an enum.
    expect(JSON.stringify(properties.target)).toContain('"quantity":{"type":"number","description":"0-1000000."}');
    expect(JSON.stringify(properties.target)).toContain('"direction":{"anyOf":[{"type":"string","enum":["atLeast","atMost"]},{"type":"null"}]}');
    expect(properties.reminders!.description).toMatch(/Max 6 items\.$/);
  });

  it('gives a function without arguments the empty closed object', () => {
    const deleteVision = COACH_FUNCTION_LIST.find((fn) => fn.name === 'deleteVision')!;
    expect(modelToolSchema(deleteVision.args)).toEqual({ type: 'object', properties: {}, required: [], additionalProperties: false });
  });
});

describe('modelToolSchema of any zod arguments', () => {
  const args = z
    .object({
      day: z.string().refine(isValidDate).optional(),
      count: z.string().transform(Number).describe('How many'),
      at: z.string().regex(/^\d\d:\d\d$/),
      code: z.string().regex(/\w+-\d+/),
      tags: z.array(z.string().min(2)).max(3).default([]),
      level: z.number().gt(0).lt(10),
      kind: z.literal('plain'),
      either: z.union([z.string(), z.number()]).optional(),
      when: z.iso.date().optional(),
    })
    .strict()
    .refine((value) => value.count > 0, { message: 'Say how many.' });

  it('converts refinements, transforms, defaults, literals and unions into a strict schema', () => {
    const schema = modelToolSchema(args);
    expect(strictSchemaViolations(schema)).toEqual([]);
    const properties = schema.properties as Record<string, Schema>;
    expect(properties.day).toEqual({ anyOf: [{ type: 'string', pattern: DATE_PATTERN }, { type: 'null' }] });
    expect(properties.count).toEqual({ type: 'string', description: 'How many' });
    expect(properties.at).toEqual({ type: 'string', pattern: '^[0-9][0-9]:[0-9][0-9]$' });
    expect(properties.code).toEqual({ type: 'string', pattern: '^.*([A-Za-z0-9_]+-[0-9]+).*$' });
    expect(properties.tags).toEqual({ anyOf: [{ type: 'array', items: { type: 'string', description: 'Min 2 chars.' } }, { type: 'null' }], description: 'Max 3 items.' });
    expect(properties.level).toEqual({ type: 'number', description: 'Over 0, under 10.' });
    expect(properties.kind).toEqual({ type: 'string', enum: ['plain'] });
    expect(properties.either).toEqual({ anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }] });
    expect(properties.when).toEqual({ anyOf: [{ type: 'string', pattern: DATE_PATTERN }, { type: 'null' }] });
  });

  it('reads what a strict model sends back through the zod schema, defaults and transforms included', () => {
    const sent = { day: null, count: '3', at: '07:30', code: 'ab-12', tags: null, level: 2, kind: 'plain', either: null, when: '2026-03-02' };
    expect(args.parse(fromModelArgs(sent))).toEqual({ count: 3, at: '07:30', code: 'ab-12', tags: [], level: 2, kind: 'plain', when: '2026-03-02' });
  });
});

describe('fromModelArgs', () => {
  it('takes a null property for one not given, at any depth, and keeps nulls inside lists', () => {
    expect(fromModelArgs({ habitId: 'h1', date: null, target: { quantity: 8, unit: null }, list: [null, { a: null, b: 1 }] })).toEqual({ habitId: 'h1', target: { quantity: 8 }, list: [null, { b: 1 }] });
    expect(fromModelArgs(null)).toBeNull();
    expect(fromModelArgs('text')).toBe('text');
  });
});

describe('strictSchemaViolations', () => {
  it('finds nothing wrong with a closed object of required properties', () => {
    expect(strictSchemaViolations(valid())).toEqual([]);
    expect(strictSchemaViolations(withName({ anyOf: [{ type: 'string', pattern: DATE_PATTERN }, { type: 'null' }], description: 'A day.' }))).toEqual([]);
  });

  it.each<[string, Schema, string]>([
    ['$schema at the root', { $schema: 'https://json-schema.org/draft/2020-12/schema', ...valid() }, '$: "$schema" is not taken'],
    ['an open object', { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] }, '$: an object must be closed'],
    ['additional properties allowed', { ...valid(), additionalProperties: true }, '$: an object must be closed'],
    ['an optional property outside required', { ...valid(), properties: { name: { type: 'string' }, note: { type: 'string' } } }, '$.required: "note" is missing'],
    ['a required name that is no property', { ...valid(), required: ['name', 'other'] }, '$.required: "other" is not a property'],
    ['minLength', withName({ type: 'string', minLength: 1 }), '$.properties.name: "minLength" is not taken'],
    ['maxLength', withName({ type: 'string', maxLength: 200 }), '$.properties.name: "maxLength" is not taken'],
    ['minimum', withName({ type: 'integer', minimum: 5 }), '$.properties.name: "minimum" is not taken'],
    ['exclusiveMinimum', withName({ type: 'number', exclusiveMinimum: 0 }), '$.properties.name: "exclusiveMinimum" is not taken'],
    ['maxItems', withName({ type: 'array', items: { type: 'string' }, maxItems: 6 }), '$.properties.name: "maxItems" is not taken'],
    ['const', withName({ type: 'string', const: 'a' }), '$.properties.name: "const" is not taken'],
    ['a default', withName({ type: 'string', default: 'a' }), '$.properties.name: "default" is not taken'],
    ['a title', withName({ type: 'string', title: 'Name' }), '$.properties.name: "title" is not taken'],
    ['nullable', withName({ type: 'string', nullable: true }), '$.properties.name: "nullable" is not taken'],
    ['a list of types', withName({ type: ['string', 'null'] }), '$.properties.name.type: a list of types'],
    ['no type', withName({ description: 'Anything.' }), '$.properties.name: no type'],
    ['oneOf', withName({ oneOf: [{ type: 'string' }, { type: 'null' }] }), '$.properties.name: "oneOf" is not taken'],
    ['a reference', { ...withName({ $ref: '#/$defs/name' }), $defs: { name: { type: 'string' } } }, '"$ref" is not taken'],
    ['anyOf beside a type', withName({ type: 'string', anyOf: [{ type: 'string' }, { type: 'null' }] }), '$.properties.name: anyOf beside type'],
    ['\\d in a pattern', withName({ type: 'string', pattern: '^\\d{4}$' }), '$.properties.name.pattern: shorthand classes'],
    ['an unanchored pattern', withName({ type: 'string', pattern: '[0-9]{4}' }), '$.properties.name.pattern: must be anchored'],
    ['a lookahead', withName({ type: 'string', pattern: '^(?=a)[a-z]+$' }), '$.properties.name.pattern: lookarounds'],
    ['an anchor inside', withName({ type: 'string', pattern: '^a$|^b$' }), '$.properties.name.pattern: a ^ or $ inside'],
    ['a format not taken everywhere', withName({ type: 'string', format: 'date' }), '$.properties.name.format: "date" is not taken everywhere'],
    ['format email', withName({ type: 'string', format: 'email' }), '$.properties.name.format: "email"'],
    ['a numeric enum', withName({ type: 'string', enum: [1, 2] }), '$.properties.name.enum: Gemini takes only non-empty lists of strings'],
    ['an enum on a number', withName({ type: 'integer', enum: ['1'] }), '$.properties.name.enum: only for "type": "string"'],
    ['an array without items', withName({ type: 'array' }), '$.properties.name.items: an array needs one items schema'],
    ['an empty object inside', withName({ type: 'object', properties: {}, required: [], additionalProperties: false }), '$.properties.name.properties: an object needs at least one property'],
    ['a union at the root', { anyOf: [valid(), { type: 'null' }] }, '$: the parameters must be an object schema'],
    ['objects nested too deep', nested(6), 'objects nested 6 deep; at most 5'],
    ['too many properties', { type: 'object', properties: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`p${i}`, { type: 'boolean' }])), required: Array.from({ length: 101 }, (_, i) => `p${i}`), additionalProperties: false }, '$: 101 properties; at most 100'],
    ['too many enum values', withName({ type: 'string', enum: Array.from({ length: 501 }, (_, i) => `v${i}`) }), '$: 501 enum values; at most 500'],
  ])('finds %s', (_rule, schema, expected) => {
    const found = strictSchemaViolations(schema);
    expect(found.some((line) => line.includes(expected)), `${JSON.stringify(found)} should say ${expected}`).toBe(true);
  });

  it('takes five levels of objects', () => {
    expect(strictSchemaViolations(nested(5))).toEqual([]);
  });
});
