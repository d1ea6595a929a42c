/** What the outbox does with an answer to one attempt. */
export type AttemptOutcome =
  | { kind: 'delivered'; status: number; body: unknown }
  | { kind: 'rejected'; status: number; body: unknown; message: string }
  | { kind: 'conflict'; status: number; body: unknown; message: string }
  | { kind: 'retry'; status?: number | undefined; message: string; retryAfterSeconds?: number | undefined };

/** 4xx that pass on their own (a slow request, a rate limit with Retry-After): always tried again. */
const PASSING = new Set([408, 425, 429]);
/** 4xx a deploy or a proxy can give for a moment: tried a few times, then kept and shown as refused. */
const MAYBE_PASSING = new Set([401, 403, 404]);
export const MAX_MAYBE_PASSING_ATTEMPTS = 5;

/**
 * Whether another attempt can change a 4xx answer. Every other 4xx (400, 409, 413, 415, 422, and any
 * the app does not know) judges the item itself: sent again it would be refused again, forever.
 */
function mayPassLater(status: number, attempts: number): boolean {
  if (status < 400 || status >= 500) return true;
  if (PASSING.has(status)) return true;
  return MAYBE_PASSING.has(status) && attempts < MAX_MAYBE_PASSING_ATTEMPTS;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const { msg, message } = body as { msg?: unknown; message?: unknown };
    if (typeof msg === 'string' && msg) return msg;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

function retryAfterOf(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * 2xx delivers; a 4xx that no retry can fix rejects: the item is kept with the server's message and
 * the form comes back showing it, never looped. Network trouble, 5xx, 408, 425, 429 and a 409 that only
 * says the same key is still being processed stay queued and are tried again later; 401, 403 and 404
 * (a deploy, a proxy) are tried again until the item's MAX_MAYBE_PASSING_ATTEMPTS-th attempt.
 * `attempts` counts this one.
 */
export async function classifyResponse(response: Response, attempts = 1): Promise<AttemptOutcome> {
  const body = await readBody(response);
  const { status } = response;
  if (response.ok) return { kind: 'delivered', status, body };
  const inProgress =
    status === 409 && (body as { error?: unknown } | undefined)?.error === 'idempotency_in_progress';
  // The start filled up before the submission arrived: the clinic names other starts to choose from.
  if (status === 409 && Array.isArray((body as { alternatives?: unknown } | undefined)?.alternatives)) {
    return { kind: 'conflict', status, body, message: messageOf(body) ?? 'This time is no longer free' };
  }
  if (!inProgress && !mayPassLater(status, attempts)) {
    const gaveUp = MAYBE_PASSING.has(status);
    return {
      kind: 'rejected',
      status,
      body,
      message: gaveUp
        ? `The clinic's server did not take this after ${attempts} tries (${status}). Please send it again later, or call the clinic.`
        : (messageOf(body) ?? `The request was refused (${status})`),
    };
  }
  return {
    kind: 'retry',
    status,
    message: messageOf(body) ?? `The server answered ${status}`,
    retryAfterSeconds: retryAfterOf(response.headers),
  };
}
