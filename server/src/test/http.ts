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
    const send = () =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
    // A kept-alive connection the server closed as it was reused surfaces as a reset; a read may
    // simply be sent again (a write may not: a retry could hide a double booking).
    const response = await send().catch((error: unknown) => {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (method === 'GET' && (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET')) return send();
      throw error;
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
    put: <T = Loose>(path: string, body?: unknown, options?: CallOptions) =>
      call<T>('PUT', path, body, options),
  };
}

export type Client = ReturnType<typeof client>;
