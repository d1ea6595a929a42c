import type { Context, Next } from 'koa';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function readLimited(ctx: Context, limitBytes: number): Promise<string> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limitBytes) throw payloadTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw payloadTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads a JSON body into `ctx.request.body`: malformed JSON is a 400, a body past the limit a 413. */
export function jsonBody(limitBytes = 64 * 1024) {
  return async function parseJsonBody(ctx: Context, next: Next) {
    ctx.request.body = undefined;
    // A multipart upload (a proof of payment) is read by its own route, within its own limits.
    const multipart = ctx.is('multipart/form-data') === 'multipart/form-data';
    if (METHODS_WITH_BODY.has(ctx.method) && !multipart && ctx.request.length !== 0 && ctx.req.readable) {
      const text = await readLimited(ctx, limitBytes);
      if (text.trim() !== '') {
        if (!ctx.is('application/json', '+json')) throw unsupportedMediaType();
        try {
          ctx.request.body = JSON.parse(text);
        } catch {
          throw badRequest('The request body is not valid JSON');
        }
      }
    }
    await next();
  };
}

declare module 'koa' {
  interface Request {
    body?: unknown;
  }
}
