/**
 * The database cannot be reached: PostgreSQL stopped, restarting, failing over, refusing
 * connections, or its connections cut. Not a fault of the request: it passes when the database is
 * back, so the client is told to come back (503 + Retry-After), never 500 (issue 30 item 9).
 */
const ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (the server shutting down or starting up)
 * and 53300 (too many connections).
 */
const SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** What `pg` and knex say when a connection dies under a query or none can be had in time. */
const MESSAGES = /Connection terminated|Connection ended unexpectedly|Timeout acquiring a connection/i;

function unreachableOne(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string' && (ERRNOS.has(code) || SQLSTATE.test(code))) return true;
  if (name === 'KnexTimeoutError') return true;
  return typeof message === 'string' && MESSAGES.test(message);
}

export function isDatabaseUnreachable(error: unknown): boolean {
  if (unreachableOne(error)) return true;
  // Node's happy-eyeballs connect tries every address and throws them all together.
  const inner = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(inner) && inner.some(unreachableOne);
}

/** Long enough for a restart or a fail-over, short enough that a client is not left waiting. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;
