import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * Issue 30 item 11: one line per request with the client's address and a request id, the id echoed
 * in `X-Request-Id` (a sane incoming one kept, so a proxy's id follows the request), as text or as
 * JSON (`LOG_FORMAT=json`), secrets still redacted.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function serverLogging(format: 'text' | 'json') {
  const lines: string[] = [];
  const started = startTestServer(
    { LOG_REQUESTS: 'true', LOG_FORMAT: format },
    { logger: createLogger((line) => lines.push(line), format) },
  );
  return { lines, started };
}

let text: { lines: string[]; server: TestServer };
let json: { lines: string[]; server: TestServer };

beforeAll(async () => {
  const t = serverLogging('text');
  const j = serverLogging('json');
  text = { lines: t.lines, server: await t.started };
  json = { lines: j.lines, server: await j.started };
});

afterAll(async () => {
  await text.server.close();
  await json.server.close();
});

const lastLine = (lines: string[], part: string) => lines.filter((line) => line.includes(part)).at(-1) ?? '';

describe('the request log', () => {
  it('gives every answer a request id, keeping a sane incoming one', async () => {
    const fresh = await fetch(`${text.server.url}/api/health`);
    expect(fresh.headers.get('x-request-id')).toMatch(UUID);
    const kept = await fetch(`${text.server.url}/api/health`, {
      headers: { 'X-Request-Id': 'lb-7f3a.91:2' },
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.91:2');
    for (const insane of ['two words', 'x'.repeat(129), '<script>', '']) {
      const replaced = await fetch(`${text.server.url}/api/health`, { headers: { 'X-Request-Id': insane } });
      expect(replaced.headers.get('x-request-id'), insane).toMatch(UUID);
    }
    // An error answer carries it too.
    const missing = await fetch(`${text.server.url}/api/bookings/not-a-booking`, {
      headers: { 'X-Request-Id': 'trace-404' },
    });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.headers.get('x-request-id')).toBe('trace-404');
  });

  it('logs one text line with the method, path, status, time, client address and request id', async () => {
    await fetch(`${text.server.url}/api/health`, { headers: { 'X-Request-Id': 'text-line-1' } });
    const line = lastLine(text.lines, 'text-line-1');
    expect(line).toMatch(/^\S+Z INFO GET \/api\/health 200 \d+\.\dms 127\.0\.0\.1 req=text-line-1$/);
  });

  it('logs one JSON object per line with LOG_FORMAT=json, secrets still redacted', async () => {
    await fetch(`${json.server.url}/api/health?token=query-secret-99&x=1`, {
      headers: { 'X-Request-Id': 'json-line-1' },
    });
    const token = `${'ab'.repeat(16)}~${'Q'.repeat(43)}`;
    await fetch(`${json.server.url}/api/my-booking/${token}`, { headers: { 'X-Request-Id': 'json-line-2' } });
    const first = JSON.parse(lastLine(json.lines, 'json-line-1'));
    expect(first).toEqual({
      time: expect.stringMatching(/Z$/),
      level: 'info',
      msg: 'GET /api/health 200',
      method: 'GET',
      path: '/api/health',
      status: 200,
      ms: expect.any(Number),
      ip: '127.0.0.1',
      requestId: 'json-line-1',
    });
    const second = JSON.parse(lastLine(json.lines, 'json-line-2'));
    expect(second.path).toBe('/api/my-booking/[redacted]');
    const all = json.lines.join('\n');
    expect(all).not.toContain(token.split('~')[1]);
    expect(all).not.toContain('query-secret-99');
    for (const line of json.lines) expect(() => JSON.parse(line), line).not.toThrow();
  });
});
