import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSecretField } from '../log-redaction';
import { createLogger } from '../logger';
import { myBookingsToken } from '../manage/my-bookings-token';
import { apiRouter } from '../routes/api-router';
import { startTestServer, TEST_SECRETS, type TestServer } from '../test/test-server';

/**
 * Every route of the API, walked from the router itself: each path parameter gets a value of its
 * own, the request goes to the real server with the request log on, and no value of a parameter
 * named like a secret (`:token`, `:code`...) may reach the log, whatever the route answered. A new
 * parameter name must be listed below as not secret, or be named like one: a link key never slips
 * into the log because nobody thought of its route.
 */
// Record ids behind staff sign-in (a proof's id opens nothing without a staff token).
const NOT_SECRET_PARAMS = new Set(['id', 'rest', 'redemptionId', 'proofId']);

const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    { LOG_REQUESTS: 'true' },
    { logger: createLogger((line) => lines.push(line)) },
  );
});

afterAll(async () => {
  await server.close();
});

interface WalkedRoute {
  method: string;
  path: string;
  secrets: string[];
}

function routesWithValues(): WalkedRoute[] {
  const walked: WalkedRoute[] = [];
  const unknown = new Set<string>();
  let n = 0;
  for (const layer of apiRouter(server.context).stack) {
    const method = layer.methods.find((m) => m !== 'HEAD');
    if (!method || typeof layer.path !== 'string') continue;
    const secrets: string[] = [];
    const path = layer.path
      .replace(/\{\*(\w+)\}/g, 'anything/else')
      .replace(/:(\w+)/g, (_, name: string) => {
        n += 1;
        if (!isSecretField(name) && !NOT_SECRET_PARAMS.has(name)) unknown.add(name);
        if (!isSecretField(name)) return `plain-${n}`;
        const value = `s3cr3t-${name}-${n}-zq`;
        secrets.push(value);
        return value;
      })
      .replace(/[{}]/g, '');
    walked.push({ method, path, secrets });
  }
  expect([...unknown], 'route parameters neither named like a secret nor listed as plain').toEqual([]);
  return walked;
}

describe('the request log over every route', () => {
  it('never holds the value of a secret path parameter, nor a real my-bookings link', async () => {
    const walked = routesWithValues();
    const key = TEST_SECRETS.manageLinkSecret as string;
    const link = myBookingsToken(key, 'ana.santos@example.com', new Date());
    walked.push(
      { method: 'GET', path: `/api/my-bookings/${link}`, secrets: [link] },
      {
        method: 'GET',
        path: `/api/my-bookings/${encodeURIComponent(link).replace(/~/g, '%7E')}`,
        secrets: [link],
      },
      { method: 'GET', path: `/my-bookings/${link}`, secrets: [link] },
    );
    for (const route of walked) {
      const reply = await fetch(`${server.url}${route.path}`, {
        method: route.method,
        headers: { 'content-type': 'application/json' },
        body: route.method === 'GET' ? undefined : '{}',
      });
      await reply.arrayBuffer();
    }
    const log = lines.join('\n');
    const secretRoutes = walked.filter((route) => route.secrets.length > 0);
    expect(secretRoutes.length).toBeGreaterThan(10);
    for (const route of secretRoutes) {
      for (const secret of route.secrets) {
        expect(log, `${route.method} ${route.path}`).not.toContain(secret);
        // Neither whole nor in part: the e-mail inside a my-bookings link is base64url, not hidden.
        for (const part of secret.split('~')) expect(log).not.toContain(part);
      }
    }
    const logged = log.split('\n').filter((line) => line.includes('[redacted]'));
    expect(logged.length).toBeGreaterThanOrEqual(secretRoutes.length);
    console.log(
      `route log redaction: ${walked.length} requests over ${walked.length - 3} routes, ` +
        `${secretRoutes.length} with a secret, ${logged.length} lines redacted`,
    );
  });
});
