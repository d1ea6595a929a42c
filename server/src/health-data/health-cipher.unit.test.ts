import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from './health-cipher';
import { parseHealthKey } from './health-key';

describe('health cipher', () => {
  const key = crypto.randomBytes(32);
  it('opens what it sealed, and the sealed text holds nothing of the plain text', () => {
    const sealed = seal(key, '{"pregnant":true}', 'client-1');
    expect(sealed).not.toContain('pregnant');
    expect(sealed).not.toBe(seal(key, '{"pregnant":true}', 'client-1'));
    expect(open(key, sealed, 'client-1')).toBe('{"pregnant":true}');
  });

  it('refuses another key, another client, or a changed byte', () => {
    const sealed = seal(key, 'answers', 'client-1');
    expect(() => open(crypto.randomBytes(32), sealed, 'client-1')).toThrow();
    expect(() => open(key, sealed, 'client-2')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() =>
      open(key, [...parts.slice(0, 3), body.toString('base64url')].join('.'), 'client-1'),
    ).toThrow();
  });
});

describe('parseHealthKey', () => {
  it('takes 32 bytes as hex or base64 and names anything else', () => {
    const bytes = crypto.randomBytes(32);
    expect(parseHealthKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseHealthKey(bytes.toString('base64'))).toEqual(bytes);
    expect(parseHealthKey(bytes.toString('base64url'))).toEqual(bytes);
    expect(parseHealthKey('too-short')).toMatch(/32 random bytes/);
    expect(parseHealthKey(crypto.randomBytes(16).toString('hex'))).toMatch(/32 random bytes/);
  });
});
