import type { Context, Next } from 'koa';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors';
import { decodeUtf8, hasLoneSurrogate, jsonDepthExceeds, MAX_JSON_DEPTH } from './json-text';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function readLimited(ctx: Context, limitBytes: number): Promise<Buffer> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limitBytes) throw payloadTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw payloadTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Well-formed JSON text, at most MAX_JSON_DEPTH deep, with no text PostgreSQL or e-mail cannot hold. */
function parseChecked(text: string | undefined): unknown {
  if (text === undefined) throw badRequest('The request body is not valid UTF-8 text');
  if (jsonDepthExceeds(text)) {
    throw badRequest(`The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  if (hasLoneSurrogate(parsed)) {
    throw badRequest('The request body holds a broken character (a lone UTF-16 surrogate)');
  }
  return parsed;
}

/**
 * Reads a JSON body into `ctx.request.body`: a body past the limit is a 413; malformed JSON, bytes
 * that are not UTF-8, nesting past MAX_JSON_DEPTH and lone surrogates are a 400 with a message.
 * `larger` lets named paths take more (a signed consent carries a drawn signature).
 */
export function jsonBody(limitBytes = 64 * 1024, larger: ReadonlyArray<[RegExp, number]> = []) {
  const limitOf = (path: string) => larger.find(([pattern]) => pattern.test(path))?.[1] ?? limitBytes;
  return async function parseJsonBody(ctx: Context, next: Next) {
    ctx.request.body = undefined;
    ctx.request.rawBody = undefined;
    // A multipart upload (a proof of payment) is read by its own route, within its own limits.
    const multipart = ctx.is('multipart/form-data') === 'multipart/form-data';
    if (METHODS_WITH_BODY.has(ctx.method) && !multipart && ctx.request.length !== 0 && ctx.req.readable) {
      const raw = await readLimited(ctx, limitOf(ctx.path));
      // A signed webhook is checked over the exact bytes that came, not over JSON written again.
      ctx.request.rawBody = raw;
      const text = decodeUtf8(raw);
      if (text === undefined || text.trim() !== '') {
        if (!ctx.is('application/json', '+json')) throw unsupportedMediaType();
        ctx.request.body = parseChecked(text);
      }
    }
    await next();
  };
}

declare module 'koa' {
  interface Request {
    body?: unknown;
    /** The bytes of a JSON body as received (what a webhook's signature covers). */
    rawBody?: Buffer | undefined;
  }
}
