import type { Context, Next } from 'koa';
import type { Logger } from '../logger';

/** One line per request, written when the response is done (or the client went away). */
export function requestLog(logger: Logger) {
  return async function logRequest(ctx: Context, next: Next) {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(`${ctx.method} ${ctx.originalUrl.split('?')[0]} ${ctx.status} ${ms.toFixed(1)}ms`);
    }
  };
}
