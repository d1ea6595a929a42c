import { describe, expect, it } from 'vitest';
import { decodeUtf8, hasLoneSurrogate, jsonDepthExceeds, MAX_JSON_DEPTH } from './json-text';

describe('checks on JSON request text', () => {
  it('counts nesting outside strings only', () => {
    const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    expect(jsonDepthExceeds(deep(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(deep(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds(`{"note":"${'['.repeat(100)}"}`)).toBe(false);
    expect(jsonDepthExceeds(`{"note":"a \\" ${'['.repeat(100)}"}`)).toBe(false);
    expect(jsonDepthExceeds(`[${'[]'.repeat(1000)}]`)).toBe(false);
  });

  it('finds a lone surrogate in any string or key, and lets a well-formed pair through', () => {
    expect(hasLoneSurrogate({ a: ['ok', { b: 'x\ud800' }] })).toBe(true);
    expect(hasLoneSurrogate({ 'key\udc00': 1 })).toBe(true);
    expect(hasLoneSurrogate({ a: 'emoji \ud83d\ude0a', b: [1, null, true] })).toBe(false);
    expect(hasLoneSurrogate('\ude0a\ud83d')).toBe(true);
  });

  it('decodes UTF-8 and refuses bytes that are not', () => {
    expect(decodeUtf8(Buffer.from('Peña', 'utf8'))).toBe('Peña');
    expect(decodeUtf8(Buffer.from([0x7b, 0xff, 0x7d]))).toBeUndefined();
    expect(decodeUtf8(Buffer.from([0xed, 0xa0, 0x80]))).toBeUndefined();
  });
});
