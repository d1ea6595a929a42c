/** Errors a client can cause: each has a stable id, an HTTP status and a message safe to show. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Fields the answer carries beside `msg` (e.g. the alternatives of a full slot). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
export const validationFailed = (message: string) => new HttpError(400, 'validation_failed', message);
export const unauthorized = (message = 'Authentication required') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const payloadTooLarge = (message = 'Request body is too large') =>
  new HttpError(413, 'payload_too_large', message);
export const unsupportedMediaType = (message = 'Send the request body as application/json') =>
  new HttpError(415, 'unsupported_media_type', message);
export const unprocessable = (message: string) => new HttpError(422, 'unprocessable', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'too_many_requests', message, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** A full slot: 409 with the nearest free starts the client can pick instead. */
export const slotTaken = (message: string, alternatives: unknown[]) =>
  new HttpError(409, 'slot_taken', message, {}, { alternatives });
