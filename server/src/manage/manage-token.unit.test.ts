import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { manageToken, manageUrl, readManageToken } from './manage-token';

const key = 'a-manage-link-secret-of-more-than-32-characters';
const booking = crypto.randomUUID();

describe('the manage-booking token', () => {
  it('reads back the booking it was made for, and is the same every time', () => {
    const token = manageToken(key, booking);
    expect(token).toMatch(/^[0-9a-f]{32}~[A-Za-z0-9_-]{43}$/);
    expect(manageToken(key, booking)).toBe(token);
    expect(readManageToken(key, token)).toBe(booking);
    expect(manageUrl('https://tbl.example', key, booking)).toBe(`https://tbl.example/my-booking/${token}`);
  });

  it("refuses another booking's MAC, another key, and every malformed token", () => {
    const other = crypto.randomUUID();
    const [, otherMac] = manageToken(key, other).split('~');
    const [ownId, ownMac] = manageToken(key, booking).split('~');
    expect(readManageToken(key, `${ownId}.${otherMac}`)).toBeNull();
    expect(readManageToken('another-secret-of-more-than-32-characters!', `${ownId}.${ownMac}`)).toBeNull();
    for (const bad of [
      '',
      '.',
      ownId ?? '',
      `${ownId}.`,
      `${ownId}.${ownMac}x`,
      `${ownId?.toUpperCase()}.${ownMac}`,
      `${ownId}.${'A'.repeat(43)}`,
      `x${ownId}.${ownMac}`,
    ]) {
      expect(readManageToken(key, bad), bad).toBeNull();
    }
  });

  it('changes beyond recognition when one bit of the id changes', () => {
    const token = manageToken(key, booking);
    const flipped = `${token[0] === '0' ? '1' : '0'}${token.slice(1)}`;
    expect(readManageToken(key, flipped)).toBeNull();
  });
});
