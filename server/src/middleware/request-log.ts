import type { Context, Next } from 'koa';
import { isSecretField, REDACTED } from '../log-redaction';
import type { Logger } from '../logger';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The path as logged: a segment that the matched route took as a parameter named like a secret
 * (`/api/my-bookings/:token`, any route added later alike) is `[redacted]`, however it was encoded.
 * Paths no route matched (the app's pages) still pass the logger's own redaction.
 */
function loggedPath(ctx: Context): string {
  const path = ctx.originalUrl.split('?')[0] ?? '';
  const params = (ctx.params ?? {}) as Record<string, unknown>;
  const secrets = new Set(
    Object.entries(params)
      .filter(([name, value]) => isSecretField(name) && typeof value === 'string' && value !== '')
      .map(([, value]) => value as string),
  );
  if (secrets.size === 0) return path;
  return path
    .split('/')
    .map((segment) => (secrets.has(decoded(segment)) ? REDACTED : segment))
    .join('/');
}

/** One line per request, written when the response is done (or the client went away). */
export function requestLog(logger: Logger) {
  return async function logRequest(ctx: Context, next: Next) {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(`${ctx.method} ${loggedPath(ctx)} ${ctx.status} ${ms.toFixed(1)}ms`);
    }
  };
}
