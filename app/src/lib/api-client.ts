import { getToken } from './session';

const API_BASE = '/api';

/** What went wrong: the server answered with an error, the reply was not JSON, or nothing came back. */
export type ApiErrorKind = 'http' | 'non-json' | 'network';

export const NON_JSON_MESSAGE = 'Server returned non-JSON response';
export const NETWORK_MESSAGE = 'Network error. Please try again.';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    /** Seconds from `Retry-After`, when the server sent one. */
    readonly retryAfterSeconds: number | null = null,
    /** The parsed error body, for callers that need more than the message. */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the request never reached the server: offline, DNS, a dropped connection. */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Sends the signed-in user's bearer token; a 401 then means the session has ended. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Shown when the server gives no message of its own. */
  fallbackMessage?: string;
}

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when an authenticated request is refused with 401 (an expired or revoked token). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** `Retry-After` holds either seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** The server's words for an error: `msg` first, then `message` (SPEC section 7 uses both). */
export function messageFromBody(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const { msg, message } = body as { msg?: unknown; message?: unknown };
  if (typeof msg === 'string' && msg.trim()) return msg;
  if (typeof message === 'string' && message.trim()) return message;
  return null;
}

export function buildUrl(path: string, query: ApiRequest['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function isJson(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /[/+]json\b/i.test(type);
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  if (response.status === 204) return { ok: true, value: null };
  const text = await response.text();
  if (!isJson(response) && text.trim() !== '') return { ok: false };
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** One JSON call to the API. Resolves with the parsed body; rejects with an `ApiError`. */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiExchange<T>(path, request)).body;
}

/** As `apiRequest`, with the response too, for callers that read its headers. */
export async function apiExchange<T>(
  path: string,
  request: ApiRequest = {},
): Promise<{ body: T; response: Response }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  const token = request.auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError(NETWORK_MESSAGE, 'network', 0);
  }

  const parsed = await readJson(response).catch(() => ({ ok: false }) as const);
  if (response.ok) {
    if (!parsed.ok) throw new ApiError(NON_JSON_MESSAGE, 'non-json', response.status);
    return { body: parsed.value as T, response };
  }

  const body = parsed.ok ? parsed.value : null;
  const error = new ApiError(
    messageFromBody(body) ?? request.fallbackMessage ?? `Request failed (${response.status})`,
    'http',
    response.status,
    parseRetryAfter(response.headers.get('retry-after')),
    body,
  );
  if (response.status === 401 && token) {
    for (const listener of unauthorizedListeners) listener(error);
  }
  throw error;
}
