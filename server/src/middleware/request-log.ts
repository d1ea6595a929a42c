import crypto from 'node:crypto';
import type { Context, Next } from 'koa';
import { isSecretField, REDACTED } from '../log-redaction';
import type { LogFormat, Logger } from '../logger';

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

/** An incoming `X-Request-Id` kept as it is: short, and of characters no log or header can misread. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestIdOf(ctx: Context): string {
  const given = ctx.get('X-Request-Id');
  return SANE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/**
 * Gives every request an id (`ctx.state.requestId`, echoed in `X-Request-Id`: a proxy's sane one is
 * kept, so one id follows the request through) and, when the response is done (or the client went
 * away), logs one line: method, path, status, time, the client's address (`ctx.ip`: the proxy's
 * view only under TRUST_PROXY) and the id. In JSON (`LOG_FORMAT=json`) the same as fields.
 */
export function requestLog(logger: Logger, format: LogFormat = 'text') {
  return async function logRequest(ctx: Context, next: Next) {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(ctx);
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const path = loggedPath(ctx);
      if (format === 'json') {
        logger.info(`${ctx.method} ${path} ${ctx.status}`, {
          method: ctx.method,
          path,
          status: ctx.status,
          ms: Math.round(ms * 10) / 10,
          ip: ctx.ip,
          requestId,
        });
      } else {
        logger.info(`${ctx.method} ${path} ${ctx.status} ${ms.toFixed(1)}ms ${ctx.ip} req=${requestId}`);
      }
    }
  };
}
