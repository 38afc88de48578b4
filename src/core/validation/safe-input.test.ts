import { describe, expect, it } from 'vitest';
import { findUnsafeInput, MAX_INPUT_DEPTH } from './safe-input';

function nested(depth: number): unknown {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

describe('findUnsafeInput', () => {
  it.each<[string, unknown, { path: string; reason: RegExp } | null]>([
    ['plain values', { a: 'x', b: [1, true, null, { c: 'é😀' }] }, null],
    ['a NUL in a nested string', { a: [{ b: 'x\u0000y' }] }, { path: 'body.a.0.b', reason: /NUL/ }],
    ['a lone high surrogate', { name: 'a\uD800' }, { path: 'body.name', reason: /surrogate/ }],
    ['a lone low surrogate', ['\uDC00'], { path: 'body.0', reason: /surrogate/ }],
    ['a NUL in a key', { 'k\u0000': 1 }, { path: 'body.k\u0000', reason: /key that .*NUL/ }],
    [
      '__proto__',
      JSON.parse('{"a":{"__proto__":{"x":1}}}'),
      { path: 'body.a.__proto__', reason: /reserved/ },
    ],
    [
      'constructor.prototype',
      { constructor: { prototype: {} } },
      { path: 'body.constructor', reason: /reserved/ },
    ],
    ['a plain "constructor" value', { constructor: 'fine' }, null],
    ['the deepest allowed nesting', nested(MAX_INPUT_DEPTH), null],
    [
      'one level too deep',
      nested(MAX_INPUT_DEPTH + 1),
      { path: expect.any(String) as unknown as string, reason: /nested more than 32/ },
    ],
  ])('%s', (_label, value, expected) => {
    const found = findUnsafeInput(value, 'body');
    if (expected === null) expect(found).toBeNull();
    else {
      expect(found?.path).toEqual(expected.path);
      expect(found?.reason).toMatch(expected.reason);
    }
  });

  it('walks 5,000 levels without overflowing the stack', () => {
    expect(findUnsafeInput(nested(5000), 'body')?.reason).toMatch(/nested/);
  });

  it('names the first problem in document order', () => {
    expect(findUnsafeInput({ a: 'ok', b: '\u0000', c: '\uD800' }, 'query')?.path).toBe('query.b');
  });
});
