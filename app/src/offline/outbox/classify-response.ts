/** What the outbox does with an answer to one attempt. */
export type AttemptOutcome =
  | { kind: 'delivered'; status: number; body: unknown }
  | { kind: 'rejected'; status: number; body: unknown; message: string }
  | { kind: 'conflict'; status: number; body: unknown; message: string }
  | { kind: 'retry'; status?: number | undefined; message: string; retryAfterSeconds?: number | undefined };

/** Statuses that say the input itself is wrong: sending it again cannot help, the visitor must fix it. */
const JUDGES_INPUT = new Set([400, 409, 413, 415, 422]);

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
 * 2xx delivers; a 4xx that judges the input rejects (the form comes back with the server's message);
 * everything else — network trouble, 401/403, 404 during a deploy, 408, 429, 5xx, and a 409 that only
 * says the same key is still being processed — stays queued and is tried again later.
 */
export async function classifyResponse(response: Response): Promise<AttemptOutcome> {
  const body = await readBody(response);
  const { status } = response;
  if (response.ok) return { kind: 'delivered', status, body };
  const inProgress =
    status === 409 && (body as { error?: unknown } | undefined)?.error === 'idempotency_in_progress';
  // The start filled up before the submission arrived: the clinic names other starts to choose from.
  if (status === 409 && Array.isArray((body as { alternatives?: unknown } | undefined)?.alternatives)) {
    return { kind: 'conflict', status, body, message: messageOf(body) ?? 'This time is no longer free' };
  }
  if (JUDGES_INPUT.has(status) && !inProgress) {
    return {
      kind: 'rejected',
      status,
      body,
      message: messageOf(body) ?? `The request was refused (${status})`,
    };
  }
  return {
    kind: 'retry',
    status,
    message: messageOf(body) ?? `The server answered ${status}`,
    retryAfterSeconds: retryAfterOf(response.headers),
  };
}
