import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, findInputProblem, findUnstorableText, storableCopy, storableText, tooDeepMessage, unstorableTextMessage } from './storable-text.js';

/** `depth` arrays inside each other, the innermost holding `inner`. */
function nested(depth: number, inner: unknown = 1): unknown {
  let value: unknown = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe('findUnstorableText', () => {
  it('finds the first NUL anywhere in a value, by path', () => {
    expect(findUnstorableText({ name: 'ok', list: [{ a: 'x' }, { a: 'y\u0000' }] })).toBe('list.1.a');
    expect(findUnstorableText(['a', 'b\u0000'])).toBe('1');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ 'k\u0000': 1 })).toBe('k\u0000');
  });

  it('finds a lone surrogate, high or low, in values and keys (jsonb refuses one; text would keep U+FFFD instead)', () => {
    expect(findUnstorableText({ message: 'hi \uD800' })).toBe('message');
    expect(findUnstorableText({ message: '\uDFFFhi' })).toBe('message');
    expect(findUnstorableText({ message: 'ab\uDC00\uD800cd' })).toBe('message');
    expect(findUnstorableText({ ['\uD83D']: 'x' })).toBe('\uD83D');
  });

  it('passes everything PostgreSQL stores, other control characters and emoji (surrogate pairs) included', () => {
    expect(findUnstorableText({ a: 'tab\there', b: 'line\nbreak', c: '☕ café', d: 3, e: null, f: true, g: ['\u0001'], h: '😀\uD83D\uDE00' })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });

  it('reports the first problem in document order, a key before a later value', () => {
    expect(findUnstorableText({ a: 'x\u0000', ['b\u0000']: 1 })).toBe('a');
    expect(findUnstorableText({ a: { ['k\u0000']: 'y\u0000' } })).toBe('a.k\u0000');
  });

  it('walks a value nested 100,000 deep without overflowing the stack', () => {
    expect(findUnstorableText(nested(100_000))).toBeNull();
    expect(findUnstorableText(nested(100_000, '\u0000'))).toBe(Array.from({ length: 100_000 }, () => '0').join('.'));
  });
});

describe('findInputProblem', () => {
  it(`allows ${MAX_INPUT_DEPTH} levels of objects and arrays, and names the first one past them`, () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    const field = Array.from({ length: MAX_INPUT_DEPTH }, () => '0').join('.');
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))).toEqual({ field, reason: 'too_deep', message: tooDeepMessage(field) });
    expect(findInputProblem(nested(100_000))?.reason).toBe('too_deep');
    expect(findInputProblem({ a: { b: { c: 1 } } }, 2)).toEqual({ field: 'a.b', reason: 'too_deep', message: tooDeepMessage('a.b') });
  });

  it('names text that cannot be stored with its message', () => {
    expect(findInputProblem({ habits: [{ name: 'Run\uD800' }] })).toEqual({ field: 'habits.0.name', reason: 'unstorable', message: unstorableTextMessage('habits.0.name') });
    expect(unstorableTextMessage('')).toMatch(/^The request contains/);
  });
});

describe('storableText and storableCopy (text from a provider, mended rather than refused)', () => {
  it('drops NUL and replaces a lone surrogate, keeping pairs and every other character', () => {
    expect(storableText('ok \uD83D\uDE00 emoji')).toBe('ok \uD83D\uDE00 emoji');
    expect(storableText('a\uD800b\uDC00c\u0000d')).toBe('a\uFFFDb\uFFFDcd');
    expect(storableText('\uDBFF\uDBFF\uDFFF')).toBe('\uFFFD\uDBFF\uDFFF');
  });

  it('mends every string of a value, keys too, and leaves the rest (dates, numbers) as they are', () => {
    const at = new Date(0);
    const mended = storableCopy({ messages: [{ content: 'x\uD800', args: { ['k\u0000']: ['y\uDC00', 3, null, true] } }], at });
    expect(mended).toEqual({ messages: [{ content: 'x\uFFFD', args: { k: ['y\uFFFD', 3, null, true] } }], at });
    expect(mended.at).toBe(at);
    expect(findUnstorableText(mended)).toBeNull();
  });
});
