import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
