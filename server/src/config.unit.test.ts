import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:8080');
    // Public pages are then named by the address each request came to (http/public-origin.ts).
    expect(config.publicOrigin).toBeUndefined();
  });

  it('names the public pages by PUBLIC_URL when it is set, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://clinic.example/' }).publicOrigin).toBe('https://clinic.example');
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db/x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db/x', SMTP_URL: 'http://mail' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must start with postgres://');
      expect(message).toContain('SMTP_URL: must start with smtp://');
    }
  });

  it('.env.example lists every variable with a comment, and its values start a server (issue 30 item 12)', () => {
    const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../.env.example'), 'utf8');
    const lines = text.split('\n');
    const listed = new Map<string, string>();
    lines.forEach((line, index) => {
      const match = /^#? ?([A-Z][A-Z0-9_]+)=(.*)$/.exec(line);
      if (match && CONFIG_VARIABLES.includes(match[1] as string)) {
        expect(lines[index - 1], `a comment above ${match[1]}`).toMatch(/^#|^[A-Z]/);
        if (!line.startsWith('#')) listed.set(match[1] as string, match[2] as string);
      } else if (match) listed.set(match[1] as string, match[2] as string);
    });
    const named = new Set([...text.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(CONFIG_VARIABLES.filter((name) => !named.has(name))).toEqual([]);
    expect([...named].filter((name) => !CONFIG_VARIABLES.includes(name as string))).toEqual([]);
    expect(() => loadConfig({ ...Object.fromEntries(listed), JWT_SECRET: 'x'.repeat(40) })).not.toThrow();
  });

  it('stops on a DATABASE_URL it cannot read, without repeating its password (issue 30 item 10)', () => {
    const bad = 'postgres://tbl:secret-pw@127.0.0.1:port/tbl';
    expect(() => loadConfig({ DATABASE_URL: bad })).toThrow(
      /^Invalid configuration:\n {2}DATABASE_URL: must be a URL like postgres:\/\/user:password@host:5432\/name$/,
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://tbl:pw@db:5432/tbl' }).databaseUrl).toContain('@db:5432');
  });

  it('sends reads to DATABASE_READ_URL only beside DATABASE_URL, never repeating its password (issue 30 item 4)', () => {
    const primary = 'postgres://tbl:pw@db:5432/tbl';
    const replica = 'postgres://tbl:replica-pw@replica:5432/tbl';
    expect(loadConfig({ DATABASE_URL: primary }).readReplica).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica }).readReplica).toEqual({
      url: replica,
      maxLagMs: 10_000,
    });
    expect(
      loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica, DATABASE_READ_MAX_LAG_SECONDS: '2.5' })
        .readReplica?.maxLagMs,
    ).toBe(2500);
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow(
      /^Invalid configuration:\n {2}DATABASE_READ_URL: is only used with DATABASE_URL \(PostgreSQL\): the embedded database has no replicas; set DATABASE_URL, or unset DATABASE_READ_URL$/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgres://tbl:replica-pw@replica:port/tbl' }),
    ).toThrow(
      /^Invalid configuration:\n {2}DATABASE_READ_URL: must be a URL like postgres:\/\/user:password@host:5432\/name$/,
    );
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://replica/tbl' })).toThrow(
      /DATABASE_READ_URL: must start with postgres:\/\//,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica, DATABASE_READ_MAX_LAG_SECONDS: '0' }),
    ).toThrow(/DATABASE_READ_MAX_LAG_SECONDS: must be between 1 and 300 seconds/);
  });

  it('takes a HEALTH_DATA_KEY of 32 bytes and stops naming any other', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ HEALTH_DATA_KEY: hex }).healthDataKey).toBe(hex);
    expect(loadConfig({}).healthDataKey).toBeUndefined();
    expect(() => loadConfig({ HEALTH_DATA_KEY: 'secret' })).toThrow(
      /HEALTH_DATA_KEY: must be 32 random bytes/,
    );
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toHaveLength(40);
  });

  it('treats empty variables as unset and lowercases the admin e-mail', () => {
    const config = loadConfig({ DATABASE_URL: '', ADMIN_EMAIL: 'Owner@TBL-Clinic.ph' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminEmail).toBe('owner@tbl-clinic.ph');
  });

  it('trusts proxy headers only when TRUST_PROXY gives a hop count, whatever NODE_ENV says', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10' }).trustProxyHops).toBe(10);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxyHops).toBe(0);
    for (const bad of ['true', '11', '-1', '1.5']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be the number of proxies/);
    }
  });
});

describe('SMS configuration', () => {
  it('writes texts to files when nothing is set', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'files', senderName: undefined });
  });

  it('sends through Semaphore at its public API with a key and a sender name', () => {
    expect(
      loadConfig({ SMS_PROVIDER: 'semaphore', SEMAPHORE_API_KEY: 'k3y', SMS_SENDER: 'TBLClinic' }).sms,
    ).toEqual({
      provider: 'semaphore',
      apiKey: 'k3y',
      senderName: 'TBLClinic',
      semaphoreUrl: 'https://api.semaphore.co/api/v4',
    });
  });

  it('stops the server when SMS_PROVIDER=semaphore has no key, saying where to get one', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'semaphore' })).toThrow(
      /SEMAPHORE_API_KEY: is required when SMS_PROVIDER=semaphore \(your key from semaphore\.co/,
    );
  });

  it('refuses an unknown provider and a sender name Semaphore would not take', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER: must be semaphore/);
    expect(() => loadConfig({ SMS_SENDER: 'TBL Aesthetics Clinic' })).toThrow(/SMS_SENDER: must be up to 11/);
  });
});

describe('PayMongo (issue 28 item 2)', () => {
  it('is off without keys, and on at its public API with both', () => {
    expect(loadConfig({}).paymongo).toBeUndefined();
    expect(
      loadConfig({ PAYMONGO_SECRET_KEY: 'sk_test_abc123', PAYMONGO_WEBHOOK_SECRET: 'whsk_def456' }).paymongo,
    ).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsk_def456',
      url: 'https://api.paymongo.com/v1',
    });
  });

  it('stops the server with one key and not the other, or a key that is not a secret key', () => {
    expect(() => loadConfig({ PAYMONGO_SECRET_KEY: 'sk_live_abc123' })).toThrow(
      /PAYMONGO_WEBHOOK_SECRET: is required with the other PayMongo key/,
    );
    expect(() => loadConfig({ PAYMONGO_WEBHOOK_SECRET: 'whsk_def456' })).toThrow(
      /PAYMONGO_SECRET_KEY: is required with the other PayMongo key/,
    );
    expect(() =>
      loadConfig({ PAYMONGO_SECRET_KEY: 'pk_test_abc123', PAYMONGO_WEBHOOK_SECRET: 'whsk_def456' }),
    ).toThrow(/PAYMONGO_SECRET_KEY: must be a PayMongo secret key/);
  });
});
