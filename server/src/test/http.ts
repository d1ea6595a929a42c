/** A small JSON client for API tests: every call goes over real HTTP to the real app. */

// biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on their shape.
type Loose = any;

export interface Reply<T = Loose> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string | undefined;
  headers?: Record<string, string>;
}

export function client(baseUrl: string) {
  async function call<T = Loose>(method: string, path: string, body?: unknown, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: the test sees the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers } satisfies Reply<T>;
  }
  return {
    get: <T = Loose>(path: string, options?: CallOptions) => call<T>('GET', path, undefined, options),
    post: <T = Loose>(path: string, body?: unknown, options?: CallOptions) =>
      call<T>('POST', path, body, options),
    patch: <T = Loose>(path: string, body?: unknown, options?: CallOptions) =>
      call<T>('PATCH', path, body, options),
    delete: <T = Loose>(path: string, body?: unknown, options?: CallOptions) =>
      call<T>('DELETE', path, body, options),
  };
}

export type Client = ReturnType<typeof client>;
