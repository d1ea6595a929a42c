import type { Context } from 'koa';

/** nginx's "client closed request": what the request log shows for an upload the client abandoned. */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * True when the error comes from the client going away before its request was fully received (a
 * phone losing signal mid-upload, a closed tab): Node ends the body stream with `aborted` /
 * `ECONNRESET`. Judged by the request's own state, so a reset on an outgoing connection (the
 * database, the mail server) still counts as the server fault it is.
 */
export function isClientAbort(ctx: Context, error: unknown): boolean {
  const req = ctx.req;
  if (req.complete) return false;
  const code = (error as { code?: unknown } | null)?.code;
  const message = (error as { message?: unknown } | null)?.message;
  return req.destroyed || code === 'ECONNRESET' || code === 'ECONNABORTED' || message === 'aborted';
}
