import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './idempotency';

describe('canonical JSON of a request body', () => {
  it('sorts object keys at every level and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 'x', c: null }, true], e: undefined })).toBe(
      '{"a":[{"c":null,"d":"x"},true],"b":1}',
    );
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson({})).toBe('{}');
    expect(canonicalJson([undefined, 'q"uote'])).toBe('[null,"q\\"uote"]');
  });

  it('hashes the same request with its keys in another order to the same value', () => {
    expect(requestHash({ x: { b: 2, a: 1 }, y: [1, 2] })).toBe(requestHash({ y: [1, 2], x: { a: 1, b: 2 } }));
    expect(requestHash({ y: [2, 1] })).not.toBe(requestHash({ y: [1, 2] }));
  });

  it('writes exactly what the recursive form wrote, so keys stored before still match', () => {
    const recursive = (value: unknown): string => {
      if (Array.isArray(value)) return `[${value.map(recursive).join(',')}]`;
      if (value && typeof value === 'object') {
        const entries = Object.entries(value as Record<string, unknown>)
          .filter(([, item]) => item !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${recursive(item)}`).join(',')}}`;
      }
      return JSON.stringify(value) ?? 'null';
    };
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect(canonicalJson(value)).toBe(recursive(value));
      }),
      { numRuns: 500 },
    );
  });

  it('hashes 100,000 levels of nesting without exhausting the stack', () => {
    let value: unknown = 'core';
    for (let level = 0; level < 100_000; level += 1) value = level % 2 === 0 ? [value] : { inner: value };
    const text = canonicalJson(value);
    expect(text.length).toBeGreaterThan(400_000);
    expect(text).toContain('"core"');
  });
});
