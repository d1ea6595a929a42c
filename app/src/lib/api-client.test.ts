// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  buildUrl,
  NON_JSON_MESSAGE,
  onUnauthorized,
  parseRetryAfter,
} from './api-client';
import { endSession, saveSession } from './session';

function reply(
  body: string,
  status = 200,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
) {
  return vi.fn(async () => new Response(body, { status, headers }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('calls /api with JSON and resolves with the parsed body', async () => {
    const fetch = reply('{"data":[1,2]}');
    vi.stubGlobal('fetch', fetch);
    await expect(
      apiRequest('/bookings', { method: 'PATCH', body: { a: 1 }, query: { page: 2, q: '' } }),
    ).resolves.toEqual({
      data: [1, 2],
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/bookings?page=2',
      expect.objectContaining({
        method: 'PATCH',
        body: '{"a":1}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json', Accept: 'application/json' }),
      }),
    );
  });

  it('takes the error text from msg, then message, then the caller’s fallback', async () => {
    vi.stubGlobal('fetch', reply('{"msg":"From msg","message":"From message"}', 400));
    expect((await failure(apiRequest('/x', { fallbackMessage: 'Fallback' }))).message).toBe('From msg');
    vi.stubGlobal('fetch', reply('{"message":"From message"}', 403));
    expect((await failure(apiRequest('/x', { fallbackMessage: 'Fallback' }))).message).toBe('From message');
    vi.stubGlobal('fetch', reply('', 500, {}));
    const fallback = await failure(apiRequest('/x', { fallbackMessage: 'Fallback' }));
    expect(fallback.message).toBe('Fallback');
    expect(fallback.status).toBe(500);
    expect(fallback.kind).toBe('http');
  });

  it('carries the status and Retry-After of a 429', async () => {
    vi.stubGlobal(
      'fetch',
      reply('{"msg":"Too many attempts. Try again later."}', 429, {
        'Content-Type': 'application/json',
        'Retry-After': '42',
      }),
    );
    const error = await failure(apiRequest('/auth/login', { method: 'POST', body: {} }));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(42);
  });

  it('refuses a successful reply that is not JSON', async () => {
    vi.stubGlobal('fetch', reply('<html></html>', 200, { 'Content-Type': 'text/html' }));
    const error = await failure(apiRequest('/bookings/1/note'));
    expect(error.kind).toBe('non-json');
    expect(error.message).toBe(NON_JSON_MESSAGE);
  });

  it('reports a request that never arrived as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(apiRequest('/bookings'));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
  });

  it('tells listeners when a request sent with a token is refused with 401, and only then', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    vi.stubGlobal('fetch', reply('{"msg":"Authentication required"}', 401));

    await failure(apiRequest('/auth/login', { method: 'POST', body: {} }));
    expect(listener).not.toHaveBeenCalled();

    saveSession('expired-token', { role: 'staff' });
    await failure(apiRequest('/bookings', { auth: true }));
    expect(listener).toHaveBeenCalledOnce();
    expect(vi.mocked(fetch).mock.calls.at(-1)?.[1]?.headers).toMatchObject({
      Authorization: 'Bearer expired-token',
    });
    stop();
    endSession('signed-out');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});

describe('buildUrl', () => {
  it('leaves out empty parameters and encodes the rest', () => {
    expect(buildUrl('/bookings', { search: 'Ana & Co', status: undefined, page: 1 })).toBe(
      '/api/bookings?search=Ana+%26+Co&page=1',
    );
  });
});
