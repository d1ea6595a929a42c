import type { Context, Next } from 'koa';
import { ZodError } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnreachable } from '../db/database-unreachable';
import { isStorageFailure, STORAGE_RETRY_AFTER_SECONDS } from '../db/storage-failure';
import { HttpError } from '../errors';
import { CLIENT_CLOSED_REQUEST, isClientAbort } from '../http/client-aborted';
import type { Logger } from '../logger';

interface PgLikeError {
  code?: unknown;
  constraint?: unknown;
}

function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof ZodError) {
    const first = error.issues[0];
    const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
    return new HttpError(400, 'validation_failed', `${where}${first?.message ?? 'Invalid request'}`);
  }
  const pg = error as PgLikeError;
  if (pg && typeof pg === 'object' && pg.code === '23505') {
    return new HttpError(409, 'conflict', 'That record already exists');
  }
  if (isStorageFailure(error)) {
    return new HttpError(
      503,
      'storage_unavailable',
      'We cannot save anything right now. Nothing you sent was kept: please try again in a minute.',
      { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) },
    );
  }
  if (isDatabaseUnreachable(error)) {
    return new HttpError(
      503,
      'database_unavailable',
      'We cannot reach our booking system right now. Nothing you sent was kept: please try again in a minute.',
      { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    );
  }
  return undefined;
}

/** The one place errors become responses: `{ msg, message }`, internals of a 500 never shown. */
export function errorHandler(logger: Logger) {
  return async function handleErrors(ctx: Context, next: Next) {
    try {
      await next();
    } catch (error) {
      // First: a client that went away mid-upload raises ECONNRESET ("aborted"), which would
      // otherwise read as the database being unreachable. Nobody is left to answer; not a fault of
      // ours, so not an error in the log.
      if (isClientAbort(ctx, error)) {
        logger.info('client aborted', { method: ctx.method, path: ctx.path, requestId: ctx.state.requestId });
        ctx.status = CLIENT_CLOSED_REQUEST;
        return;
      }
      const known = toHttpError(error);
      if (known) {
        if (known.id === 'storage_unavailable') {
          logger.error('storage failing', {
            method: ctx.method,
            path: ctx.path,
            requestId: ctx.state.requestId,
            error,
          });
        }
        if (known.id === 'database_unavailable') {
          logger.error('database unreachable', {
            method: ctx.method,
            path: ctx.path,
            requestId: ctx.state.requestId,
            error: String(error),
          });
        }
        ctx.status = known.status;
        ctx.set(known.headers);
        ctx.body = { ...known.details, msg: known.message, message: known.message, error: known.id };
        return;
      }
      logger.error('unhandled error', {
        method: ctx.method,
        path: ctx.path,
        requestId: ctx.state.requestId,
        error,
      });
      ctx.status = 500;
      ctx.body = {
        msg: 'Something went wrong on our side. Please try again.',
        message: 'Something went wrong on our side. Please try again.',
        error: 'internal',
      };
    }
  };
}
