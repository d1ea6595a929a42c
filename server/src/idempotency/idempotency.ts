import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { badRequest, HttpError, unprocessable } from '../errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,200}$/;

export interface StoredResponse {
  status: number;
  body: unknown;
}

export interface IdempotencyClaim {
  /** The endpoint: a key is honoured once per endpoint. */
  scope: string;
  key: string;
  /** Hash of the canonical request body. */
  hash: string;
}

/**
 * `undefined` when no key was sent; 400 when the key is not 8-200 characters of A-Z a-z 0-9 _ - : .
 * The IETF draft writes the header as a structured-field string (`"8e03..."`): quoted, it is the same
 * key as bare.
 */
export function readIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined || header === '') return undefined;
  const key =
    header.length > 2 && header.startsWith('"') && header.endsWith('"') ? header.slice(1, -1) : header;
  if (!KEY_PATTERN.test(key)) {
    throw badRequest('Idempotency-Key must be 8 to 200 characters: letters, digits, _ - : .');
  }
  return key;
}

type Token = { value: unknown } | string;

/**
 * Key order and whitespace do not make two requests different. Written with a stack, not recursion,
 * so no nesting, however deep, can exhaust the call stack (the body parser also refuses past 32).
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  const stack: Token[] = [{ value }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (typeof next === 'string') {
      out.push(next);
      continue;
    }
    const item = next.value;
    if (Array.isArray(item)) {
      out.push('[');
      stack.push(']');
      for (let index = item.length - 1; index >= 0; index -= 1) {
        stack.push({ value: item[index] });
        if (index > 0) stack.push(',');
      }
    } else if (item && typeof item === 'object') {
      const entries = Object.entries(item as Record<string, unknown>)
        .filter(([, child]) => child !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      out.push('{');
      stack.push('}');
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as [string, unknown];
        stack.push({ value: child });
        stack.push(`${JSON.stringify(key)}:`);
        if (index > 0) stack.push(',');
      }
    } else {
      out.push(JSON.stringify(item) ?? 'null');
    }
  }
  return out.join('');
}

export function requestHash(body: unknown): string {
  return crypto.createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export function claimFor(
  scope: string,
  key: string | undefined,
  body: unknown,
): IdempotencyClaim | undefined {
  return key ? { scope, key, hash: requestHash(body) } : undefined;
}

/** The key's row already exists: another request with this key committed first. */
export function isClaimTaken(error: unknown): boolean {
  const pg = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    pg?.code === '23505' &&
    (pg.constraint === 'idempotency_keys_pkey' || String(pg.message ?? '').includes('idempotency_keys_pkey'))
  );
}

/** 409 with Retry-After: the first request under this key has not answered yet (the IETF draft's rule). */
export const inProgress = () =>
  new HttpError(409, 'idempotency_in_progress', 'This request is still being processed. Try again shortly.', {
    'Retry-After': '2',
  });

/** 55P03: the first request still held the key when the connection's lock_timeout ran out. */
export function stillInProgress(error: unknown): HttpError | undefined {
  return (error as { code?: unknown })?.code === '55P03' ? inProgress() : undefined;
}

interface StoredKey {
  scope: string;
  request_hash: string;
  response_status: number | string;
  response_body: unknown;
}

/** The answer stored under this key, whatever the endpoint, or `undefined` when the key is new. */
export async function findStoredKey(db: Knex, key: string): Promise<StoredKey | undefined> {
  return db('idempotency_keys')
    .where({ key })
    .first('scope', 'request_hash', 'response_status', 'response_body');
}

/**
 * The first answer under this key, or 422 when the key came with a different request: another
 * endpoint, or another body. A key is one request, wherever it is sent.
 */
export function answerOf(
  stored: StoredKey | undefined,
  claim: IdempotencyClaim,
): StoredResponse & { replayed: true } {
  if (stored && stored.scope !== claim.scope) {
    throw unprocessable('This Idempotency-Key was already used on another endpoint');
  }
  if (!stored || stored.request_hash !== claim.hash) {
    throw unprocessable('This Idempotency-Key was already used for a different request');
  }
  return { status: Number(stored.response_status), body: stored.response_body, replayed: true };
}

/** The first answer under this key, once a write found the key taken. */
export async function replay(
  db: Knex,
  claim: IdempotencyClaim,
): Promise<StoredResponse & { replayed: true }> {
  return answerOf(await findStoredKey(db, claim.key), claim);
}

/**
 * The SQL that records the key with its answer, as a data-modifying CTE of the same statement that
 * makes the booking: it inserts only when `anchor` inserted a row, and a plain INSERT (not ON
 * CONFLICT) so a key already taken fails the whole statement, undoing the duplicate.
 */
export function claimCte(anchor: string): string {
  return `claimed as (
    insert into idempotency_keys (scope, key, request_hash, response_status, response_body)
    select :claimScope, :claimKey, :claimHash, :claimStatus, :claimBody::jsonb from ${anchor})`;
}

export function claimBindings(claim: IdempotencyClaim, response: StoredResponse): Record<string, unknown> {
  return {
    claimScope: claim.scope,
    claimKey: claim.key,
    claimHash: claim.hash,
    claimStatus: response.status,
    claimBody: JSON.stringify(response.body),
  };
}
