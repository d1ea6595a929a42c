import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { clientBucket } from './client-address';
import { recipientKey } from './public-write-guard';
import { parseWindowLimit } from './window-limit';

describe('PUBLIC_WRITE_LIMIT', () => {
  it('defaults to 10 writes in 10 minutes, also when set empty', () => {
    expect(loadConfig({}).publicWriteLimit).toEqual({ count: 10, windowSeconds: 600 });
    expect(loadConfig({ PUBLIC_WRITE_LIMIT: '' }).publicWriteLimit).toEqual({
      count: 10,
      windowSeconds: 600,
    });
  });

  it('reads counts over seconds, minutes, hours and a day, and off', () => {
    expect(parseWindowLimit('3/30s')).toEqual({ count: 3, windowSeconds: 30 });
    expect(parseWindowLimit(' 20/1H ')).toEqual({ count: 20, windowSeconds: 3600 });
    expect(parseWindowLimit('100/1d')).toEqual({ count: 100, windowSeconds: 86_400 });
    expect(parseWindowLimit('OFF')).toBeUndefined();
    expect(loadConfig({ PUBLIC_WRITE_LIMIT: 'off' }).publicWriteLimit).toBeUndefined();
  });

  it('stops the server with a message on a value it cannot read', () => {
    for (const bad of ['10', '10/10', 'ten/10m', '0/10m', '10/0m', '10/2d', '-1/10m']) {
      expect(() => loadConfig({ PUBLIC_WRITE_LIMIT: bad }), bad).toThrow(/PUBLIC_WRITE_LIMIT/);
    }
  });
});

describe('who a limit counts', () => {
  it('counts an IPv4 client by its address, IPv4-mapped IPv6 included', () => {
    expect(clientBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(clientBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    expect(clientBucket('2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64');
    expect(clientBucket('2001:0db8:00aa:00bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(clientBucket('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientBucket('::1')).toBe('0:0:0:0::/64');
  });

  it('counts a recipient by the mailbox: case and +tags do not make another one', () => {
    expect(recipientKey(' Ana.Santos+promo@Example.COM ')).toBe('ana.santos@example.com');
    expect(recipientKey('"odd@local"@example.com')).toBe('"odd@local"@example.com');
  });
});
