import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './storable-text.js';

describe('findUnstorableText', () => {
  it('finds the first NUL anywhere in a value, by path', () => {
    expect(findUnstorableText({ name: 'ok', list: [{ a: 'x' }, { a: 'y\u0000' }] })).toBe('list.1.a');
    expect(findUnstorableText(['a', 'b\u0000'])).toBe('1');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ 'k\u0000': 1 })).toBe('k\u0000');
  });

  it('passes everything PostgreSQL stores, other control characters and emoji included', () => {
    expect(findUnstorableText({ a: 'tab\there', b: 'line\nbreak', c: '☕ café', d: 3, e: null, f: true, g: ['\u0001'] })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });
});
